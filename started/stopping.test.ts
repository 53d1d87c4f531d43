import { afterAll, beforeAll, expect, it } from "vitest";
import { startSite, type StartedSite } from "./helpers/server-process.ts";
import { freshPostgresDatabase } from "./helpers/test-database.ts";

/**
 * A stopping instance (SIGTERM, decision 070) finishes the pages it is making: a page's loader reads
 * the API in-process, and a read made after the server began to close answered 500 to the visitor
 * (CI, stop 42: `GET /booking/:id` → 500 during a rolling restart behind nginx). Here, visitors keep
 * opening the booking page while the instance stops: every page that is answered is the page.
 */

const PORT = 3978;
let site: StartedSite;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;

beforeAll(async () => {
  database = await freshPostgresDatabase("hancine_stopping");
  // No grace: the server closes while pages are being made.
  site = await startSite(PORT, { SHUTDOWN_GRACE_SECONDS: "0" }, database.url);
});

afterAll(async () => {
  await site?.stop();
  await database?.drop();
});

it("answers every booking page asked for while it stops with the page, never a 5xx", async () => {
  const listed = (await (await fetch(`${site.base}/api/v1/showtimes`)).json()) as { result: { id: string; saleEventId?: string | null }[] };
  const ids = listed.result.filter((s) => !s.saleEventId).map((s) => s.id);
  expect(ids.length).toBeGreaterThan(3);

  const statuses: number[] = [];
  let refused = 0;
  let stopping = false;
  let answeredAfterSignal = 0;
  const visitors = Array.from({ length: 12 }, async (_, i) => {
    for (let round = 0; ; round++) {
      try {
        const page = await fetch(`${site.base}/booking/${ids[(i + round) % ids.length]}`);
        await page.text();
        statuses.push(page.status);
        if (stopping) answeredAfterSignal++;
      } catch {
        // The listener has closed: this visitor's next page is another instance's.
        refused++;
        return;
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  stopping = true;
  site.proc.child.kill("SIGTERM");
  await Promise.all(visitors);

  expect(await site.proc.exited, "stopped cleanly").toBe(0);
  expect(refused, "every visitor was turned away once the listener closed").toBe(12);
  // Each visitor had a page in flight at the signal, and got it.
  expect(answeredAfterSignal, "pages served during the grace and the close").toBeGreaterThanOrEqual(12);
  expect(
    statuses.filter((status) => status !== 200),
    "answers other than the page",
  ).toEqual([]);
});
