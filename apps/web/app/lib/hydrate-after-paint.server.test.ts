import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { DEFERRED_BOOT_ID, deferHydration, hydrateAfterPaint } from "./hydrate-after-paint.server.ts";

// The shape React Router 7 streams: preloads hoisted into <head>, the boot module at the end of <body>.
const page = [
  '<!DOCTYPE html><html lang="vi"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/media/banner.svg" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="abc=="/>',
  '<link rel="modulepreload" href="/assets/jsx-runtime-B.js" nonce="abc=="/>',
  "</head><body><main><h1>Lật Mặt 8 – Đặt vé</h1></main>",
  '<script nonce="abc==">window.__reactRouterContext = {};</script>',
  '<script nonce="abc==" type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>',
  '<script nonce="abc==">window.__reactRouterContext.streamController.close();</script></body></html>',
].join("");

describe("deferHydration", () => {
  const html = deferHydration(page)!;

  it("drops the module preloads from the head and keeps every other tag", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="preload" as="image" href="/media/banner.svg" fetchPriority="high"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(html).toContain("<h1>Lật Mặt 8 – Đặt vé</h1>");
    expect(html).toContain("streamController.close();</script></body></html>");
  });

  it("keeps the boot module inert, with its nonce, and adds a start script that preloads the same modules", () => {
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    expect(html).toContain(
      `<script nonce="abc==" type="text/plain" id="${DEFERRED_BOOT_ID}">;\nimport * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script><script nonce="abc==">`,
    );
    expect(html).toContain('hrefs=["/assets/entry.client-A.js","/assets/jsx-runtime-B.js"]');
  });

  it("leaves a document without React Router's boot module alone", () => {
    expect(deferHydration("<html><body><h1>Ôi!</h1></body></html>")).toBeUndefined();
  });
});

describe("hydrateAfterPaint", () => {
  it("gives the same document however the stream is cut, even inside a Vietnamese letter", async () => {
    const bytes = Buffer.from(page);
    for (const size of [1, 7, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await text(Readable.from(chunks).pipe(hydrateAfterPaint()))).toBe(deferHydration(page));
    }
  });

  it("passes a document without a boot module through unchanged", async () => {
    const plain = "<html><body><p>Không tìm thấy trang này</p></body></html>";
    expect(await text(Readable.from([Buffer.from(plain)]).pipe(hydrateAfterPaint()))).toBe(plain);
  });
});
