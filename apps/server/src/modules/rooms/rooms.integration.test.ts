import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Seat } from "@hancine/contract/booking";
import type { AdminRoom, SaveLayout } from "@hancine/contract/back-office-rooms";
import { queryRows } from "#server/db/client.ts";
import { createAuditorium, createFilm, createShowtime } from "#server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { NOW } from "../auth/auth-test-kit.ts";
import { customers, hold, type Customer } from "../booking/booking-test-kit.ts";
import { asUser, expectGuarded, OWN_CINEMA, signedIn } from "#server/testing/back-office-test-kit.ts";

let t: TestApp;
let manager: string;
let admin: string;
/** A room of the demo manager's cinema with no showtimes yet (the demo's own rooms are fully scheduled). */
let room: { id: string; cinemaId: string };
let filmId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: NOW, env: { CAPTCHA_ENABLED: "false" } });
  const [cinema] = await queryRows(t.database.db, sql<{ id: string }>`select id from cinemas where slug = ${OWN_CINEMA}`);
  const created = await createAuditorium(t.database.db, { cinemaId: cinema!.id, name: "Phòng Thử Sơ Đồ", layout: "small" });
  room = { id: created.id, cinemaId: cinema!.id };
  filmId = (await createFilm(t.database.db)).id;
  manager = await signedIn(t, "manager", [OWN_CINEMA]);
  admin = await signedIn(t, "admin");
});
afterAll(() => t.close());

const DAY = 86_400_000;
const url = (id = room.id) => `/api/v1/admin/auditoriums/${id}`;
const getRoom = async (cookie = manager, id = room.id): Promise<AdminRoom> => {
  const answer = await asUser(t, cookie, { url: url(id) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().result;
};
const putLayout = (body: unknown, cookie = manager, id = room.id) => asUser(t, cookie, { method: "PUT", url: `${url(id)}/layout`, payload: body as object });
const patchRoom = (body: unknown, cookie = manager, id = room.id) => asUser(t, cookie, { method: "PATCH", url: url(id), payload: body as object });

/** The room's current layout as the editor would send it back unchanged. */
function draftOf(detail: AdminRoom): SaveLayout {
  const rows: SaveLayout["rows"] = Array.from({ length: detail.layout.rows }, () => ({ label: "", seats: [] }));
  for (const seat of detail.layout.seats) {
    rows[seat.y]!.label = seat.rowLabel;
    rows[seat.y]!.seats.push({ x: seat.x, type: seat.type, span: seat.span as 1 | 2, blocked: seat.blocked });
  }
  return { screenSide: detail.layout.screenSide, columns: detail.layout.columns, rows, baseLayoutId: detail.layout.id };
}

/** Seven rows of 4 | 6 | 4 seats (columns 0–3, 5–10, 12–15), row labels left to the server. */
function newDraft(): SaveLayout {
  const row = (type: "standard" | "vip") => ({ label: "", seats: [0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15].map((x) => ({ x, type })) });
  const rows: SaveLayout["rows"] = [row("standard"), row("standard"), row("vip"), row("vip"), row("vip"), row("vip")];
  rows[1]!.seats[2]!.blocked = true; // B3 is broken
  rows.push({ label: "", seats: [0, 2, 5, 7, 9, 12, 14].map((x) => ({ x, type: "couple" as const, span: 2 as const })) });
  return { screenSide: "bottom", columns: 16, rows };
}

async function seatMapOf(showtimeId: string, cookie?: string) {
  const answer = await t.app.inject({ url: `/api/v1/showtimes/${showtimeId}/seats`, headers: cookie ? { cookie } : {} });
  expect(answer.statusCode).toBe(200);
  const map = answer.json().result as { rows: { label: string; seats: Seat[] }[]; columns: number; screenSide: string };
  const seats = map.rows.flatMap((row) => row.seats);
  return { ...map, seats, seat: (label: string) => seats.find((seat) => seat.label === label)! };
}

const layoutsOfRoom = async () =>
  (await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from seat_layouts where auditorium_id = ${room.id}`))[0]!.n;
const auditRowsOfRoom = async () =>
  (await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from audit_log where entity = 'auditorium' and entity_id = ${room.id}`))[0]!.n;

describe("who may read and change rooms", () => {
  it("lists rooms to managers and admins only; a manager sees their own cinemas' rooms", async () => {
    await expectGuarded(t, { url: "/api/v1/admin/auditoriums" }, { minRole: "manager" });
    const mine = (await asUser(t, manager, { url: "/api/v1/admin/auditoriums" })).json().result;
    expect(mine.map((c: { slug: string }) => c.slug)).toEqual([OWN_CINEMA]);
    const all = (await asUser(t, admin, { url: "/api/v1/admin/auditoriums" })).json().result;
    expect(all).toHaveLength(15);
    const one = (await asUser(t, admin, { url: "/api/v1/admin/auditoriums?cinema=hancine-hue" })).json().result;
    expect(one.map((c: { slug: string }) => c.slug)).toEqual(["hancine-hue"]);
  });

  it("guards reading a room, renaming it and saving its layout: 401, 403 to customers, staff and another cinema's manager", async () => {
    const detail = await getRoom();
    await expectGuarded(t, { url: url() }, { minRole: "manager", cinema: OWN_CINEMA });
    await expectGuarded(t, { method: "PATCH", url: url(), payload: { cleaningMinutes: 20 } }, { minRole: "manager", cinema: OWN_CINEMA });
    await expectGuarded(t, { method: "PUT", url: `${url()}/layout`, payload: draftOf(detail) as object }, { minRole: "manager", cinema: OWN_CINEMA });
    expect(await layoutsOfRoom()).toBe(1);
    expect((await getRoom()).cleaningMinutes).toBe(detail.cleaningMinutes);
    expect((await getRoom(admin)).id).toBe(room.id);
  });

  it("answers 404 for a room that does not exist", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "phong-1"]) {
      const answer = await asUser(t, manager, { url: url(id) });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.message).toBe("Không tìm thấy phòng chiếu này.");
    }
  });
});

describe("GET /admin/auditoriums/:id", () => {
  it("gives the room, its cinema and its current layout seat by seat, counted by type", async () => {
    const detail = await getRoom();
    expect(detail).toMatchObject({ name: "Phòng Thử Sơ Đồ", cinema: { slug: OWN_CINEMA }, layout: { version: 1, screenSide: "top", rows: 8, columns: 14 } });
    expect(detail.layout.counts).toEqual({ standard: 34, vip: 48, couple: 6, wheelchair: 2, blocked: 0, total: 90 });
    expect(detail.layout.seats).toHaveLength(90);
    expect(detail.layout.seats.find((seat) => seat.label === "H1")).toMatchObject({ type: "couple", span: 2, x: 0, y: 7 });
    expect(detail.upcomingShowtimes).toEqual({ onCurrentLayout: 0, onOlderLayouts: 0 });
    const listed = (await asUser(t, manager, { url: "/api/v1/admin/auditoriums" })).json().result[0].rooms;
    expect(listed.find((r: { id: string }) => r.id === room.id)).toMatchObject({ layoutVersion: 1, counts: detail.layout.counts });
  });
});

describe("a new layout applies to showtimes created afterwards; sold seats never move", () => {
  let before: { id: string };
  let buyers: Customer[];

  beforeAll(async () => {
    before = await createShowtime(t.database.db, { auditoriumId: room.id, filmId, startsAt: new Date(NOW.getTime() + 2 * DAY) });
    buyers = await customers(t, 3);
  });

  it("keeps the old seats for a showtime created before, and sells the new ones (blocked seats never) to one created after", async () => {
    const old = await seatMapOf(before.id);
    const held = await hold(buyers[0]!, before.id, [old.seat("C1"), old.seat("C2")]);
    expect(held.statusCode, held.body).toBe(201);
    const detail = await getRoom();

    const saved = await putLayout({ ...newDraft(), baseLayoutId: detail.layout.id });
    expect(saved.statusCode, saved.body).toBe(200);
    const after: AdminRoom = saved.json().result;
    expect(after.layout.id).not.toBe(detail.layout.id);
    expect(after.layout).toMatchObject({ version: 2, screenSide: "bottom", rows: 7, columns: 16 });
    expect(after.layout.counts).toEqual({ standard: 28, vip: 56, couple: 7, wheelchair: 0, blocked: 1, total: 91 });
    // Rows are named from the screen (at the bottom): A nearest it, I and O skipped past H.
    expect([...new Set(after.layout.seats.map((seat) => seat.rowLabel))]).toEqual(["G", "F", "E", "D", "C", "B", "A"]);
    expect(after.layout.seats.find((seat) => seat.rowLabel === "F" && seat.x === 2)).toMatchObject({ label: "F3", blocked: true });
    expect(after.upcomingShowtimes).toEqual({ onCurrentLayout: 0, onOlderLayouts: 1 });

    // The showtime created before: same seats, same ids, the hold still there; another buyer can still order.
    const oldAgain = await seatMapOf(before.id, undefined);
    expect(oldAgain.seats.map((seat) => seat.id)).toEqual(old.seats.map((seat) => seat.id));
    expect(oldAgain.screenSide).toBe("top");
    expect(oldAgain.seat("C1").status).toBe("held");
    const second = await hold(buyers[1]!, before.id, [old.seat("E5"), old.seat("E6")]);
    expect(second.statusCode, second.body).toBe(201);
    const order = await buyers[0]!("GET", `/api/v1/orders/${held.json().result.id}`);
    expect(order.statusCode).toBe(200);
    expect(
      order
        .json()
        .result.seats.map((seat: { label: string }) => seat.label)
        .sort(),
    ).toEqual(["C1", "C2"]);

    // A showtime created now sells the new layout.
    const later = await createShowtime(t.database.db, { auditoriumId: room.id, filmId, startsAt: new Date(NOW.getTime() + 3 * DAY) });
    const fresh = await seatMapOf(later.id);
    expect(fresh.seats).toHaveLength(91);
    expect(fresh.screenSide).toBe("bottom");
    expect(fresh.rows.map((row) => row.label)).toEqual(["G", "F", "E", "D", "C", "B", "A"]);
    expect(fresh.seat("F3").status).toBe("blocked");
    const showtime = (await t.app.inject({ url: `/api/v1/showtimes/${later.id}` })).json().result;
    expect(showtime.seatsLeft).toBe(90);

    // A blocked seat cannot be held; a seat of the old layout is not one of this showtime's.
    const blocked = await hold(buyers[2]!, later.id, [fresh.seat("F3"), fresh.seat("F4")]);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.code).toBe("SEATS_UNAVAILABLE");
    const foreign = await hold(buyers[2]!, later.id, [old.seat("D1"), old.seat("D2")]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.seatIds).toMatch(/không thuộc phòng chiếu/);
    const fine = await hold(buyers[2]!, later.id, [fresh.seat("F1"), fresh.seat("F2")]);
    expect(fine.statusCode, fine.body).toBe(201);

    expect((await getRoom()).upcomingShowtimes).toEqual({ onCurrentLayout: 1, onOlderLayouts: 1 });
  });

  it("writes one audit entry with the layouts' sizes and seats by type, not every seat", async () => {
    const [entry] = await queryRows(
      t.database.db,
      sql<{ action: string; actor: string | null; cinema: string; before: Record<string, unknown>; after: Record<string, unknown> }>`
        select action, actor_user_id as actor, cinema_id as cinema, before, after from audit_log
        where entity = 'auditorium' and entity_id = ${room.id} and action = 'auditorium.layout_saved'`,
    );
    expect(entry).toMatchObject({
      cinema: room.cinemaId,
      before: { version: 1, rows: 8, columns: 14, screenSide: "top", seats: { total: 90, couple: 6 } },
      after: { version: 2, rows: 7, columns: 16, screenSide: "bottom", seats: { total: 91, blocked: 1 } },
    });
    expect(entry!.actor).not.toBeNull();
    expect(JSON.stringify(entry!.after).length).toBeLessThan(400);
  });

  it("refuses a layout drawn on one that has been replaced since (409), writing nothing", async () => {
    const layouts = await layoutsOfRoom();
    const stale = await putLayout({ ...newDraft(), baseLayoutId: "00000000-0000-4000-8000-000000000000" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("LAYOUT_CHANGED");
    expect(await layoutsOfRoom()).toBe(layouts);
  });
});

describe("layout rules", () => {
  const seats = (xs: number[], type: "standard" | "vip" | "couple" | "wheelchair" = "standard", span: 1 | 2 = 1) => xs.map((x) => ({ x, type, span }));
  const cases: [string, unknown, string, RegExp][] = [
    [
      "a couple seat of one cell",
      { columns: 10, rows: [{ label: "A", seats: [{ x: 0, type: "couple", span: 1 }] }] },
      "rows.0.seats.0",
      /ghế đôi chiếm đúng hai ô liền nhau/,
    ],
    [
      "a single seat of two cells",
      { columns: 10, rows: [{ label: "A", seats: [{ x: 0, type: "vip", span: 2 }] }] },
      "rows.0.seats.0",
      /chỉ ghế đôi mới chiếm hai ô/,
    ],
    ["a couple seat past the grid", { columns: 10, rows: [{ label: "A", seats: seats([9], "couple", 2) }] }, "rows.0.seats.0", /nằm ngoài lưới 10 cột/],
    [
      "two seats on one cell",
      { columns: 10, rows: [{ label: "A", seats: [...seats([0], "couple", 2), ...seats([1])] }] },
      "rows.0.seats.1",
      /hai ghế cùng chiếm cột 2/,
    ],
    [
      "one row label twice",
      {
        columns: 10,
        rows: [
          { label: "A", seats: seats([0]) },
          { label: "a", seats: seats([0]) },
        ],
      },
      "rows.1.label",
      /Tên hàng A đã dùng/,
    ],
    ["a row label that is not letters", { columns: 10, rows: [{ label: "1", seats: seats([0]) }] }, "rows.0.label", /1–2 chữ cái in hoa/],
    ["no seat at all", { columns: 10, rows: [{ label: "", seats: [] }] }, "rows", /ít nhất một ghế/],
    ["only blocked seats", { columns: 10, rows: [{ label: "", seats: [{ x: 0, type: "vip", blocked: true }] }] }, "rows", /ghế bán được/],
    ["31 rows", { columns: 10, rows: Array.from({ length: 31 }, () => ({ seats: seats([0]) })) }, "rows", /tối đa 30 hàng/],
    ["41 columns", { columns: 41, rows: [{ seats: seats([0]) }] }, "columns", /tối đa 40 cột/],
    ["an unknown seat type", { columns: 10, rows: [{ seats: [{ x: 0, type: "sofa" }] }] }, "rows.0.seats.0.type", /Loại ghế phải là/],
    ["no rows", { columns: 10, rows: [] }, "rows", /ít nhất một hàng/],
  ];

  it.each(cases)("refuses %s with a Vietnamese message on the field, changing nothing", async (_name, body, field, message) => {
    const [layouts, audits, current] = [await layoutsOfRoom(), await auditRowsOfRoom(), (await getRoom()).layout.id];
    const answer = await putLayout(body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error.code).toBe("VALIDATION_FAILED");
    expect(answer.json().error.fields[field], JSON.stringify(answer.json().error.fields)).toMatch(message);
    expect([await layoutsOfRoom(), await auditRowsOfRoom(), (await getRoom()).layout.id]).toEqual([layouts, audits, current]);
  });

  it("names rows A, B, C… from the screen skipping I and O, keeps typed names, and numbers right to left when asked", async () => {
    const rows = Array.from({ length: 11 }, (_, y) => ({ label: y === 10 ? "Z" : "", seats: y === 4 ? [] : seats([0, 1, 3]) }));
    const saved = await putLayout({ columns: 4, numbering: "right-to-left", rows });
    expect(saved.statusCode, saved.body).toBe(200);
    const layout: AdminRoom["layout"] = saved.json().result.layout;
    const labels = [...new Set(layout.seats.map((seat) => seat.rowLabel))];
    expect(labels).toEqual(["A", "B", "C", "D", "E", "F", "G", "H", "J", "Z"]);
    expect(layout.seats.filter((seat) => seat.y === 4)).toEqual([]);
    expect(layout.seats.filter((seat) => seat.rowLabel === "A").map((seat) => [seat.x, seat.label])).toEqual([
      [0, "A3"],
      [1, "A2"],
      [3, "A1"],
    ]);
  });
});

describe("PATCH /admin/auditoriums/:id", () => {
  it("renames the room and changes its cleaning time, with an audit entry", async () => {
    const answer = await patchRoom({ name: "  Phòng Sơ Đồ Mới ", cleaningMinutes: 25 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({ name: "Phòng Sơ Đồ Mới", cleaningMinutes: 25 });
    const [entry] = await queryRows(
      t.database.db,
      sql<{
        before: unknown;
        after: unknown;
      }>`select before, after from audit_log where entity_id = ${room.id} and action = 'auditorium.updated' order by at desc limit 1`,
    );
    expect(entry).toEqual({ before: { name: "Phòng Thử Sơ Đồ", cleaningMinutes: 15 }, after: { name: "Phòng Sơ Đồ Mới", cleaningMinutes: 25 } });
  });

  it.each([
    [{ cleaningMinutes: 61 }, "cleaningMinutes", /tối đa 60 phút/],
    [{ cleaningMinutes: -1 }, "cleaningMinutes", /không được âm/],
    [{ cleaningMinutes: 12.5 }, "cleaningMinutes", /số phút nguyên/],
    [{ name: "   " }, "name", /nhập tên phòng/],
    [{ name: "Phòng 1" }, "name", /đã có phòng tên “Phòng 1”/],
    [{}, "body", /đổi tên phòng hoặc thời gian dọn phòng/],
    [{ seats: 3 }, "body", /Chỉ đổi được tên phòng và thời gian dọn phòng/],
  ])("refuses %j with a Vietnamese message, changing nothing", async (body, field, message) => {
    const audits = await auditRowsOfRoom();
    const answer = await patchRoom(body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error.fields[field], JSON.stringify(answer.json().error)).toMatch(message);
    expect(await getRoom()).toMatchObject({ name: "Phòng Sơ Đồ Mới", cleaningMinutes: 25 });
    expect(await auditRowsOfRoom()).toBe(audits);
  });
});
