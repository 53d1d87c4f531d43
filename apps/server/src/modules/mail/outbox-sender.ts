import { randomUUID } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import type { JobLogger } from "#server/jobs/periodic-job.ts";
import type { MailTransport } from "./mail-transport.ts";
import { claimDueEmails, markEmailFailed, markEmailSent } from "./outbox-repository.ts";

/** A claimed e-mail belongs to its worker this long; SMTP timeouts are far shorter. */
export const OUTBOX_LEASE_MS = 2 * 60 * 1000;
/** After this many attempts the e-mail is given up (failed_at) and stays for inspection. */
export const OUTBOX_MAX_ATTEMPTS = 8;
const BATCH = 20;

/** 30 s, 1 min, 2 min, 4 min … capped at 1 hour: a broken SMTP server is not hammered. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 60 * 60 * 1000);
}

export type OutboxSender = {
  /** Claims and sends the e-mails that are due now; resolves when the batch is done. */
  runOnce(): Promise<{ sent: number; failed: number }>;
};

/**
 * Sends outbox e-mails: claim (lease) → deliver → mark sent. See docs/decisions/010-email-outbox-delivery.md for what
 * "exactly once" means here and why a crash between delivery and marking resends with the same
 * Message-ID rather than risking a lost e-mail.
 */
export function createOutboxSender(options: {
  db: Database;
  transport: MailTransport;
  clock: () => Date;
  messageIdDomain: string;
  log: JobLogger & { warn(obj: unknown, msg?: string): void };
}): OutboxSender {
  const { db, transport, clock, log } = options;
  return {
    async runOnce() {
      const claimToken = randomUUID();
      const claimed = await claimDueEmails(db, { now: clock(), leaseMs: OUTBOX_LEASE_MS, limit: BATCH, claimToken, messageIdDomain: options.messageIdDomain });
      let sent = 0;
      let failed = 0;
      for (const email of claimed) {
        try {
          await transport.deliver({ ...email, messageId: email.messageId! });
        } catch (err) {
          failed += 1;
          const now = clock();
          const retryAt = email.attempts >= OUTBOX_MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(email.attempts));
          const error = err instanceof Error ? err.message : String(err);
          log.warn({ emailId: email.id, attempt: email.attempts, error }, retryAt ? "e-mail not sent, will retry" : "e-mail given up");
          await markEmailFailed(db, { id: email.id, claimToken, now, error, retryAt });
          continue;
        }
        if (await markEmailSent(db, { id: email.id, claimToken, now: clock(), via: transport.name })) sent += 1;
        else log.warn({ emailId: email.id }, "e-mail sent after its lease ended");
      }
      return { sent, failed };
    },
  };
}
