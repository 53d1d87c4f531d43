import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { passkeys } from "#server/db/schema/mfa.ts";

export type PasskeyRow = typeof passkeys.$inferSelect;

export async function passkeysOf(db: Database, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function findPasskey(db: Database, userId: string, id: string): Promise<PasskeyRow | null> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)));
  return row ?? null;
}

/** A credential id is unique across accounts: false when it is already registered. */
export async function insertPasskey(tx: Database, row: typeof passkeys.$inferInsert): Promise<PasskeyRow | null> {
  const [inserted] = await tx.insert(passkeys).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function recordPasskeyUse(tx: Database, id: string, counter: number, now: Date): Promise<void> {
  await tx.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, id));
}

export async function deletePasskey(tx: Database, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

/** Every passkey of the account (an admin's reset of lost factors); how many there were. */
export async function deletePasskeysOf(tx: Database, userId: string): Promise<number> {
  const rows = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return rows.length;
}
