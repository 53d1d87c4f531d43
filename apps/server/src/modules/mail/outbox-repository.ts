import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { outboxEmails, type StoredAttachment } from "#server/db/schema/outbox.ts";

/** `attachments`: inline images (`cid`, referred to from the HTML as `cid:<cid>`) and files. */
export type EmailMessage = { to: string; subject: string; html: string; text: string; attachments?: StoredAttachment[] };
export type OutboxRow = typeof outboxEmails.$inferSelect;
export type MailTransportName = "smtp" | "mailbox";

/**
 * Queues an e-mail inside the caller's transaction: it exists exactly when the change that caused
 * it commits. The outbox sender (outbox-sender.ts) delivers it later.
 */
export async function enqueueEmail(tx: Database, message: EmailMessage, now: Date): Promise<void> {
  await tx.insert(outboxEmails).values({ ...message, createdAt: now, nextAttemptAt: now });
}

/** E-mails waiting to be sent and those given up on (metrics): each count on its own partial index. */
export async function countOutbox(db: Database): Promise<{ waiting: number; failed: number }> {
  const [waiting] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(sql`${outboxEmails.sentAt} is null and ${outboxEmails.failedAt} is null`);
  const [failed] = await db.select({ n: sql<number>`count(*)::int` }).from(outboxEmails).where(sql`${outboxEmails.failedAt} is not null`);
  return { waiting: waiting?.n ?? 0, failed: failed?.n ?? 0 };
}

/**
 * Takes up to `limit` due e-mails for one worker: a lease until `now + leaseMs` under a fresh
 * claim token, one more attempt counted, and a Message-ID fixed at the first attempt.
 * `FOR UPDATE SKIP LOCKED` lets concurrent workers on several instances take disjoint rows; a row
 * whose lease ran out (its worker died) becomes due again.
 */
export async function claimDueEmails(
  db: Database,
  input: { now: Date; leaseMs: number; limit: number; claimToken: string; messageIdDomain: string },
): Promise<OutboxRow[]> {
  const now = input.now.toISOString();
  const until = new Date(input.now.getTime() + input.leaseMs).toISOString();
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      sql`${outboxEmails.sentAt} is null and ${outboxEmails.failedAt} is null and ${outboxEmails.nextAttemptAt} <= ${now}::timestamptz
          and (${outboxEmails.lockedUntil} is null or ${outboxEmails.lockedUntil} <= ${now}::timestamptz)`,
    )
    .orderBy(outboxEmails.nextAttemptAt)
    .limit(input.limit)
    .for("update", { skipLocked: true });
  return db
    .update(outboxEmails)
    .set({
      lockedUntil: sql`${until}::timestamptz`,
      claimToken: input.claimToken,
      attempts: sql`${outboxEmails.attempts} + 1`,
      messageId: sql`coalesce(${outboxEmails.messageId}, '<' || ${outboxEmails.id}::text || '@' || ${input.messageIdDomain} || '>')`,
    })
    .where(inArray(outboxEmails.id, due))
    .returning();
}

/** Marks a claimed e-mail sent; false when this worker no longer holds the lease. */
export async function markEmailSent(db: Database, input: { id: string; claimToken: string; now: Date; via: MailTransportName }): Promise<boolean> {
  const rows = await db
    .update(outboxEmails)
    .set({ sentAt: input.now, deliveredVia: input.via, lockedUntil: null, claimToken: null, lastError: null })
    .where(and(eq(outboxEmails.id, input.id), eq(outboxEmails.claimToken, input.claimToken)))
    .returning({ id: outboxEmails.id });
  return rows.length === 1;
}

/** Records a failed attempt: due again at `retryAt`, or given up for good when `retryAt` is null. */
export async function markEmailFailed(db: Database, input: { id: string; claimToken: string; now: Date; error: string; retryAt: Date | null }): Promise<void> {
  await db
    .update(outboxEmails)
    .set({
      lastError: input.error.slice(0, 1000),
      lockedUntil: null,
      claimToken: null,
      ...(input.retryAt ? { nextAttemptAt: input.retryAt } : { failedAt: input.now }),
    })
    .where(and(eq(outboxEmails.id, input.id), eq(outboxEmails.claimToken, input.claimToken)));
}

/** `html`: only its beginning, where its `<html lang>` is (the mailbox marks an e-mail's language). */
export type MailboxEntry = Pick<OutboxRow, "id" | "to" | "subject" | "sentAt" | "html">;

/** E-mails delivered to the local mailbox, newest first. */
export async function listMailbox(db: Database, limit = 200): Promise<MailboxEntry[]> {
  return db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.to,
      subject: outboxEmails.subject,
      sentAt: outboxEmails.sentAt,
      html: sql<string>`left(${outboxEmails.html}, 300)`,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.deliveredVia, "mailbox"))
    .orderBy(desc(outboxEmails.sentAt), desc(outboxEmails.id))
    .limit(limit);
}

export async function findMailboxEmail(db: Database, id: string): Promise<OutboxRow | null> {
  const [row] = await db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.id, id), eq(outboxEmails.deliveredVia, "mailbox")))
    .limit(1);
  return row ?? null;
}
