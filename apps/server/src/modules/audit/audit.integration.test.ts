import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "@hancine/contract/back-office-audit";
import type { AdminPriceTable } from "@hancine/contract/back-office-prices";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { NOW, proveWithTotp } from "../auth/auth-test-kit.ts";
import { asUser, expectGuarded, FOREIGN_CINEMA, OWN_CINEMA, signedIn } from "#server/testing/back-office-test-kit.ts";

let t: TestApp;
let admin: string;
let manager: string;
let ownId: string;
let foreignId: string;

const get = (cookie: string, url: string) => asUser(t, cookie, { url });
const trail = async (cookie: string, query: Record<string, string> = {}): Promise<AuditEntry[]> => {
  const answer = await get(cookie, `/api/v1/admin/audit?${new URLSearchParams(query)}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().result;
};

/** Raises one price of a cinema by `by` đồng, as `cookie`; answers the cinema's id. */
async function raisePrice(slug: string, cookie: string, by: number): Promise<string> {
  const table: AdminPriceTable = (await get(cookie, `/api/v1/admin/cinemas/${slug}/prices`)).json().result;
  const rules = table.rules.map((r, i) => (i === 0 ? { ...r, price: r.price + by } : r));
  const answer = await asUser(t, cookie, { method: "PUT", url: `/api/v1/admin/cinemas/${slug}/prices`, payload: { rules } });
  expect(answer.statusCode, answer.body).toBe(200);
  return table.cinema.id;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: NOW, env: { CAPTCHA_ENABLED: "false" } });
  admin = await signedIn(t, "admin");
  manager = await signedIn(t, "manager", [OWN_CINEMA]);
  // A day of changes: the manager's cinema (by the manager, then by the admin), another cinema, a holiday, a person.
  ownId = await raisePrice(OWN_CINEMA, manager, 1000);
  t.setNow(new Date(NOW.getTime() + 60_000));
  foreignId = await raisePrice(FOREIGN_CINEMA, admin, 2000);
  t.setNow(new Date(NOW.getTime() + 120_000));
  await asUser(t, admin, { method: "PUT", url: "/api/v1/admin/holidays/2026-06-01", payload: { name: "Quốc tế Thiếu nhi" } });
  t.setNow(new Date(NOW.getTime() + 180_000));
  await raisePrice(OWN_CINEMA, admin, 3000);
  // The next day (chain time), one more: a price change needs a second factor proven in the last 10 minutes (decision 074).
  t.setNow(new Date("2026-05-02T02:00:00Z"));
  await proveWithTotp(t, manager, (await get(manager, "/api/v1/auth/me")).json().result.user.id);
  await raisePrice(OWN_CINEMA, manager, 4000);
});
afterAll(() => t.close());

describe("GET /admin/audit", () => {
  it("is for managers and admins (staff and customers get 403)", async () => {
    await expectGuarded(t, { url: "/api/v1/admin/audit" }, { minRole: "manager" });
  });

  it("shows an admin every change, newest first, with who, when, what and before/after", async () => {
    const entries = await trail(admin);
    expect(entries.map((e) => [e.action, e.entity, e.id])).toEqual([
      ["price_rules.update", "price_rules", ownId],
      ["price_rules.update", "price_rules", ownId],
      ["holiday.add", "holiday", "2026-06-01"],
      ["price_rules.update", "price_rules", foreignId],
      ["price_rules.update", "price_rules", ownId],
    ]);
    const [newest] = entries;
    expect(newest).toMatchObject({
      at: "2026-05-02T02:00:00.000Z",
      actor: { name: "Nhân viên HanCine", email: expect.stringMatching(/manager/) },
      label: "HanCine Sông Hàn",
      cinema: { id: ownId, slug: OWN_CINEMA, name: "HanCine Sông Hàn" },
    });
    const key = Object.keys(newest!.after as object)[0]!;
    expect((newest!.after as Record<string, number>)[key]! - (newest!.before as Record<string, number>)[key]!).toBe(4000);
    expect(entries[2]).toMatchObject({ label: "2026-06-01", cinema: null, before: null, after: { name: "Quốc tế Thiếu nhi" } });
  });

  it("shows a manager only the entries of their cinemas", async () => {
    const entries = await trail(manager);
    expect(entries.length).toBe(3);
    expect(entries.every((e) => e.cinema?.slug === OWN_CINEMA)).toBe(true);
    expect(await trail(manager, { entity: "holiday" })).toEqual([]);
    expect(await trail(manager, { entity: "price_rules", id: foreignId })).toEqual([]);
    const outsider = await signedIn(t, "manager", ["hancine-vinh"]);
    expect(await trail(outsider)).toEqual([]);
  });

  it("filters by thing, actor and chain days, and pages", async () => {
    expect((await trail(admin, { entity: "price_rules", id: foreignId })).map((e) => e.cinema?.slug)).toEqual([FOREIGN_CINEMA]);
    const byAdmin = await trail(admin, { actor: "admin" });
    expect(byAdmin.map((e) => e.action)).toEqual(["price_rules.update", "holiday.add", "price_rules.update"]);
    expect(await trail(admin, { actor: byAdmin[0]!.actor!.id })).toEqual(byAdmin);
    expect(await trail(admin, { actor: "nhan vien hancine" })).toHaveLength(5);
    // 2026-05-01 in Vietnam is 2026-04-30T17:00Z to 2026-05-01T17:00Z.
    expect(await trail(admin, { from: "2026-05-01", to: "2026-05-01" })).toHaveLength(4);
    expect(await trail(admin, { from: "2026-05-02" })).toHaveLength(1);
    expect(await trail(admin, { to: "2026-04-30" })).toEqual([]);
    expect(await trail(admin, { page: "2" })).toEqual([]);
    const wrongOrder = await get(admin, "/api/v1/admin/audit?from=2026-05-02&to=2026-05-01");
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json().error.fields.to).toBe("Ngày kết thúc phải bằng hoặc sau ngày bắt đầu.");
    const badEntity = await get(admin, "/api/v1/admin/audit?entity=rap-chieu");
    expect(badEntity.json().error.fields.entity).toMatch(/^Loại đối tượng phải là một trong: film, media/);
  });
});
