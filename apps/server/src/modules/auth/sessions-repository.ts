import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { sessions, users } from "#server/db/schema/accounts.ts";
import { mfaTotp, passkeys } from "#server/db/schema/mfa.ts";
import { hashToken, newToken } from "./tokens.ts";
import type { UserRow } from "./users-repository.ts";

/** Idle lifetime: a session unused for this long is dead. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding the expiry at most this often keeps busy sessions from writing on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type SessionKind = "web" | "app";
export type SessionRow = typeof sessions.$inferSelect;

/** A live session with its user, and whether the user has a second factor (a confirmed app secret or a passkey). */
export type LiveSession = { session: SessionRow; user: UserRow; mfaEnrolled: boolean };

/** The signed-in user of a request: the live session, its user, and how it was presented. */
export type CurrentUser = LiveSession & { via: "cookie" | "bearer"; token: string };

/** Whether the user has a second factor: read with every session lookup, so the gate needs no second query. */
const mfaEnrolled = sql<boolean>`(exists (select 1 from ${mfaTotp} where ${mfaTotp.userId} = ${users.id} and ${mfaTotp.confirmedAt} is not null) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`;

/** Creates a session and returns its token; only the token's hash is stored. */
export async function createSession(
  tx: Database,
  input: { userId: string; kind: SessionKind; now: Date; userAgent?: string | undefined; ip?: string | undefined; deviceId?: string | undefined },
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken();
  const [session] = await tx
    .insert(sessions)
    .values({
      id: hashToken(token),
      userId: input.userId,
      kind: input.kind,
      createdAt: input.now,
      lastSeenAt: input.now,
      expiresAt: new Date(input.now.getTime() + SESSION_IDLE_MS),
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      ip: input.ip ?? null,
      deviceId: input.deviceId ?? null,
    })
    .returning();
  return { token, session: session! };
}

/** The session-and-user lookup behind every signed-in request, prepared once per database (planned once per connection). */
const liveSessionLookups = new WeakMap<Database, ReturnType<typeof prepareLiveSessionLookup>>();

function prepareLiveSessionLookup(db: Database) {
  return (
    db
      .select({ session: sessions, user: users, mfaEnrolled })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A disabled account's sessions are deleted when it is disabled; this keeps any other one from working.
      .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now")), isNull(users.disabledAt)))
      .limit(1)
      .prepare("live_session")
  );
}

/** The live session for a token with its user, sliding its idle expiry; null when unknown, expired or the account is disabled. */
export async function findLiveSession(db: Database, token: string, now: Date): Promise<LiveSession | null> {
  let lookup = liveSessionLookups.get(db);
  if (!lookup) liveSessionLookups.set(db, (lookup = prepareLiveSessionLookup(db)));
  const [row] = await lookup.execute({ id: hashToken(token), now });
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.session.id));
    row.session = { ...row.session, lastSeenAt: now, expiresAt };
  }
  return row;
}

/** Deletes the session of a token; returns it when there was one. */
export async function deleteSessionByToken(tx: Database, token: string): Promise<SessionRow | null> {
  const [row] = await tx
    .delete(sessions)
    .where(eq(sessions.id, hashToken(token)))
    .returning();
  return row ?? null;
}

/** Signs a user out everywhere except (optionally) one session; returns how many ended. */
export async function deleteUserSessions(tx: Database, userId: string, keepSessionId?: string): Promise<number> {
  const rows = await tx
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return rows.length;
}

/** The session's second factor is proven now (a code, a recovery code or a passkey). */
export async function markSessionProven(tx: Database, sessionId: string, now: Date): Promise<void> {
  await tx.update(sessions).set({ mfaVerifiedAt: now }).where(eq(sessions.id, sessionId));
}

/** Keeps a WebAuthn challenge on the session until it is answered or lapses; a new one replaces it. */
export async function saveWebauthnChallenge(db: Database, sessionId: string, challenge: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ webauthnChallenge: challenge, webauthnChallengeExpiresAt: expiresAt }).where(eq(sessions.id, sessionId));
}

/** The session's challenge, taken (it answers once), or null when there is none or it lapsed. */
export async function takeWebauthnChallenge(tx: Database, sessionId: string, now: Date): Promise<string | null> {
  const [before] = await tx
    .select({ challenge: sessions.webauthnChallenge, expiresAt: sessions.webauthnChallengeExpiresAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .for("update");
  if (!before?.challenge) return null;
  await tx.update(sessions).set({ webauthnChallenge: null, webauthnChallengeExpiresAt: null }).where(eq(sessions.id, sessionId));
  return before.expiresAt && before.expiresAt > now ? before.challenge : null;
}

/** The account's live sessions, newest first. */
export async function liveSessionsOf(db: Database, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.lastSeenAt));
}

/** Ends one session of the account by the id its owner sees; returns it when there was one. */
export async function deleteSessionByPublicId(tx: Database, userId: string, publicId: string): Promise<SessionRow | null> {
  const [row] = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning();
  return row ?? null;
}
