import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSaleEvent } from "@hancine/contract/waiting-room";
import { queryRows } from "#server/db/client.ts";
import {
  createAuditorium,
  createCinema,
  createFilm,
  createShowtime,
  type Auditorium,
  type Cinema,
  type Film,
  type Showtime,
} from "#server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { provisionAccount } from "../auth/account-provisioning.ts";
import { BOOKING_NOW } from "../booking/booking-test-kit.ts";
import { asUser, expectGuarded, FOREIGN_CINEMA, OWN_CINEMA, signedIn } from "#server/testing/back-office-test-kit.ts";

/** Issue 17 (decision 055): sale events in the back office — who may, creating, the counts, rate, pause, end. */

// Monday 2026-11-23 10:00 in Vietnam; the showtimes are on the following days.
let t: TestApp;
let own: Cinema;
let other: Cinema;
let admin: string;
let manager: string;
let foreignManager: string;

const at = (local: string) => new Date(`${local}+07:00`);
const TOMORROW_10 = "2026-11-24T10:00:00+07:00";

beforeAll(async () => {
  t = await createTestApp({ now: BOOKING_NOW, env: { CAPTCHA_ENABLED: "false" } });
  const db = t.database.db;
  own = await createCinema(db, { slug: OWN_CINEMA, name: "HanCine Sông Hàn" });
  other = await createCinema(db, { slug: FOREIGN_CINEMA, name: "HanCine Huế" });
  admin = await signedIn(t, "admin");
  manager = await signedIn(t, "manager", [own.slug]);
  foreignManager = await signedIn(t, "manager", [other.slug]);
});
afterAll(() => t.close());

type Premiere = { film: Film; ownShows: Showtime[]; foreignShows: Showtime[]; started: Showtime; cancelled: Showtime; beforeOpening: Showtime };

/**
 * A new film with two showtimes after tomorrow's opening at each cinema; at the manager's cinema also
 * one already started, one cancelled, and one tonight, before the opening (rooms of its own).
 */
async function premiere(): Promise<Premiere> {
  const db = t.database.db;
  const film = await createFilm(db, { durationMinutes: 100 });
  const ownRoom = await createAuditorium(db, { cinemaId: own.id });
  const foreignRoom = await createAuditorium(db, { cinemaId: other.id });
  const show = (room: Auditorium, local: string) => createShowtime(db, { auditoriumId: room.id, filmId: film.id, startsAt: at(local) });
  const ownShows = [await show(ownRoom, "2026-11-25T18:00:00"), await show(ownRoom, "2026-11-26T20:00:00")];
  const foreignShows = [await show(foreignRoom, "2026-11-25T19:00:00"), await show(foreignRoom, "2026-11-27T09:00:00")];
  const started = await show(ownRoom, "2026-11-23T09:30:00");
  const beforeOpening = await show(ownRoom, "2026-11-23T20:00:00");
  const cancelled = await show(ownRoom, "2026-11-28T09:00:00");
  await db.execute(sql`update showtimes set cancelled_at = ${BOOKING_NOW.toISOString()}::timestamptz, cancel_reason = 'Thử' where id = ${cancelled.id}::uuid`);
  return { film, ownShows, foreignShows, started, cancelled, beforeOpening };
}

const body = (film: Film, overrides: Record<string, unknown> = {}) => ({
  name: `Mở bán ${film.title}`,
  filmId: film.id,
  opensAt: TOMORROW_10,
  ratePerMinute: 60,
  ...overrides,
});
const send = (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown, cookie = admin) =>
  asUser(t, cookie, { method, url, ...(payload !== undefined && { payload: payload as object }) });
const create = (payload: unknown, cookie = admin) => send("POST", "/api/v1/admin/sale-events", payload, cookie);
const patch = (id: string, payload: unknown, cookie = admin) => send("PATCH", `/api/v1/admin/sale-events/${id}`, payload, cookie);
const read = async (id: string) => (await send("GET", `/api/v1/admin/sale-events/${id}`)).json().result as AdminSaleEvent;
const listed = async (cookie: string) =>
  ((await send("GET", "/api/v1/admin/sale-events", undefined, cookie)).json().result as AdminSaleEvent[]).map((e) => e.id);
const created = async (payload: unknown, cookie = admin) => {
  const answer = await create(payload, cookie);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().result as AdminSaleEvent;
};
const eventCount = async () => (await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from sale_events`))[0]!.n;
const auditOf = async (id: string) =>
  (await send("GET", `/api/v1/admin/audit?entity=sale_event&id=${id}`)).json().result as {
    action: string;
    cinema: { slug: string } | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
const ids = (shows: Showtime[]) => shows.map((s) => s.id).sort();
const sorted = (list: string[]) => [...list].sort();
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

describe("who may see and change sale events", () => {
  it("managers only over their cinemas' showtimes, admins everywhere; anonymous 401, customers and staff 403; nothing stored", async () => {
    const p = await premiere();
    const event = await created(body(p.film, { showtimeIds: [p.ownShows[0]!.id] }), manager);
    const before = await eventCount();
    const guard = { minRole: "manager" as const, cinema: own.slug, otherCinema: other.slug };
    await expectGuarded(t, { method: "GET", url: "/api/v1/admin/sale-events" }, { minRole: "manager" });
    await expectGuarded(t, { method: "POST", url: "/api/v1/admin/sale-events", payload: body(p.film, { showtimeIds: [p.ownShows[0]!.id] }) }, guard);
    await expectGuarded(t, { method: "GET", url: `/api/v1/admin/sale-events/${event.id}` }, guard);
    await expectGuarded(t, { method: "PATCH", url: `/api/v1/admin/sale-events/${event.id}`, payload: { ratePerMinute: 5, paused: true, closed: true } }, guard);
    expect(await eventCount()).toBe(before);
    expect(await read(event.id)).toMatchObject({ ratePerMinute: 60, status: "scheduled" });
    expect((await auditOf(event.id)).map((e) => e.action)).toEqual(["sale_event.create"]);

    // The list: the manager's event for them and admins, not for the manager of another cinema.
    expect(await listed(manager)).toContain(event.id);
    expect(await listed(admin)).toContain(event.id);
    expect(await listed(foreignManager)).not.toContain(event.id);
    // An event over both cinemas is the chain's: neither manager sees or changes it.
    const both = await created(body(p.film, { showtimeIds: [p.ownShows[1]!.id, p.foreignShows[0]!.id] }));
    expect(both.cinemas).toEqual([
      { slug: other.slug, name: "HanCine Huế" },
      { slug: own.slug, name: "HanCine Sông Hàn" },
    ]);
    for (const who of [manager, foreignManager]) {
      expect(await listed(who)).not.toContain(both.id);
      const refused = await send("GET", `/api/v1/admin/sale-events/${both.id}`, undefined, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toMatch(VIETNAMESE);
      expect((await patch(both.id, { paused: true }, who)).statusCode).toBe(403);
    }
    expect((await read(both.id)).status).toBe("scheduled");
  });

  it("a manager cannot open another cinema's showtime (403), nor one of their own with another's (403)", async () => {
    const p = await premiere();
    const before = await eventCount();
    for (const showtimeIds of [[p.foreignShows[0]!.id], [p.ownShows[0]!.id, p.foreignShows[0]!.id]]) {
      const refused = await create(body(p.film, { showtimeIds }), manager);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe("FORBIDDEN");
      expect(refused.json().error.message).toBe("Có suất chiếu ở rạp bạn không phụ trách: bạn chỉ mở bán được suất ở rạp của mình.");
    }
    expect(await eventCount()).toBe(before);
  });
});

describe("creating a sale event", () => {
  it("without showtimes named: every showtime of the film after the opening at the author's cinemas (the chain's for an admin)", async () => {
    const p = await premiere();
    const mine = await created(body(p.film), manager);
    expect(mine).toMatchObject({
      name: `Mở bán ${p.film.title}`,
      film: { id: p.film.id, slug: p.film.slug, name: p.film.title },
      opensAt: new Date(TOMORROW_10).toISOString(),
      status: "scheduled",
      ratePerMinute: 60,
      counts: { waiting: 0, admitted: 0, buying: 0, done: 0, left: 0 },
      admittedLastMinute: 0,
      cinemas: [{ slug: own.slug, name: "HanCine Sông Hàn" }],
    });
    // Not the started one, not the cancelled one, not tonight's (before the opening: it sells as usual).
    expect(sorted(mine.showtimeIds)).toEqual(ids(p.ownShows));
    const [entry] = await auditOf(mine.id);
    expect(entry).toMatchObject({ action: "sale_event.create", cinema: { slug: own.slug }, before: null });
    expect(entry!.after).toMatchObject({ ratePerMinute: 60, paused: false, closedAt: null, showtimeIds: ids(p.ownShows) });

    // The admin's default: the rest of the chain's coming showtimes (the manager's are taken).
    const chain = await created(body(p.film));
    expect(sorted(chain.showtimeIds)).toEqual(ids(p.foreignShows));
    expect(chain.cinemas.map((c) => c.slug)).toEqual([other.slug]);
  });

  it("refuses a film with no coming showtime left, an unknown film, and showtimes that cannot be opened (400, Vietnamese, nothing stored)", async () => {
    const p = await premiere();
    const stranger = await premiere();
    const before = await eventCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ filmId: "00000000-0000-4000-8000-000000000000" }, "filmId", "Không tìm thấy phim này."],
      [{ showtimeIds: [p.started.id] }, "showtimeIds", "Có suất chiếu đã bắt đầu."],
      [{ showtimeIds: [p.ownShows[0]!.id, p.cancelled.id] }, "showtimeIds", "Có suất chiếu đã bị huỷ."],
      [{ showtimeIds: [stranger.ownShows[0]!.id] }, "showtimeIds", "Có suất chiếu không phải của phim này."],
      [{ showtimeIds: ["00000000-0000-4000-8000-000000000000"] }, "showtimeIds", "Có suất chiếu không tồn tại. Bạn hãy tải lại trang và chọn lại nhé."],
      [{ opensAt: "2026-11-23T09:59:00+07:00" }, "opensAt", "Giờ mở bán phải ở tương lai."],
      [
        { opensAt: "2026-11-25T18:00:00+07:00", showtimeIds: ids(p.ownShows) },
        "opensAt",
        "Giờ mở bán phải trước suất chiếu sớm nhất của đợt (18:00 ngày 25/11/2026).",
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const refused = await create(body(p.film, overrides));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(refused.json().error.code).toBe("VALIDATION_FAILED");
      expect(refused.json().error.fields[field]).toBe(message);
    }
    // The foreign manager's cinema has this film's showtimes, their own has none of it.
    const lonely = await createFilm(t.database.db, { durationMinutes: 90 });
    await createShowtime(t.database.db, {
      auditoriumId: (await createAuditorium(t.database.db, { cinemaId: own.id })).id,
      filmId: lonely.id,
      startsAt: at("2026-11-26T10:00:00"),
    });
    const none = await create(body(lonely), foreignManager);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.showtimeIds).toBe(
      "Phim này chưa có suất chiếu nào sau giờ mở bán (10:00 ngày 24/11/2026) ở các rạp bạn phụ trách mà chưa huỷ và chưa thuộc đợt mở bán khác. Bạn hãy xếp suất hoặc chọn giờ mở bán sớm hơn.",
    );
    // Tonight's showtime named: the opening tomorrow comes after it.
    const tonight = await create(body(p.film, { showtimeIds: [p.beforeOpening.id] }));
    expect(tonight.json().error.fields.opensAt).toBe("Giờ mở bán phải trước suất chiếu sớm nhất của đợt (20:00 ngày 23/11/2026).");
    expect(await eventCount()).toBe(before);
  });

  it("a showtime in another open event: 409 SALE_EVENT_SHOWTIME_TAKEN; once that event ends, the showtime can be opened again", async () => {
    const p = await premiere();
    const first = await created(body(p.film, { showtimeIds: [p.ownShows[0]!.id] }));
    const before = await eventCount();
    const taken = await create(body(p.film, { showtimeIds: ids(p.ownShows) }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe("SALE_EVENT_SHOWTIME_TAKEN");
    expect(taken.json().error.message).toMatch(VIETNAMESE);
    expect(await eventCount()).toBe(before);
    expect((await read(first.id)).showtimeIds).toEqual([p.ownShows[0]!.id]);

    expect((await patch(first.id, { closed: true })).json().result.status).toBe("closed");
    const again = await created(body(p.film, { showtimeIds: ids(p.ownShows) }));
    expect(sorted(again.showtimeIds)).toEqual(ids(p.ownShows));
  });

  it("two people opening the same showtimes at once: one event, one 409 (the database decides)", async () => {
    const p = await premiere();
    const before = await eventCount();
    const answers = await Promise.all([
      create(body(p.film, { showtimeIds: ids(p.ownShows) })),
      create(body(p.film, { showtimeIds: [...ids(p.ownShows)].reverse() }), manager),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await eventCount()).toBe(before + 1);
    const winner = answers.find((a) => a.statusCode === 201)!.json().result as AdminSaleEvent;
    const bound = await queryRows(
      t.database.db,
      sql<{ event: string }>`select event_id as event from sale_event_showtimes where showtime_id in (${sql.join(
        ids(p.ownShows).map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(bound.map((b) => b.event)).toEqual([winner.id, winner.id]);
    // Two defaults at once (no showtimes named) meet the same key.
    const q = await premiere();
    const defaults = await Promise.all([create(body(q.film)), create(body(q.film))]);
    expect(defaults.filter((a) => a.statusCode === 201)).toHaveLength(1);
    // The loser met the key (409), or, had the winner committed first, found no showtime left to open (400).
    const loser = defaults.find((a) => a.statusCode !== 201)!.json().error;
    expect(["SALE_EVENT_SHOWTIME_TAKEN", "VALIDATION_FAILED"]).toContain(loser.code);
    expect(await eventCount()).toBe(before + 2);
  });
});

describe("watching and steering an event", () => {
  it("counts the places per state and those let in during the last minute", async () => {
    const p = await premiere();
    const event = await created(body(p.film, { showtimeIds: ids(p.ownShows) }));
    const db = t.database.db;
    const states = ["waiting", "waiting", "waiting", "admitted", "admitted", "buying", "done", "left", "expired"] as const;
    const admittedAt = [
      null,
      null,
      null,
      "2026-11-23T09:59:30+07:00",
      "2026-11-23T09:58:00+07:00",
      "2026-11-23T09:59:10+07:00",
      "2026-11-23T09:50:00+07:00",
      null,
      "2026-11-23T09:40:00+07:00",
    ];
    for (const [i, state] of states.entries()) {
      const user = await provisionAccount(
        db,
        { email: `hang.doi.${i}.${event.id.slice(0, 8)}@hancine.vn`, password: "RapChieu2026", role: "customer" },
        BOOKING_NOW,
      );
      const when = BOOKING_NOW.toISOString();
      await db.execute(sql`insert into queue_entries (event_id, user_id, state, seq, joined_at, seen_at, admitted_at, updated_at)
        values (${event.id}::uuid, ${user.id}::uuid, ${state}::queue_state, ${i + 1}, ${when}::timestamptz, ${when}::timestamptz, ${admittedAt[i]}::timestamptz, ${when}::timestamptz)`);
    }
    const seen = await read(event.id);
    expect(seen.counts).toEqual({ waiting: 3, admitted: 2, buying: 1, done: 1, left: 2 });
    // 09:59:30 and 09:59:10 are within the minute before 10:00; 09:58 is not.
    expect(seen.admittedLastMinute).toBe(2);
    const inList = ((await send("GET", "/api/v1/admin/sale-events", undefined, manager)).json().result as AdminSaleEvent[]).find((e) => e.id === event.id)!;
    expect(inList.counts).toEqual(seen.counts);
  });

  it("changes the rate and the name, pauses and resumes, moves the opening before it comes, then ends; each change in the change log", async () => {
    const p = await premiere();
    const event = await created(body(p.film, { showtimeIds: ids(p.ownShows) }), manager);
    const changed = await patch(event.id, { ratePerMinute: 120, name: "  Suất đầu tiên  " }, manager);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().result).toMatchObject({ ratePerMinute: 120, name: "Suất đầu tiên", status: "scheduled" });
    expect((await patch(event.id, { paused: true }, manager)).json().result.status).toBe("paused");
    // Customers read "scheduled" until the opening; the pause holds from then.
    expect((await t.app.inject({ url: `/api/v1/sale-events/${event.id}` })).json().result.status).toBe("scheduled");
    expect((await patch(event.id, { paused: false }, manager)).json().result.status).toBe("scheduled");
    expect((await patch(event.id, { opensAt: "2026-11-24T12:30:00+07:00" }, manager)).json().result.opensAt).toBe(
      new Date("2026-11-24T12:30:00+07:00").toISOString(),
    );

    const trail = await auditOf(event.id);
    expect(trail.map((e) => e.action).reverse()).toEqual([
      "sale_event.create",
      "sale_event.update",
      "sale_event.pause",
      "sale_event.resume",
      "sale_event.update",
    ]);
    const rate = trail.find((e) => e.after?.ratePerMinute === 120 && e.before?.ratePerMinute === 60)!;
    expect(rate).toMatchObject({ cinema: { slug: own.slug }, before: { name: `Mở bán ${p.film.title}` }, after: { name: "Suất đầu tiên" } });

    // Once open, the opening is fixed; the rate and a pause still change.
    t.setNow(at("2026-11-24T12:31:00"));
    try {
      expect((await read(event.id)).status).toBe("open");
      const late = await patch(event.id, { opensAt: "2026-11-25T10:00:00+07:00", ratePerMinute: 10 }, manager);
      expect(late.statusCode).toBe(400);
      expect(late.json().error.fields.opensAt).toBe("Đợt mở bán đã mở lúc 12:30 ngày 24/11/2026 nên không đổi được giờ mở bán nữa.");
      expect(await read(event.id)).toMatchObject({ ratePerMinute: 120, opensAt: new Date("2026-11-24T12:30:00+07:00").toISOString() });
      expect((await patch(event.id, { paused: true }, manager)).json().result.status).toBe("paused");

      const ended = await patch(event.id, { closed: true }, manager);
      expect(ended.json().result.status).toBe("closed");
      const closedAt = (await auditOf(event.id))[0]!;
      expect(closedAt).toMatchObject({ action: "sale_event.close", before: { closedAt: null }, after: { closedAt: at("2026-11-24T12:31:00").toISOString() } });
      const after = await patch(event.id, { paused: false }, manager);
      expect(after.statusCode).toBe(400);
      expect(after.json().error.fields.closed).toBe("Đợt mở bán này đã kết thúc lúc 12:31 ngày 24/11/2026 nên không thay đổi được nữa.");
      expect((await read(event.id)).status).toBe("closed");
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });
});

describe("bad input", () => {
  it("any shape of bad body or id: 400 or 404 with a Vietnamese message, nothing changed", async () => {
    const p = await premiere();
    const event = await created(body(p.film, { showtimeIds: ids(p.ownShows) }));
    const before = await eventCount();
    const huge = "x".repeat(5_000);
    const badCreates: unknown[] = [
      null,
      [],
      42,
      {},
      body(p.film, { name: "" }),
      body(p.film, { name: huge }),
      body(p.film, { name: 12 }),
      body(p.film, { filmId: "khong-co" }),
      body(p.film, { filmId: 7 }),
      body(p.film, { opensAt: "24/11/2026 10:00" }),
      body(p.film, { opensAt: "2026-11-24T10:00:00" }),
      body(p.film, { opensAt: huge }),
      body(p.film, { ratePerMinute: 0 }),
      body(p.film, { ratePerMinute: 1.5 }),
      body(p.film, { ratePerMinute: "60" }),
      body(p.film, { ratePerMinute: 10_001 }),
      body(p.film, { ratePerMinute: -1e308 }),
      body(p.film, { showtimeIds: [] }),
      body(p.film, { showtimeIds: "all" }),
      body(p.film, { showtimeIds: [42] }),
      body(p.film, { showtimeIds: ["'; drop table sale_events; --"] }),
      body(p.film, { showtimeIds: Array.from({ length: 501 }, () => p.ownShows[0]!.id) }),
      { ...body(p.film), filmId: { $ne: null } },
    ];
    for (const payload of badCreates) {
      const refused = await create(payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(refused.json().error.message).toMatch(VIETNAMESE);
    }
    const badPatches: unknown[] = [
      null,
      [],
      42,
      { ratePerMinute: "nhanh" },
      { ratePerMinute: 0 },
      { paused: "yes" },
      { closed: false },
      { closed: "true" },
      { name: huge },
      { opensAt: "mai" },
      { name: null },
    ];
    for (const payload of badPatches) {
      const refused = await patch(event.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.message).toMatch(VIETNAMESE);
    }
    for (const id of ["khong-co", "00000000-0000-4000-8000-000000000000", "1"]) {
      for (const answer of [await send("GET", `/api/v1/admin/sale-events/${id}`), await patch(id, { paused: true })]) {
        expect(answer.statusCode, id).toBe(404);
        expect(answer.json().error.message).toBe("Không tìm thấy đợt mở bán này.");
      }
    }
    expect((await send("GET", `/api/v1/admin/sale-events/${"a".repeat(65)}`)).statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
    expect(await read(event.id)).toMatchObject({ ratePerMinute: 60, status: "scheduled", name: `Mở bán ${p.film.title}` });
    expect(await auditOf(event.id)).toHaveLength(1);
  });
});
