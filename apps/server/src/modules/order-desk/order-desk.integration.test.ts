import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import type { AdminOrder } from "@hancine/contract/back-office-orders";
import { queryRows } from "#server/db/client.ts";
import type { Cinema } from "#server/db/seed/factories.ts";
import { signUp } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, customerFor, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { paidOrderIn, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { asUser, createOrderDeskTestApp, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";

let t: CheckoutTestApp;
let own: Cinema;
let other: Cinema;
let scene: Scene;
let manager: string;
let staff: string;
let admin: string;
let phoneCounter = 0;

const at = (local: string) => new Date(`${local}+07:00`);

beforeAll(async () => {
  ({ t, own, other, scene } = await createOrderDeskTestApp(at("2026-11-28T19:00:00")));
  manager = await signedIn(t, "manager", [own.slug]);
  staff = await signedIn(t, "staff", [own.slug]);
  admin = await signedIn(t, "admin");
});
afterAll(() => t.close());

type Buyer = { customer: Customer; email: string; phone: string };

/** A new customer with a phone of their own ("0905 1xx xxx"). */
async function buyer(): Promise<Buyer> {
  phoneCounter += 1;
  const phone = `0905${String(100000 + phoneCounter).padStart(6, "0")}`;
  const { cookie, address, body } = await signUp(t, { phone });
  return { customer: customerFor(t, cookie, address), email: String(body.email).toLowerCase(), phone };
}

const paidOrder = (who: Buyer, labels: string[]): Promise<Order> => paidOrderIn(t, scene, who.customer, labels);

const send = (method: "GET" | "POST", url: string, payload?: unknown, cookie = manager) =>
  asUser(t, cookie, { method, url, ...(payload !== undefined && { payload: payload as object }) });
const deskOrder = async (code: string, cookie = manager) => (await send("GET", `/api/v1/admin/orders/${code}`, undefined, cookie)).json().result as AdminOrder;
const seatStatus = async (label: string) => {
  const map = await t.app.inject({ url: `/api/v1/showtimes/${scene.showtimeId}/seats` });
  return (map.json().result.rows as { seats: { label: string; status: string }[] }[]).flatMap((r) => r.seats).find((s) => s.label === label)!.status;
};

describe("who may use the order desk", () => {
  it("refuses anonymous (401), customers (403), staff where a manager is needed, and people of another cinema (403)", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["A5", "A6"]);
    const cinema = { cinema: own.slug, otherCinema: other.slug };
    await expectGuarded(t, { method: "GET", url: `/api/v1/admin/orders/${order.code}` }, { minRole: "staff", ...cinema });
    await expectGuarded(t, { method: "POST", url: `/api/v1/admin/orders/${order.code}/resend` }, { minRole: "staff", ...cinema });
    await expectGuarded(
      t,
      { method: "POST", url: `/api/v1/admin/orders/${order.code}/refund`, payload: { reason: "Khách đổi ý" } },
      { minRole: "manager", ...cinema },
    );
    await expectGuarded(t, { method: "GET", url: "/api/v1/admin/refunds?status=failed" }, { minRole: "manager" });
    // The search answers only the person's cinemas: another cinema's staff find nothing.
    await expectGuarded(t, { method: "GET", url: `/api/v1/admin/orders?q=${order.code}` }, { minRole: "staff" });
    const foreignStaff = await signedIn(t, "staff", [other.slug]);
    expect((await send("GET", `/api/v1/admin/orders?q=${order.code}`, undefined, foreignStaff)).json().result).toEqual([]);
    const [refund] = await rows(t, sql<{ n: number }>`select count(*)::int as n from refunds`);
    expect(refund!.n).toBe(0);
  });
});

describe("finding an order", () => {
  it("by booking code (any case), e-mail or phone typed any way; bad input is a Vietnamese 400", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["A3", "A4"]);
    const codes = async (q: string, cookie = staff) => {
      const answer = await send("GET", `/api/v1/admin/orders?q=${encodeURIComponent(q)}`, undefined, cookie);
      expect(answer.statusCode, q).toBe(200);
      return (answer.json().result as { code: string }[]).map((o) => o.code);
    };
    expect(await codes(order.code)).toEqual([order.code]);
    expect(await codes(order.code.toLowerCase())).toEqual([order.code]);
    expect(await codes(who.email.toUpperCase())).toEqual([order.code]);
    const digits = who.phone;
    const spaced = `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
    for (const q of [digits, spaced, `+84${digits.slice(1)}`]) expect(await codes(q, admin)).toEqual([order.code]);
    const [first] = (await send("GET", `/api/v1/admin/orders?q=${order.code}`)).json().result;
    expect(first).toMatchObject({ status: "paid", total: order.total, seats: ["A3", "A4"], cinema: { slug: own.slug }, customer: { email: who.email } });

    for (const q of ["", "abc", "12"]) {
      const bad = await send("GET", `/api/v1/admin/orders?q=${encodeURIComponent(q)}`);
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().error.code).toBe("VALIDATION_FAILED");
      expect(bad.json().error.fields.q).toContain("mã đặt vé");
    }
    expect((await send("GET", "/api/v1/admin/orders")).statusCode).toBe(400);
    expect((await send("GET", "/api/v1/admin/orders/HCKHONGCO1")).statusCode).toBe(404);
    expect((await send("GET", `/api/v1/admin/orders/${"x".repeat(30)}`)).json().error.code).toBe("VALIDATION_FAILED");
  });

  it("the search is an index look-up (code, e-mail, phone)", async () => {
    // PGlite and PostgreSQL both choose these indexes once sequential scans are ruled out.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = async (where: ReturnType<typeof sql>) =>
        JSON.stringify(await queryRows(tx, sql`explain select o.id from orders o join users u on u.id = o.user_id where ${where}`));
      expect(await plan(sql`o.code = 'HC12345678'`)).toContain("orders_code_unique");
      expect(await plan(sql`u.email = 'a@b.vn'`)).toContain("users_email_unique");
      expect(await plan(sql`u.phone_e164 = '+84905111333'`)).toContain("users_phone_idx");
    });
  });

  it("shows the order's timeline: held, paid with the gateway and its transaction, the e-mail, each check-in", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["B1", "B2"]);
    const ticket = order.tickets![0]!;
    t.setNow(at("2026-11-28T18:30:00"));
    const door = await send("POST", "/api/v1/checkin", { qr: ticket.qr }, staff);
    t.setNow(BOOKING_NOW);
    expect(door.statusCode).toBe(200);
    const view = await deskOrder(order.code, staff);
    expect(view.payment).toMatchObject({ method: "vnpay", methodName: "VNPay" });
    expect(view.payment!.providerTxnId).toBeTruthy();
    const kinds = view.timeline.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["held", "payment_started", "paid", "email", "checkin"]));
    expect(view.timeline.find((e) => e.kind === "paid")!.detail).toContain(view.payment!.providerTxnId!);
    expect(view.timeline.find((e) => e.kind === "email")!.title).toContain("Vé của bạn");
    expect(view.tickets.map((tk) => [tk.seatLabel, tk.checkedInAt !== null])).toEqual([
      [ticket.seatLabel, true],
      [order.tickets![1]!.seatLabel, false],
    ]);
    expect(view.refundable).toBe(order.total);
  });
});

describe("resending the tickets", () => {
  it("queues the ticket e-mail again and records who did it", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["B3", "B4"]);
    const count = async () =>
      (
        await rows(
          t,
          sql<{ n: number }>`select count(*)::int as n from outbox_emails where to_address = ${who.email} and subject like ${`%Vé của bạn%${order.code}%`}`,
        )
      )[0]!.n;
    expect(await count()).toBe(1);
    const answer = await send("POST", `/api/v1/admin/orders/${order.code}/resend`, undefined, staff);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result).toEqual({ to: who.email, tickets: 2 });
    expect(await count()).toBe(2);
    const [audit] = await rows(
      t,
      sql<{ action: string; entity: string }>`select action, entity from audit_log where entity_id = ${order.id} and action = 'order.resend_tickets'`,
    );
    expect(audit).toEqual({ action: "order.resend_tickets", entity: "order" });
    expect((await deskOrder(order.code)).timeline.some((e) => e.kind === "resend" && e.actor !== null)).toBe(true);
  });
});

describe("refunding", () => {
  it("some tickets: voided at the door, seats on sale again at once, their share refunded through the gateway; again → 409; then the rest", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["C1", "C2", "C3"]);
    const [first, second] = order.tickets!;
    expect(await seatStatus(first!.seatLabel)).toBe("sold");

    const part = await send("POST", `/api/v1/admin/orders/${order.code}/refund`, { reason: "Khách bận một người", ticketIds: [first!.id] });
    expect(part.statusCode).toBe(200);
    const { refund, order: after } = part.json().result as { refund: AdminOrder["refunds"][number]; order: AdminOrder };
    const share = order.seats.find((s) => s.label === first!.seatLabel)!.price;
    expect(refund).toMatchObject({ amount: share, status: "done", seats: [first!.seatLabel] });
    expect(after.status).toBe("paid");
    expect(after.refundable).toBe(order.total - share);
    expect(after.tickets.find((tk) => tk.id === first!.id)!.refundedAt).not.toBeNull();
    expect(await seatStatus(first!.seatLabel)).toBe("available");
    expect(await seatStatus(second!.seatLabel)).toBe("sold");
    // The customer's tickets no longer include it, the door refuses it, the gateway has a partial refund.
    expect(((await who.customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order).tickets!.map((tk) => tk.id)).not.toContain(first!.id);
    t.setNow(at("2026-11-28T18:30:00"));
    const door = await send("POST", "/api/v1/checkin", { qr: first!.qr }, staff);
    t.setNow(BOOKING_NOW);
    expect(door.json().error.details.reason).toBe("refunded");
    const [payment] = await rows(
      t,
      sql<{ txn_ref: string; created_at: string }>`select txn_ref, created_at::text from payments where order_id = ${order.id} and status = 'paid'`,
    );
    expect((await t.services.checkout.providers.vnpay.query({ txnRef: payment!.txn_ref, createdAt: new Date(payment!.created_at) })).state).toBe(
      "partially_refunded",
    );

    const again = await send("POST", `/api/v1/admin/orders/${order.code}/refund`, { reason: "Lần nữa", ticketIds: [first!.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("ALREADY_REFUNDED");
    expect(again.json().error.message).toContain(first!.seatLabel);

    // Someone else can buy the seat now.
    const next = await buyer();
    await paidOrder(next, [first!.seatLabel]);

    const rest = await send("POST", `/api/v1/admin/orders/${order.code}/refund`, { reason: "Khách huỷ cả đơn" });
    expect(rest.statusCode).toBe(200);
    const whole = rest.json().result as { refund: AdminOrder["refunds"][number]; order: AdminOrder };
    expect(whole.refund.amount).toBe(order.total - share);
    expect(whole.order.status).toBe("refunded");
    expect(whole.order.refunded).toBe(order.total);
    expect(await seatStatus(second!.seatLabel)).toBe("available");
    expect((await t.services.checkout.providers.vnpay.query({ txnRef: payment!.txn_ref, createdAt: new Date(payment!.created_at) })).state).toBe("refunded");
    expect((await send("POST", `/api/v1/admin/orders/${order.code}/refund`, { reason: "Lần ba" })).json().error.code).toBe("ALREADY_REFUNDED");

    const refunds = await rows(
      t,
      sql<{
        refund_ref: string;
        amount_vnd: number;
      }>`select r.refund_ref, r.amount_vnd from refunds r join payments p on p.id = r.payment_id where p.order_id = ${order.id} order by r.created_at, r.refund_ref`,
    );
    expect(refunds.map((r) => r.refund_ref)).toEqual([`${payment!.txn_ref}-R`, `${payment!.txn_ref}-R2`]);
    const mails = await rows(
      t,
      sql<{ n: number }>`select count(*)::int as n from outbox_emails where to_address = ${who.email} and subject like ${`Hoàn tiền%${order.code}%`}`,
    );
    expect(mails[0]!.n).toBe(2);
    const audit = await rows(
      t,
      sql<{ n: number }>`select count(*)::int as n from audit_log where entity = 'order' and entity_id = ${order.id} and action = 'order.refund'`,
    );
    expect(audit[0]!.n).toBe(2);
    const view = await deskOrder(order.code);
    expect(view.timeline.filter((e) => e.kind === "refund").every((e) => e.actor !== null)).toBe(true);
  });

  it("asks for a reason and tickets of this order (400, nothing changes)", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["D1", "D2"]);
    for (const body of [
      {},
      { reason: " " },
      { reason: "Đủ lý do", ticketIds: [] },
      { reason: "Đủ lý do", ticketIds: ["khong-phai-ve"] },
      { reason: "Đủ lý do", ticketIds: "x" },
    ]) {
      const answer = await send("POST", `/api/v1/admin/orders/${order.code}/refund`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBe("VALIDATION_FAILED");
    }
    expect((await deskOrder(order.code)).refunds).toEqual([]);
  });

  it("the same order refunded by two managers at once, and one of its tickets by an admin: the money goes back once", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["D3", "D4"]);
    const other = await signedIn(t, "manager", [own.slug]);
    const [wholeA, wholeB, oneTicket] = await Promise.all([
      send("POST", `/api/v1/admin/orders/${order.code}/refund`, { reason: "Khách huỷ" }),
      send("POST", `/api/v1/admin/orders/${order.code}/refund`, { reason: "Khách huỷ" }, other),
      send("POST", `/api/v1/admin/orders/${order.code}/refund`, { reason: "Khách huỷ một vé", ticketIds: [order.tickets![0]!.id] }, admin),
    ]);
    // One of the two managers refunds the order (or, after the admin's ticket, what is left of it); the other is told it is done.
    expect([wholeA!.statusCode, wholeB!.statusCode].sort()).toEqual([200, 409]);
    const refunds = await rows(
      t,
      sql<{
        n: number;
        sum: number;
      }>`select count(*)::int as n, coalesce(sum(r.amount_vnd), 0)::int as sum from refunds r join payments p on p.id = r.payment_id where p.order_id = ${order.id}`,
    );
    // The admin's ticket went first (two refunds: that ticket, then the rest) or was refused (one refund: the whole order).
    expect(refunds[0]).toEqual(oneTicket!.statusCode === 200 ? { n: 2, sum: order.total } : { n: 1, sum: order.total });
    expect(oneTicket!.statusCode === 200 || oneTicket!.json().error.code === "ALREADY_REFUNDED").toBe(true);
    const tickets = await rows(t, sql<{ n: number }>`select count(*)::int as n from tickets where order_id = ${order.id} and refund_id is not null`);
    expect(tickets[0]!.n).toBe(2);
  });

  it("refunds the gateway keeps refusing are listed with its answers, and a person settles one by hand", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["E1", "E2"]);
    const vnpay = t.services.checkout.providers.vnpay;
    const realRefund = vnpay.refund.bind(vnpay);
    const realQuery = vnpay.query.bind(vnpay);
    vnpay.refund = async () =>
      ({ valid: true, accepted: false, responseCode: "94", message: "Giao dịch đang được xử lý", providerRefundId: null }) as Awaited<
        ReturnType<typeof realRefund>
      >;
    vnpay.query = async (input) => ({ ...(await realQuery(input)), state: "paid" }) as Awaited<ReturnType<typeof realQuery>>;
    try {
      const answer = await send("POST", `/api/v1/admin/orders/${order.code}/refund`, { reason: "Khách huỷ" });
      expect(answer.json().result.refund.status).toBe("pending");
      // The job tries again every hour until it gives up and lists the refund for a person: not after
      // one refusal, and within two days.
      let minutes = 0;
      const failedRefunds = async () => (await send("GET", "/api/v1/admin/refunds?status=failed")).json().result as { orderCode: string; attempts: number }[];
      for (let run = 1; !(await failedRefunds()).some((r) => r.orderCode === order.code); run++) {
        expect(run, "the refund job never gave up").toBeLessThanOrEqual(48);
        minutes += 61;
        t.setNow(new Date(BOOKING_NOW.getTime() + minutes * 60_000));
        await t.services.checkout.runRefunds();
        if (run === 1) expect((await failedRefunds()).some((r) => r.orderCode === order.code)).toBe(false);
      }
      // Given up: another run asks the gateway no more.
      const before = (await failedRefunds()).find((r) => r.orderCode === order.code)!.attempts;
      t.setNow(new Date(BOOKING_NOW.getTime() + (minutes + 61) * 60_000));
      await t.services.checkout.runRefunds();
      expect((await failedRefunds()).find((r) => r.orderCode === order.code)!.attempts).toBe(before);
    } finally {
      vnpay.refund = realRefund;
      vnpay.query = realQuery;
      t.setNow(BOOKING_NOW);
    }
    const failed = await send("GET", "/api/v1/admin/refunds?status=failed");
    expect(failed.statusCode).toBe(200);
    const listed = (failed.json().result as { orderCode: string; id: string; answers: { answer: string }[]; attempts: number }[]).find(
      (r) => r.orderCode === order.code,
    )!;
    // Every attempt's answer is shown to the person who settles it, the gateway's code included.
    expect(listed.attempts).toBeGreaterThan(1);
    expect(listed.answers).toHaveLength(listed.attempts);
    expect(listed.answers.every((a) => a.answer.includes("94"))).toBe(true);
    expect((await deskOrder(order.code)).timeline.some((e) => e.kind === "refund_failed")).toBe(true);
    // Another cinema's manager sees nothing of it and cannot settle it.
    const foreign = await signedIn(t, "manager", [other.slug]);
    expect((await send("GET", "/api/v1/admin/refunds", undefined, foreign)).json().result).toEqual([]);
    expect((await send("POST", `/api/v1/admin/refunds/${listed.id}/settle`, { note: "Đã chuyển khoản" }, foreign)).statusCode).toBe(403);
    expect((await send("POST", `/api/v1/admin/refunds/${listed.id}/settle`, { note: "x" })).statusCode).toBe(400);
    expect((await send("POST", "/api/v1/admin/refunds/khong-co/settle", { note: "Đã chuyển khoản" })).statusCode).toBe(404);
    const settled = await send("POST", `/api/v1/admin/refunds/${listed.id}/settle`, { note: "Đã chuyển khoản cho khách tại quầy" });
    expect(settled.statusCode).toBe(200);
    expect(settled.json().result).toMatchObject({ settleNote: "Đã chuyển khoản cho khách tại quầy" });
    expect(settled.json().result.settledBy).toBeTruthy();
    expect((await send("POST", `/api/v1/admin/refunds/${listed.id}/settle`, { note: "Lần nữa nhé" })).json().error.code).toBe("REFUND_NOT_SETTLEABLE");
    const still = (await send("GET", "/api/v1/admin/refunds?status=failed")).json().result as { orderCode: string }[];
    expect(still.map((r) => r.orderCode)).not.toContain(order.code);
    expect(((await send("GET", "/api/v1/admin/refunds?status=settled")).json().result as { orderCode: string }[]).map((r) => r.orderCode)).toContain(
      order.code,
    );
    expect((await send("GET", "/api/v1/admin/refunds?status=khac")).statusCode).toBe(400);
  });
});
