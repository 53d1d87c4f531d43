import nodemailer from "nodemailer";
import type { Config } from "#server/config.ts";
import type { MailTransportName, OutboxRow } from "./outbox-repository.ts";

/**
 * Where claimed e-mails go. `deliver` resolves once the receiving side accepted the message; for
 * the local mailbox there is nothing to hand over: marking the row sent *is* the delivery, so it
 * happens in one database statement and cannot be duplicated.
 */
export type MailTransport = {
  name: MailTransportName;
  deliver(email: OutboxRow & { messageId: string }): Promise<void>;
  close(): void;
};

/** Well under the outbox lease (2 minutes): a live worker always finishes before its lease ends. */
const SMTP_TIMEOUT_MS = 30_000;

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  for (const name of ["connectionTimeout", "greetingTimeout", "socketTimeout"]) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(SMTP_TIMEOUT_MS));
  }
  // nodemailer reads options from the URL's query string.
  const transporter = nodemailer.createTransport(url.toString());
  return {
    name: "smtp",
    async deliver(email) {
      const attachments = (email.attachments ?? []).map((a) => ({
        filename: a.filename,
        content: Buffer.from(a.contentBase64, "base64"),
        contentType: a.contentType,
        ...(a.cid && { cid: a.cid }),
      }));
      await transporter.sendMail({ from, to: email.to, subject: email.subject, html: email.html, text: email.text, messageId: email.messageId, attachments });
    },
    close: () => transporter.close(),
  };
}

export const mailboxTransport: MailTransport = { name: "mailbox", deliver: async () => {}, close: () => {} };

export function transportFor(config: Config): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : mailboxTransport;
}

/** The domain part of MAIL_FROM, for Message-IDs. */
export function mailDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}
