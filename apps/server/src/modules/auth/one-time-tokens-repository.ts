import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { oneTimeTokens } from "#server/db/schema/accounts.ts";
import { hashToken, newToken } from "./tokens.ts";

export type OneTimePurpose = "verify_email" | "reset_password";

/** Issues a single-use token (for an e-mail link); only its hash is stored. */
export async function issueOneTimeToken(tx: Database, input: { userId: string; purpose: OneTimePurpose; expiresAt: Date }): Promise<string> {
  const token = newToken();
  await tx.insert(oneTimeTokens).values({ hash: hashToken(token), ...input });
  return token;
}

/**
 * Uses a token: one statement marks it used only if it is unused and unexpired, so of two
 * concurrent uses exactly one gets the user id. Null for unknown, used or expired tokens.
 */
export async function consumeOneTimeToken(tx: Database, input: { token: string; purpose: OneTimePurpose; now: Date }): Promise<string | null> {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(oneTimeTokens.hash, hashToken(input.token)),
        eq(oneTimeTokens.purpose, input.purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, input.now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** The user a token was issued to, used or not (to answer a second click on a verification link kindly). */
export async function findTokenOwner(db: Database, input: { token: string; purpose: OneTimePurpose }): Promise<string | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.hash, hashToken(input.token)), eq(oneTimeTokens.purpose, input.purpose)))
    .limit(1);
  return row?.userId ?? null;
}

/** Retires every unused token of a purpose for a user (a reset makes older reset links useless). */
export async function retireTokens(tx: Database, input: { userId: string; purpose: OneTimePurpose; now: Date }): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: input.now })
    .where(and(eq(oneTimeTokens.userId, input.userId), eq(oneTimeTokens.purpose, input.purpose), isNull(oneTimeTokens.usedAt)));
}
