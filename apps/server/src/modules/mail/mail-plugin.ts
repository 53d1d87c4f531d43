import type { FastifyInstance } from "fastify";
import type { AppDeps } from "#server/app-deps.ts";
import { mailDomain, transportFor } from "./mail-transport.ts";
import { createOutboxSender, type OutboxSender } from "./outbox-sender.ts";

/**
 * The e-mail outbox's sender: SMTP when SMTP_URL is set, else the local mailbox; the transport is
 * closed with the app. The "mail-outbox" job runs it; tests call `runOnce()` directly.
 */
export function createMailOutbox(app: FastifyInstance, deps: AppDeps): OutboxSender {
  const transport = transportFor(deps.config);
  app.addHook("onClose", async () => transport.close());
  return createOutboxSender({ db: deps.database.db, transport, clock: deps.clock, messageIdDomain: mailDomain(deps.config.mailFrom), log: app.log });
}
