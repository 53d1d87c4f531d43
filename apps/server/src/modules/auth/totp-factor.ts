import QRCode from "qrcode";
import type { MfaVerify } from "@hancine/contract/mfa";
import type { User } from "@hancine/contract/auth";
import type { AppDeps } from "#server/app-deps.ts";
import type { Config } from "#server/config.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { requireRecentProofOf } from "./mfa-rule.ts";
import { matchingRecoveryCode } from "./recovery-codes.ts";
import { unusedRecoveryCodes, useRecoveryCode } from "./recovery-codes-repository.ts";
import type { RequestMeta } from "./request-meta.ts";
import { openSecret, sealSecret } from "./secret-box.ts";
import { assertNotLocked, factorAdded, hasAnyFactor, proveSession, refuseSecondFactor } from "./second-factor-session.ts";
import type { CurrentUser } from "./sessions-repository.ts";
import { acceptedTotpStep, newTotpSecret, totpUri } from "./totp.ts";
import { confirmPendingTotp, findTotp, savePendingTotp, takeTotpStep } from "./totp-repository.ts";
import { toUser } from "./users-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

const PURPOSE = "totp";

/**
 * The authenticator app on the person's phone reads real time: codes are checked against the wall
 * clock, not the app's movable clock (decision 054), which only moves the chain's business time.
 */
const wallClock = () => new Date();
export const sealTotpSecret = (sessionSecret: string, secret: string) => sealSecret(sessionSecret, PURPOSE, secret);
/** The plain secret; null when it cannot be opened (sealed under another SESSION_SECRET, or altered). */
function openTotpSecret(config: Config, sealed: string): string | null {
  try {
    return openSecret(config.sessionSecret, PURPOSE, sealed);
  } catch {
    return null;
  }
}

/** After a change of SESSION_SECRET the app's secret cannot be read: the person uses another factor, then sets the app up again. */
const unreadableSecret = () =>
  new DomainError("MFA_INVALID", {
    message: msg("error.MFA_INVALID.totpUnreadable"),
  });

/** A new secret for the authenticator app, waiting for its first code (it replaces one still waiting). */
export async function startTotpSetup(deps: AppDeps, current: CurrentUser, meta: RequestMeta) {
  await requireRecentProofOf(deps, current);
  const secret = newTotpSecret();
  const otpauthUrl = totpUri(secret, current.user.email);
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  await deps.database.db.transaction(async (tx) => {
    await savePendingTotp(tx, current.user.id, sealTotpSecret(deps.config.sessionSecret, secret));
    await writeAudit(tx, { at: deps.clock(), action: "auth.mfa.totp_setup_started", actorUserId: current.user.id, ip: meta.ip });
  });
  return { secret, otpauthUrl, qrSvg };
}

/** The first code from the app confirms the waiting secret: it becomes the account's (the old one, if any, is replaced). */
export async function confirmTotp(deps: AppDeps, current: CurrentUser, code: string, meta: RequestMeta): Promise<string[] | null> {
  await requireRecentProofOf(deps, current);
  const db = deps.database.db;
  const now = deps.clock();
  const row = await findTotp(db, current.user.id);
  if (!row?.pendingSecret) throw notFound(msg("error.NOT_FOUND.noPendingTotp"));
  const pending = openTotpSecret(deps.config, row.pendingSecret);
  if (pending === null) throw notFound(msg("error.NOT_FOUND.noPendingTotp"));
  const step = acceptedTotpStep(pending, code, wallClock(), null);
  if (step === null) {
    await writeAudit(db, { at: now, action: "auth.mfa.totp_confirm_failed", actorUserId: current.user.id, ip: meta.ip });
    throw new DomainError("MFA_INVALID", { message: msg("error.MFA_INVALID.totpWrong") });
  }
  return db.transaction(async (tx) => {
    const firstFactor = !(await hasAnyFactor(tx, current.user.id));
    if (!(await confirmPendingTotp(tx, current.user.id, row.pendingSecret!, step, now))) {
      throw notFound(msg("error.NOT_FOUND.totpReplaced"));
    }
    return factorAdded(tx, current, { ...meta, now, method: "totp", firstFactor });
  });
}

/** POST /auth/mfa/verify: a code from the app (each accepted once) or a recovery code (each works once). */
export async function verifyCode(deps: AppDeps, current: CurrentUser, input: MfaVerify, meta: RequestMeta): Promise<User> {
  await assertNotLocked(deps, current, meta);
  const db = deps.database.db;
  const now = deps.clock();
  if (input.method === "totp") {
    const row = await findTotp(db, current.user.id);
    const secret = row?.secret && row.confirmedAt ? openTotpSecret(deps.config, row.secret) : null;
    if (row?.secret && row.confirmedAt && secret === null) throw unreadableSecret();
    const step = secret ? acceptedTotpStep(secret, input.code, wallClock(), row!.lastStep) : null;
    const proven =
      step !== null &&
      (await db.transaction(async (tx) => {
        if (!(await takeTotpStep(tx, current.user.id, step))) return false;
        await proveSession(tx, current, { ...meta, now, method: "totp" });
        return true;
      }));
    if (!proven) await refuseSecondFactor(deps, current, meta, "totp");
  } else {
    const found = matchingRecoveryCode(await unusedRecoveryCodes(db, current.user.id), input.code);
    const proven =
      found !== undefined &&
      (await db.transaction(async (tx) => {
        if (!(await useRecoveryCode(tx, found.id, now))) return false;
        await proveSession(tx, current, { ...meta, now, method: "recovery" });
        return true;
      }));
    if (!proven) await refuseSecondFactor(deps, current, meta, "recovery", msg("error.MFA_INVALID.recoveryCode"));
  }
  return toUser(current.user);
}
