import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { queryRows } from "#server/db/client.ts";
import { createPromotion, createVoucher } from "#server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { BOOKING_NOW, createScene, customers, hold, type Customer } from "../booking/booking-test-kit.ts";
import { asUser, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";

/** Issue 15, "Content": vouchers in the back office — list, create, edit, archive (decision 048). */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: BOOKING_NOW, env: { CAPTCHA_ENABLED: "false" } });
  admin = await signedIn(t, "admin");
});
afterAll(() => t.close());

let serial = 0;
const freshCode = (stem: string) => `${stem}${++serial}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

/** What the editor sends: 20% off at most 50.000\u00a0₫, orders from 100.000\u00a0₫, Monday to Thursday, MoMo only. */
const voucherBody = (overrides: Record<string, unknown> = {}) => ({
  code: freshCode("THU"),
  rule: {
    benefit: { kind: "order_percent", percent: 20, maxVnd: 50_000 },
    conditions: { minOrderVnd: 100_000, weekdays: [1, 2, 3, 4], paymentMethods: ["momo"] },
  },
  validFrom: "01/11/2026 00:00",
  validUntil: "01/01/2027 00:00",
  totalLimit: 500,
  perCustomerLimit: 2,
  active: true,
  ...overrides,
});

const post = (payload: unknown, cookie = admin) =>
  asUser(t, cookie, { method: "POST", url: "/api/v1/admin/vouchers", payload: payload as Record<string, unknown> });
const patch = (code: string, payload: unknown, cookie = admin) =>
  asUser(t, cookie, { method: "PATCH", url: `/api/v1/admin/vouchers/${code}`, payload: payload as Record<string, unknown> });
const read = async (code: string) => (await asUser(t, admin, { method: "GET", url: `/api/v1/admin/vouchers/${code}` })).json().result;
const auditOf = async (code: string) =>
  (await asUser(t, admin, { method: "GET", url: `/api/v1/admin/audit?entity=voucher&id=${code}` })).json().result as {
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

describe("who may see and change vouchers", () => {
  it("refuses every voucher endpoint to anyone but an admin (401 signed out, 403 customer, staff, manager), and stores nothing", async () => {
    await createVoucher(t.database.db, { code: "GUARDED", now: BOOKING_NOW });
    const body = voucherBody({ code: "KHONGDUOC" });
    await expectGuarded(t, { method: "GET", url: "/api/v1/admin/vouchers" }, { minRole: "admin" });
    await expectGuarded(t, { method: "POST", url: "/api/v1/admin/vouchers", payload: body }, { minRole: "admin" });
    await expectGuarded(t, { method: "GET", url: "/api/v1/admin/vouchers/GUARDED" }, { minRole: "admin" });
    await expectGuarded(t, { method: "PATCH", url: "/api/v1/admin/vouchers/GUARDED", payload: { totalLimit: 1, active: false } }, { minRole: "admin" });
    expect((await asUser(t, admin, { method: "GET", url: "/api/v1/admin/vouchers/KHONGDUOC" })).statusCode).toBe(404);
    expect(await read("GUARDED")).toMatchObject({ totalLimit: null, active: true });
    expect(await auditOf("GUARDED")).toEqual([]);
  });
});

describe("the list", () => {
  it("lists each voucher with its rule in words, its limits and its uses so far", async () => {
    await createVoucher(t.database.db, { code: "THUTU20K", now: BOOKING_NOW, totalLimit: 100, perCustomerLimit: 1 });
    const answer = await asUser(t, admin, { method: "GET", url: "/api/v1/admin/vouchers?q=thutu20k" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const voucher = (answer.json().result.items as { code: string }[]).find((v) => v.code === "THUTU20K");
    expect(voucher).toMatchObject({ totalLimit: 100, perCustomerLimit: 1, used: 0, paid: 0, active: true, benefit: "Giảm 10.000\u00a0₫ cho đơn hàng" });
  });
});

describe("searching and paging the content lists", () => {
  it("finds vouchers by code or benefit, case and diacritics ignored, 20 a page", async () => {
    const tag = `TRANG${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    for (let i = 0; i < 25; i++) await createVoucher(t.database.db, { code: `${tag}${String(i).padStart(2, "0")}`, now: BOOKING_NOW });
    const page = async (query: string) => (await asUser(t, admin, { method: "GET", url: `/api/v1/admin/vouchers?${query}` })).json().result;
    const first = await page(`q=${tag.toLowerCase()}`);
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    const second = await page(`q=${tag}&page=2`);
    expect(second.items).toHaveLength(5);
    expect(new Set([...first.items, ...second.items].map((v: { code: string }) => v.code)).size).toBe(25);
    expect((await page(`q=${tag}&page=3`)).items).toEqual([]);
    // "Giảm 10.000 ₫ cho đơn hàng", typed without accents.
    expect((await page(`q=${encodeURIComponent(`giam 10.000 don hang ${tag}`)}`)).total).toBe(25);
  });

  it("finds products, posts, promotions and banners by their words without accents", async () => {
    const products = (await asUser(t, admin, { method: "GET", url: "/api/v1/admin/products?q=combo%20song%20han" })).json().result;
    expect(products.items.map((p: { slug: string }) => p.slug)).toContain("combo-song-han");
    for (const list of ["banners", "promotions", "posts"]) {
      const all = (await asUser(t, admin, { method: "GET", url: `/api/v1/admin/${list}` })).json().result;
      expect(all.total, list).toBeGreaterThan(0);
      const none = (await asUser(t, admin, { method: "GET", url: `/api/v1/admin/${list}?q=khongcotuthenaotrongdemo` })).json().result;
      expect(none, list).toMatchObject({ items: [], total: 0 });
    }
  });

  it("refuses a bad page or search in Vietnamese, on every list, to admins; and the lists to anyone else", async () => {
    for (const list of ["banners", "promotions", "posts", "products", "vouchers"]) {
      for (const [query, field, message] of [
        ["page=0", "page", /Trang bắt đầu từ 1/],
        ["page=abc", "page", /Trang phải là một số/],
        ["page=1.5", "page", /Trang phải là số nguyên/],
        [`q=${"a".repeat(101)}`, "q", /tối đa 100 ký tự/],
      ] as const) {
        const bad = await asUser(t, admin, { method: "GET", url: `/api/v1/admin/${list}?${query}` });
        expect(bad.statusCode, `${list}?${query}`).toBe(400);
        expect(bad.json().error.fields[field]).toMatch(message);
      }
    }
    await expectGuarded(t, { method: "GET", url: "/api/v1/admin/posts?q=review&page=2" }, { minRole: "admin" });
  });
});

describe("creating a voucher", () => {
  it("stores the rule, validity and limits as typed, writes its conditions in Vietnamese, and audits the creation", async () => {
    const body = voucherBody({ code: "  thu-moi20  " });
    const created = await post(body);
    expect(created.statusCode, created.body).toBe(201);
    const voucher = created.json().result;
    expect(voucher).toMatchObject({
      code: "THU-MOI20",
      rule: body.rule,
      totalLimit: 500,
      perCustomerLimit: 2,
      active: true,
      used: 0,
      // 01/11/2026 00:00 in Vietnam (UTC+7) is 31/10 17:00 UTC.
      validFrom: "2026-10-31T17:00:00.000Z",
      validUntil: "2026-12-31T17:00:00.000Z",
      benefit: "Giảm 20% giá trị đơn hàng, tối đa 50.000\u00a0₫",
    });
    expect(voucher.conditions).toEqual([
      "Áp dụng cho suất chiếu vào Thứ Hai, Thứ Ba, Thứ Tư hoặc Thứ Năm.",
      "Đơn hàng từ 100.000\u00a0₫ trở lên.",
      "Thanh toán bằng Ví MoMo.",
      "Mỗi tài khoản dùng tối đa 2 lần.",
      "Số lượng có hạn: 500 lượt cho toàn chuỗi.",
      "Hiệu lực từ 01/11/2026 đến hết 31/12/2026.",
    ]);
    const [entry] = await auditOf("THU-MOI20");
    expect(entry).toMatchObject({
      action: "voucher.create",
      before: null,
      after: { totalLimit: 500, perCustomerLimit: 2, active: true, benefit: "Giảm 20% giá trị đơn hàng, tối đa 50.000\u00a0₫" },
    });
  });

  it("answers 409 with a clear message for a code that exists (whatever its case), and changes nothing", async () => {
    const first = voucherBody({ code: freshCode("TRUNG") });
    expect((await post(first)).statusCode).toBe(201);
    const again = await post(voucherBody({ code: first.code.toLowerCase(), totalLimit: 1 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("VOUCHER_CODE_TAKEN");
    expect(again.json().error.message).toBe(`Mã ${first.code} đã có. Bạn hãy đặt mã khác, hoặc mở voucher ${first.code} trong danh sách để sửa.`);
    expect(again.json().error.fields.code).toBe(again.json().error.message);
    expect(await read(first.code)).toMatchObject({ totalLimit: 500 });
    expect(await auditOf(first.code)).toHaveLength(1);
  });

  it("two admins saving the same new code at once: one voucher, one 409", async () => {
    const code = freshCode("DUADUA");
    const answers = await Promise.all([post(voucherBody({ code, totalLimit: 10 })), post(voucherBody({ code, totalLimit: 20 }))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await auditOf(code)).toHaveLength(1);
  });

  it("refuses bad input field by field, in Vietnamese, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ code: "" }, "code", /Vui lòng nhập mã voucher/],
      [{ code: "GIẢM GIÁ" }, "code", /chữ cái không dấu/],
      [{ code: "<script>" }, "code", /chữ cái không dấu/],
      [{ code: 42 }, "code", /Mã voucher phải là chữ/],
      [{ validFrom: "" }, "validFrom", /Vui lòng nhập thời điểm bắt đầu hiệu lực/],
      [{ validFrom: "31/02/2027 00:00" }, "validFrom", /không có trên lịch/],
      [{ validUntil: "01/10/2026 00:00" }, "validUntil", /phải sau thời điểm bắt đầu/],
      [{ totalLimit: 0 }, "totalLimit", /Giới hạn lượt dùng toàn chuỗi ít nhất là 1/],
      [{ perCustomerLimit: 1.5 }, "perCustomerLimit", /Giới hạn mỗi khách phải là số nguyên/],
      [{ perCustomerLimit: "2" }, "perCustomerLimit", /Giới hạn mỗi khách phải là một số/],
      [{ active: "yes" }, "active", /Trạng thái phải là đúng/],
      [{ rule: { benefit: { kind: "order_percent", percent: 120 }, conditions: {} } }, "rule.benefit.percent", /Phần trăm giảm từ 1 đến 100/],
      [{ rule: { benefit: { kind: "order_amount", amountVnd: -5 }, conditions: {} } }, "rule.benefit.amountVnd", /Số tiền giảm phải lớn hơn 0/],
      [{ rule: { benefit: { kind: "free_money", amountVnd: 5 }, conditions: {} } }, "rule.benefit.kind", /Loại ưu đãi chỉ gồm/],
      [
        { rule: { benefit: { kind: "order_amount", amountVnd: 5_000 }, conditions: { weekdays: [0] } } },
        "rule.conditions.weekdays.0",
        /từ 1 \(Thứ Hai\) đến 7/,
      ],
      [
        { rule: { benefit: { kind: "order_amount", amountVnd: 5_000 }, conditions: { paymentMethods: ["cash"] } } },
        "rule.conditions.paymentMethods.0",
        /VNPay hoặc Ví MoMo/,
      ],
      [
        { rule: { benefit: { kind: "order_amount", amountVnd: 5_000 }, conditions: { minOrderVnd: 1e12 } } },
        "rule.conditions.minOrderVnd",
        /tối đa 100\.000\.000/,
      ],
      [
        { rule: { benefit: { kind: "order_amount", amountVnd: 5_000 }, conditions: { startsFrom: "22:00", startsBefore: "18:00" } } },
        "rule.conditions.startsBefore",
        /phải sau giờ bắt đầu sớm nhất/,
      ],
    ];
    for (const [override, field, message] of cases) {
      const body = voucherBody(override);
      const bad = await post(body);
      expect(bad.statusCode, JSON.stringify(override)).toBe(400);
      expect(bad.json().error.code).toBe("VALIDATION_FAILED");
      expect(bad.json().error.fields[field], `${JSON.stringify(override)} → ${JSON.stringify(bad.json().error.fields)}`).toMatch(message);
    }
    for (const hostile of [null, [], { __proto__: { active: true } }, { ...voucherBody(), rule: "giảm 100%" }]) {
      const bad = await post(hostile);
      expect(bad.statusCode, JSON.stringify(hostile)).toBe(400);
      expect(bad.json().error.message).toMatch(/[ạảãầấậẩẫằắặẳẵẹẻẽềếệểễịỉĩọỏõồốộổỗờớợởỡụủũừứựửữỳýỵỷỹđ]/);
    }
    expect((await asUser(t, admin, { method: "GET", url: "/api/v1/admin/vouchers?q=KHONGDUOC" })).json().result.total).toBe(0);
    expect((await asUser(t, admin, { method: "GET", url: "/api/v1/admin/vouchers?q=%3Cscript%3E" })).json().result.total).toBe(0);
  });
});

/** A held order of one seat on a new showtime (Monday 13:00), and its checkout started: the voucher's use is reserved. */
async function reservedUse(customer: Customer, code: string): Promise<Order> {
  const scene = await createScene(t);
  const held = await hold(customer, scene.showtimeId, [scene.seat("C6")]);
  expect(held.statusCode, held.body).toBe(201);
  const order = held.json().result as Order;
  const applied = await customer("PATCH", `/api/v1/orders/${order.id}`, { voucherCode: code });
  expect(applied.statusCode, applied.body).toBe(200);
  const started = await customer("POST", `/api/v1/orders/${order.id}/checkout`, { method: "vnpay", ageConfirmed: true });
  expect(started.statusCode, started.body).toBe(200);
  return order;
}

const usesOf = async (code: string) =>
  (await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from voucher_uses where voucher_code = ${code}`))[0]!.n;

describe("editing a voucher", () => {
  it("changes the rule, validity and limits, archives and restores it, and audits each change with before and after", async () => {
    const { code } = voucherBody();
    expect((await post(voucherBody({ code }))).statusCode).toBe(201);
    const changed = await patch(code, {
      rule: { benefit: { kind: "order_amount", amountVnd: 30_000 }, conditions: { firstOrder: true } },
      totalLimit: null,
      validUntil: "15/01/2027 00:00",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result).toMatchObject({
      benefit: "Giảm 30.000\u00a0₫ cho đơn hàng",
      totalLimit: null,
      perCustomerLimit: 2,
      validUntil: "2027-01-14T17:00:00.000Z",
    });
    expect(changed.json().result.conditions).toContain("Dành cho đơn hàng đầu tiên của tài khoản.");

    expect((await patch(code, { active: false })).json().result.active).toBe(false);
    expect((await patch(code, { active: true })).json().result.active).toBe(true);
    // A save that changes nothing writes nothing.
    expect((await patch(code, { active: true, perCustomerLimit: 2 })).statusCode).toBe(200);

    const audit = await auditOf(code);
    expect(audit.map((a) => a.action)).toEqual(["voucher.restore", "voucher.archive", "voucher.update", "voucher.create"]);
    expect(audit[2]!.before).toMatchObject({
      benefit: "Giảm 20% giá trị đơn hàng, tối đa 50.000\u00a0₫",
      totalLimit: 500,
      validUntil: "2026-12-31T17:00:00.000Z",
    });
    expect(audit[2]!.after).toMatchObject({ benefit: "Giảm 30.000\u00a0₫ cho đơn hàng", totalLimit: null, validUntil: "2027-01-14T17:00:00.000Z" });
  });

  it("answers 404 in Vietnamese for a code that does not exist, and refuses a window out of order with the stored dates", async () => {
    const missing = await patch("KHONGCO", { totalLimit: 5 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("Không tìm thấy voucher này.");
    const { code } = voucherBody();
    await post(voucherBody({ code }));
    const early = await patch(code, { validUntil: "15/10/2026 00:00" });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields.validUntil).toBe("Thời điểm hết hiệu lực phải sau thời điểm bắt đầu.");
  });

  it("refuses a limit below the uses already made, saying how many, and keeps the voucher as it was", async () => {
    const code = freshCode("GIOIHAN");
    await createVoucher(t.database.db, { code, now: BOOKING_NOW, totalLimit: 10, perCustomerLimit: 3 });
    const [an, binh] = (await customers(t, 2)) as [Customer, Customer];
    await reservedUse(an, code);
    await reservedUse(an, code);
    await reservedUse(binh, code);
    expect(await usesOf(code)).toBe(3); // counted by hand: An twice, Bình once

    const total = await patch(code, { totalLimit: 2, rule: { benefit: { kind: "order_amount", amountVnd: 1_000 }, conditions: {} } });
    expect(total.statusCode).toBe(400);
    expect(total.json().error.fields.totalLimit).toBe(
      `Mã ${code} đã có 3 lượt dùng (gồm đơn đã thanh toán và đơn đang thanh toán), nên giới hạn toàn chuỗi phải từ 3 trở lên.`,
    );
    const each = await patch(code, { perCustomerLimit: 1 });
    expect(each.statusCode).toBe(400);
    expect(each.json().error.fields.perCustomerLimit).toBe(`Đã có khách dùng mã ${code} 2 lần, nên giới hạn mỗi khách phải từ 2 trở lên.`);
    expect(await read(code)).toMatchObject({ totalLimit: 10, perCustomerLimit: 3, used: 3, benefit: "Giảm 10.000\u00a0₫ cho đơn hàng" });
    expect(await auditOf(code)).toEqual([]);

    // Exactly the uses made is allowed: the voucher is then used up.
    expect((await patch(code, { totalLimit: 3, perCustomerLimit: 2 })).statusCode).toBe(200);
    const [chi] = (await customers(t, 1)) as [Customer];
    const scene = await createScene(t);
    const order = (await hold(chi, scene.showtimeId, [scene.seat("C6")])).json().result as Order;
    const refused = await chi("PATCH", `/api/v1/orders/${order.id}`, { voucherCode: code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(`Mã ${code} đã hết lượt sử dụng.`);
  });

  it("a limit lowered while a checkout takes the last use: never both (PostgreSQL row lock)", async () => {
    const code = freshCode("DUA");
    await createVoucher(t.database.db, { code, now: BOOKING_NOW, totalLimit: 2 });
    const [dung, giang] = (await customers(t, 2)) as [Customer, Customer];
    await reservedUse(dung, code);
    const scene = await createScene(t);
    const order = (await hold(giang, scene.showtimeId, [scene.seat("C6")])).json().result as Order;
    expect((await giang("PATCH", `/api/v1/orders/${order.id}`, { voucherCode: code })).statusCode).toBe(200);

    const [lowered, started] = await Promise.all([
      patch(code, { totalLimit: 1 }),
      giang("POST", `/api/v1/orders/${order.id}/checkout`, { method: "vnpay", ageConfirmed: true }),
    ]);
    expect([lowered.statusCode, started.statusCode].sort()).toEqual(lowered.statusCode === 200 ? [200, 409] : [200, 400]);
    const voucher = await read(code);
    expect(voucher.used).toBeLessThanOrEqual(voucher.totalLimit);
    expect(await usesOf(code)).toBe(lowered.statusCode === 200 ? 1 : 2);
  });

  it("an archived voucher is refused at checkout in Vietnamese; restored, it applies again", async () => {
    const code = freshCode("LUUTRU");
    await createVoucher(t.database.db, { code, now: BOOKING_NOW });
    expect((await patch(code, { active: false })).statusCode).toBe(200);
    const [hai] = (await customers(t, 1)) as [Customer];
    const scene = await createScene(t);
    const order = (await hold(hai, scene.showtimeId, [scene.seat("C6")])).json().result as Order;
    const refused = await hai("PATCH", `/api/v1/orders/${order.id}`, { voucherCode: code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(`Mã ${code} đã ngừng áp dụng.`);
    expect((await hai("GET", `/api/v1/orders/${order.id}`)).json().result.discount).toBe(0);
    expect((await patch(code, { active: true })).statusCode).toBe(200);
    expect((await hai("PATCH", `/api/v1/orders/${order.id}`, { voucherCode: code })).json().result.discount).toBe(10_000);
  });

  it("a promotion advertising the voucher shows the edited rule's conditions at once, in the back office and on the public page", async () => {
    const code = freshCode("QUANGBA");
    await createVoucher(t.database.db, { code, now: BOOKING_NOW });
    const promotion = await createPromotion(t.database.db, { voucherCode: code, status: "published" });
    const publicPage = async () => (await t.app.inject(`/api/v1/promotions/${promotion.slug}`)).json().result.voucher;
    expect((await publicPage()).benefit).toBe("Giảm 10.000\u00a0₫ cho đơn hàng"); // now in the public cache

    await patch(code, { rule: { benefit: { kind: "per_combo", amountVnd: 15_000, maxCombos: 2 }, conditions: { weekdays: [6, 7] } }, perCustomerLimit: 1 });
    const shown = await publicPage();
    expect(shown.benefit).toBe("Giảm 15.000\u00a0₫ mỗi combo bắp nước (tối đa 2 combo mỗi đơn)");
    expect(shown.conditions).toEqual(expect.arrayContaining(["Áp dụng cho suất chiếu vào Thứ Bảy hoặc Chủ Nhật.", "Mỗi tài khoản dùng tối đa 1 lần."]));
    const admin_ = (await asUser(t, admin, { method: "GET", url: `/api/v1/admin/promotions/${promotion.id}` })).json().result;
    expect(admin_.voucher.benefit).toBe(shown.benefit);
  });
});
