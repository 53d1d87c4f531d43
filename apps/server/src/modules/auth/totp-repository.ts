import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mfaTotp } from "#server/db/schema/mfa.ts";

export type TotpRow = typeof mfaTotp.$inferSelect;

export async function findTotp(db: Database, userId: string): Promise<TotpRow | null> {
  const [row] = await db.select().from(mfaTotp).where(eq(mfaTotp.userId, userId));
  return row ?? null;
}

/** Keeps a new (sealed) secret waiting for its first code; a confirmed secret keeps working meanwhile. */
export async function savePendingTotp(tx: Database, userId: string, sealedSecret: string): Promise<void> {
  await tx
    .insert(mfaTotp)
    .values({ userId, pendingSecret: sealedSecret })
    .onConflictDoUpdate({ target: mfaTotp.userId, set: { pendingSecret: sealedSecret } });
}

/** The pending secret becomes the account's, its first code's step remembered (so it is not accepted again). */
export async function confirmPendingTotp(tx: Database, userId: string, sealedSecret: string, step: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(mfaTotp)
    .set({ secret: sealedSecret, pendingSecret: null, confirmedAt: now, lastStep: step })
    .where(and(eq(mfaTotp.userId, userId), eq(mfaTotp.pendingSecret, sealedSecret)))
    .returning({ userId: mfaTotp.userId });
  return rows.length === 1;
}

/**
 * Takes step `step` as used when it is later than the last one used: false when another request
 * took it (or a later one) first, so the same code never opens two sessions, even at once.
 */
export async function takeTotpStep(tx: Database, userId: string, step: number): Promise<boolean> {
  const rows = await tx
    .update(mfaTotp)
    .set({ lastStep: step })
    .where(and(eq(mfaTotp.userId, userId), or(isNull(mfaTotp.lastStep), lt(mfaTotp.lastStep, step))))
    .returning({ userId: mfaTotp.userId });
  return rows.length === 1;
}

export async function deleteTotp(tx: Database, userId: string): Promise<boolean> {
  const rows = await tx.delete(mfaTotp).where(eq(mfaTotp.userId, userId)).returning({ userId: mfaTotp.userId });
  return rows.length === 1;
}

/** Seeds a confirmed secret directly (the demo accounts, outside production). */
export async function saveConfirmedTotp(tx: Database, userId: string, sealedSecret: string, now: Date): Promise<void> {
  await tx
    .insert(mfaTotp)
    .values({ userId, secret: sealedSecret, confirmedAt: now })
    .onConflictDoUpdate({ target: mfaTotp.userId, set: { secret: sealedSecret, pendingSecret: null, confirmedAt: now, lastStep: null } });
}
