import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { mailDomain, transportFor } from "./mail-transport.ts";
import { createOutboxSender, type OutboxSender } from "./outbox-sender.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the outbox's due e-mails; the "mail-outbox" job calls it, tests may call it directly. */
    mailOutbox: OutboxSender;
  }
}

/** SMTP when SMTP_URL is set, else the local mailbox; the transport is closed with the app. */
export function registerMailOutbox(app: FastifyInstance, deps: AppDeps): void {
  const transport = transportFor(deps.config);
  app.decorate(
    "mailOutbox",
    createOutboxSender({ db: deps.database.db, transport, clock: deps.clock, messageIdDomain: mailDomain(deps.config.mailFrom), log: app.log }),
  );
  app.addHook("onClose", async () => transport.close());
}
