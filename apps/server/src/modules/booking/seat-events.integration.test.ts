import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { BOOKING_NOW, createScene, customerFor, hold, type Scene } from "./booking-test-kit.ts";
import { signUp } from "../auth/auth-test-kit.ts";
import { serverEvents } from "#server/testing/server-events.ts";

/** Opens a showtime's seat events. */
async function openEvents(baseUrl: string, showtimeId: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/showtimes/${showtimeId}/events`, { signal: controller.signal });
  return { res, next: serverEvents(res), close: () => controller.abort() };
}

describe("live seat events", () => {
  let first: TestApp;
  let second: TestApp;
  let scene: Scene;
  let secondUrl: string;

  beforeAll(async () => {
    first = await createTestApp({ now: BOOKING_NOW, env: { CAPTCHA_ENABLED: "false" } });
    // A second server on the same database, as a second instance behind a load balancer would be.
    second = await createTestApp({ now: BOOKING_NOW, env: { CAPTCHA_ENABLED: "false" }, sharing: first });
    secondUrl = await second.app.listen({ port: 0, host: "127.0.0.1" });
    scene = await createScene(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("tells a buyer connected to one server about holds and releases made through another", async () => {
    const stream = await openEvents(secondUrl, scene.showtimeId);
    expect(stream.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect((await stream.next()).event).toBe("ready");

    const buyer = customerFor(first, (await signUp(first)).cookie);
    const order = (await hold(buyer, scene.showtimeId, [scene.seat("E7"), scene.seat("E8")])).json().result;
    const held = await stream.next(1000);
    expect(held.event).toBe("seats");
    const heldChanges = JSON.parse(held.data) as { id: string; status: string; seq: number }[];
    expect(heldChanges.map(({ id, status }) => ({ id, status }))).toEqual(
      [
        { id: scene.seat("E7").id, status: "held" },
        { id: scene.seat("E8").id, status: "held" },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );

    await buyer("DELETE", `/api/v1/orders/${order.id}`);
    const released = await stream.next(1000);
    const releasedChanges = JSON.parse(released.data) as { status: string; seq: number }[];
    expect(releasedChanges.map((s) => s.status)).toEqual(["available", "available"]);
    // Numbered in the order they happened, so a late-arriving older change can be recognised.
    expect(releasedChanges[0]!.seq).toBeGreaterThan(heldChanges[0]!.seq);
    stream.close();
  });

  it("announces nothing for a hold that failed", async () => {
    const stream = await openEvents(secondUrl, scene.showtimeId);
    await stream.next();
    const [a, b] = [customerFor(first, (await signUp(first)).cookie), customerFor(first, (await signUp(first)).cookie)];
    expect((await hold(a, scene.showtimeId, [scene.seat("B3")])).statusCode).toBe(201);
    expect((await stream.next(1000)).event).toBe("seats");
    expect((await hold(b, scene.showtimeId, [scene.seat("B3")])).statusCode).toBe(409);
    await expect(stream.next(500)).rejects.toThrow(/no event/);
    stream.close();
  });

  it("answers 404 for an unknown showtime", async () => {
    const res = await fetch(`${secondUrl}/api/v1/showtimes/00000000-0000-0000-0000-000000000000/events`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });

  it("caps the streams one address keeps open (issue 11, finding 6): one more is 429 with Retry-After; closing one frees its place", async () => {
    const capped = await createTestApp({ now: BOOKING_NOW, env: { CAPTCHA_ENABLED: "false", EVENT_STREAMS_PER_ADDRESS: "3" }, sharing: first });
    try {
      const url = await capped.app.listen({ port: 0, host: "127.0.0.1" });
      const streams = [];
      for (let i = 0; i < 3; i++) {
        const stream = await openEvents(url, scene.showtimeId);
        expect((await stream.next()).event).toBe("ready");
        streams.push(stream);
      }
      const refused = await fetch(`${url}/api/v1/showtimes/${scene.showtimeId}/events`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("30");
      expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({
        code: "RATE_LIMITED",
        message: expect.stringContaining("quá nhiều sơ đồ ghế"),
      });

      streams.pop()!.close();
      await expect
        .poll(async () => {
          const again = await openEvents(url, scene.showtimeId);
          const ok = again.res.status === 200;
          if (ok) streams.push(again);
          else again.close();
          return ok;
        })
        .toBe(true);
      for (const stream of streams) stream.close();
    } finally {
      await capped.close();
    }
  });
});
