import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { outboxEmails } from "#server/db/schema/outbox.ts";
import { loadSite } from "#server/site.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import { NOW, createAuthTestApp, nextClientAddress, post, signUp, signupBody } from "../auth/auth-test-kit.ts";
import type { MailTransport } from "./mail-transport.ts";
import { enqueueEmail, type OutboxRow } from "./outbox-repository.ts";
import { OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS, createOutboxSender, retryDelayMs } from "./outbox-sender.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(outboxEmails);
});

const quiet = { error() {}, warn() {} };
const at = (ms: number) => new Date(NOW.getTime() + ms);

/** A transport that records what it was handed, optionally failing or stalling. */
function recordingTransport(behaviour: (email: OutboxRow) => Promise<void> = async () => {}) {
  const delivered: { id: string; messageId: string }[] = [];
  const transport: MailTransport = {
    name: "smtp",
    async deliver(email) {
      await behaviour(email);
      delivered.push({ id: email.id, messageId: email.messageId });
    },
    close() {},
  };
  return { transport, delivered };
}

function sender(transport: MailTransport, clock: () => Date = () => NOW) {
  return createOutboxSender({ db: t.database.db, transport, clock, messageIdDomain: "hancine.vn", log: quiet });
}

async function queue(n: number) {
  for (let i = 0; i < n; i++)
    await enqueueEmail(t.database.db, { to: `khach${i}@example.vn`, subject: `Thư số ${i}`, html: "<p>Xin chào</p>", text: "Xin chào" }, NOW);
}

const row = async (id: string) => (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;

describe("outbox sender", () => {
  it("delivers the verification e-mail of a signup to the local mailbox exactly once", async () => {
    const { body } = await signUp(t);
    expect(await t.services.mailOutbox.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await t.services.mailOutbox.runOnce()).toEqual({ sent: 0, failed: 0 });
    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, body.email));
    expect(mail).toMatchObject({ deliveredVia: "mailbox", attempts: 1, sentAt: NOW, lockedUntil: null, lastError: null });
    expect(mail!.messageId).toBe(`<${mail!.id}@hancine.vn>`);
  });

  it("two workers running at once deliver each of 40 e-mails exactly once", async () => {
    await queue(40);
    // Each delivery yields, so the two workers' batches interleave (truly concurrent on PostgreSQL).
    const { transport, delivered } = recordingTransport(() => new Promise((resolve) => setImmediate(resolve)));
    const a = sender(transport);
    const b = sender(transport);
    for (let round = 0; round < 5; round++) await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(delivered).toHaveLength(40);
    expect(new Set(delivered.map((d) => d.id)).size).toBe(40);
    const rows = await t.database.db.select().from(outboxEmails);
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1 && r.deliveredVia === "smtp")).toBe(true);
  });

  it("retries a failed e-mail with exponential backoff, records the error, and gives up after the last attempt", async () => {
    await queue(1);
    const { transport } = recordingTransport(async () => {
      throw new Error("451 4.7.1 Máy chủ tạm bận");
    });
    let now = NOW;
    const failing = sender(transport, () => now);
    expect(await failing.runOnce()).toEqual({ sent: 0, failed: 1 });
    const [first] = await t.database.db.select().from(outboxEmails);
    expect(first).toMatchObject({
      attempts: 1,
      lastError: "451 4.7.1 Máy chủ tạm bận",
      nextAttemptAt: at(30_000),
      lockedUntil: null,
      claimToken: null,
      sentAt: null,
    });
    expect(await failing.runOnce()).toEqual({ sent: 0, failed: 0 });

    for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      now = (await row(first!.id)).nextAttemptAt;
      expect(await failing.runOnce()).toEqual({ sent: 0, failed: 1 });
      const after = await row(first!.id);
      expect(after.attempts).toBe(attempt);
      if (attempt < OUTBOX_MAX_ATTEMPTS) expect(after.nextAttemptAt.getTime() - now.getTime()).toBe(retryDelayMs(attempt));
    }
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
    const given = await row(first!.id);
    expect(given.failedAt).toEqual(now);
    const working = recordingTransport();
    expect(await sender(working.transport, () => at(365 * 24 * 3600 * 1000)).runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it("a crash between delivery and marking: no one resends while the lease holds; after it, the resend keeps the Message-ID", async () => {
    await queue(1);
    // The first worker hands the e-mail over, then "dies" before marking it sent.
    let wakeUp!: () => void;
    let handedOver!: () => void;
    const delivered = new Promise<void>((r) => (handedOver = r));
    const stalled = recordingTransport();
    const dying = sender({
      ...stalled.transport,
      deliver: async (email) => {
        await stalled.transport.deliver(email);
        handedOver();
        await new Promise<void>((r) => (wakeUp = r));
      },
    });
    const firstRun = dying.runOnce();
    await delivered;
    expect(stalled.delivered).toHaveLength(1);

    const second = recordingTransport();
    expect(await sender(second.transport, () => at(OUTBOX_LEASE_MS - 1)).runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await sender(second.transport, () => at(OUTBOX_LEASE_MS)).runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(second.delivered[0]!.messageId).toBe(stalled.delivered[0]!.messageId);

    // If the first worker was only slow, its late "sent" is ignored: it no longer holds the lease.
    wakeUp();
    expect(await firstRun).toEqual({ sent: 0, failed: 0 });
    expect((await t.database.db.select().from(outboxEmails))[0]).toMatchObject({ attempts: 2, sentAt: at(OUTBOX_LEASE_MS) });
  });
});

describe("/dev/mailbox", () => {
  it("lists delivered e-mails and shows one safely: escaped fields, a sandboxed frame with its own strict CSP", async () => {
    const { body } = await signUp(t, { fullName: "Phạm Minh Châu" });
    await t.services.mailOutbox.runOnce();
    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, body.email));

    const list = await t.app.inject("/dev/mailbox");
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-type"]).toBe("text/html; charset=utf-8");
    const listCsp = String(list.headers["content-security-policy"]);
    expect(listCsp).toMatch(/style-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(listCsp).not.toContain("unsafe-inline");
    expect(listCsp).toContain("frame-ancestors 'none'");
    expect(list.body).toContain("Xác thực e-mail tài khoản HanCine");
    expect(list.body).toContain(`/dev/mailbox/${mail!.id}`);

    const view = await t.app.inject(`/dev/mailbox/${mail!.id}`);
    expect(view.statusCode).toBe(200);
    expect(view.body).toMatch(
      /<iframe [^>]*src="\/dev\/mailbox\/[0-9a-f-]+\/html" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"/,
    );
    expect(view.body).not.toContain("allow-scripts");
    expect(view.body).toMatch(/<a href="http:\/\/localhost:3000\/xac-thuc-email\?token=[A-Za-z0-9_-]{43}">/);

    const html = await t.app.inject(`/dev/mailbox/${mail!.id}/html`);
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-security-policy"]).toMatch(/^sandbox allow-popups [^;]*; default-src 'none'; style-src 'unsafe-inline';/);
    expect(html.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(html.body).toContain("Chào Phạm Minh Châu,");

    expect((await t.app.inject("/dev/mailbox/00000000-0000-0000-0000-000000000000")).statusCode).toBe(404);
    expect((await t.app.inject("/dev/mailbox/'%3Cscript%3E")).statusCode).toBe(404);
    expect((await t.app.inject("/dev/mailbox/nope/html")).statusCode).toBe(404);
  });

  it('shows an English e-mail as English: its subject and text marked lang="en" in the Vietnamese mailbox, its link to the English page', async () => {
    const body = signupBody();
    const res = await post(t, "/api/v1/auth/signup", body, { "accept-language": "en-GB,en;q=0.9" }, nextClientAddress());
    expect(res.statusCode, res.body).toBe(201);
    await signUp(t);
    await t.services.mailOutbox.runOnce();
    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, body.email));

    const list = await t.app.inject("/dev/mailbox");
    expect(list.body).toContain('<html lang="vi">');
    expect(list.body).toContain('<span class="subject" lang="en">Verify your HanCine account email</span>');
    // A Vietnamese e-mail's subject takes the page's language.
    expect(list.body).toMatch(/<span class="subject">Xác thực e-mail tài khoản HanCine<\/span>/);

    const view = await t.app.inject(`/dev/mailbox/${mail!.id}`);
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('<h1 lang="en">Verify your HanCine account email</h1>');
    expect(view.body).toMatch(/<pre lang="en">Hi /);
    expect(view.body).toMatch(/<a href="http:\/\/localhost:3000\/en\/xac-thuc-email\?token=[A-Za-z0-9_-]{43}">/);
    const html = await t.app.inject(`/dev/mailbox/${mail!.id}/html`);
    expect(html.body).toContain('<html lang="en">');
  });

  it("escapes what a customer typed", async () => {
    await enqueueEmail(t.database.db, { to: "x@example.vn", subject: "<img src=x onerror=alert(1)>", html: "<p>hi</p>", text: "<b>hi</b>" }, NOW);
    await t.services.mailOutbox.runOnce();
    const list = await t.app.inject("/dev/mailbox");
    expect(list.body).not.toContain("<img src=x");
    expect(list.body).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("is not mounted in production", async () => {
    const { app: prod } = await buildApp({
      config: {
        ...(await import("#server/config.ts")).loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp/hancine-mailbox-prod" }),
        env: "production",
      },
      database: t.database,
      site: loadSite({}),
      clock: () => NOW,
    });
    try {
      expect((await prod.inject("/dev/mailbox")).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
