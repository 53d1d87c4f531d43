import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createVoucher, type Cinema } from "#server/db/seed/factories.ts";
import { asUser, createOrderDeskTestApp, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { proveWithTotp } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, type Scene } from "../booking/booking-test-kit.ts";
import { rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { expectRollupToMatchRecount } from "../reports/sales-rollup-test-kit.ts";

/**
 * Issue 34's shift steps: the shift report (JSON and CSV), a cinema's shifts for its managers, a
 * cash difference above 50.000 ₫ (the issue's default threshold) waiting for a manager's approval
 * with a fresh second factor, the overview's alerts, and counter sales in the sales reports by
 * channel and payment method. Issue 33: a manager's own counter refund above REFUND_STEP_UP_VND
 * (0 here: every refund is large) asks for the second factor again.
 */
let t: CheckoutTestApp;
let own: Cinema;
let other: Cinema;
let scene: Scene;
let staff: string;
let manager: string;
let admin: string;
let comboId: string;
const at = (local: string) => new Date(`${local}+07:00`);
const STALE = new Date(BOOKING_NOW.getTime() + 11 * 60_000);
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

beforeAll(async () => {
  ({ t, own, other, scene } = await createOrderDeskTestApp(at("2026-11-28T19:00:00"), { REFUND_STEP_UP_VND: "0" }));
  staff = await signedIn(t, "staff", [own.slug]);
  manager = await signedIn(t, "manager", [own.slug]);
  admin = await signedIn(t, "admin");
  comboId = (await createProduct(t.database.db, { name: "Combo Bắp Nước", price: 89_000 })).id;
});
afterAll(() => t.close());

const send = (cookie: string | undefined, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  asUser(t, cookie, { method, url: `/api/v1${url}`, ...(payload !== undefined && { payload }) });
const idOf = async (cookie: string) => (await send(cookie, "GET", "/auth/me")).json().result.user.id as string;
const price = (...labels: string[]) => labels.reduce((sum, l) => sum + scene.seat(l).price, 0);

async function openShift(cookie: string, openingFloat: number): Promise<string> {
  const answer = await send(cookie, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().result.id as string;
}
async function sell(cookie: string, shiftId: string, labels: string[], payments: object[], products: object[] = []): Promise<string> {
  const answer = await send(cookie, "POST", "/box-office/sales", {
    shiftId,
    showtimeId: scene.showtimeId,
    seatIds: labels.map((l) => scene.seat(l).id),
    products,
    payments,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().result.order.code as string;
}

describe("the shift report: the close's figures, so far for an open shift, and as CSV", () => {
  let shiftId: string;
  let cashTotal: number;
  let cardTotal: number;

  it("an open shift's report is what the drawer holds so far: by method, tickets, products, refunds, drops; nothing counted yet", async () => {
    shiftId = await openShift(staff, 500_000);
    cashTotal = price("C1", "C2") + 89_000;
    await sell(staff, shiftId, ["C1", "C2"], [{ method: "cash", amount: cashTotal, tendered: cashTotal + 11_000 }], [{ id: comboId, quantity: 1 }]);
    cardTotal = price("C3");
    await sell(staff, shiftId, ["C3"], [{ method: "card", amount: cardTotal, reference: "POS-778899" }]);
    const refunded = await sell(manager, await openShift(manager, 0), ["C4"], [{ method: "cash", amount: price("C4") }]);
    // A manager refunds at the staff member's drawer: the cash comes out of it.
    const back = await send(manager, "POST", `/box-office/orders/${refunded}/refund`, { shiftId, reason: "Khách đổi ý" });
    expect(back.statusCode, back.body).toBe(200);
    expect((await send(staff, "POST", `/box-office/shifts/${shiftId}/cash-drops`, { amount: 200_000, note: "Chuyển két giữa ca" })).statusCode).toBe(201);

    const answer = await send(staff, "GET", `/box-office/shifts/${shiftId}/report`);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json().result;
    expect(report).toMatchObject({
      shiftId,
      openingFloat: 500_000,
      cashSales: cashTotal,
      cashRefunds: price("C4"),
      cashDrops: 200_000,
      expectedCash: 500_000 + cashTotal - price("C4") - 200_000,
      countedCash: null,
      difference: null,
      approval: null,
      orders: 2,
      tickets: 3,
      products: 1,
      byMethod: { cash: cashTotal - price("C4"), card: cardTotal, vietqr: 0, gift_card: 0 },
      sales: { cash: cashTotal, card: cardTotal, vietqr: 0, gift_card: 0 },
      refunds: { orders: 1, amount: price("C4"), byMethod: { cash: price("C4"), card: 0, vietqr: 0, gift_card: 0 } },
      productLines: [{ name: "Combo Bắp Nước", quantity: 1, amount: 89_000 }],
      shift: { id: shiftId, status: "open", cinema: { slug: own.slug }, expectedCash: null, countedCash: null, difference: null, approval: null },
    });
    expect(report.drops).toEqual([{ amount: 200_000, note: "Chuyển két giữa ca", at: BOOKING_NOW.toISOString() }]);
  });

  it("as CSV: UTF-8 with a BOM, a Vietnamese file name in filename* (and an ASCII one), the same figures", async () => {
    const answer = await send(staff, "GET", `/box-office/shifts/${shiftId}/report?format=csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const disposition = String(answer.headers["content-disposition"]);
    expect(disposition).toMatch(/^attachment; filename="ca-ban-ve-[a-z0-9-]+\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toMatch(/^Ca bán vé .+ 2026-11-23 10h00\.csv$/);
    const body = answer.rawPayload.toString("utf8");
    expect(body.startsWith("\uFEFFMục,Nội dung,Giá trị\r\n")).toBe(true);
    expect(body).toContain(`Tiền mặt (VND),Tiền đầu ca,500000\r\n`);
    expect(body).toContain(`Tiền mặt (VND),Tiền dự kiến trong ngăn kéo,${500_000 + cashTotal - price("C4") - 200_000}\r\n`);
    expect(body).toContain(`Theo hình thức (VND),Thẻ: thu,${cardTotal}\r\n`);
    expect(body).toContain("Bắp nước,Combo Bắp Nước (1 phần),89000\r\n");
    expect(body).toContain("Chuyển két (VND),10:00 23/11/2026 — Chuyển két giữa ca,200000\r\n");
    expect(body).toContain("Ca bán vé,Đóng ca,Đang mở (số liệu đến lúc xuất)\r\n");
  });

  it("who reads it: the drawer's own staff, managers and admins of the cinema; another staff member, another cinema, a customer → 403; anonymous 401", async () => {
    await expectGuarded(t, { method: "GET", url: `/api/v1/box-office/shifts/${shiftId}/report` }, { minRole: "staff", cinema: own.slug });
    const colleague = await send(await signedIn(t, "staff", [own.slug]), "GET", `/box-office/shifts/${shiftId}/report`);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().error.message).toMatch(VIETNAMESE);
    for (const cookie of [manager, admin]) expect((await send(cookie, "GET", `/box-office/shifts/${shiftId}/report`)).statusCode).toBe(200);
    expect((await send(manager, "GET", "/box-office/shifts/not-a-uuid/report")).statusCode).toBe(404);
    expect((await send(manager, "GET", "/box-office/shifts/00000000-0000-4000-8000-000000000000/report")).statusCode).toBe(404);
    const bad = await send(manager, "GET", `/box-office/shifts/${shiftId}/report?format=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(VIETNAMESE);
  });
});

describe("a cash difference above 50.000 ₫ needs a manager's approval", () => {
  it("a close off by exactly 50.000 ₫ needs none; 50.001 ₫ leaves the shift closed with its approval pending (either way)", async () => {
    const small = await openShift(await signedIn(t, "staff", [own.slug]).then((c) => ((globalThis as { c?: string }).c = c)), 300_000);
    const smallCookie = (globalThis as { c?: string }).c!;
    const closedSmall = await send(smallCookie, "POST", `/box-office/shifts/${small}/close`, { countedCash: 250_000 });
    expect(closedSmall.statusCode, closedSmall.body).toBe(200);
    expect(closedSmall.json().result).toMatchObject({ expectedCash: 300_000, countedCash: 250_000, difference: -50_000, approval: null });

    for (const counted of [249_999, 350_001]) {
      const cookie = await signedIn(t, "staff", [own.slug]);
      const id = await openShift(cookie, 300_000);
      const closed = await send(cookie, "POST", `/box-office/shifts/${id}/close`, { countedCash: counted });
      expect(closed.json().result).toMatchObject({ difference: counted - 300_000, approval: "pending" });
      const shift = (await send(cookie, "GET", `/box-office/shifts/${id}/report`)).json().result.shift;
      expect(shift).toMatchObject({
        status: "closed",
        expectedCash: 300_000,
        countedCash: counted,
        approval: { state: "pending", threshold: 50_000, approvedBy: null },
      });
    }
  });

  it("a manager of the cinema approves with a note and a fresh second factor; staff, another cinema, one's own drawer → 403; twice → 409", async () => {
    const cashier = await signedIn(t, "staff", [own.slug]);
    const id = await openShift(cashier, 400_000);
    await send(cashier, "POST", `/box-office/shifts/${id}/close`, { countedCash: 300_000 });
    const approve = (cookie: string | undefined, note: unknown = "Khách trả thiếu, đã lập biên bản") =>
      send(cookie, "POST", `/box-office/shifts/${id}/approve`, { note });

    await expectGuarded(
      t,
      { method: "POST", url: `/api/v1/box-office/shifts/${id}/approve`, payload: { note: "Đã kiểm" } },
      { minRole: "manager", cinema: own.slug },
    );
    for (const note of ["", "ab", 12, "x".repeat(301)]) {
      const bad = await approve(manager, note);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.note).toMatch(VIETNAMESE);
    }
    expect((await send(manager, "POST", `/box-office/shifts/${id}/approve`, {})).statusCode).toBe(400);

    t.setNow(STALE);
    try {
      const stale = await approve(manager);
      expect(stale.statusCode).toBe(403);
      expect(stale.json().error).toMatchObject({ code: "STEP_UP_REQUIRED", details: { maxAgeMinutes: 10, methods: ["totp"] } });
      expect((await send(manager, "GET", `/box-office/shifts/${id}/report`)).json().result.shift.approval.state).toBe("pending");
      await proveWithTotp(t, manager, await idOf(manager));
      const ok = await approve(manager);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().result).toMatchObject({
        id,
        status: "closed",
        difference: -100_000,
        approval: { state: "approved", approvedBy: { id: await idOf(manager) }, approvedAt: STALE.toISOString(), note: "Khách trả thiếu, đã lập biên bản" },
      });
      const again = await approve(admin);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe("SHIFT_NOT_PENDING");
      expect(again.json().error.message).toMatch(VIETNAMESE);
    } finally {
      t.setNow(BOOKING_NOW);
    }
    const [audit] = await rows(
      t,
      sql<{
        n: number;
        note: string;
      }>`select count(*)::int as n, max(after->>'note') as note from audit_log where action = 'shift.approve' and entity_id = ${id}`,
    );
    expect(audit).toEqual({ n: 1, note: "Khách trả thiếu, đã lập biên bản" });
  });

  it("a manager's own drawer needs another manager or an admin; an open shift or one within the threshold has nothing to approve (409)", async () => {
    const ownerManager = await signedIn(t, "manager", [own.slug]);
    const id = await openShift(ownerManager, 0);
    const open = await send(manager, "POST", `/box-office/shifts/${id}/approve`, { note: "Chưa đóng ca" });
    expect(open.statusCode).toBe(409);
    expect(open.json().error.code).toBe("SHIFT_NOT_PENDING");
    await send(ownerManager, "POST", `/box-office/shifts/${id}/close`, { countedCash: 90_000 });
    const self = await send(ownerManager, "POST", `/box-office/shifts/${id}/approve`, { note: "Tự duyệt" });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toContain("không tự duyệt");
    expect((await send(admin, "POST", `/box-office/shifts/${id}/approve`, { note: "Quản trị đã kiểm két" })).statusCode).toBe(200);
  });
});

describe("a cinema's shifts for its managers", () => {
  it("newest first with who, float, expected, counted, difference and approval; filters by status and approval; staff 403", async () => {
    await expectGuarded(t, { method: "GET", url: `/api/v1/box-office/shifts?cinema=${own.slug}` }, { minRole: "manager", cinema: own.slug });
    const all = await send(manager, "GET", `/box-office/shifts?cinema=${own.slug}`);
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json().result as { status: string; approval: { state: string } | null; openedAt: string }[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.some((s) => s.status === "open") && list.some((s) => s.status === "closed")).toBe(true);
    const pending = (await send(manager, "GET", `/box-office/shifts?cinema=${own.slug}&approval=pending`)).json().result as typeof list;
    expect(pending.length).toBe(2);
    expect(pending.every((s) => s.approval?.state === "pending")).toBe(true);
    const open = (await send(admin, "GET", `/box-office/shifts?cinema=${own.slug}&status=open`)).json().result as typeof list;
    expect(open.every((s) => s.status === "open")).toBe(true);
    expect((await send(await signedIn(t, "manager", [other.slug]), "GET", `/box-office/shifts?cinema=${other.slug}`)).json().result).toEqual([]);
    for (const query of ["", `?cinema=${own.slug}&status=mo`, `?cinema=${own.slug}&limit=0`, `?cinema=${own.slug}&approval=yes`]) {
      const bad = await send(manager, "GET", `/box-office/shifts${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().error.message).toMatch(VIETNAMESE);
    }
    expect((await send(manager, "GET", "/box-office/shifts?cinema=khong-co-rap")).statusCode).toBe(404);
  });
});

describe("the overview's alerts: yesterday's unclosed shift and pending approvals", () => {
  it("a shift opened yesterday and still open, and each pending difference, link to the shifts page; another cinema's manager sees none", async () => {
    await expectGuarded(t, { method: "GET", url: `/api/v1/admin/reports/overview?cinema=${own.slug}` }, { minRole: "staff", cinema: own.slug });
    const forgetful = await signedIn(t, "staff", [own.slug]);
    await openShift(forgetful, 100_000);
    const today = await send(manager, "GET", `/admin/reports/overview?cinema=${own.slug}`);
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().result.alerts.filter((a: { kind: string }) => a.kind === "open_shift")).toEqual([]);
    expect(today.json().result.alerts.filter((a: { kind: string }) => a.kind === "shift_approval")).toHaveLength(2);

    t.setNow(new Date(BOOKING_NOW.getTime() + 86_400_000));
    try {
      const tomorrow = (await send(manager, "GET", "/admin/reports/overview")).json().result;
      const open = tomorrow.alerts.filter((a: { kind: string }) => a.kind === "open_shift");
      // The morning's shifts of this file still open: each one, by its person and day.
      expect(open.length).toBeGreaterThanOrEqual(1);
      expect(open[0]).toMatchObject({ link: `/admin/ca-ban-ve?cinema=${own.slug}` });
      expect(open.map((a: { message: string }) => a.message)).toContainEqual(expect.stringMatching(/^Ca của .+ mở từ 10:00 23\/11\/2026 chưa đóng$/));
      const pending = tomorrow.alerts.find((a: { kind: string }) => a.kind === "shift_approval");
      expect(pending.message).toMatch(/^Ca của .+ đóng lúc \d\d:\d\d \d\d\/\d\d\/2026 lệch -?\d{1,3}(\.\d{3})*\s₫, chờ quản lý duyệt$/);
      const foreign = (await send(await signedIn(t, "manager", [other.slug]), "GET", "/admin/reports/overview")).json().result;
      expect(foreign.alerts).toEqual([]);
    } finally {
      t.setNow(BOOKING_NOW);
    }
    const bad = await send(manager, "GET", "/admin/reports/overview?cinema=R%E1%BA%A1p!");
    expect(bad.statusCode).toBe(400);
  });
});

describe("counter sales in the sales reports: channel and payment method", () => {
  it("the dashboard counts the counter's orders under 'Tại quầy' and their cash and card under their methods; a refund takes them off", async () => {
    const range = "from=2026-11-28&to=2026-11-28";
    const before = (await send(manager, "GET", `/admin/reports/dashboard?${range}&cinema=${own.slug}`)).json().result;
    const cashier = await signedIn(t, "staff", [own.slug]);
    const id = await openShift(cashier, 0);
    const mixed = price("F1", "F2");
    const code = await sell(
      cashier,
      id,
      ["F1", "F2"],
      [
        { method: "cash", amount: 100_000, tendered: 100_000 },
        { method: "card", amount: mixed - 100_000, reference: "POS-1" },
      ],
    );
    const after = (await send(manager, "GET", `/admin/reports/dashboard?${range}&cinema=${own.slug}`)).json().result;
    const channel = (d: typeof after, c: string) => d.channels.find((r: { channel: string }) => r.channel === c);
    expect(channel(after, "counter")).toMatchObject({
      label: "Tại quầy",
      orders: channel(before, "counter").orders + 1,
      tickets: channel(before, "counter").tickets + 2,
      revenue: channel(before, "counter").revenue + mixed,
    });
    expect(channel(after, "web")).toEqual(channel(before, "web"));
    const method = (d: typeof after, m: string) => d.paymentMethods.find((r: { method: string }) => r.method === m) ?? { orders: 0, revenue: 0 };
    expect(method(after, "cash")).toMatchObject({
      label: "Tiền mặt (quầy)",
      channel: "counter",
      orders: method(before, "cash").orders + 1,
      revenue: method(before, "cash").revenue + 100_000,
    });
    expect(method(after, "card")).toMatchObject({ label: "Thẻ (quầy)", channel: "counter", revenue: method(before, "card").revenue + mixed - 100_000 });
    expect(after.kpis.revenue).toBe(before.kpis.revenue + mixed);

    const csv = await send(manager, "GET", `/admin/reports/export?${range}&cinema=${own.slug}&table=payments&format=csv`);
    expect(csv.rawPayload.toString("utf8")).toContain(`Tiền mặt (quầy),Tại quầy,${method(after, "cash").orders},${method(after, "cash").revenue}\r\n`);

    const refund = await send(manager, "POST", `/box-office/orders/${code}/refund`, { shiftId: id, reason: "Suất đổi giờ" });
    // REFUND_STEP_UP_VND is 0 here and the manager proved at BOOKING_NOW (still recent).
    expect(refund.statusCode, refund.body).toBe(200);
    const undone = (await send(manager, "GET", `/admin/reports/dashboard?${range}&cinema=${own.slug}`)).json().result;
    expect(channel(undone, "counter")).toEqual(channel(before, "counter"));
    expect(method(undone, "cash")).toMatchObject({ orders: method(before, "cash").orders, revenue: method(before, "cash").revenue });
    expect(method(undone, "card")).toMatchObject({ orders: method(before, "card").orders, revenue: method(before, "card").revenue });
  });
});

describe("a counter refund of some tickets in the sales reports", () => {
  it("comes off at once (tickets, money, discount, channel, method, voucher), and the rest when the last tickets go", async () => {
    const range = "from=2026-11-28&to=2026-11-28";
    const dashboard = async () => (await send(manager, "GET", `/admin/reports/dashboard?${range}&cinema=${own.slug}`)).json().result;
    const sales = async () => (await send(manager, "GET", `/admin/reports/sales?${range}&cinema=${own.slug}&groupBy=cinema`)).json().result.totals;
    type Figures = { orders: number; tickets: number; revenue: number };
    const channel = (d: { channels: { channel: string }[] }, c: string) => d.channels.find((r) => r.channel === c) as unknown as Figures;
    const cashOf = (d: { paymentMethods: { method: string }[] }) =>
      (d.paymentMethods.find((r) => r.method === "cash") ?? { orders: 0, revenue: 0 }) as unknown as Omit<Figures, "tickets">;
    // The independent count: what the counter's drawers hold for paid orders, and their tickets not given back.
    const drawers = async () => {
      const [row] = await rows(
        t,
        sql<{ revenue: number; tickets: number }>`
          select (select coalesce(sum(cp.amount_vnd), 0)::int from counter_payments cp join orders o on o.id = cp.order_id
                   where o.status = 'paid' and o.showtime_id = ${scene.showtimeId}) as revenue,
                 (select count(*)::int from tickets tk join orders o on o.id = tk.order_id
                   where o.status = 'paid' and o.channel = 'counter' and o.showtime_id = ${scene.showtimeId} and tk.counter_refunded_at is null) as tickets`,
      );
      return row!;
    };
    const before = await dashboard();
    const beforeSales = await sales();
    const voucher = await createVoucher(t.database.db, { rule: { benefit: { kind: "order_amount", amountVnd: 40_000 }, conditions: {} }, now: BOOKING_NOW });
    const cashier = await signedIn(t, "staff", [own.slug]);
    const id = await openShift(cashier, 0);
    const seatsPrice = price("H4", "H5", "H6");
    const subtotal = seatsPrice + 89_000;
    const total = subtotal - 40_000;
    const sale = await send(cashier, "POST", "/box-office/sales", {
      shiftId: id,
      showtimeId: scene.showtimeId,
      seatIds: ["H4", "H5", "H6"].map((l) => scene.seat(l).id),
      products: [{ id: comboId, quantity: 1 }],
      voucherCode: voucher.code,
      payments: [{ method: "cash", amount: total }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const code = sale.json().result.order.code as string;
    const h4 = (sale.json().result.tickets as { id: string; seatLabel: string }[]).find((x) => x.seatLabel === "H4")!;

    const part = await send(manager, "POST", `/box-office/orders/${code}/refund`, { shiftId: id, ticketIds: [h4.id], reason: "Khách đi thiếu một người" });
    expect(part.statusCode, part.body).toBe(200);
    const share = part.json().result.amount as number;
    expect(share).toBe(Math.round((scene.seat("H4").price * total) / subtotal));
    const afterPart = await dashboard();
    expect(afterPart.kpis).toMatchObject({
      tickets: before.kpis.tickets + 2,
      revenue: before.kpis.revenue + total - share,
      ticketRevenue: before.kpis.ticketRevenue + seatsPrice - scene.seat("H4").price,
      discount: before.kpis.discount + 40_000 - (scene.seat("H4").price - share),
      refundedOrders: before.kpis.refundedOrders,
      refundedAmount: before.kpis.refundedAmount + share,
    });
    expect(channel(afterPart, "counter")).toMatchObject({
      orders: channel(before, "counter").orders + 1,
      tickets: channel(before, "counter").tickets + 2,
      revenue: channel(before, "counter").revenue + total - share,
    });
    expect(channel(afterPart, "web")).toEqual(channel(before, "web"));
    expect(cashOf(afterPart)).toMatchObject({ orders: cashOf(before).orders + 1, revenue: cashOf(before).revenue + total - share });
    expect(afterPart.vouchers.find((v: { code: string }) => v.code === voucher.code)).toMatchObject({
      orders: 1,
      revenue: total - share,
      discount: 40_000 - (scene.seat("H4").price - share),
    });
    expect(await sales()).toMatchObject({ tickets: beforeSales.tickets + 2, revenue: beforeSales.revenue + total - share, orders: beforeSales.orders + 1 });
    // The reports' counter figures are what the drawers hold and the tickets still valid.
    const heldAfterPart = await drawers();
    expect(channel(afterPart, "counter")).toMatchObject({ revenue: heldAfterPart.revenue, tickets: heldAfterPart.tickets });

    // The rest a minute later (a refund's moment is its time: the by-method trigger of 0039 tells two apart by it).
    t.setNow(new Date(BOOKING_NOW.getTime() + 60_000));
    const rest = await send(manager, "POST", `/box-office/orders/${code}/refund`, { shiftId: id, reason: "Khách huỷ cả đơn" }).finally(() =>
      t.setNow(BOOKING_NOW),
    );
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().result).toMatchObject({ status: "refunded", amount: total - share });
    const afterWhole = await dashboard();
    expect(afterWhole.kpis).toMatchObject({
      tickets: before.kpis.tickets,
      revenue: before.kpis.revenue,
      ticketRevenue: before.kpis.ticketRevenue,
      concessionRevenue: before.kpis.concessionRevenue,
      discount: before.kpis.discount,
      orders: before.kpis.orders,
      refundedOrders: before.kpis.refundedOrders + 1,
      refundedAmount: before.kpis.refundedAmount + total,
    });
    expect(channel(afterWhole, "counter")).toEqual(channel(before, "counter"));
    expect(cashOf(afterWhole)).toMatchObject({ orders: cashOf(before).orders, revenue: cashOf(before).revenue });
    // No paid order uses the voucher any more: it leaves the vouchers' table.
    expect(afterWhole.vouchers.find((v: { code: string }) => v.code === voucher.code)).toBeUndefined();
    expect(await sales()).toMatchObject({ tickets: beforeSales.tickets, revenue: beforeSales.revenue, orders: beforeSales.orders });
    const heldAfterWhole = await drawers();
    expect(channel(afterWhole, "counter")).toMatchObject({ revenue: heldAfterWhole.revenue, tickets: heldAfterWhole.tickets });
  });
});

describe("issue 33: a manager's own counter refund above REFUND_STEP_UP_VND asks for the second factor again", () => {
  it("with a proof older than 10 minutes → 403 STEP_UP_REQUIRED and the order stays paid; a staff refund approved by PIN is not asked; a fresh proof goes through", async () => {
    // Signed in (and proven) at BOOKING_NOW, 11 minutes before the refund.
    const refunder = await signedIn(t, "manager", [own.slug]);
    const pinManager = await signedIn(t, "manager", [own.slug]);
    const pinEmail = (await send(pinManager, "GET", "/auth/me")).json().result.user.email as string;
    expect((await send(pinManager, "PUT", "/box-office/pin", { pin: "135790" })).statusCode).toBe(200);
    const cashier = await signedIn(t, "staff", [own.slug]);
    const id = await openShift(cashier, 0);
    const first = await sell(cashier, id, ["G1"], [{ method: "cash", amount: price("G1") }]);
    const second = await sell(cashier, id, ["G2"], [{ method: "cash", amount: price("G2") }]);
    t.setNow(STALE);
    try {
      const stale = await send(refunder, "POST", `/box-office/orders/${first}/refund`, { shiftId: id, reason: "Khách đổi ý" });
      expect(stale.statusCode).toBe(403);
      expect(stale.json().error.code).toBe("STEP_UP_REQUIRED");
      expect((await send(manager, "GET", `/admin/orders/${first}`)).json().result.status).toBe("paid");
      const byStaff = await send(cashier, "POST", `/box-office/orders/${second}/refund`, {
        shiftId: id,
        reason: "Khách đổi ý",
        approval: { email: pinEmail, pin: "135790" },
      });
      expect(byStaff.statusCode, byStaff.body).toBe(200);
      await proveWithTotp(t, refunder, await idOf(refunder));
      const fresh = await send(refunder, "POST", `/box-office/orders/${first}/refund`, { shiftId: id, reason: "Khách đổi ý" });
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(fresh.json().result).toMatchObject({ status: "refunded", amount: price("G1"), approvedBy: null });
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });
});

describe("the reports' day and month sums (sales_rollup)", () => {
  it("after every sale, refund and change above, equal a count of the sales tables and a rebuild from showtime_sales", async () => {
    await expectRollupToMatchRecount(t.database.db);
  });
});
