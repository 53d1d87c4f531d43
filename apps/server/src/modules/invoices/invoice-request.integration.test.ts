import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrder } from "@hancine/contract/back-office-orders";
import type { Order } from "@hancine/contract/booking";
import type { InvoiceRequestState, InvoiceRequestView } from "@hancine/contract/invoice-request";
import { BOOKING_NOW, createScene, customers, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { asUser, signedIn } from "#server/testing/back-office-test-kit.ts";
import { checkout, createCheckoutTestApp, heldOrderIn, payOnGateway, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";

/**
 * The VAT e-invoice request (decision 052) on the real app: the owner of a paid order asks once,
 * within the month of payment; the local e-invoice stand-in issues it, the e-mail reaches the local
 * mailbox, and the order desk shows it.
 */

let t: CheckoutTestApp;
let scene: Scene;
let alice: Customer;
let bob: Customer;
let manager: string;
let cinemaSlug: string;

const COMPANY = {
  companyName: "Công ty Cổ phần Sữa Việt Nam",
  taxCode: "0300588569",
  address: "Số 10 Tân Trào, phường Tân Phú, Quận 7, TP. Hồ Chí Minh",
  email: "ketoan@vinamilk.example",
};

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW });
  scene = await createScene(t);
  [alice, bob] = (await customers(t, 2)) as [Customer, Customer];
  const [cinema] = await rows(
    t,
    sql<{
      slug: string;
    }>`select c.slug from showtimes s join auditoriums a on a.id = s.auditorium_id join cinemas c on c.id = a.cinema_id where s.id = ${scene.showtimeId}`,
  );
  cinemaSlug = cinema!.slug;
  manager = await signedIn(t, "manager", [cinemaSlug]);
});
afterAll(() => t.close());

async function paidOrder(customer: Customer, labels: string[], method: "vnpay" | "zalopay" = "vnpay"): Promise<Order> {
  const order = await heldOrderIn(scene, customer, labels);
  await payOnGateway(t, (await checkout(customer, order.id, { method, ageConfirmed: true })).json().result.paymentUrl);
  const paid = (await customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order;
  expect(paid.status).toBe("paid");
  return paid;
}
const ask = (customer: Customer, orderId: string, body: unknown = COMPANY) => customer("POST", `/api/v1/orders/${orderId}/invoice-request`, body);
const requestsOf = async (orderId: string) =>
  (await rows(t, sql<{ n: number }>`select count(*)::int as n from invoice_requests where order_id = ${orderId}`))[0]!.n;

describe("who may ask for a VAT invoice", () => {
  it("signed out → 401; another customer, staff, a manager and an admin who are not the buyer → 404, as for an order they cannot see; nothing is stored", async () => {
    const order = await paidOrder(alice, ["A1", "A2"]);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/v1/orders/${order.id}/invoice-request`,
      payload: COMPANY,
      headers: { origin: "http://localhost:3000" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await ask(bob, order.id)).statusCode).toBe(404);
    expect((await ask(bob, order.id)).json().error.message).toBe("Không tìm thấy đơn hàng này.");
    for (const role of ["staff", "manager", "admin"] as const) {
      const cookie = await signedIn(t, role, role === "admin" ? undefined : [cinemaSlug]);
      const answer = await asUser(t, cookie, { method: "POST", url: `/api/v1/orders/${order.id}/invoice-request`, payload: COMPANY });
      expect(answer.statusCode, role).toBe(404);
    }
    expect((await bob("GET", `/api/v1/orders/${order.id}/invoice-request`)).statusCode).toBe(404);
    expect(await requestsOf(order.id)).toBe(0);
  });

  it("an order that is not paid (held) → 409 ORDER_NOT_PAID in Vietnamese", async () => {
    const held = await heldOrderIn(scene, bob, ["B1", "B2"]);
    const answer = await ask(bob, held.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toMatchObject({ code: "ORDER_NOT_PAID", message: expect.stringContaining("đã thanh toán") });
    expect(await requestsOf(held.id)).toBe(0);
    await bob("DELETE", `/api/v1/orders/${held.id}`);
  });
});

describe("what the company's details must be", () => {
  it("refuses MSTs with a wrong check digit or shape, each with a Vietnamese message on taxCode, and stores nothing", async () => {
    const order = await paidOrder(bob, ["C1", "C2"]);
    // Vietcombank's 0100112437 with its last digit changed, Vinamilk's with two digits swapped, 9 digits, letters, branch 000.
    for (const taxCode of ["0100112438", "0300588596", "010011243", "01001124AB", "0100112437-000", ""]) {
      const answer = await ask(bob, order.id, { ...COMPANY, taxCode });
      expect(answer.statusCode, taxCode).toBe(400);
      expect(answer.json().error.code).toBe("VALIDATION_FAILED");
      expect(answer.json().error.fields.taxCode, taxCode).toMatch(/mã số thuế|Mã số thuế/);
    }
    const empty = await ask(bob, order.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      companyName: "Vui lòng nhập tên công ty.",
      taxCode: "Vui lòng nhập mã số thuế.",
      address: "Vui lòng nhập địa chỉ công ty.",
      email: "Vui lòng nhập e-mail.",
    });
    for (const odd of [[], 42, { ...COMPANY, vatRate: 10 }, { ...COMPANY, email: "ketoan@" }, { ...COMPANY, companyName: { ten: "x" } }]) {
      const answer = await ask(bob, order.id, odd);
      expect(answer.statusCode, JSON.stringify(odd)).toBe(400);
      expect(answer.json().error.message).toMatch(/[ạảãầấậẩẫằắặẳẵẹẻẽềếệểễịỉĩọỏõồốộổỗờớợởỡụủũừứựửữỳýỵỷỹđ]/);
    }
    expect(await requestsOf(order.id)).toBe(0);
  });

  it("accepts a branch MST written with spaces and dots (stored as 0314409058-002)", async () => {
    const order = await paidOrder(bob, ["C5", "C6"]);
    const answer = await ask(bob, order.id, { ...COMPANY, companyName: "Chi nhánh Công ty TNHH Ví dụ", taxCode: "0314 409 058 - 002" });
    expect(answer.statusCode).toBe(201);
    expect((answer.json().result as InvoiceRequestView).taxCode).toBe("0314409058-002");
  });
});

describe("asking, issuing and the e-mail", () => {
  it("the owner asks once: 201 with the issued invoice, the e-mail reaches the mailbox with its link, which opens the invoice; a second ask → 409", async () => {
    const order = await paidOrder(alice, ["D1", "D2"], "zalopay");
    const state = (await alice("GET", `/api/v1/orders/${order.id}/invoice-request`)).json().result as InvoiceRequestState;
    // Paid on 23/11 (Ho Chi Minh City): the window closes at the start of 1/12 there, 30/11 17:00 UTC.
    expect(state).toEqual({ request: null, open: true, closesAt: "2026-11-30T17:00:00.000Z" });

    const answer = await ask(alice, order.id, { ...COMPANY, email: " KeToan@Vinamilk.example " });
    expect(answer.statusCode).toBe(201);
    const invoice = answer.json().result as InvoiceRequestView;
    expect(invoice).toMatchObject({
      orderCode: order.code,
      taxCode: "0300588569",
      email: "ketoan@vinamilk.example",
      amount: order.total,
      currency: "VND",
      status: "issued",
    });
    expect(invoice.invoiceNumber).toMatch(/^1C26THC \d{8}$/);
    expect(invoice.lookupCode).toMatch(/^[A-Z0-9]{10}$/);

    const again = await ask(alice, order.id, { ...COMPANY, companyName: "Công ty khác" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("INVOICE_ALREADY_REQUESTED");
    expect(await requestsOf(order.id)).toBe(1);

    await t.services.mailOutbox.runOnce();
    const [mail] = await rows(
      t,
      sql<{ subject: string; text: string; sent_at: Date | null }>`
      select subject, text, sent_at from outbox_emails where to_address = 'ketoan@vinamilk.example' and subject like ${`%${order.code}`}`,
    );
    expect(mail!.subject).toBe(`Hoá đơn VAT của đơn ${order.code}`);
    expect(mail!.sent_at).not.toBeNull();
    expect(mail!.text).toContain(invoice.invoiceNumber!);
    expect(mail!.text).toContain(invoice.lookupCode!);
    expect(mail!.text).toContain(invoice.viewUrl!);

    const page = await t.app.inject({ url: new URL(invoice.viewUrl!).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Hoá đơn giá trị gia tăng");
    expect(page.body).toContain("Công ty Cổ phần Sữa Việt Nam");
    expect(page.body).toContain("0300588569");
    expect(page.body).toContain(`${order.total.toLocaleString("vi-VN")}\u00a0₫`);
    expect((await t.app.inject({ url: "/dev/e-invoice/ZZZZZZZZZZ" })).statusCode).toBe(404);
  });

  it("two asks at once for one order: exactly one invoice (the order's row lock and the unique index)", async () => {
    const order = await paidOrder(bob, ["E1", "E2"]);
    const answers = await Promise.all([ask(bob, order.id), ask(bob, order.id, { ...COMPANY, companyName: "Công ty thứ hai" }), ask(bob, order.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await requestsOf(order.id)).toBe(1);
  });

  it("within the month of payment only: 23:59:59 on 30/11 (Ho Chi Minh City) is still open, 00:00 on 1/12 is closed", async () => {
    const order = await paidOrder(bob, ["F1", "F2"]);
    t.setNow(new Date("2026-11-30T17:00:00Z"));
    const late = await ask(bob, order.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: "INVOICE_WINDOW_CLOSED",
      message: "Đơn này thanh toán ngày 23/11/2026 nên chỉ yêu cầu xuất hoá đơn VAT được đến hết ngày 30/11/2026.",
    });
    expect((await bob("GET", `/api/v1/orders/${order.id}/invoice-request`)).json().result).toMatchObject({ request: null, open: false });
    t.setNow(new Date("2026-11-30T16:59:59Z"));
    expect((await ask(bob, order.id)).statusCode).toBe(201);
    t.setNow(BOOKING_NOW);
  });
});

describe("the order desk", () => {
  it("shows managers the request with its state, number and look-up code, and puts it on the timeline", async () => {
    const order = await paidOrder(alice, ["G1", "G2"]);
    const invoice = (await ask(alice, order.id)).json().result as InvoiceRequestView;
    const desk = (await asUser(t, manager, { method: "GET", url: `/api/v1/admin/orders/${order.code}` })).json().result as AdminOrder;
    expect(desk.invoice).toMatchObject({
      status: "issued",
      companyName: COMPANY.companyName,
      taxCode: "0300588569",
      invoiceNumber: invoice.invoiceNumber,
      lookupCode: invoice.lookupCode,
    });
    const kinds = desk.timeline.map((e) => e.kind);
    expect(kinds).toContain("invoice_requested");
    expect(desk.timeline.find((e) => e.kind === "invoice_issued")!.title).toBe(`Đã xuất hoá đơn VAT số ${invoice.invoiceNumber}`);
    const other = (await asUser(t, manager, { method: "GET", url: `/api/v1/admin/orders/${(await paidOrder(bob, ["G5", "G6"])).code}` })).json()
      .result as AdminOrder;
    expect(other.invoice).toBeNull();
  });
});
