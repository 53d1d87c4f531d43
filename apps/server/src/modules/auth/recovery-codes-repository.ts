import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mfaRecoveryCodes } from "#server/db/schema/mfa.ts";

export type RecoveryCodeRow = typeof mfaRecoveryCodes.$inferSelect;

/** The account's codes become these (hashes); the old ones are void. */
export async function replaceRecoveryCodes(tx: Database, userId: string, codeHashes: string[], now: Date): Promise<void> {
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await tx.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

export async function unusedRecoveryCodes(db: Database, userId: string): Promise<RecoveryCodeRow[]> {
  return db
    .select()
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
}

export async function countUnusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Marks a code used; false when another request used it first (a code works once, even at once). */
export async function useRecoveryCode(tx: Database, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(mfaRecoveryCodes.id, id), isNull(mfaRecoveryCodes.usedAt)))
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
}

/** Removes the account's recovery codes; how many there were. */
export async function deleteRecoveryCodes(tx: Database, userId: string): Promise<number> {
  const rows = await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId)).returning({ id: mfaRecoveryCodes.id });
  return rows.length;
}
