import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { createAuditorium, createCinema, createFilm, createShowtime } from "#server/db/seed/factories.ts";
import { customerSaying, type SayingCustomer } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, type Scene } from "../booking/booking-test-kit.ts";
import { comeBack, createCheckoutTestApp, payOnGateway, type CheckoutTestApp } from "./checkout-test-kit.ts";

// Issue 37, decision 097: what a paid order's owner may still do with it — the rule, why not any
// more, where a refund goes — is written in the request's language (the page's, as the browser's
// callApi and the loaders send it), Vietnamese by default and word for word as before; the local
// gateway's page speaks English for an order of an English page.
let t: CheckoutTestApp;
let scene: Scene;

const at = (local: string) => new Date(`${local}+07:00`);
const STARTS = at("2026-11-28T19:30:00");

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW, env: { CANCEL_BEFORE_MINUTES: "90" } });
  const db = t.database.db;
  const cinema = await createCinema(db, { name: "HanCine Hải Châu" });
  const room = await createAuditorium(db, { cinemaId: cinema.id, name: "Phòng 3", layout: "small" });
  const film = await createFilm(db, { title: "Lật mặt 8", titleEn: "Face Off 8", durationMinutes: 120, ageRating: "P" });
  const showtime = await createShowtime(db, { auditoriumId: room.id, filmId: film.id, startsAt: STARTS });
  const map = await t.app.inject({ url: `/api/v1/showtimes/${showtime.id}/seats` });
  const seats = (map.json().result.rows as { seats: Scene["seats"] }[]).flatMap((row) => row.seats);
  scene = { showtimeId: showtime.id, seats, seat: (label) => seats.find((s) => s.label === label)! };
});
afterAll(() => t.close());

/** Two seats bought on the local VNPay gateway from a page in `language`; the gateway's page HTML and the order. */
async function buy(who: SayingCustomer, labels: string[], language?: string) {
  const held = await who("POST", "/api/v1/orders", { showtimeId: scene.showtimeId, seatIds: labels.map((l) => scene.seat(l).id) }, language);
  expect(held.statusCode).toBe(201);
  const order = held.json().result as Order;
  const started = await who("POST", `/api/v1/orders/${order.id}/checkout`, { method: "vnpay", ageConfirmed: true }, language);
  const paymentUrl = started.json().result.paymentUrl as string;
  const page = await t.app.inject({ url: paymentUrl.slice(paymentUrl.indexOf("/dev/")) });
  await comeBack(t, await payOnGateway(t, paymentUrl));
  return { order, paymentUrl, gatewayPage: page.body };
}

const afterSaleOf = async (who: SayingCustomer, code: string, language?: string) =>
  ((await who("GET", `/api/v1/orders/by-code/${code}`, undefined, language)).json().result as Order).afterSale!;

describe("a paid order's after-sale words", () => {
  it("are English for an English page: the rule, where a refund goes, and the closed window", async () => {
    const { customer: who } = await customerSaying(t);
    const { order, paymentUrl, gatewayPage } = await buy(who, ["A1", "A2"], "en");
    expect(new URL(paymentUrl).searchParams.get("vnp_Locale")).toBe("en");
    expect(gatewayPage).toContain('<html lang="en">');
    expect(gatewayPage).toContain("<h1>Confirm payment</h1>");
    expect(gatewayPage).toContain(`Payment for tickets HanCine ${order.code}`);
    expect(gatewayPage).not.toContain("Thanh toán");

    const open = await afterSaleOf(who, order.code, "en");
    expect(open).toMatchObject({
      open: true,
      rule: "Orders can only be cancelled or moved to another showtime up to 1 hour 30 minutes before it starts.",
      blockedReason: null,
      refund: { to: "VNPay" },
    });
    // The same order read from a Vietnamese page: Vietnamese, as the API always wrote it.
    expect((await afterSaleOf(who, order.code)).rule).toBe("Chỉ hủy hoặc đổi suất được trước giờ chiếu 1 tiếng 30 phút.");

    t.setNow(at("2026-11-28T18:30:00"));
    try {
      const closed = await afterSaleOf(who, order.code, "en-GB,en;q=0.9");
      expect(closed.open).toBe(false);
      expect(closed.blockedReason).toBe("This order could be cancelled or moved to another showtime until 18:00 on 28 Nov 2026; that time has passed.");
      const refused = await who("POST", `/api/v1/orders/${order.id}/cancel`, undefined, "en");
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(/^This order could be cancelled or moved to another showtime until 18:00 on 28 Nov 2026/);
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });

  it("stay Vietnamese, word for word as before, for a Vietnamese page (the gateway's page too)", async () => {
    const { customer: who } = await customerSaying(t);
    const { order, paymentUrl, gatewayPage } = await buy(who, ["B1", "B2"]);
    expect(new URL(paymentUrl).searchParams.get("vnp_Locale")).toBe("vn");
    expect(gatewayPage).toContain('<html lang="vi">');
    expect(gatewayPage).toContain("<h1>Xác nhận thanh toán</h1>");
    const open = await afterSaleOf(who, order.code);
    expect(open).toMatchObject({ open: true, rule: "Chỉ hủy hoặc đổi suất được trước giờ chiếu 1 tiếng 30 phút.", refund: { to: "VNPay" } });
    t.setNow(at("2026-11-28T18:30:00"));
    try {
      expect((await afterSaleOf(who, order.code)).blockedReason).toBe("Đơn hàng này chỉ hủy hoặc đổi suất được đến 18:00 ngày 28/11/2026; thời hạn đó đã qua.");
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });

  it("answer a cancel in the request's language too", async () => {
    const { customer: who } = await customerSaying(t);
    const { order } = await buy(who, ["C1", "C2"], "en");
    const cancelled = await who("POST", `/api/v1/orders/${order.id}/cancel`, undefined, "en");
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json().result as Order).status).toBe("refunded");
    const listed = (await who("GET", "/api/v1/me/orders", undefined, "en")).json().result as Order[];
    expect(listed.every((o) => !o.afterSale || !/[ạảãàáâậầấẩẫăặằắẳẵđêệềếểễôộồốổỗơợờớởỡưựừứửữ]/.test(o.afterSale.rule))).toBe(true);
  });
});
