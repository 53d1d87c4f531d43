import type { AccountSession } from "@hancine/contract/mfa";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { describeUserAgent } from "./client-device.ts";
import { placeOf } from "./client-place.ts";
import type { RequestMeta } from "./request-meta.ts";
import { deleteSessionByPublicId, deleteUserSessions, liveSessionsOf, type CurrentUser } from "./sessions-repository.ts";
import { msg } from "@hancine/contract/i18n/message";
import type { Locale } from "@hancine/contract/i18n/catalogue";

/** The account's signed-in devices as its owner reads them: browser, system, place by address, last seen; in `locale` (decision 096). */
export async function accountSessions(deps: AppDeps, current: CurrentUser, locale: Locale = "vi"): Promise<AccountSession[]> {
  const rows = await liveSessionsOf(deps.database.db, current.user.id, deps.clock());
  return rows.map((row) => ({
    id: row.publicId,
    current: row.id === current.session.id,
    client: row.kind,
    ...describeUserAgent(row.userAgent, locale),
    place: placeOf(row.ip, locale),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  }));
}

/** Ends one other session at once (every instance reads sessions from the database on each request). */
export async function endAccountSession(deps: AppDeps, current: CurrentUser, publicId: string, meta: RequestMeta): Promise<void> {
  if (publicId === current.session.publicId) {
    throw new DomainError("VALIDATION_FAILED", { message: msg("error.VALIDATION_FAILED.currentSession") });
  }
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const ended = await deleteSessionByPublicId(tx, current.user.id, publicId);
    if (!ended) throw notFound(msg("error.NOT_FOUND.session"));
    await writeAudit(tx, { at: now, action: "auth.session.ended", actorUserId: current.user.id, ip: meta.ip, details: { client: ended.kind } });
  });
}

/** Ends every session of the account but this one; returns how many. */
export async function endOtherSessions(deps: AppDeps, current: CurrentUser, meta: RequestMeta): Promise<number> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const ended = await deleteUserSessions(tx, current.user.id, current.session.id);
    await writeAudit(tx, { at: now, action: "auth.session.ended_others", actorUserId: current.user.id, ip: meta.ip, details: { ended } });
    return ended;
  });
}
