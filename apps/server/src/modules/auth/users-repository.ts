import { eq } from "drizzle-orm";
import type { User } from "@hancine/contract/auth";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, "id" | "createdAt" | "role" | "emailVerifiedAt">;

/** Inserts the user, or returns null when the e-mail is taken (the unique index decides, not a prior read). */
export async function insertUser(tx: Database, user: NewUser): Promise<UserRow | null> {
  const [row] = await tx.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    phone: row.phoneE164,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    emailVerified: row.emailVerifiedAt !== null,
    role: row.role,
  };
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function updateUser(
  tx: Database,
  id: string,
  changes: Partial<Pick<UserRow, "fullName" | "phoneE164" | "dateOfBirth" | "passwordHash" | "emailVerifiedAt" | "role" | "locale">>,
): Promise<UserRow | null> {
  const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
  return row ?? null;
}
