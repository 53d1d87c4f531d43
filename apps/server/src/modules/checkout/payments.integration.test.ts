import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { LOCAL_VNPAY_HASH_SECRET } from "../payments/payments-config.ts";
import { signedVnpayQuery } from "../payments/vnpay/vnpay-signing.ts";
import { formatVnpayDate } from "../payments/vnpay/vnpay-dates.ts";
import { expireHolds } from "../booking/release-order.ts";
import { BOOKING_NOW, createScene, customers, hold, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import {
  capturedPaymentsNotSettled,
  checkout,
  comeBack,
  createCheckoutTestApp,
  heldOrderIn,
  payWithIpnLost,
  ipnPath,
  payOnGateway,
  rows,
  type CheckoutTestApp,
  paymentUrlFor,
} from "./checkout-test-kit.ts";

let t: CheckoutTestApp;
let scene: Scene;
let alice: Customer;
let bob: Customer;
let carol: Customer;
const minutes = (n: number) => new Date(BOOKING_NOW.getTime() + n * 60_000);

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW });
  scene = await createScene(t);
  [alice, bob, carol] = (await customers(t, 3)) as [Customer, Customer, Customer];
});
afterAll(() => t.close());

const heldOrder = (customer: Customer, labels: string[]) => heldOrderIn(scene, customer, labels);

const orderOf = async (customer: Customer, id: string) => (await customer("GET", `/api/v1/orders/${id}`)).json().result as Order;
const ipn = (url: string) => t.app.inject({ method: "GET", url: ipnPath(url) });
const emailsAbout = (code: string) =>
  rows(
    t,
    sql<{
      subject: string;
      to_address: string;
      attachments: { filename: string; contentType: string; cid?: string }[] | null;
      html: string;
    }>`select subject, to_address, attachments, html from outbox_emails where subject like ${`%${code}%`} order by created_at`,
  );

/** A notification signed with the merchant secret, as VNPay would send it. */
function signedIpn(fields: { txnRef: string; amountVnd: number; transactionNo?: string; responseCode?: string }): string {
  const query = signedVnpayQuery(
    {
      vnp_Amount: String(fields.amountVnd * 100),
      vnp_BankCode: "NCB",
      vnp_OrderInfo: "Thanh toan ve",
      vnp_PayDate: formatVnpayDate(BOOKING_NOW),
      vnp_ResponseCode: fields.responseCode ?? "00",
      vnp_TmnCode: "HCTEST01",
      vnp_TransactionNo: fields.transactionNo ?? "55500011",
      vnp_TransactionStatus: fields.responseCode ?? "00",
      vnp_TxnRef: fields.txnRef,
    },
    LOCAL_VNPAY_HASH_SECRET,
  );
  return `/api/v1/payments/vnpay/ipn?${query}`;
}

describe("checkout", () => {
  it("offers VNPay, MoMo and ZaloPay (outside production MoMo and ZaloPay are their local gateways)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/payment-methods" });
    expect(res.json().result.map((m: { id: string }) => m.id)).toEqual(["vnpay", "momo", "zalopay"]);
  });

  it("refuses another customer's order (404), a T13 film without age confirmation (400, Vietnamese), an unknown method, and an expired hold (410)", async () => {
    const order = await heldOrder(carol, ["A1", "A2"]);
    expect((await checkout(bob, order.id)).statusCode).toBe(404);
    const age = await checkout(carol, order.id, { method: "vnpay" });
    expect(age.statusCode).toBe(400);
    expect(age.json().error.fields.ageConfirmed).toContain("13 tuổi");
    expect((await checkout(carol, order.id, { method: "paypal" })).statusCode).toBe(400);
    expect((await orderOf(carol, order.id)).status).toBe("held");

    t.setNow(minutes(11));
    const late = await checkout(carol, order.id);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe("HOLD_EXPIRED");
    t.setNow(BOOKING_NOW);
  });

  it("moves the order to pending_payment and sends the buyer to the gateway, whose page closes when the hold ends", async () => {
    const order = await heldOrder(carol, ["B1", "B2"]);
    const url = new URL(await paymentUrlFor(carol, order.id, "vnpay"));
    expect(url.pathname).toBe("/dev/gateway/vnpay/paymentv2/vpcpay.html");
    expect(url.searchParams.get("vnp_Amount")).toBe(String(order.total * 100));
    expect(url.searchParams.get("vnp_ExpireDate")).toBe(formatVnpayDate(new Date(order.expiresAt)));
    expect(url.searchParams.get("vnp_TxnRef")).toBe(`${order.code}-1`);
    expect((await orderOf(carol, order.id)).status).toBe("pending_payment");
  });
});

describe("payment notifications", () => {
  let paid: Order;
  let firstIpn: string;

  it("valid: the order is paid, gets one ticket per seat with a signed QR, the seats are sold, and the e-mail is queued", async () => {
    const order = await heldOrder(alice, ["C1", "C2"]);
    const landing = await payOnGateway(t, await paymentUrlFor(alice, order.id, "vnpay"));
    firstIpn = t.ipns.at(-1)!;
    expect(await comeBack(t, landing)).toBe(`/orders/${order.code}`);
    paid = await orderOf(alice, order.id);
    expect(paid.status).toBe("paid");
    expect(paid.paidAt).toBe(BOOKING_NOW.toISOString());
    expect(paid.tickets!.map((x) => x.seatLabel)).toEqual(["C1", "C2"]);
    for (const ticket of paid.tickets!) expect(ticket.qr).toMatch(new RegExp(`^HC1\\.${ticket.code}\\.[A-Za-z0-9_-]{16}$`));
    const map = (await t.app.inject({ method: "GET", url: `/api/v1/showtimes/${scene.showtimeId}/seats` })).json().result;
    const c1 = map.rows.flatMap((r: { seats: { label: string; status: string }[] }) => r.seats).find((s: { label: string }) => s.label === "C1");
    expect(c1.status).toBe("sold");
    const [mail] = await emailsAbout(paid.code);
    expect(mail!.subject).toMatch(/^Vé của bạn: .+ · HC/);
    // The ticket says which version of the film it is for (issue 12, item 6).
    expect(mail!.html).toContain(paid.showtime.version);
    expect(paid.showtime.version).toMatch(/^(Phụ đề tiếng Việt|Lồng tiếng Việt|Tiếng Việt, phụ đề tiếng Anh|Tiếng Việt)$/);
    expect(mail!.attachments!.map((a) => a.contentType)).toEqual(["image/png", "image/png", "text/calendar; charset=utf-8; method=PUBLISH"]);
    for (const image of mail!.attachments!.filter((a) => a.cid)) expect(mail!.html).toContain(`src="cid:${image.cid}"`);
    // The claims are a sale now: held for good.
    const [claims] = await rows(t, sql<{ open: number }>`select count(*)::int as open from seat_claims where order_id = ${order.id} and held_until is null`);
    expect(claims!.open).toBe(2);
    // Membership spend counts the paid order (and only paid ones: Carol's unpaid holds count nothing).
    const membership = (await alice("GET", "/api/v1/me/membership")).json().result;
    expect(membership).toMatchObject({ spendVnd: paid.total, paidOrders: 1, tier: { name: "Thành viên" } });
    expect((await carol("GET", "/api/v1/me/membership")).json().result.spendVnd).toBe(0);
  });

  it("the e-mail reaches the local mailbox with the QR codes shown inline and the .ics attached", async () => {
    await t.services.mailOutbox.runOnce();
    const [mail] = await rows(t, sql<{ id: string }>`select id from outbox_emails where subject like ${`%${paid.code}%`}`);
    const html = await t.app.inject({ method: "GET", url: `/dev/mailbox/${mail!.id}/html` });
    expect(html.body.match(/src="data:image\/png;base64,/g)).toHaveLength(2);
    expect(html.body).not.toContain("cid:");
    const page = await t.app.inject({ method: "GET", url: `/dev/mailbox/${mail!.id}` });
    expect(page.body).toContain("lich-chieu.ics");
    const ics = await t.app.inject({ method: "GET", url: `/dev/mailbox/${mail!.id}/attachments/2` });
    expect(ics.headers["content-type"]).toContain("text/calendar");
    expect(ics.body).toContain("BEGIN:VEVENT");
    expect(ics.body).toContain(`Mã đặt vé ${paid.code}`);
  });

  it("the paid order stays sold after its hold time (the sale does not expire)", async () => {
    t.setNow(minutes(30));
    await expireHolds({ database: t.database, clock: () => minutes(30) });
    expect((await orderOf(alice, paid.id)).status).toBe("paid");
    t.setNow(BOOKING_NOW);
  });

  it("duplicate: a repeated notification (our answer was lost after commit) is acknowledged as already confirmed, and the e-mail exists once", async () => {
    const again = await ipn(firstIpn);
    expect(again.json().RspCode).toBe("02");
    expect(await emailsAbout(paid.code)).toHaveLength(1);
    expect((await rows(t, sql<{ n: number }>`select count(*)::int as n from tickets where order_id = ${paid.id}`))[0]!.n).toBe(2);
    // And the reconciliation job finds nothing left to do.
    t.setNow(minutes(5));
    expect(await t.services.checkout.reconcile()).toBe(0);
    expect(await emailsAbout(paid.code)).toHaveLength(1);
    t.setNow(BOOKING_NOW);
  });

  it("the same notification twice at once: one confirms, the other waits and is told it is already confirmed", async () => {
    const order = await heldOrder(alice, ["B5", "B6"]);
    await payWithIpnLost(t, await paymentUrlFor(alice, order.id, "vnpay"));
    const url = t.ipns.at(-1)!;
    const answers = await Promise.all([ipn(url), ipn(url), ipn(url)]);
    expect(answers.map((a) => a.json().RspCode).sort()).toEqual(["00", "02", "02"]);
    expect(await emailsAbout(order.code)).toHaveLength(1);
    expect((await rows(t, sql<{ n: number }>`select count(*)::int as n from tickets where order_id = ${order.id}`))[0]!.n).toBe(2);
  });

  it("tampered signature: 97, nothing applied", async () => {
    const order = await heldOrder(bob, ["D3"]);
    await paymentUrlFor(bob, order.id, "vnpay");
    const forged = signedIpn({ txnRef: `${order.code}-1`, amountVnd: order.total }).replace(/vnp_TransactionNo=\d+/, "vnp_TransactionNo=1");
    expect((await t.app.inject({ method: "GET", url: forged })).json().RspCode).toBe("97");
    expect((await orderOf(bob, order.id)).status).toBe("pending_payment");
  });

  it("wrong amount: 04, nothing applied; unknown order: 01", async () => {
    const order = await heldOrder(bob, ["D10"]);
    await paymentUrlFor(bob, order.id, "vnpay");
    const wrong = await t.app.inject({ method: "GET", url: signedIpn({ txnRef: `${order.code}-1`, amountVnd: order.total - 1000 }) });
    expect(wrong.json().RspCode).toBe("04");
    expect((await orderOf(bob, order.id)).status).toBe("pending_payment");
    const unknown = await t.app.inject({ method: "GET", url: signedIpn({ txnRef: "HCNOTOURS-1", amountVnd: 90_000 }) });
    expect(unknown.json().RspCode).toBe("01");
  });

  it("failed payment: recorded and acknowledged; the order is held again, and a second attempt can pay it", async () => {
    const order = await heldOrder(carol, ["E3"]);
    await payOnGateway(t, await paymentUrlFor(carol, order.id, "vnpay"), "bank_error");
    const [failed] = await rows(
      t,
      sql<{ status: string; response_code: string }>`select status, response_code from payments where txn_ref = ${`${order.code}-1`}`,
    );
    expect(failed).toEqual({ status: "failed", response_code: "51" });
    expect((await orderOf(carol, order.id)).status).toBe("held");
    await payOnGateway(t, await paymentUrlFor(carol, order.id, "vnpay"), "cancel");
    expect((await orderOf(carol, order.id)).status).toBe("held");
    const landing = await payOnGateway(t, await paymentUrlFor(carol, order.id, "vnpay"));
    expect(await comeBack(t, landing)).toBe(`/orders/${order.code}`);
    expect((await orderOf(carol, order.id)).status).toBe("paid");
  });

  it("reordered: the buyer is back before the notification — the page shows pending, then the late IPN pays the order", async () => {
    const order = await heldOrder(bob, ["F3"]);
    const landing = await payWithIpnLost(t, await paymentUrlFor(bob, order.id, "vnpay"));
    expect(await comeBack(t, landing)).toBe(`/orders/${order.code}`);
    const waiting = await bob("POST", `/api/v1/orders/${order.id}/payment-check`);
    expect(waiting.json().result.status).toBe("pending_payment");
    expect((await ipn(t.ipns.at(-1)!)).json().RspCode).toBe("00");
    expect((await orderOf(bob, order.id)).status).toBe("paid");
  });

  it("no notification at all: after 10 s the order page's check makes the server ask the gateway, and the order is paid", async () => {
    const order = await heldOrder(bob, ["F10"]);
    await payWithIpnLost(t, await paymentUrlFor(bob, order.id, "vnpay"));
    t.setNow(new Date(BOOKING_NOW.getTime() + 5_000));
    expect((await bob("POST", `/api/v1/orders/${order.id}/payment-check`)).json().result.status).toBe("pending_payment");
    t.setNow(new Date(BOOKING_NOW.getTime() + 11_000));
    const checked = (await bob("POST", `/api/v1/orders/${order.id}/payment-check`)).json().result as Order;
    expect(checked.status).toBe("paid");
    expect(checked.tickets).toHaveLength(1);
    expect((await ipn(t.ipns.at(-1)!)).json().RspCode).toBe("02");
    expect(await emailsAbout(order.code)).toHaveLength(1);
    t.setNow(BOOKING_NOW);
  });
});

describe("late payment (the money arrives after the hold ended)", () => {
  it("seats still free: the seats are claimed again and the order is paid", async () => {
    const order = await heldOrder(carol, ["G3"]);
    await payWithIpnLost(t, await paymentUrlFor(carol, order.id, "vnpay"));
    t.setNow(minutes(15));
    await expireHolds({ database: t.database, clock: () => minutes(15) });
    expect((await orderOf(carol, order.id)).status).toBe("expired");
    // The gateway retries its notification.
    expect((await ipn(t.ipns.at(-1)!)).json().RspCode).toBe("00");
    const late = await orderOf(carol, order.id);
    expect(late.status).toBe("paid");
    expect(late.tickets).toHaveLength(1);
    const held = await hold(bob, scene.showtimeId, [scene.seat("G3")]);
    expect(held.statusCode).toBe(409);
    t.setNow(BOOKING_NOW);
  });

  it("seats resold meanwhile: the order is refunded through the gateway and the customer is told by e-mail", async () => {
    t.setNow(BOOKING_NOW);
    const order = await heldOrder(alice, ["E10"]);
    await payWithIpnLost(t, await paymentUrlFor(alice, order.id, "vnpay"));
    // The hold runs out; Bob buys the seat.
    t.setNow(minutes(12));
    const bobs = await heldOrder(bob, ["E10"]);
    await payOnGateway(t, await paymentUrlFor(bob, bobs.id, "vnpay"));
    expect((await orderOf(bob, bobs.id)).status).toBe("paid");
    // The reconciliation job finds Alice's captured payment.
    t.setNow(minutes(14));
    expect(await t.services.checkout.reconcile()).toBe(1);
    const refunded = await orderOf(alice, order.id);
    expect(refunded.status).toBe("refunded");
    expect(refunded.tickets).toBeUndefined();
    const [refund] = await rows(
      t,
      sql<{
        status: string;
        amount_vnd: number;
      }>`select r.status, r.amount_vnd from refunds r join payments p on p.id = r.payment_id where p.order_id = ${order.id}`,
    );
    expect(refund).toEqual({ status: "done", amount_vnd: order.total });
    // The gateway's own books say it was refunded.
    const status = await t.services.checkout.providers.vnpay.query({ txnRef: `${order.code}-1`, createdAt: BOOKING_NOW });
    expect(status.state).toBe("refunded");
    const mails = await emailsAbout(order.code);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Hoàn tiền .+ cho đơn hàng HC/)]);
    expect(mails[0]!.html).toContain("đã có người khác mua");
    // Bob's seat is his: still sold.
    expect((await orderOf(bob, bobs.id)).tickets).toHaveLength(1);
    t.setNow(BOOKING_NOW);
  });

  it("a refund the gateway could not take is retried by the refund job until done", async () => {
    t.setNow(BOOKING_NOW);
    const order = await heldOrder(carol, ["G10"]);
    await payWithIpnLost(t, await paymentUrlFor(carol, order.id, "vnpay"));
    t.setNow(minutes(12));
    await payOnGateway(t, await paymentUrlFor(bob, (await heldOrder(bob, ["G10"])).id, "vnpay"));
    // The refund call after commit fails (gateway unreachable): the refunds row stays pending.
    const realRefund = t.services.checkout.providers.vnpay.refund;
    t.services.checkout.providers.vnpay.refund = async () => {
      throw new Error("unreachable");
    };
    expect((await ipn(t.ipns.find((u) => u.includes(order.code))!)).json().RspCode).toBe("00");
    t.services.checkout.providers.vnpay.refund = realRefund;
    const pending = await rows(
      t,
      sql<{
        status: string;
        attempts: number;
      }>`select r.status, r.attempts from refunds r join payments p on p.id = r.payment_id where p.order_id = ${order.id}`,
    );
    expect(pending).toEqual([{ status: "pending", attempts: 1 }]);
    t.setNow(minutes(14));
    expect(await t.services.checkout.runRefunds()).toEqual({ done: 1, pending: 0 });
    expect((await orderOf(carol, order.id)).status).toBe("refunded");
    t.setNow(BOOKING_NOW);
  });

  it("every captured payment ended paid or refunded", async () => {
    expect(await capturedPaymentsNotSettled(t)).toBe(0);
    const [captured] = await rows(t, sql<{ n: number }>`select count(*)::int as n from payments where provider_txn_id is not null`);
    expect(captured!.n).toBeGreaterThanOrEqual(7);
  });
});
