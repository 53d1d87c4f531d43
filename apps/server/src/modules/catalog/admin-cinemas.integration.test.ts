import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { NOW } from "../auth/auth-test-kit.ts";
import { asUser, expectGuarded, signedIn as signedInAs } from "#server/testing/back-office-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, now: NOW, env: { CAPTCHA_ENABLED: "false" } });
});
afterAll(() => t.close());

const signedIn = (role: Parameters<typeof signedInAs>[1], cinemas?: string[]) => signedInAs(t, role, cinemas);

const cinemasAs = (cookie?: string) => t.app.inject({ url: "/api/v1/admin/cinemas", headers: cookie ? { cookie } : {} });

describe("GET /admin/cinemas", () => {
  it("answers 401 without a session and 403 to a customer", async () => {
    await expectGuarded(t, { url: "/api/v1/admin/cinemas" }, { minRole: "staff" });
  });

  it("shows staff and managers their own cinemas only, in the chain's order, and admins all 15", async () => {
    const staff = (await cinemasAs(await signedIn("staff", ["hancine-song-han"]))).json().result;
    expect(staff.map((c: { slug: string }) => c.slug)).toEqual(["hancine-song-han"]);
    const manager = (await cinemasAs(await signedIn("manager", ["hancine-vinh", "hancine-hue"]))).json().result;
    expect(manager.map((c: { slug: string }) => c.slug)).toEqual(["hancine-hue", "hancine-vinh"]);
    const admin = await cinemasAs(await signedIn("admin"));
    expect(admin.statusCode).toBe(200);
    expect(admin.headers["cache-control"]).toBe("private, no-store");
    expect(admin.json().result).toHaveLength(15);
  });

  it("counts each room's seats as the seat table does, with the formats scheduled there", async () => {
    const [songHan] = (await cinemasAs(await signedIn("manager", ["hancine-song-han"]))).json().result;
    expect(songHan.auditoriums.length).toBeGreaterThan(0);
    for (const room of songHan.auditoriums) {
      const counted = await t.database.db.execute(sql`select count(*)::int as n from seats where auditorium_id = ${room.id}`);
      expect(room.seats, room.name).toBe((counted as unknown as { rows: { n: number }[] }).rows[0]!.n);
      expect(room.formats.length, room.name).toBeGreaterThan(0);
      expect(room.cleaningMinutes).toBeGreaterThan(0);
    }
  });
});

describe("PATCH /admin/cinemas/:slug (opening hours, decision 091)", () => {
  const patch = (cookie: string | undefined, slug: string, payload: unknown, headers: Record<string, string> = {}) =>
    asUser(t, cookie, { method: "PATCH", url: `/api/v1/admin/cinemas/${slug}`, payload: payload as object, headers });
  const fieldsOf = (answer: { statusCode: number; json(): { error: { code: string; fields?: Record<string, string> } } }) => {
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe("VALIDATION_FAILED");
    return answer.json().error.fields;
  };

  it("is for managers of the cinema and admins: 401 without a session, 403 to customers, staff and another cinema's manager", async () => {
    await expectGuarded(
      t,
      { method: "PATCH", url: "/api/v1/admin/cinemas/hancine-song-han", payload: { openingHours: { opens: "09:00", closes: "23:00" } } },
      { minRole: "manager", cinema: "hancine-song-han" },
    );
    const songHan = (await cinemasAs(await signedIn("admin"))).json().result.find((c: { slug: string }) => c.slug === "hancine-song-han");
    expect(songHan.openingHours).toBeNull();
  });

  it("lets an admin declare any cinema's hours, closing after midnight, and shows them with the cinema", async () => {
    const admin = await signedIn("admin");
    const saved = await patch(admin, "hancine-hue", { openingHours: { opens: "09:30", closes: "01:00" } });
    expect(saved.statusCode).toBe(200);
    // 09:30 to 01:00 the next morning: 15 h 30 min.
    expect(saved.json().result).toMatchObject({
      slug: "hancine-hue",
      openingHours: { opens: "09:30", closes: "01:00", minutesPerDay: 930, closesNextDay: true },
    });
    const listed = (await cinemasAs(await signedIn("manager", ["hancine-hue"]))).json().result;
    expect(listed[0].openingHours).toEqual({ opens: "09:30", closes: "01:00", minutesPerDay: 930, closesNextDay: true });
    const stored = await t.database.db.execute(sql`select opens_minute, closes_minute from cinemas where slug = 'hancine-hue'`);
    expect((stored as unknown as { rows: unknown[] }).rows[0]).toEqual({ opens_minute: 570, closes_minute: 1500 });
    const audit = await asUser(t, admin, { url: `/api/v1/admin/audit?entity=cinema&id=${listed[0].id}` });
    expect(audit.json().result[0]).toMatchObject({
      action: "cinema.opening_hours",
      label: listed[0].name,
      before: { opens: null, closes: null },
      after: { opens: "09:30", closes: "01:00" },
    });
  });

  it("lets a manager declare their own cinema's hours, and go back to the chain's default with null", async () => {
    const manager = await signedIn("manager", ["hancine-song-han"]);
    const saved = await patch(manager, "hancine-song-han", { openingHours: { opens: " 10:00 ", closes: "00:00" } });
    expect(saved.statusCode).toBe(200);
    // 00:00 is midnight: open until 24:00.
    expect(saved.json().result.openingHours).toEqual({ opens: "10:00", closes: "24:00", minutesPerDay: 840, closesNextDay: false });
    const rooms = await asUser(t, manager, { url: "/api/v1/admin/auditoriums" });
    expect(rooms.json().result[0].openingHours).toEqual({ opens: "10:00", closes: "24:00", minutesPerDay: 840, closesNextDay: false });
    const cleared = await patch(manager, "hancine-song-han", { openingHours: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().result.openingHours).toBeNull();
    const other = await patch(manager, "hancine-hue", { openingHours: null });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe("FORBIDDEN");
  });

  it("answers 404 for a cinema that does not exist and 400 for a slug written wrong", async () => {
    const admin = await signedIn("admin");
    const missing = await patch(admin, "khong-co-rap-nay", { openingHours: null });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("NOT_FOUND");
    expect((await patch(admin, "R%E1%BA%A1p!", { openingHours: null })).statusCode).toBe(400);
  });

  it("refuses hours that are not times, or that close before they open, in Vietnamese, and changes nothing", async () => {
    const admin = await signedIn("admin");
    const opensWrong = "Giờ mở cửa phải theo dạng giờ:phút, từ 00:00 đến 23:59, ví dụ 09:00.";
    const closesWrong = "Giờ đóng cửa phải theo dạng giờ:phút, từ 00:00 đến 24:00, ví dụ 23:30.";
    const order = "Giờ đóng cửa phải sau giờ mở cửa; nếu rạp đóng cửa sau nửa đêm, muộn nhất là 06:00 sáng hôm sau.";
    const at = (opens: unknown, closes: unknown) => patch(admin, "hancine-vinh", { openingHours: { opens, closes } });
    expect(fieldsOf(await at("9h", "23:00"))).toEqual({ "openingHours.opens": opensWrong });
    expect(fieldsOf(await at("24:00", "23:00"))).toEqual({ "openingHours.opens": opensWrong });
    expect(fieldsOf(await at(9, "23:00"))).toEqual({ "openingHours.opens": opensWrong });
    expect(fieldsOf(await at("09:00", "25:00"))).toEqual({ "openingHours.closes": closesWrong });
    expect(fieldsOf(await at("09:00", "9:60"))).toEqual({ "openingHours.closes": closesWrong });
    expect(fieldsOf(await at("09:00", "09:00"))).toEqual({ "openingHours.closes": order });
    expect(fieldsOf(await at("10:00", "09:00"))).toEqual({ "openingHours.closes": order });
    // After midnight only until 06:00: 09:00–06:00 is 21 hours, 09:00–07:00 is not a day's hours.
    expect(fieldsOf(await at("09:00", "07:00"))).toEqual({ "openingHours.closes": order });
    expect((await at("09:00", "06:00")).json().result.openingHours).toEqual({ opens: "09:00", closes: "06:00", minutesPerDay: 1260, closesNextDay: true });
    expect(Object.values(fieldsOf(await patch(admin, "hancine-vinh", {})) ?? {})).toEqual(["Giờ mở cửa phải gồm giờ mở (opens) và giờ đóng (closes)."]);
    const extra = await patch(admin, "hancine-vinh", { openingHours: null, name: "Rạp mới" });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.message + JSON.stringify(extra.json().error.fields ?? {})).toContain("Chỉ đổi được giờ mở cửa của rạp (openingHours).");
    expect((await patch(admin, "hancine-vinh", ["09:00"])).statusCode).toBe(400);
    const english = await patch(admin, "hancine-vinh", { openingHours: { opens: "10:00", closes: "09:00" } }, { "accept-language": "en" });
    expect(english.statusCode).toBe(400);
    expect(JSON.stringify(english.json().error)).not.toMatch(/[ăâđêôơư]/i);
    const vinh = (await cinemasAs(admin)).json().result.find((c: { slug: string }) => c.slug === "hancine-vinh");
    expect(vinh.openingHours).toEqual({ opens: "09:00", closes: "06:00", minutesPerDay: 1260, closesNextDay: true });
  });
});
