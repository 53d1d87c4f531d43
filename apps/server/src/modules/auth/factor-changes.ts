import { hasRole } from "@hancine/contract/auth";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { factorsOf, requireRecentProofOf } from "./mfa-rule.ts";
import { deletePasskey } from "./passkeys-repository.ts";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.ts";
import { deleteRecoveryCodes, replaceRecoveryCodes } from "./recovery-codes-repository.ts";
import type { RequestMeta } from "./request-meta.ts";
import { deleteUserSessions, type CurrentUser } from "./sessions-repository.ts";
import { deleteTotp } from "./totp-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** Removing a factor or renewing the recovery codes: each needs a recent proof (step-up). */

/**
 * 409 MFA_LAST_FACTOR when the factor is the last of a staff account that must have one; the last
 * factor of anyone else takes the recovery codes with it (they would open nothing).
 */
async function removeFactor(deps: AppDeps, current: CurrentUser, meta: RequestMeta, remove: (tx: Database) => Promise<boolean>, what: "totp" | "passkey") {
  await requireRecentProofOf(deps, current);
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const before = await factorsOf(tx, current.user.id);
    const count = (before.totp ? 1 : 0) + before.passkeys.length;
    const mustKeepOne = deps.config.staffMfa === "required" && hasRole(current.user.role, "staff");
    if (!(await remove(tx))) throw notFound(msg(what === "totp" ? "error.NOT_FOUND.noTotp" : "error.NOT_FOUND.passkey"));
    if (count <= 1 && mustKeepOne) throw new DomainError("MFA_LAST_FACTOR");
    if (count <= 1) await deleteRecoveryCodes(tx, current.user.id);
    const ended = await deleteUserSessions(tx, current.user.id, current.session.id);
    await writeAudit(tx, {
      at: now,
      action: what === "totp" ? "auth.mfa.totp_removed" : "auth.mfa.passkey_removed",
      actorUserId: current.user.id,
      ip: meta.ip,
      details: { sessionsEnded: ended, lastFactor: count <= 1 },
    });
  });
}

export function removeTotp(deps: AppDeps, current: CurrentUser, meta: RequestMeta) {
  return removeFactor(deps, current, meta, (tx) => deleteTotp(tx, current.user.id), "totp");
}

export function removePasskey(deps: AppDeps, current: CurrentUser, id: string, meta: RequestMeta) {
  return removeFactor(deps, current, meta, (tx) => deletePasskey(tx, current.user.id, id), "passkey");
}

/** Ten new recovery codes, shown once; the old ones stop working. Only for an account with a factor. */
export async function renewRecoveryCodes(deps: AppDeps, current: CurrentUser, meta: RequestMeta): Promise<string[]> {
  await requireRecentProofOf(deps, current);
  if (!current.mfaEnrolled)
    throw new DomainError("MFA_REQUIRED", { message: msg("error.MFA_REQUIRED.recoveryCodesNeedFactor"), details: { enrolled: false, methods: [] } });
  const now = deps.clock();
  const codes = newRecoveryCodes();
  await deps.database.db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, current.user.id, codes.map(hashRecoveryCode), now);
    await writeAudit(tx, { at: now, action: "auth.mfa.recovery_codes_renewed", actorUserId: current.user.id, ip: meta.ip });
  });
  return codes;
}
