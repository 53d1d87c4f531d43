import { passwordContainsEmailName, type ChangePassword, type ProfileUpdate, type User } from "@hancine/contract/auth";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError } from "#server/domain-error.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { passwordChangedMessage } from "./account-emails.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { CurrentUser } from "./sessions-repository.ts";
import { loginThrottled } from "./login.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { RequestMeta } from "./request-meta.ts";
import { deleteUserSessions } from "./sessions-repository.ts";
import { recordFailure, retryAfterSeconds } from "./login-throttle-repository.ts";
import { toUser, updateUser } from "./users-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** Changes name, phone and/or date of birth (e-mail and gender stay as signed up). */
export async function updateProfile(deps: AppDeps, current: CurrentUser, changes: ProfileUpdate, meta: RequestMeta): Promise<User> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const row = await updateUser(tx, current.user.id, {
      ...(changes.fullName !== undefined && { fullName: changes.fullName }),
      ...(changes.phone !== undefined && { phoneE164: changes.phone }),
      ...(changes.dateOfBirth !== undefined && { dateOfBirth: changes.dateOfBirth }),
    });
    await writeAudit(tx, { at: now, action: "auth.profile.updated", actorUserId: current.user.id, ip: meta.ip, details: { fields: Object.keys(changes) } });
    return toUser(row!);
  });
}

/**
 * Changes the password after checking the current one (throttled like login, so a stolen session
 * cannot guess it), keeps this session and signs out every other one.
 */
export async function changePassword(deps: AppDeps, current: CurrentUser, input: ChangePassword, meta: RequestMeta): Promise<User> {
  const db = deps.database.db;
  const now = deps.clock();
  const user = current.user;
  const keys = { email: user.email, ip: meta.ip };

  const wait = await retryAfterSeconds(db, keys, now);
  if (wait > 0) throw loginThrottled(wait);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await db.transaction(async (tx) => {
      await recordFailure(tx, keys, now);
      await writeAudit(tx, { at: now, action: "auth.password.change_failed", actorUserId: user.id, ip: meta.ip });
    });
    throw new DomainError("VALIDATION_FAILED", { fields: { currentPassword: msg("error.VALIDATION_FAILED.currentPassword") } });
  }
  if (passwordContainsEmailName(input.password, user.email)) {
    throw new DomainError("VALIDATION_FAILED", { fields: { password: msg("error.VALIDATION_FAILED.passwordContainsEmail") } });
  }

  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, { passwordHash });
    const ended = await deleteUserSessions(tx, user.id, current.session.id);
    await enqueueEmail(
      tx,
      passwordChangedMessage({ to: user.email, fullName: user.fullName }, { site: deps.site, publicUrl: deps.config.publicUrl, locale: meta.locale }),
      now,
    );
    await writeAudit(tx, { at: now, action: "auth.password.changed", actorUserId: user.id, ip: meta.ip, details: { sessionsEnded: ended } });
    return toUser(row!);
  });
}
