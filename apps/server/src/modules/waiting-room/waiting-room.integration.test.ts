import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Showtime } from "@hancine/contract/booking";
import type { QueuePlace, SaleEvent } from "@hancine/contract/waiting-room";
import { queryRows } from "#server/db/client.ts";
import { createShowtime } from "#server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { asUser, signedIn } from "#server/testing/back-office-test-kit.ts";
import { BOOKING_NOW } from "../booking/booking-test-kit.ts";
import {
  closeEveryEvent,
  createSaleEvent,
  openedSaleEvent,
  joinQueue,
  MINUTE,
  placeOf,
  queuer,
  seqsOf,
  setSaleEvent,
  type Queuer,
} from "./waiting-room-test-kit.ts";

let t: TestApp;
let now = BOOKING_NOW;
/** Forty customers who queue in several events. */
const crowd: Queuer[] = [];

beforeAll(async () => {
  t = await createTestApp({ now, env: { CAPTCHA_ENABLED: "false" } });
  for (let i = 0; i < 40; i++) crowd.push(await queuer(t));
});
afterAll(() => t.close());
beforeEach(() => closeEveryEvent(t, now));

function setClock(at: Date) {
  now = at;
  t.setNow(now);
}
const later = (ms: number) => setClock(new Date(now.getTime() + ms));

const VIETNAMESE = /[ạảãàáâậầấẩẫăằắặẳẵđêềếệểễôồốộổỗơờớợởỡưừứựửữ]/;

/** Admission times (ms) of the event's entries, from the database. */
async function admittedTimes(eventId: string): Promise<number[]> {
  const rows = await queryRows(
    t.database.db,
    sql<{ at: string }>`select admitted_at as at from queue_entries where event_id = ${eventId} and admitted_at is not null`,
  );
  return rows.map((row) => new Date(row.at).getTime()).sort((a, b) => a - b);
}

describe("the sale event page's data", () => {
  it("is public, for closed events too, and 404 in Vietnamese for an unknown one", async () => {
    const { eventId, showtimeIds } = await createSaleEvent(t, { now, opensInMinutes: 30, ratePerMinute: 120, extraShowtimes: 1 });
    const res = await t.app.inject(`/api/v1/sale-events/${eventId}`);
    expect(res.statusCode).toBe(200);
    const event = res.json().result as SaleEvent;
    expect(event).toMatchObject({
      id: eventId,
      name: "Công chiếu sớm",
      status: "scheduled",
      ratePerMinute: 120,
      opensAt: new Date(now.getTime() + 30 * MINUTE).toISOString(),
    });
    expect(event.showtimeIds).toEqual(showtimeIds);
    expect(event.film.slug).toBeTruthy();

    await setSaleEvent(t, eventId, { closedAt: now });
    expect((await t.app.inject(`/api/v1/sale-events/${eventId}`)).json().result.status).toBe("closed");

    for (const id of ["khong-co", "00000000-0000-0000-0000-000000000000"]) {
      const missing = await t.app.inject(`/api/v1/sale-events/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe("Không tìm thấy đợt mở bán này.");
    }
  });
});

describe("the showtimes of an event, as the lists and the booking page read them", () => {
  it("carry the event's id while it is not closed (every other showtime null), and take no waiting list beside the room's line", async () => {
    const { eventId, showtimeIds, filmId, auditoriumId } = await createSaleEvent(t, { now, extraShowtimes: 1 });
    const outside = await createShowtime(t.database.db, { auditoriumId, filmId, startsAt: new Date(now.getTime() + 5 * 24 * 60 * MINUTE) });
    const [film] = await queryRows(t.database.db, sql<{ slug: string }>`select slug from films where id = ${filmId}`);
    const listed = async () => {
      const res = await t.app.inject(`/api/v1/showtimes?film=${film!.slug}`);
      expect(res.statusCode).toBe(200);
      return new Map((res.json().result as Showtime[]).map((s) => [s.id, s.saleEventId]));
    };
    const before = await listed();
    for (const id of showtimeIds) expect(before.get(id)).toBe(eventId);
    expect(before.get(outside.id)).toBeNull();
    expect((await t.app.inject(`/api/v1/showtimes/${showtimeIds[0]}`)).json().result.saleEventId).toBe(eventId);

    // No waiting list beside the room's line: refused, nothing kept.
    const who = crowd[0]!;
    const waitlist = await who.customer("POST", `/api/v1/showtimes/${showtimeIds[0]}/waitlist`, { seats: 2 });
    expect(waitlist.statusCode).toBe(403);
    expect(waitlist.json().error).toMatchObject({ code: "QUEUE_REQUIRED", details: { saleEventId: eventId }, message: expect.stringMatching(/phòng chờ/) });
    const kept = await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from waitlist_entries where showtime_id = ${showtimeIds[0]}`);
    expect(kept[0]!.n).toBe(0);

    await setSaleEvent(t, eventId, { closedAt: now });
    const after = await listed();
    for (const id of [...showtimeIds, outside.id]) expect(after.get(id)).toBeNull();
    // Closed: the showtime's waiting list is as any other's (seats are free, so: buy them now).
    expect((await who.customer("POST", `/api/v1/showtimes/${showtimeIds[0]}/waitlist`, { seats: 2 })).json().error.code).toBe("SEATS_STILL_AVAILABLE");
  });
});

describe("joining the queue", () => {
  it("asks a signed-out visitor to sign in on join, place and leave", async () => {
    const { eventId } = await createSaleEvent(t, { now });
    for (const [method, url] of [
      ["POST", `/api/v1/sale-events/${eventId}/queue`],
      ["GET", `/api/v1/sale-events/${eventId}/queue/me`],
      ["DELETE", `/api/v1/sale-events/${eventId}/queue`],
    ] as const) {
      const res = await asUser(t, undefined, { method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("lets every signed-in role queue, one place per account: asking again gives the same place back", async () => {
    const { eventId, scene } = await createSaleEvent(t, { now, opensInMinutes: -1 });
    const elsewhere = await createSaleEvent(t, { now });
    await t.services.waitingRoom.admit(); // the draw of an empty line: later arrivals get places at once
    const places: number[] = [];
    for (const who of [
      { role: "customer" as const },
      { role: "staff" as const, cinemas: [scene.cinemaSlug!] },
      { role: "manager" as const, cinemas: [scene.cinemaSlug!] },
      { role: "manager" as const, cinemas: [elsewhere.scene.cinemaSlug!] },
      { role: "admin" as const },
    ]) {
      const cookie = await signedIn(t, who.role, who.cinemas);
      const res = await asUser(t, cookie, { method: "POST", url: `/api/v1/sale-events/${eventId}/queue` });
      expect(res.statusCode, who.role).toBe(200);
      const place = res.json().result as QueuePlace;
      expect(place).toMatchObject({ eventId, state: "waiting", eventStatus: "open", admissionToken: null });
      places.push(place.place!);
      const again = await asUser(t, cookie, { method: "POST", url: `/api/v1/sale-events/${eventId}/queue` });
      expect(again.json().result.place).toBe(place.place);
      const mine = await asUser(t, cookie, { method: "GET", url: `/api/v1/sale-events/${eventId}/queue/me` });
      expect(mine.json().result).toEqual(again.json().result);
    }
    expect(places).toEqual([1, 2, 3, 4, 5]);
  });

  it("has no place for someone who never joined, refuses a closed event, and counts joins per address", async () => {
    const { eventId } = await createSaleEvent(t, { now });
    const [ann] = crowd;
    const none = await ann!.customer("GET", `/api/v1/sale-events/${eventId}/queue/me`);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe("Bạn chưa vào phòng chờ của đợt mở bán này.");
    expect((await ann!.customer("DELETE", `/api/v1/sale-events/${eventId}/queue`)).json().result).toEqual({ left: false });
    expect((await ann!.customer("POST", "/api/v1/sale-events/khong-co/queue")).statusCode).toBe(404);

    const closed = await createSaleEvent(t, { now });
    await setSaleEvent(t, closed.eventId, { closedAt: now });
    const refused = await joinQueue(ann!, closed.eventId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: "SALES_CLOSED" });
    expect(refused.json().error.message).toMatch(VIETNAMESE);
    expect((await ann!.customer("GET", `/api/v1/sale-events/${closed.eventId}/queue/me`)).statusCode).toBe(404);

    // 120 joins a minute from one address (a mobile network's many people), then 429 with Retry-After.
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await joinQueue(ann!, eventId)).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    const limited = await joinQueue(ann!, eventId);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    later(MINUTE);
    expect((await joinQueue(ann!, eventId)).statusCode).toBe(200);
  });
});

describe("the order of the line", () => {
  it("draws a random order at the opening for those who came before it, then serves later arrivals in arrival order", async () => {
    const { eventId } = await createSaleEvent(t, { now, opensInMinutes: 10, ratePerMinute: 6000 });
    for (const who of crowd) {
      const res = await joinQueue(who, eventId);
      expect(res.json().result).toMatchObject({ state: "waiting", eventStatus: "scheduled", place: null, estimatedWaitSeconds: null });
      later(1000);
    }
    // Before the opening the job has nothing to do.
    expect(await t.services.waitingRoom.admit()).toBe(0);
    expect([...(await seqsOf(t, eventId)).values()].every((seq) => seq === null)).toBe(true);

    setClock(new Date(BOOKING_NOW.getTime() + 10 * MINUTE + 60 * MINUTE));
    await setSaleEvent(t, eventId, { opensAt: new Date(now.getTime() - 1000), paused: true });
    await t.services.waitingRoom.admit();
    const seqs = await seqsOf(t, eventId);
    const drawn = crowd.map((who) => seqs.get(who.userId)!);
    // Every early arrival has a place, each a different one: 1…40 in some order…
    expect([...drawn].sort((a, b) => a - b)).toEqual(crowd.map((_, i) => i + 1));
    // …and not the order they came in.
    expect(drawn).not.toEqual(crowd.map((_, i) => i + 1));
    for (const [i, who] of crowd.entries()) expect((await placeOf(who, eventId)).place).toBe(drawn[i]);

    // After the opening, whoever comes takes the next place.
    const late = [await queuer(t), await queuer(t), await queuer(t)];
    const latePlaces: number[] = [];
    for (const who of late) latePlaces.push(((await joinQueue(who, eventId)).json().result as QueuePlace).place!);
    expect(latePlaces).toEqual([41, 42, 43]);

    // Let in, they go in place order.
    await setSaleEvent(t, eventId, { paused: false });
    await t.services.waitingRoom.admit();
    const rows = await queryRows(
      t.database.db,
      sql<{ userId: string }>`select user_id as "userId" from queue_entries where event_id = ${eventId} and state = 'admitted' order by seq`,
    );
    expect(rows.map((row) => row.userId)).toEqual(
      [...crowd]
        .sort((a, b) => seqs.get(a.userId)! - seqs.get(b.userId)!)
        .map((who) => who.userId)
        .concat(late.map((who) => who.userId)),
    );
  });

  it("numbers everyone once when joins race the draw: places 1…n, none twice, none left without one", async () => {
    const { eventId } = await createSaleEvent(t, { now, opensInMinutes: 10, ratePerMinute: 1, paused: true });
    for (const who of crowd.slice(0, 20)) expect((await joinQueue(who, eventId)).statusCode).toBe(200);
    await setSaleEvent(t, eventId, { opensAt: new Date(now.getTime() - 1000) });
    // Twenty more join while the job draws (on PostgreSQL, really at once; each join one statement).
    const [answers] = await Promise.all([Promise.all(crowd.slice(20).map((who) => joinQueue(who, eventId))), t.services.waitingRoom.admit()]);
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    // A join that slipped in just before the draw committed is numbered by the job's next run.
    await t.services.waitingRoom.admit();
    const seqs = [...(await seqsOf(t, eventId)).values()];
    expect(seqs.length).toBe(40);
    expect([...seqs].sort((a, b) => a! - b!)).toEqual(crowd.map((_, i) => i + 1));
    const [event] = await queryRows(t.database.db, sql<{ lastSeq: string | number }>`select last_seq as "lastSeq" from sale_events where id = ${eventId}`);
    expect(Number(event!.lastSeq)).toBe(40);
  });

  it("passes over someone away for five minutes when their turn comes; a poll keeps the place", async () => {
    const { eventId } = await openedSaleEvent(t, { now, ratePerMinute: 60, paused: true });
    const [away, here, next] = crowd;
    for (const who of [away!, here!, next!]) await joinQueue(who, eventId);
    later(4 * MINUTE);
    await placeOf(here!, eventId);
    await placeOf(next!, eventId);
    later(2 * MINUTE);
    await setSaleEvent(t, eventId, { paused: false });
    expect(await t.services.waitingRoom.admit()).toBe(1);
    expect((await placeOf(away!, eventId)).state).toBe("left");
    expect((await placeOf(here!, eventId)).state).toBe("admitted");
    expect(await placeOf(next!, eventId)).toMatchObject({ state: "waiting", place: 1 });
  });
});

describe("letting people in", () => {
  it("never lets in more than the rate in any 60 seconds, one run at a time evenly, and none while paused", async () => {
    const opening = now;
    const { eventId } = await createSaleEvent(t, { now, opensInMinutes: 0, ratePerMinute: 6 });
    for (const who of crowd) await joinQueue(who, eventId);
    // The rate in force from each moment (seconds after the opening): 6 a minute, 90 (2 a run), paused, 3.
    const plan: { from: number; rate: number; paused: boolean }[] = [
      { from: 0, rate: 6, paused: false },
      { from: 150, rate: 90, paused: false },
      { from: 160, rate: 90, paused: true },
      { from: 220, rate: 3, paused: false },
    ];
    const byRun: { at: number; admitted: number; rate: number; paused: boolean }[] = [];
    for (let second = 0; second < 300; second++) {
      setClock(new Date(opening.getTime() + second * 1000));
      const phase = plan.filter((p) => p.from <= second).at(-1)!;
      if (plan.some((p) => p.from === second)) await setSaleEvent(t, eventId, { ratePerMinute: phase.rate, paused: phase.paused });
      for (const who of crowd) if (second % 60 === 0) await placeOf(who, eventId); // everyone keeps watching
      byRun.push({ at: now.getTime(), admitted: await t.services.waitingRoom.admit(), rate: phase.rate, paused: phase.paused });
    }
    const times = await admittedTimes(eventId);
    expect(times.length).toBe(byRun.reduce((sum, run) => sum + run.admitted, 0));
    // At every admission, the last 60 seconds hold no more than the rate then in force.
    for (const run of byRun.filter((r) => r.admitted > 0)) {
      const inWindow = times.filter((at) => at > run.at - MINUTE && at <= run.at).length;
      expect(inWindow, `at ${(run.at - opening.getTime()) / 1000}s`).toBeLessThanOrEqual(run.rate);
      expect(run.admitted).toBeLessThanOrEqual(Math.ceil(run.rate / 60));
      expect(run.paused).toBe(false);
    }
    // 6 a minute for the first 150 s: 6 in the first minute, 6 in the second, 6 in the first half of the third.
    expect(byRun.filter((r) => r.at - opening.getTime() < 150_000).reduce((s, r) => s + r.admitted, 0)).toBe(18);
    // At 90 a minute, two a second for ten seconds, then paused, then 3 a minute once the minute has passed.
    expect(byRun.filter((r) => r.at - opening.getTime() >= 150_000 && r.at - opening.getTime() < 160_000).reduce((s, r) => s + r.admitted, 0)).toBe(20);
    expect(byRun.filter((r) => r.paused).reduce((s, r) => s + r.admitted, 0)).toBe(0);
    expect(byRun.filter((r) => r.at - opening.getTime() >= 220_000).reduce((s, r) => s + r.admitted, 0)).toBe(2);
  });

  it("shows the place and an estimate of the wait, a token to its owner once admitted, and expires an admission not used in ten minutes", async () => {
    const { eventId } = await openedSaleEvent(t, { now, ratePerMinute: 60, paused: true });
    const [first, second] = crowd;
    await joinQueue(first!, eventId);
    await joinQueue(second!, eventId);
    // Paused: no estimate.
    expect(await placeOf(second!, eventId)).toMatchObject({ place: 2, estimatedWaitSeconds: null, eventStatus: "paused" });
    await setSaleEvent(t, eventId, { paused: false, ratePerMinute: 1 });
    expect(await placeOf(second!, eventId)).toMatchObject({ place: 2, estimatedWaitSeconds: 120, eventStatus: "open" });
    expect(await t.services.waitingRoom.admit()).toBe(1);
    const admitted = await placeOf(first!, eventId);
    expect(admitted).toMatchObject({ state: "admitted", place: null, admissionExpiresAt: new Date(now.getTime() + 10 * MINUTE).toISOString() });
    expect(admitted.admissionToken).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await placeOf(second!, eventId)).toMatchObject({ state: "waiting", place: 1, admissionToken: null, estimatedWaitSeconds: 60 });

    later(10 * MINUTE);
    await t.services.waitingRoom.admit();
    expect(await placeOf(first!, eventId)).toMatchObject({ state: "expired", admissionToken: null, admissionExpiresAt: null });
    // Coming back: a place at the end of the line.
    const back = (await joinQueue(first!, eventId)).json().result as QueuePlace;
    expect(back.state).toBe("waiting");
    expect(back.place).toBeGreaterThan(0);
    expect((await first!.customer("DELETE", `/api/v1/sale-events/${eventId}/queue`)).json().result).toEqual({ left: true });
    expect((await placeOf(first!, eventId)).state).toBe("left");
  });
});
