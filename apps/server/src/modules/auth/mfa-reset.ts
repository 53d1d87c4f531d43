import type { MfaResetResult } from "@hancine/contract/back-office-users";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { accountLocale, factorsResetMessage } from "./account-emails.ts";
import { adminUserById, lockUser } from "./admin-users-repository.ts";
import { deletePasskeysOf } from "./passkeys-repository.ts";
import { deleteRecoveryCodes } from "./recovery-codes-repository.ts";
import { deleteTotp } from "./totp-repository.ts";
import { deleteUserSessions } from "./sessions-repository.ts";
import { findUserById } from "./users-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** Removes every factor of the account: the app (confirmed or pending), its passkeys, its recovery codes. */
async function deleteFactors(tx: Database, userId: string): Promise<MfaResetResult["removed"]> {
  const totp = await deleteTotp(tx, userId);
  const passkeys = await deletePasskeysOf(tx, userId);
  const recoveryCodes = await deleteRecoveryCodes(tx, userId);
  return { totp, passkeys, recoveryCodes };
}

/**
 * An admin resets a person's lost second factors (decision 074's "a reset screen"): every factor and
 * recovery code goes, every session of the account ends (so the next sign-in enrols again, as a
 * first one), the person is e-mailed, and the audit trail keeps who did it. Not one's own account: an
 * admin who lost theirs asks another admin.
 */
export async function resetFactors(deps: AppDeps, input: { targetId: string; actorUserId: string; ip: string }): Promise<MfaResetResult> {
  const db = deps.database.db;
  const now = deps.clock();
  if (input.targetId === input.actorUserId) throw new DomainError("FORBIDDEN", { message: msg("error.FORBIDDEN.ownFactorReset") });
  const outcome = await db.transaction(async (tx) => {
    if (!(await lockUser(tx, input.targetId))) throw notFound(msg("error.NOT_FOUND.user"));
    const user = (await findUserById(tx, input.targetId))!;
    const removed = await deleteFactors(tx, user.id);
    const sessionsEnded = await deleteUserSessions(tx, user.id);
    await enqueueEmail(
      tx,
      factorsResetMessage(
        { to: user.email, fullName: user.fullName, at: now },
        // An admin's doing, in the back office: the person reads it in the language they use the site in.
        { site: deps.site, publicUrl: deps.config.publicUrl, locale: accountLocale(user) },
      ),
      now,
    );
    await writeAudit(tx, {
      at: now,
      action: "user.mfa_reset",
      actorUserId: input.actorUserId,
      ip: input.ip,
      details: { label: user.email, sessionsEnded },
      change: {
        entity: "user",
        id: user.id,
        before: { totp: removed.totp, passkeys: removed.passkeys, recoveryCodes: removed.recoveryCodes },
        after: { totp: false, passkeys: 0, recoveryCodes: 0 },
      },
    });
    return { removed, sessionsEnded };
  });
  return { user: (await adminUserById(db, input.targetId))!, ...outcome };
}
