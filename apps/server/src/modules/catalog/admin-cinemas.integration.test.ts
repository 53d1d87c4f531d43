import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { NOW } from "../auth/auth-test-kit.ts";
import { expectGuarded, signedIn as signedInAs } from "#server/testing/back-office-test-kit.ts";

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
