import { eq, isNull, sql } from "drizzle-orm";
import type { QueuePlace } from "@hancine/contract/waiting-room";
import { queryRows } from "#server/db/client.ts";
import { saleEvents, saleEventShowtimes } from "#server/db/schema/waiting-room.ts";
import { createShowtime } from "#server/db/seed/factories.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import { signUp } from "../auth/auth-test-kit.ts";
import { createScene, customerFor, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { forgetSaleEvent, forgetSaleEvents } from "./sale-event-cache.ts";

/** Test support for the waiting room's integration tests (not a test itself). */

export const MINUTE = 60_000;

export type SaleEventScene = { eventId: string; scene: Scene };

/**
 * A sale event over a new showtime (and `extraShowtimes` more of the same film in the same room), as
 * the back office would make it: written straight to its tables, the back office being another module.
 */
export async function createSaleEvent(
  t: TestApp,
  options: { now: Date; opensInMinutes?: number; ratePerMinute?: number; paused?: boolean; extraShowtimes?: number },
): Promise<SaleEventScene & { showtimeIds: string[]; filmId: string; auditoriumId: string }> {
  const db = t.database.db;
  const scene = await createScene(t, { now: options.now, startsInMinutes: 3 * 24 * 60 });
  const [{ filmId, auditoriumId, startsAt }] = (await queryRows(
    db,
    sql<{
      filmId: string;
      auditoriumId: string;
      startsAt: string;
    }>`select film_id as "filmId", auditorium_id as "auditoriumId", starts_at as "startsAt" from showtimes where id = ${scene.showtimeId}`,
  )) as [{ filmId: string; auditoriumId: string; startsAt: string }];
  const showtimeIds = [scene.showtimeId];
  for (let i = 1; i <= (options.extraShowtimes ?? 0); i++) {
    const more = await createShowtime(db, { auditoriumId, filmId, startsAt: new Date(new Date(startsAt).getTime() + i * 4 * 60 * MINUTE) });
    showtimeIds.push(more.id);
  }
  const [author] = await queryRows(db, sql<{ id: string }>`select id from users order by created_at limit 1`);
  const authorId = author?.id ?? (await signUpId(t));
  const [event] = await db
    .insert(saleEvents)
    .values({
      name: "Công chiếu sớm",
      filmId,
      opensAt: new Date(options.now.getTime() + (options.opensInMinutes ?? 30) * MINUTE),
      ratePerMinute: options.ratePerMinute ?? 60,
      paused: options.paused ?? false,
      createdBy: authorId,
      createdAt: options.now,
      updatedAt: options.now,
    })
    .returning({ id: saleEvents.id });
  await db.insert(saleEventShowtimes).values(showtimeIds.map((showtimeId) => ({ showtimeId, eventId: event!.id })));
  return { eventId: event!.id, scene, showtimeIds, filmId, auditoriumId };
}

async function signUpId(t: TestApp): Promise<string> {
  return (await queuer(t)).userId;
}

/** An event opened a minute ago, its (empty) draw made, so later arrivals get places at once; paused if asked (to fill the line first). */
export async function openedSaleEvent(t: TestApp, options: { now: Date; ratePerMinute: number; paused?: boolean; extraShowtimes?: number }) {
  const event = await createSaleEvent(t, {
    now: options.now,
    opensInMinutes: -1,
    ratePerMinute: options.ratePerMinute,
    extraShowtimes: options.extraShowtimes ?? 0,
  });
  await t.services.waitingRoom.admit();
  if (options.paused) await setSaleEvent(t, event.eventId, { paused: true });
  return event;
}

/** Changes the event as the back office would (rate, pause, close): this process reads it again at once. */
export async function setSaleEvent(t: TestApp, eventId: string, change: Partial<typeof saleEvents.$inferInsert>): Promise<void> {
  await t.database.db.update(saleEvents).set(change).where(eq(saleEvents.id, eventId));
  forgetSaleEvent(t.database.db, eventId);
}

/** Closes every event still open, so a test's job runs see its own event only. */
export async function closeEveryEvent(t: TestApp, now: Date): Promise<void> {
  await t.database.db.update(saleEvents).set({ closedAt: now }).where(isNull(saleEvents.closedAt));
  forgetSaleEvents(t.database.db);
}

export type Queuer = { customer: Customer; userId: string; address: string; cookie: string };

/** A signed-up customer, from an address of their own. */
export async function queuer(t: TestApp): Promise<Queuer> {
  const { cookie, address, res } = await signUp(t);
  return { customer: customerFor(t, cookie, address), userId: (res.json().result as { user: { id: string } }).user.id, address, cookie };
}

export const joinQueue = (who: Queuer, eventId: string) => who.customer("POST", `/api/v1/sale-events/${eventId}/queue`);

export async function placeOf(who: Queuer, eventId: string): Promise<QueuePlace> {
  const res = await who.customer("GET", `/api/v1/sale-events/${eventId}/queue/me`);
  if (res.statusCode !== 200) throw new Error(`queue/me: ${res.statusCode} ${res.body}`);
  return res.json().result as QueuePlace;
}

/** Places in line (seq) of the event's entries, by account. */
export async function seqsOf(t: TestApp, eventId: string): Promise<Map<string, number | null>> {
  const rows = await queryRows(
    t.database.db,
    sql<{ userId: string; seq: string | number | null }>`select user_id as "userId", seq from queue_entries where event_id = ${eventId}`,
  );
  return new Map(rows.map((row) => [row.userId, row.seq === null ? null : Number(row.seq)]));
}
