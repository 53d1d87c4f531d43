import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser, createOrderDeskTestApp, signedIn } from "#server/testing/back-office-test-kit.ts";
import { serverEvents } from "#server/testing/server-events.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { Cinema } from "#server/db/seed/factories.ts";
import { BOOKING_NOW, type Scene } from "../booking/booking-test-kit.ts";
import { rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { announceReleasedHouseSeats } from "./house-seat-release.ts";

// A house seat's release is announced live (decision 084): the job tells open seat maps, once.
let t: CheckoutTestApp;
let second: TestApp;
let secondUrl: string;
let own: Cinema;
let scene: Scene;
let manager: string;
let staff: string;
const at = (local: string) => new Date(`${local}+07:00`);
const STARTS = at("2026-11-28T19:00:00");
const RELEASE = at("2026-11-28T18:30:00");

beforeAll(async () => {
  ({ t, own, scene } = await createOrderDeskTestApp(STARTS));
  // A second server on the same database, as a second instance behind the load balancer: the stream is on it.
  second = await createTestApp({ now: BOOKING_NOW, env: { CAPTCHA_ENABLED: "false" }, sharing: t });
  secondUrl = await second.app.listen({ port: 0, host: "127.0.0.1" });
  manager = await signedIn(t, "manager", [own.slug]);
  staff = await signedIn(t, "staff", [own.slug]);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const send = (cookie: string, method: "POST" | "PUT", url: string, payload: object) => asUser(t, cookie, { method, url: `/api/v1${url}`, payload });
const ids = (...labels: string[]) => labels.map((l) => scene.seat(l).id);
const onlineStatus = async (label: string) => {
  const map = await t.app.inject({ url: `/api/v1/showtimes/${scene.showtimeId}/seats` });
  return (map.json().result.rows as { seats: { label: string; status: string }[] }[]).flatMap((r) => r.seats).find((s) => s.label === label)!.status;
};
async function openEvents() {
  const controller = new AbortController();
  const res = await fetch(`${secondUrl}/api/v1/showtimes/${scene.showtimeId}/events`, { signal: controller.signal });
  return { next: serverEvents(res), close: () => controller.abort() };
}
/** The job as each instance runs it (both instances' clocks moved together). */
const job = (app: TestApp) => announceReleasedHouseSeats({ database: app.database, clock: () => app.now() });

describe("a released house seat announced live", () => {
  it("an open seat map hears the kept seats go on sale once their release passes, once even with two instances; a seat sold meanwhile is not announced", async () => {
    const kept = await send(manager, "PUT", `/admin/showtimes/${scene.showtimeId}/house-seats`, { seatIds: ids("E5", "E6", "E7"), releaseMinutesBefore: 30 });
    expect(kept.statusCode, kept.body).toBe(200);
    const shift = await send(staff, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 0 });
    const sold = await send(staff, "POST", "/box-office/sales", {
      shiftId: shift.json().result.id,
      showtimeId: scene.showtimeId,
      seatIds: ids("E7"),
      payments: [{ method: "cash", amount: scene.seat("E7").price }],
    });
    expect(sold.statusCode, sold.body).toBe(201);

    const stream = await openEvents();
    try {
      expect((await stream.next()).event).toBe("ready");
      // Before the release: nothing is due, nothing is said.
      expect(await job(t)).toBe(0);
      expect(await onlineStatus("E5")).toBe("held");

      t.setNow(RELEASE);
      second.setNow(RELEASE);
      // Both instances run the job at the same moment: the seats are announced once between them.
      const [a, b] = await Promise.all([job(t), job(second)]);
      expect(a + b).toBe(2);
      const event = await stream.next(2000);
      expect(event.event).toBe("seats");
      const changes = (JSON.parse(event.data) as { id: string; status: string }[]).map(({ id, status }) => ({ id, status }));
      expect(changes.sort((x, y) => x.id.localeCompare(y.id))).toEqual(
        ids("E5", "E6")
          .map((id) => ({ id, status: "available" }))
          .sort((x, y) => x.id.localeCompare(y.id)),
      );
      // What the map says on a reload agrees; the seat sold at the counter stays sold.
      expect(await onlineStatus("E5")).toBe("available");
      expect(await onlineStatus("E7")).toBe("sold");
      // Run again: nothing more to say, and the stream hears nothing more.
      expect(await job(t)).toBe(0);
      await expect(stream.next(500)).rejects.toThrow(/no event/);
      const [left] = await rows(
        t,
        sql<{
          n: number;
        }>`select count(*)::int as n from seat_claims where kind = 'house' and release_announced_at is null and showtime_id = ${scene.showtimeId}::uuid`,
      );
      expect(left!.n).toBe(0);
    } finally {
      stream.close();
      t.setNow(BOOKING_NOW);
      second.setNow(BOOKING_NOW);
    }
  });
});
