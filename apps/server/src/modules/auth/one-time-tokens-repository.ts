import type { Database } from "../../db/client.ts";
import { oneTimeTokens } from "../../db/schema/accounts.ts";
import { hashToken, newToken } from "./tokens.ts";

export type OneTimePurpose = "verify_email" | "reset_password";

/** Issues a single-use token (for an e-mail link); only its hash is stored. */
export async function issueOneTimeToken(tx: Database, input: { userId: string; purpose: OneTimePurpose; expiresAt: Date }): Promise<string> {
  const token = newToken();
  await tx.insert(oneTimeTokens).values({ hash: hashToken(token), ...input });
  return token;
}
