import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { QueuePlace } from "@hancine/contract/waiting-room";
import { queryRows } from "#server/db/client.ts";
import { serverEvents } from "#server/testing/server-events.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { BOOKING_NOW, customerFor } from "../booking/booking-test-kit.ts";
import { closeEveryEvent, createSaleEvent, openedSaleEvent, joinQueue, MINUTE, placeOf, queuer, setSaleEvent, type Queuer } from "./waiting-room-test-kit.ts";

/** Opens one's place stream: `next()` answers each `place` as it arrives. */
async function openPlaceStream(baseUrl: string, eventId: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/sale-events/${eventId}/queue/me/stream`, { headers: { cookie }, signal: controller.signal });
  const events = serverEvents(res);
  const next = async (timeoutMs?: number): Promise<QueuePlace> => {
    for (;;) {
      const { event, data } = await events(timeoutMs);
      if (event === "place") return JSON.parse(data) as QueuePlace;
    }
  };
  return { res, next, close: () => controller.abort() };
}

/** The base app owns the database; A and B are two more server processes on it, as behind a load balancer. */
let base: TestApp;
let a: TestApp;
let b: TestApp;
let bUrl: string;
let now = BOOKING_NOW;
/** Instances share the session secret, as production requires: a token made by one is good on the others. */
const ENV = { CAPTCHA_ENABLED: "false", SESSION_SECRET: "mot-bi-mat-chung-cua-moi-may-chu-hancine" };

beforeAll(async () => {
  base = await createTestApp({ now, env: ENV });
  a = await createTestApp({ now, env: ENV, sharing: base });
  b = await createTestApp({ now, env: ENV, sharing: base });
  bUrl = await b.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await b.close();
  await a.close();
  await base.close();
});
beforeEach(() => closeEveryEvent(base, now));

function setClock(at: Date) {
  now = at;
  for (const app of [base, a, b]) app.setNow(now);
}

/** The same person's requests through another instance. */
const through = (t: TestApp, who: Queuer): Queuer => ({ ...who, customer: customerFor(t, who.cookie, who.address) });

describe("two instances on one PostgreSQL", () => {
  it("read on one the place joined on the other, never admit beyond the rate together, and lose no place when one closes", async () => {
    const opening = now;
    const { eventId } = await createSaleEvent(base, { now, opensInMinutes: 0, ratePerMinute: 12 });
    const people: Queuer[] = [];
    for (let i = 0; i < 30; i++) people.push(await queuer(base));
    for (const who of people) await joinQueue(through(a, who), eventId);
    await Promise.all([a.services.waitingRoom.admit(), b.services.waitingRoom.admit()]);
    for (const who of people) {
      const onA = await placeOf(through(a, who), eventId);
      expect(await placeOf(through(b, who), eventId)).toEqual(onA);
    }

    // Both instances' jobs every second for three minutes.
    const runs: { at: number; admitted: number }[] = [];
    for (let second = 1; second < 180; second++) {
      setClock(new Date(opening.getTime() + second * 1000));
      if (second % 60 === 0) for (const who of people) await placeOf(through(b, who), eventId);
      const [onA, onB] = await Promise.all([a.services.waitingRoom.admit(), b.services.waitingRoom.admit()]);
      runs.push({ at: now.getTime(), admitted: onA + onB });
    }
    const times = (
      await queryRows(
        base.database.db,
        sql<{ at: string }>`select admitted_at as at from queue_entries where event_id = ${eventId} and admitted_at is not null`,
      )
    ).map((row) => new Date(row.at).getTime());
    for (const run of runs.filter((r) => r.admitted > 0)) {
      expect(run.admitted).toBe(1); // ⌈12 ÷ 60⌉ a second, between both instances
      expect(times.filter((at) => at > run.at - MINUTE && at <= run.at).length).toBeLessThanOrEqual(12);
    }
    expect(times.length).toBe(30);

    // Instance A goes away: every place is still there, read through B.
    const waiting = await createSaleEvent(base, { now, opensInMinutes: 30 });
    const early = people.slice(0, 5);
    for (const who of early) await joinQueue(through(a, who), waiting.eventId);
    await a.close();
    a = await createTestApp({ now, env: ENV, sharing: base });
    for (const who of early) expect((await placeOf(through(b, who), waiting.eventId)).state).toBe("waiting");
  });

  it("streams a place from one instance and then its admission, made by the other's job", async () => {
    const { eventId } = await openedSaleEvent(base, { now, ratePerMinute: 60, paused: true });
    const [first, second] = [await queuer(base), await queuer(base)];
    await joinQueue(first, eventId);
    await joinQueue(second, eventId);

    const stream = await openPlaceStream(bUrl, eventId, second.cookie);
    expect(stream.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(await stream.next()).toMatchObject({ state: "waiting", place: 2, eventStatus: "paused", estimatedWaitSeconds: null });

    await setSaleEvent(base, eventId, { paused: false });
    setClock(new Date(now.getTime() + 1000));
    expect(await a.services.waitingRoom.admit()).toBe(1);
    expect(await stream.next()).toMatchObject({ state: "waiting", place: 1, eventStatus: "open", estimatedWaitSeconds: 1 });

    setClock(new Date(now.getTime() + 1000));
    expect(await a.services.waitingRoom.admit()).toBe(1);
    const admitted = await stream.next();
    expect(admitted).toMatchObject({ state: "admitted", place: null });
    expect(admitted.admissionToken).toBe((await placeOf(second, eventId)).admissionToken);
    expect(b.services.queueEvents.size).toBe(1);
    stream.close();
  });

  it("keeps the place of someone watching the stream (seen_at), refuses a stream to a stranger, and ends streams on shutdown", async () => {
    const { eventId } = await openedSaleEvent(base, { now, ratePerMinute: 60, paused: true });
    const [watcher, stranger] = [await queuer(base), await queuer(base)];
    await joinQueue(watcher, eventId);
    const stream = await openPlaceStream(bUrl, eventId, watcher.cookie);
    await stream.next();

    const refused = await fetch(`${bUrl}/api/v1/sale-events/${eventId}/queue/me/stream`, { headers: { cookie: stranger.cookie } });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("Bạn chưa vào phòng chờ của đợt mở bán này.");
    expect((await fetch(`${bUrl}/api/v1/sale-events/${eventId}/queue/me/stream`)).status).toBe(401);

    // Ten minutes with the page open and no poll: the stream kept the place.
    setClock(new Date(now.getTime() + 10 * MINUTE));
    await b.services.queueEvents.markSeen();
    await setSaleEvent(base, eventId, { paused: false });
    expect(await a.services.waitingRoom.admit()).toBe(1);
    expect((await stream.next()).state).toBe("admitted");

    // B shuts down: the stream ends (the browser reconnects elsewhere).
    await b.services.queueEvents.close();
    await expect(stream.next()).rejects.toThrow("stream ended");
  });
});

describe("a rush beyond what one instance serves at once", () => {
  it("is refused at once (503, Retry-After, in Vietnamese) keeping nothing, each one asking again gets a place, and open streams hold no slot", async () => {
    const busy = await createTestApp({ now, env: { ...ENV, QUEUE_REQUESTS_IN_PROGRESS: "2" }, sharing: base });
    try {
      const busyUrl = await busy.app.listen({ port: 0, host: "127.0.0.1" });
      const { eventId } = await createSaleEvent(base, { now, opensInMinutes: 30 });
      const people: Queuer[] = [];
      for (let i = 0; i < 12; i++) people.push(await queuer(base));

      const rush = await Promise.all(people.map((who) => joinQueue(through(busy, who), eventId)));
      const refused = rush.filter((res) => res.statusCode === 503);
      expect(rush.every((res) => res.statusCode === 200 || res.statusCode === 503)).toBe(true);
      expect(refused.length).toBeGreaterThan(0);
      for (const res of refused) {
        expect(res.headers["retry-after"]).toBe("3");
        expect(res.json().error).toMatchObject({
          code: "SERVICE_UNAVAILABLE",
          message: "Phòng chờ đang đón rất nhiều người cùng lúc. Bạn hãy thử lại sau vài giây nhé.",
        });
      }
      const count = async () =>
        (await queryRows(base.database.db, sql<{ n: number }>`select count(*)::int as n from queue_entries where event_id = ${eventId}`))[0]!.n;
      expect(await count()).toBe(rush.length - refused.length);

      // One at a time, as the page does after Retry-After: every one gets in (the slots were given back).
      for (const [i, res] of rush.entries()) if (res.statusCode === 503) expect((await joinQueue(through(busy, people[i]!), eventId)).statusCode).toBe(200);
      expect(await count()).toBe(people.length);

      // Three streams open on the instance, one after another (more than its two slots): a place is still answered.
      const streams = [];
      for (const who of people.slice(0, 3)) {
        const stream = await openPlaceStream(busyUrl, eventId, who.cookie);
        expect((await stream.next()).state).toBe("waiting");
        streams.push(stream);
      }
      expect((await through(busy, people[3]!).customer("GET", `/api/v1/sale-events/${eventId}/queue/me`)).statusCode).toBe(200);
      for (const stream of streams) stream.close();
    } finally {
      await busy.close();
    }
  });
});
