import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * E-mails written in the same transaction as the change that causes them; a worker sends them
 * later (several instances take rows with FOR UPDATE SKIP LOCKED / locked_until), so none is lost.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    createdAt: at("created_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull(),
    sentAt: at("sent_at"),
    lastError: text("last_error"),
    lockedUntil: at("locked_until"),
  },
  (t) => [index("outbox_emails_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);
