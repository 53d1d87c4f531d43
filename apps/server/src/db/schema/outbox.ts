import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A file sent with an e-mail; `cid` makes it an inline image the HTML refers to as `cid:<cid>`. */
export type StoredAttachment = { filename: string; contentType: string; contentBase64: string; cid?: string };

/** How a sent e-mail left: a real SMTP server, or the built-in local mailbox (/dev/mailbox). */
export const mailTransport = pgEnum("mail_transport", ["smtp", "mailbox"]);

/**
 * E-mails written in the same transaction as the change that causes them; a worker sends them
 * later (several instances take rows with FOR UPDATE SKIP LOCKED / locked_until), so none is lost.
 * See docs/decisions for the delivery guarantees.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Inline images (QR codes) and files (.ics); null for a plain e-mail. */
    attachments: jsonb("attachments").$type<StoredAttachment[]>(),
    createdAt: at("created_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull(),
    sentAt: at("sent_at"),
    lastError: text("last_error"),
    lockedUntil: at("locked_until"),
    // The worker that holds the lease; only it may mark the row sent or failed.
    claimToken: uuid("claim_token"),
    // Fixed at the first attempt and reused by every retry, so a resend after a crash is
    // recognisable as the same message by the receiving mail system.
    messageId: text("message_id"),
    deliveredVia: mailTransport("delivered_via"),
    // Set when the worker gives up after its last retry; the row stays for inspection.
    failedAt: at("failed_at"),
  },
  (t) => [
    // An order's e-mails on the order desk's timeline: the buyer's address, then the code in the subject.
    index("outbox_emails_to_idx").on(t.to, t.createdAt),
    index("outbox_emails_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index("outbox_emails_mailbox_idx").on(t.sentAt).where(sql`${t.deliveredVia} = 'mailbox'`),
    // The failed ones, counted at every metrics scrape (few, but the table keeps every e-mail ever sent).
    index("outbox_emails_failed_idx").on(t.failedAt).where(sql`${t.failedAt} is not null`),
  ],
);
