import type { Database } from "../../db/client.ts";
import { outboxEmails } from "../../db/schema/outbox.ts";

export type EmailMessage = { to: string; subject: string; html: string; text: string };

/**
 * Queues an e-mail inside the caller's transaction: it exists exactly when the change that caused
 * it commits. A sender worker delivers it later (not built yet).
 */
export async function enqueueEmail(tx: Database, message: EmailMessage, now: Date): Promise<void> {
  await tx.insert(outboxEmails).values({ ...message, createdAt: now, nextAttemptAt: now });
}
