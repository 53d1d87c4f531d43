import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { createAuditorium, createCinema, createFilm, createShowtime } from "#server/db/seed/factories.ts";
import { customerSaying, type SayingCustomer } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, type Scene } from "../booking/booking-test-kit.ts";
import { comeBack, createCheckoutTestApp, payOnGateway, rows, type CheckoutTestApp } from "./checkout-test-kit.ts";

// Issue 37, decision 093: an order keeps the language of the page that made it (the browser's
// Accept-Language is its page's <html lang>), and its e-mails and the return from the gateway are in it.
let t: CheckoutTestApp;
let scene: Scene;

const at = (local: string) => new Date(`${local}+07:00`);

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW, env: { CANCEL_BEFORE_MINUTES: "30" } });
  const db = t.database.db;
  const cinema = await createCinema(db, { name: "HanCine Hải Châu" });
  const room = await createAuditorium(db, { cinemaId: cinema.id, name: "Phòng 3", layout: "small" });
  const film = await createFilm(db, { title: "Lật mặt 8", titleEn: "Face Off 8", durationMinutes: 120, ageRating: "T13" });
  const showtime = await createShowtime(db, { auditoriumId: room.id, filmId: film.id, startsAt: at("2026-11-28T19:30:00") });
  const map = await t.app.inject({ url: `/api/v1/showtimes/${showtime.id}/seats` });
  const seats = (map.json().result.rows as { seats: Scene["seats"] }[]).flatMap((row) => row.seats);
  scene = { showtimeId: showtime.id, seats, seat: (label) => seats.find((s) => s.label === label)! };
});
afterAll(() => t.close());

async function buy(customer: SayingCustomer, labels: string[]) {
  const held = await customer("POST", "/api/v1/orders", { showtimeId: scene.showtimeId, seatIds: labels.map((l) => scene.seat(l).id) });
  expect(held.statusCode).toBe(201);
  const order = held.json().result as Order;
  const started = await customer("POST", `/api/v1/orders/${order.id}/checkout`, { method: "vnpay", ageConfirmed: true });
  const back = await comeBack(t, await payOnGateway(t, started.json().result.paymentUrl));
  return { order: (await customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order, back };
}

const localeOf = async (orderId: string) => (await rows(t, sql<{ locale: string }>`select locale from orders where id = ${orderId}`))[0]!.locale;
const emailsAbout = (code: string) =>
  rows(
    t,
    sql<{ subject: string; html: string; text: string }>`select subject, html, text from outbox_emails where subject like ${`%${code}%`} order by created_at`,
  );

describe("an order placed from the English site", () => {
  it("is English: back from the gateway on its English page, its tickets e-mailed in English", async () => {
    const { customer } = await customerSaying(t, "en");
    const { order, back } = await buy(customer, ["C1", "C2"]);
    expect(order.status).toBe("paid");
    expect(await localeOf(order.id)).toBe("en");
    expect(back).toBe(`/en/orders/${order.code}`);

    const [mail] = await emailsAbout(order.code);
    expect(mail!.subject).toBe(`Your tickets: Face Off 8 – 19:30 Sat, 28 Nov · ${order.code}`);
    expect(mail!.html).toContain('<html lang="en">');
    for (const words of [
      "Payment received! Here are your tickets for",
      "Booking code",
      "19:30 – 21:30, Sat, 28 Nov 2026",
      "Seat C1",
      "Your tickets (2)",
      "View your tickets online",
      "T13 film: staff may ask to see photo ID to check your age.",
      "See you at the cinema,",
      `/en/orders/${order.code}`,
    ])
      expect(mail!.html).toContain(words);
    // The chain's own words stay as it wrote them, marked Vietnamese for readers that switch voice.
    expect(mail!.html).toContain('<span lang="vi">HanCine Hải Châu</span>');
    expect(mail!.html).toContain('<span lang="vi">Phòng 3</span>');
    expect(mail!.text).toContain("Seats: C1, C2");
    expect(mail!.text).not.toContain("Vé của bạn");
  });

  it("its cancel refunds it with an English e-mail", async () => {
    const { customer } = await customerSaying(t, "en-GB,en;q=0.9,vi;q=0.5");
    const { order } = await buy(customer, ["A1", "A2"]);
    const cancelled = await customer("POST", `/api/v1/orders/${order.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    const refund = (await emailsAbout(order.code)).find((mail) => mail.subject.startsWith("Refund"));
    expect(refund!.subject).toBe(`Refund of ${order.total.toLocaleString("vi-VN")} ₫ for order ${order.code}`.replace(/\s₫/, "\u00a0₫"));
    expect(refund!.html).toContain(`You cancelled order ${order.code}. The tickets for seats A1, A2 are no longer valid and the seats are on sale again.`);
    expect(refund!.html).toContain("It usually reaches your account within 1–15 working days");
  });
});

describe("an order placed from the Vietnamese site", () => {
  it("stays Vietnamese, word for word as before", async () => {
    const { customer } = await customerSaying(t);
    const { order, back } = await buy(customer, ["B1", "B2"]);
    expect(await localeOf(order.id)).toBe("vi");
    expect(back).toBe(`/orders/${order.code}`);
    const [mail] = await emailsAbout(order.code);
    expect(mail!.subject).toBe(`Vé của bạn: Lật mặt 8 – 19:30 T7, 28/11 · ${order.code}`);
    expect(mail!.html).toContain('<html lang="vi">');
    expect(mail!.html).toContain("Thanh toán thành công! Đây là vé xem phim của bạn tại");
    expect(mail!.html).toContain("Nếu nút không bấm được, bạn hãy chép đường dẫn này vào trình duyệt:");
    expect(mail!.text).toContain("Hẹn gặp bạn ở rạp,");
    expect(mail!.text).toContain("Suất chiếu: 19:30 – 21:30, T7, 28/11/2026");
    expect(mail!.html).not.toContain('lang="vi"><');
  });
});
