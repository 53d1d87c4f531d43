import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Distributor } from "@hancine/contract/film-hire";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { asUser, expectGuarded, OWN_CINEMA, signedIn } from "#server/testing/back-office-test-kit.ts";
import { createCinema } from "#server/db/seed/factories.ts";

let t: TestApp;
let admin: string;

const NEW = { name: "  Mega  Phim Việt ", legalName: "Công ty TNHH Mega Phim Việt", taxCode: "0312345678", address: "12 Lê Duẩn, Quận 1, TP. Hồ Chí Minh" };

const list = async () => (await asUser(t, admin, { url: "/api/v1/admin/distributors" })).json().result as Distributor[];
const post = (cookie: string | undefined, payload: object) => asUser(t, cookie, { method: "POST", url: "/api/v1/admin/distributors", payload });
const put = (cookie: string | undefined, slug: string, payload: object) =>
  asUser(t, cookie, { method: "PUT", url: `/api/v1/admin/distributors/${slug}`, payload });

beforeAll(async () => {
  t = await createTestApp();
  await createCinema(t.database.db, { slug: OWN_CINEMA });
  admin = await signedIn(t, "admin");
}, 60_000);
afterAll(() => t.close());

describe("distributors in the back office", () => {
  it("are added and changed by admins only; managers read the list", async () => {
    await expectGuarded(
      t,
      { method: "POST", url: "/api/v1/admin/distributors", payload: { name: "Không Được Thêm" } },
      { minRole: "admin", cinema: OWN_CINEMA },
    );
    await expectGuarded(t, { method: "PUT", url: "/api/v1/admin/distributors/cj-hk", payload: { name: "CJ HK" } }, { minRole: "admin", cinema: OWN_CINEMA });
    const manager = await signedIn(t, "manager", [OWN_CINEMA]);
    expect((await asUser(t, manager, { url: "/api/v1/admin/distributors" })).statusCode).toBe(200);
    expect((await list()).some((d) => d.name === "Không Được Thêm")).toBe(false);
  });

  it("an admin adds one: its slug from the name, its details tidied, listed, audited; the same name again is refused", async () => {
    const created = await post(admin, NEW);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().result).toEqual({
      slug: "mega-phim-viet",
      name: "Mega Phim Việt",
      legalName: NEW.legalName,
      taxCode: NEW.taxCode,
      address: NEW.address,
    });
    expect((await list()).find((d) => d.slug === "mega-phim-viet")?.name).toBe("Mega Phim Việt");

    // The same name, written differently, would take the same slug.
    const again = await post(admin, { name: "MEGA phim viet" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("SLUG_TAKEN");
    expect(again.json().error.fields.name).toContain("Đã có nhà phát hành");

    const trail = await asUser(t, admin, { url: "/api/v1/admin/audit?entity=distributor" });
    const entries = trail.json().result as { action: string; label: string; before: unknown; after: { taxCode: string } }[];
    expect(entries.map((e) => e.action)).toEqual(["distributor.created"]);
    expect(entries[0]!.before).toBeNull();
    expect(entries[0]!.after.taxCode).toBe("0312345678");
  });

  it("an admin corrects one: names and tax details replaced, blank fields become none, the slug stays; audited with before and after", async () => {
    const edited = await put(admin, "mega-phim-viet", { name: "Mega Phim Việt Nam", legalName: "", taxCode: "0312345678-001", address: "  " });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result).toEqual({ slug: "mega-phim-viet", name: "Mega Phim Việt Nam", legalName: null, taxCode: "0312345678-001", address: null });
    const trail = await asUser(t, admin, { url: "/api/v1/admin/audit?entity=distributor" });
    const latest = (trail.json().result as { action: string; before: { name: string }; after: { name: string } }[])[0]!;
    expect(latest.action).toBe("distributor.updated");
    expect(latest.before.name).toBe("Mega Phim Việt");
    expect(latest.after.name).toBe("Mega Phim Việt Nam");
    // A film's terms can name it at once.
    expect((await list()).map((d) => d.slug)).toContain("mega-phim-viet");
  });

  it("refuses bad input with a Vietnamese message and changes nothing", async () => {
    const before = await list();
    const cases: [object, string, RegExp][] = [
      [{}, "name", /Hãy nhập tên nhà phát hành/],
      [{ name: "   " }, "name", /Hãy nhập tên nhà phát hành/],
      [{ name: "!!!" }, "name", /phải có chữ cái hoặc chữ số/],
      [{ name: "x".repeat(121) }, "name", /tối đa 120 ký tự/],
      [{ name: "Phim Mới", taxCode: "12345" }, "taxCode", /10 chữ số/],
      [{ name: "Phim Mới", taxCode: 312345678 }, "taxCode", /Mã số thuế/],
      [{ name: "Phim Mới", address: "a".repeat(301) }, "address", /tối đa 300 ký tự/],
      [{ name: ["Phim"] }, "name", /Hãy nhập tên nhà phát hành/],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await post(admin, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error.code).toBe("VALIDATION_FAILED");
      expect(answer.json().error.fields[field], JSON.stringify(payload)).toMatch(message);
    }
    const unknown = await put(admin, "khong-co-nha-nay", { name: "Ai Đó" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("Không tìm thấy nhà phát hành này.");
    const badSlug = await put(admin, "Không Hợp Lệ", { name: "Ai Đó" });
    expect([400, 404]).toContain(badSlug.statusCode);
    expect(await list()).toEqual(before);
  });
});
