import { isCinemaScoped, type UserRole } from "@hancine/contract/auth";
import type { AdminUser } from "@hancine/contract/back-office-users";
import type { Database } from "#server/db/client.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { deleteUserSessions } from "./sessions-repository.ts";
import { assignCinemas, cinemaSlugsOf, cinemasBySlug } from "./staff-cinemas-repository.ts";
import { adminUserById, lockActiveAdmins, lockUser, setRoleAndDisabled } from "./admin-users-repository.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

export type UserChange = { role?: UserRole | undefined; cinemas?: string[] | undefined; disabled?: boolean | undefined };

const NEEDS_CINEMA = msg("error.VALIDATION_FAILED.cinemasForRole");
const NO_CINEMAS = msg("error.VALIDATION_FAILED.noCinemasForRole");

const invalid = (fields: Record<string, ErrorText>) => new DomainError("VALIDATION_FAILED", { fields });

/** What the audit trail keeps of an account: never its password hash or personal details beyond these. */
const auditedState = (state: { role: UserRole; cinemas: readonly string[]; disabled: boolean }) => ({
  role: state.role,
  cinemas: [...state.cinemas],
  disabled: state.disabled,
});

/**
 * An admin changes a person's role, cinemas or whether the account is disabled, in one transaction:
 * staff and managers keep at least one cinema, customers and admins none; the chain always keeps an
 * active admin, and an admin cannot demote or disable themself. The active admins are locked first
 * (and the actor checked among them), so two admins demoting each other at once cannot both succeed.
 * Disabling ends every session of the account at once.
 */
export async function updateUser(
  db: Database,
  input: { targetId: string; change: UserChange; actorUserId: string; ip: string; now: Date },
  /** Step-up for a role change (auth/mfa-rule.ts): throws when the role changes without a recent proof. */
  stepUp: (needed: boolean) => void = () => {},
): Promise<AdminUser> {
  const { targetId, change, actorUserId, now } = input;
  await db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    // The actor was an admin when the request began; another admin may have demoted them since.
    if (!admins.includes(actorUserId)) throw new DomainError("FORBIDDEN");
    const target = await lockUser(tx, targetId);
    if (!target) throw notFound(msg("error.NOT_FOUND.user"));
    const role = change.role ?? target.role;
    const disabled = change.disabled ?? target.disabledAt !== null;
    const losesAdmin = admins.includes(targetId) && (role !== "admin" || disabled);
    if (losesAdmin && admins.length === 1) throw new DomainError("LAST_ADMIN");
    if (losesAdmin && targetId === actorUserId) {
      throw new DomainError("FORBIDDEN", { message: msg("error.FORBIDDEN.selfDemotion") });
    }

    const cinemasBefore = await cinemaSlugsOf(tx, targetId);
    let cinemas = [...new Set(change.cinemas ?? cinemasBefore)];
    if (!isCinemaScoped(role)) {
      if (change.cinemas && change.cinemas.length > 0) throw invalid({ cinemas: NO_CINEMAS });
      cinemas = [];
    } else if (cinemas.length === 0) {
      throw invalid({ cinemas: NEEDS_CINEMA });
    }
    const { ids, unknown } = await cinemasBySlug(tx, cinemas);
    if (unknown.length > 0) throw invalid({ cinemas: msg("error.VALIDATION_FAILED.unknownCinemas", { codes: unknown.join(", ") }) });

    const sameCinemas = cinemas.length === cinemasBefore.length && cinemas.every((slug) => cinemasBefore.includes(slug));
    const wasDisabled = target.disabledAt !== null;
    if (role === target.role && disabled === wasDisabled && sameCinemas) return;
    stepUp(role !== target.role);

    await setRoleAndDisabled(tx, targetId, { role, disabledAt: disabled ? (target.disabledAt ?? now) : null });
    if (!sameCinemas) await assignCinemas(tx, targetId, ids);
    // Disabling ends every session at once: the next request of that account is anonymous.
    const sessionsEnded = disabled && !wasDisabled ? await deleteUserSessions(tx, targetId) : 0;
    const after = await adminUserById(tx, targetId);
    await writeAudit(tx, {
      at: now,
      action: disabled && !wasDisabled ? "user.disable" : !disabled && wasDisabled ? "user.enable" : "user.update",
      actorUserId,
      ip: input.ip,
      details: { label: after!.email, sessionsEnded },
      change: {
        entity: "user",
        id: targetId,
        before: auditedState({ role: target.role, cinemas: cinemasBefore, disabled: wasDisabled }),
        after: auditedState({ role, cinemas: after!.cinemas.map((c) => c.slug), disabled }),
      },
    });
  });
  const user = await adminUserById(db, targetId);
  if (!user) throw notFound(msg("error.NOT_FOUND.user"));
  return user;
}
