import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPriceTable, PriceRule } from "@hancine/contract/back-office-prices";
import type { SeatMap, Showtime } from "@hancine/contract/booking";
import { queryRows } from "#server/db/client.ts";
import { DEMO_HOLIDAYS, demoTicketPrice, type PriceKey } from "#server/db/seed/demo-prices.ts";
import { CITY_PRICE_PREMIUM } from "#server/db/seed/demo-vouchers.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { NOW } from "../auth/auth-test-kit.ts";
import { asUser, expectGuarded, FOREIGN_CINEMA, OWN_CINEMA, signedIn } from "#server/testing/back-office-test-kit.ts";

let t: TestApp;
let manager: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, now: NOW, env: { CAPTCHA_ENABLED: "false" } });
  manager = await signedIn(t, "manager", [OWN_CINEMA]);
  admin = await signedIn(t, "admin");
});
afterAll(() => t.close());

/** Sông Hàn is in Đà Nẵng: the demo adds the city's premium to every price. */
const SONG_HAN_PREMIUM = CITY_PRICE_PREMIUM["da-nang"]!;
/** A cinema the mutation tests change, so the quote tests read the demo's own prices at Sông Hàn. */
const EDITED = "hancine-vinh";

const get = (cookie: string, url: string) => asUser(t, cookie, { url });
const put = (cookie: string, url: string, payload: unknown) => asUser(t, cookie, { method: "PUT", url, payload: payload as object });
const tableOf = async (slug: string, cookie = admin): Promise<AdminPriceTable> => (await get(cookie, `/api/v1/admin/cinemas/${slug}/prices`)).json().result;
const quote = (cookie: string, query: Record<string, string>) => get(cookie, `/api/v1/admin/prices/quote?${new URLSearchParams(query)}`);

/** The chain's day and hour of an instant, by the calendar (Vietnam: UTC+7 all year), not by our SQL. */
function chainClock(iso: string): { day: string; hour: number; weekday: number } {
  const shifted = new Date(new Date(iso).getTime() + 7 * 3_600_000);
  return { day: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours(), weekday: shifted.getUTCDay() };
}
/** The demo's price key of a showtime, worked out here from the published calendar and bands. */
function expectedKey(startsAt: string, holidays: readonly { day: string }[] = DEMO_HOLIDAYS): Pick<PriceKey, "dayKind" | "timeBand"> {
  const { day, hour, weekday } = chainClock(startsAt);
  const dayKind = holidays.some((h) => h.day === day) ? "holiday" : weekday === 0 || weekday === 6 ? "weekend" : "weekday";
  return { dayKind, timeBand: hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening" };
}

describe("who may read and change prices and holidays", () => {
  const validRules = async () => ({ rules: (await tableOf(OWN_CINEMA)).rules });
  it("GET and PUT a cinema's prices: its managers and admins", async () => {
    await expectGuarded(t, { url: `/api/v1/admin/cinemas/${OWN_CINEMA}/prices` }, { minRole: "manager", cinema: OWN_CINEMA });
    await expectGuarded(
      t,
      { method: "PUT", url: `/api/v1/admin/cinemas/${OWN_CINEMA}/prices`, payload: await validRules() },
      { minRole: "manager", cinema: OWN_CINEMA },
    );
  });
  it("the quote: managers of the cinema named by ?cinema= and admins", async () => {
    const query = new URLSearchParams({ cinema: OWN_CINEMA, format: "2D", seatType: "standard", at: "2026-05-04T19:30:00+07:00" });
    await expectGuarded(t, { url: `/api/v1/admin/prices/quote?${query}` }, { minRole: "manager", cinema: OWN_CINEMA });
  });
  it("holidays: managers read, only admins change", async () => {
    await expectGuarded(t, { url: "/api/v1/admin/holidays?year=2026" }, { minRole: "manager" });
    await expectGuarded(t, { method: "PUT", url: "/api/v1/admin/holidays/2026-06-01", payload: { name: "Ngày thử" } }, { minRole: "admin" });
    await expectGuarded(t, { method: "DELETE", url: "/api/v1/admin/holidays/2026-05-01" }, { minRole: "admin" });
    // None of the refused requests changed the calendar.
    const days = (await get(admin, "/api/v1/admin/holidays?year=2026")).json().result.map((h: { day: string }) => h.day);
    expect(days).toContain("2026-05-01");
    expect(days).not.toContain("2026-06-01");
  });
  it("an admin reads any cinema's table; a manager of another cinema gets 403 with a Vietnamese reason", async () => {
    expect((await get(admin, `/api/v1/admin/cinemas/${FOREIGN_CINEMA}/prices`)).statusCode).toBe(200);
    const refused = await get(manager, `/api/v1/admin/cinemas/${FOREIGN_CINEMA}/prices`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Bạn không phụ trách rạp này nên không xem hay thay đổi được dữ liệu của rạp.");
  });
});

describe("GET /admin/cinemas/:slug/prices", () => {
  it("answers the cinema's whole demo table, what must stay priced, and what each day kind and band means", async () => {
    const answer = await get(manager, `/api/v1/admin/cinemas/${OWN_CINEMA}/prices`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const table: AdminPriceTable = answer.json().result;
    expect(table.cinema.slug).toBe(OWN_CINEMA);
    expect(table.rules).toHaveLength(4 * 4 * 3 * 3);
    for (const rule of table.rules) expect(rule.price, JSON.stringify(rule)).toBe(demoTicketPrice(rule, SONG_HAN_PREMIUM));
    // The rooms' seat types and the formats of showtimes still to come, read here from the tables themselves.
    const seatTypes = await queryRows(
      t.database.db,
      sql<{
        type: string;
      }>`select distinct se.type::text as type from seats se join auditoriums a on a.layout_id = se.layout_id join cinemas c on c.id = a.cinema_id where c.slug = ${OWN_CINEMA}`,
    );
    expect([...table.required.seatTypes].sort()).toEqual(seatTypes.map((r) => r.type).sort());
    const formats = await queryRows(
      t.database.db,
      sql<{
        format: string;
      }>`select distinct s.format::text as format from showtimes s join auditoriums a on a.id = s.auditorium_id join cinemas c on c.id = a.cinema_id
        where c.slug = ${OWN_CINEMA} and s.ends_at > ${NOW.toISOString()}::timestamptz and s.cancelled_at is null`,
    );
    expect([...table.required.formats].sort()).toEqual(formats.map((r) => r.format).sort());
    expect(table.required.formats.length).toBeGreaterThan(0);
    expect(table.dayKinds.map((d) => [d.value, d.label])).toEqual([
      ["weekday", "Ngày thường"],
      ["weekend", "Cuối tuần"],
      ["holiday", "Ngày lễ"],
    ]);
    expect(table.timeBands.map((b) => [b.value, b.from, b.until])).toEqual([
      ["morning", "00:00", "11:59"],
      ["afternoon", "12:00", "17:59"],
      ["evening", "18:00", "23:59"],
    ]);
  });

  it("states the bands and day kinds the seat map's SQL uses: the quote at each band's first and last minute falls in it", async () => {
    const table = await tableOf(OWN_CINEMA);
    // 2026-05-04 is a Monday, 2026-05-09 a Saturday, 2026-09-02 a Wednesday and a holiday (Quốc khánh).
    for (const [day, dayKind] of [
      ["2026-05-04", "weekday"],
      ["2026-05-09", "weekend"],
      ["2026-09-02", "holiday"],
    ] as const) {
      for (const band of table.timeBands) {
        for (const time of [band.from, band.until]) {
          const answer = (await quote(manager, { cinema: OWN_CINEMA, format: "2D", seatType: "standard", at: `${day}T${time}:00+07:00` })).json().result;
          expect(answer, `${day} ${time}`).toMatchObject({ dayKind, timeBand: band.value, day, time });
          expect(answer.price).toBe(demoTicketPrice({ format: "2D", seatType: "standard", dayKind, timeBand: band.value }, SONG_HAN_PREMIUM));
        }
      }
    }
    const holiday = (await quote(manager, { cinema: OWN_CINEMA, format: "IMAX", seatType: "vip", at: "2026-09-02T20:00:00+07:00" })).json().result;
    expect(holiday.holiday).toBe("Quốc khánh");
    // A Saturday that is a holiday is a holiday: the calendar comes first.
    const saturdayHoliday = (await quote(manager, { cinema: OWN_CINEMA, format: "2D", seatType: "standard", at: "2027-05-01T10:00:00+07:00" })).json().result;
    expect(saturdayHoliday).toMatchObject({ dayKind: "holiday", holiday: "Quốc tế Lao động" });
  });
});

describe("GET /admin/prices/quote", () => {
  it("equals the seat map's price of real showtimes, and the demo price table for their day and band", async () => {
    const showtimes: Showtime[] = (await t.app.inject(`/api/v1/showtimes?cinema=${OWN_CINEMA}`)).json().result;
    expect(showtimes.length).toBeGreaterThan(3);
    const kinds = new Set<string>();
    // Showtimes of different days and bands: today (a holiday in the demo calendar), the weekend, weekdays.
    const sample = showtimes.filter((s, i) => i % Math.max(1, Math.floor(showtimes.length / 12)) === 0);
    for (const showtime of sample) {
      const map: SeatMap = (await t.app.inject(`/api/v1/showtimes/${showtime.id}/seats`)).json().result;
      const key = expectedKey(showtime.startsAt);
      kinds.add(key.dayKind);
      for (const seatType of new Set(map.rows.flatMap((r) => r.seats.map((s) => s.type)))) {
        const seat = map.rows.flatMap((r) => r.seats).find((s) => s.type === seatType)!;
        const answer = await quote(manager, { cinema: OWN_CINEMA, format: showtime.format, seatType, at: showtime.startsAt });
        expect(answer.statusCode).toBe(200);
        const result = answer.json().result;
        expect(result.price, `${showtime.startsAt} ${showtime.format} ${seatType}`).toBe(seat.price);
        expect(result.price).toBe(demoTicketPrice({ format: showtime.format, seatType, ...key }, SONG_HAN_PREMIUM));
        expect(result).toMatchObject(key);
      }
    }
    expect(kinds.size, "the sample spans more than one kind of day").toBeGreaterThan(1);
  });

  it("refuses a missing cinema, an unknown one, a bad seat type and a time without its zone, in Vietnamese", async () => {
    const base = { cinema: OWN_CINEMA, format: "2D", seatType: "vip", at: "2026-05-04T19:30:00+07:00" };
    const { cinema: _dropped, ...withoutCinema } = base;
    void _dropped;
    const missing = await quote(admin, withoutCinema);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.cinema).toMatch(/[ạảãáàâấầẩẫậăắằẳẵặêếềểễệôốồổỗộơớờởỡợưứừửữựđ]/);
    const unknown = await quote(admin, { ...base, cinema: "hancine-khong-co" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Không có rạp nào mang mã "hancine-khong-co".');
    const seat = await quote(admin, { ...base, seatType: "sofa" });
    expect(seat.json().error.fields.seatType).toBe("Loại ghế không có: chỉ có standard (thường), vip, couple (đôi) và wheelchair (xe lăn).");
    const zone = await quote(admin, { ...base, at: "2026-05-04T19:30:00" });
    expect(zone.json().error.fields.at).toBe("Thời điểm phải theo ISO 8601 có múi giờ, ví dụ 2026-09-02T19:30:00+07:00.");
  });
});

describe("PUT /admin/cinemas/:slug/prices", () => {
  const key = { format: "2D", seatType: "standard", dayKind: "weekday", timeBand: "evening" } as const;
  const sameKey = (a: PriceRule) => a.format === key.format && a.seatType === key.seatType && a.dayKind === key.dayKind && a.timeBand === key.timeBand;
  const auditRows = () =>
    queryRows(
      t.database.db,
      sql<{
        action: string;
        entity_id: string;
        cinema_id: string;
        actor_user_id: string;
        before: unknown;
        after: unknown;
      }>`select action, entity_id, cinema_id, actor_user_id, before, after from audit_log where entity = 'price_rules' order by id`,
    );

  it("replaces the table in one go, audits the changed cell before and after, and the seat map and the quote price with it", async () => {
    const vinhManager = await signedIn(t, "manager", [EDITED]);
    const before = await tableOf(EDITED);
    const old = before.rules.find(sameKey)!.price;
    const rules = before.rules.map((r) => (sameKey(r) ? { ...r, price: old + 7000 } : r));
    const answer = await put(vinhManager, `/api/v1/admin/cinemas/${EDITED}/prices`, { rules });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result.rules.find(sameKey).price).toBe(old + 7000);
    expect(answer.json().result.lastChange.actorName).toBe("Nhân viên HanCine");
    const after = await tableOf(EDITED);
    expect(after.rules).toHaveLength(before.rules.length);
    expect(after.rules.filter((r) => !sameKey(r))).toEqual(before.rules.filter((r) => !sameKey(r)));

    const [entry] = (await auditRows()).filter((row) => row.entity_id === before.cinema.id);
    expect(entry).toMatchObject({
      action: "price_rules.update",
      cinema_id: before.cinema.id,
      before: { "2D/standard/weekday/evening": old },
      after: { "2D/standard/weekday/evening": old + 7000 },
    });

    // A weekday evening 2D showtime of this cinema, if the demo has one, now sells its standard seats at the new price.
    const showtimes: Showtime[] = (await t.app.inject(`/api/v1/showtimes?cinema=${EDITED}`)).json().result;
    const evening = showtimes.find(
      (s) => s.format === "2D" && JSON.stringify(expectedKey(s.startsAt)) === JSON.stringify({ dayKind: "weekday", timeBand: "evening" }),
    );
    if (evening) {
      const map: SeatMap = (await t.app.inject(`/api/v1/showtimes/${evening.id}/seats`)).json().result;
      expect(map.rows.flatMap((r) => r.seats).find((s) => s.type === "standard")!.price).toBe(old + 7000);
    }
    const priced = (await quote(vinhManager, { cinema: EDITED, format: "2D", seatType: "standard", at: "2026-05-05T20:00:00+07:00" })).json().result;
    expect(priced).toMatchObject({ price: old + 7000, dayKind: "weekday", timeBand: "evening", holiday: null });

    // Saving the same table again changes nothing and writes no entry.
    const count = (await auditRows()).length;
    expect((await put(vinhManager, `/api/v1/admin/cinemas/${EDITED}/prices`, { rules })).statusCode).toBe(200);
    expect(await auditRows()).toHaveLength(count);
  });

  it("refuses bad prices and incomplete tables with Vietnamese field messages, changing nothing", async () => {
    const before = await tableOf(EDITED);
    const auditCount = (await auditRows()).length;
    const withFirst = (change: Record<string, unknown>) => ({ rules: before.rules.map((r, i) => (i === 0 ? { ...r, ...change } : r)) });
    const cases: [string, unknown, string, string | RegExp][] = [
      ["not whole thousands", withFirst({ price: 85_500 }), "rules.0.price", "Giá vé phải là bội số của 1.000 ₫ (ví dụ 85.000 ₫)."],
      ["negative", withFirst({ price: -90_000 }), "rules.0.price", "Giá vé phải lớn hơn 0 ₫."],
      ["zero", withFirst({ price: 0 }), "rules.0.price", "Giá vé phải lớn hơn 0 ₫."],
      ["text", withFirst({ price: "90000" }), "rules.0.price", "Giá vé phải là một số (đồng)."],
      [
        "unknown seat type",
        withFirst({ seatType: "sofa" }),
        "rules.0.seatType",
        "Loại ghế không có: chỉ có standard (thường), vip, couple (đôi) và wheelchair (xe lăn).",
      ],
      ["unknown format", withFirst({ format: "8K" }), "rules.0.format", "Định dạng phải là 2D, 3D, IMAX hoặc 4DX."],
      ["one cell missing", { rules: before.rules.slice(1) }, "rules", /^Còn thiếu 1 ô giá: /],
      ["no rules at all", { rules: [] }, "rules", /^Còn thiếu \d+ ô giá: .*Mỗi loại ghế có trong phòng chiếu cần giá cho mọi định dạng đang chiếu/],
      [
        "a cell twice",
        { rules: [...before.rules.slice(0, -1), before.rules[0]] },
        `rules.${before.rules.length - 1}`,
        /^Ô giá 2D · Ghế thường · .* xuất hiện hai lần\.$/,
      ],
      ["too many rows", { rules: [...before.rules, before.rules[0]] }, "rules", "Bảng giá có quá nhiều dòng."],
      ["no rules field", {}, "rules", /[ạảãáàâấầẩẫậăắằẳẵặêếềểễệôốồổỗộơớờởỡợưứừửữựđ]/],
    ];
    for (const [name, body, field, message] of cases) {
      const answer = await put(admin, `/api/v1/admin/cinemas/${EDITED}/prices`, body);
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json().error.code, name).toBe("VALIDATION_FAILED");
      expect(answer.json().error.fields?.[field] ?? `(none) ${name}: ${answer.body}`).toMatch(message);
    }
    // A required cell missing names it, and lists every missing key for the editor.
    const missing = await put(admin, `/api/v1/admin/cinemas/${EDITED}/prices`, { rules: before.rules.slice(1) });
    expect(missing.json().error.details.missing).toEqual([
      { format: before.rules[0]!.format, seatType: before.rules[0]!.seatType, dayKind: before.rules[0]!.dayKind, timeBand: before.rules[0]!.timeBand },
    ]);
    expect((await tableOf(EDITED)).rules).toEqual(before.rules);
    expect(await auditRows()).toHaveLength(auditCount);
    const unknownCinema = await put(admin, "/api/v1/admin/cinemas/hancine-khong-co/prices", { rules: before.rules });
    expect(unknownCinema.statusCode).toBe(404);
  });

  it("lets a format with no showtimes to come go, but never a required one", async () => {
    const table = await tableOf(EDITED);
    const spare = (["2D", "3D", "IMAX", "4DX"] as const).find((f) => !table.required.formats.includes(f));
    const required = table.required.formats[0]!;
    const withoutRequired = await put(admin, `/api/v1/admin/cinemas/${EDITED}/prices`, { rules: table.rules.filter((r) => r.format !== required) });
    expect(withoutRequired.statusCode).toBe(400);
    expect(withoutRequired.json().error.details.missing.every((k: PriceKey) => k.format === required)).toBe(true);
    if (spare) {
      const answer = await put(admin, `/api/v1/admin/cinemas/${EDITED}/prices`, { rules: table.rules.filter((r) => r.format !== spare) });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().result.rules.some((r: PriceRule) => r.format === spare)).toBe(false);
      const unpriced = (await quote(admin, { cinema: EDITED, format: spare, seatType: "standard", at: "2026-05-05T20:00:00+07:00" })).json().result;
      expect(unpriced.price).toBeNull();
      expect((await put(admin, `/api/v1/admin/cinemas/${EDITED}/prices`, { rules: table.rules })).statusCode).toBe(200);
    }
  });
});

describe("the holiday calendar", () => {
  const holidayAudit = () =>
    queryRows(
      t.database.db,
      sql<{
        action: string;
        entity_id: string;
        before: unknown;
        after: unknown;
        cinema_id: string | null;
      }>`select action, entity_id, before, after, cinema_id from audit_log where entity = 'holiday' order by id`,
    );

  it("lists a year's holidays in date order (the current year by default)", async () => {
    const answer = await get(manager, "/api/v1/admin/holidays?year=2027");
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result).toEqual(DEMO_HOLIDAYS.filter((h) => h.day.startsWith("2027")));
    expect((await get(manager, "/api/v1/admin/holidays")).json().result).toEqual(DEMO_HOLIDAYS.filter((h) => h.day.startsWith("2026")));
    const bad = await get(manager, "/api/v1/admin/holidays?year=26");
    expect(bad.json().error.fields.year).toBe("Năm phải có 4 chữ số, ví dụ 2026.");
  });

  it("a new holiday reprices that day's showtimes at once, is audited, and removing it brings the weekday price back", async () => {
    const showtimes: Showtime[] = (await t.app.inject(`/api/v1/showtimes?cinema=${OWN_CINEMA}`)).json().result;
    const weekday = showtimes.find((s) => expectedKey(s.startsAt).dayKind === "weekday")!;
    expect(weekday, "a weekday showtime in the demo week").toBeDefined();
    const day = chainClock(weekday.startsAt).day;
    const seatPrice = async () => {
      const map: SeatMap = (await t.app.inject(`/api/v1/showtimes/${weekday.id}/seats`)).json().result;
      return map.rows.flatMap((r) => r.seats).find((s) => s.type === "standard")!.price;
    };
    const { timeBand } = expectedKey(weekday.startsAt);
    expect(await seatPrice()).toBe(demoTicketPrice({ format: weekday.format, seatType: "standard", dayKind: "weekday", timeBand }, SONG_HAN_PREMIUM));

    const added = await put(admin, `/api/v1/admin/holidays/${day}`, { name: "  Ngày hội  điện ảnh " });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().result).toEqual({ day, name: "Ngày hội điện ảnh" });
    expect(await seatPrice()).toBe(demoTicketPrice({ format: weekday.format, seatType: "standard", dayKind: "holiday", timeBand }, SONG_HAN_PREMIUM));
    const quoted = (await quote(manager, { cinema: OWN_CINEMA, format: weekday.format, seatType: "standard", at: weekday.startsAt })).json().result;
    expect(quoted).toMatchObject({ dayKind: "holiday", holiday: "Ngày hội điện ảnh", price: await seatPrice() });

    expect((await put(admin, `/api/v1/admin/holidays/${day}`, { name: "Liên hoan phim" })).json().result.name).toBe("Liên hoan phim");
    const removed = await asUser(t, admin, { method: "DELETE", url: `/api/v1/admin/holidays/${day}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().result).toEqual({ day, name: "Liên hoan phim" });
    expect(await seatPrice()).toBe(demoTicketPrice({ format: weekday.format, seatType: "standard", dayKind: "weekday", timeBand }, SONG_HAN_PREMIUM));

    const trail = (await holidayAudit()).filter((row) => row.entity_id === day);
    expect(trail).toEqual([
      { action: "holiday.add", entity_id: day, before: null, after: { name: "Ngày hội điện ảnh" }, cinema_id: null },
      { action: "holiday.rename", entity_id: day, before: { name: "Ngày hội điện ảnh" }, after: { name: "Liên hoan phim" }, cinema_id: null },
      { action: "holiday.remove", entity_id: day, before: { name: "Liên hoan phim" }, after: null, cinema_id: null },
    ]);
  });

  it("refuses a day that does not exist, an empty name, and removing a day that is not a holiday", async () => {
    const count = (await holidayAudit()).length;
    const noDay = await put(admin, "/api/v1/admin/holidays/2026-02-30", { name: "Ngày thử" });
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().error.fields.day).toBe("Ngày không tồn tại.");
    const noName = await put(admin, "/api/v1/admin/holidays/2026-06-01", { name: "  " });
    expect(noName.json().error.fields.name).toBe("Tên ngày lễ cần ít nhất 2 ký tự.");
    const missingName = await put(admin, "/api/v1/admin/holidays/2026-06-01", {});
    expect(missingName.json().error.fields.name).toBe("Vui lòng nhập tên ngày lễ.");
    const absent = await asUser(t, admin, { method: "DELETE", url: "/api/v1/admin/holidays/2026-06-01" });
    expect(absent.statusCode).toBe(404);
    expect(absent.json().error.message).toBe("Ngày này không có trong lịch ngày lễ.");
    expect(await holidayAudit()).toHaveLength(count);
    expect((await get(admin, "/api/v1/admin/holidays?year=2026")).json().result).toEqual(DEMO_HOLIDAYS.filter((h) => h.day.startsWith("2026")));
  });
});
