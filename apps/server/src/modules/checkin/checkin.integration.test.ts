import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { provisionAccount } from "../auth/account-provisioning.ts";
import { logInProven } from "../auth/auth-test-kit.ts";
import { createAuditorium, createCinema, createShowtime } from "#server/db/seed/factories.ts";
import { BOOKING_NOW, createScene, customerFor, customers, hold, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { checkout, createCheckoutTestApp, payOnGateway, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";

let t: CheckoutTestApp;
let scene: Scene;
let alice: Customer;
let bob: Customer;
let staff: Customer;
let order: Order;

async function paidOrder(customer: Customer, labels: string[]): Promise<Order> {
  const held = (
    await hold(
      customer,
      scene.showtimeId,
      labels.map((l) => scene.seat(l)),
    )
  ).json().result as Order;
  await payOnGateway(t, (await checkout(customer, held.id)).json().result.paymentUrl);
  return (await customer("GET", `/api/v1/orders/${held.id}`)).json().result as Order;
}

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW });
  // 10:00 in Vietnam; the showtime starts at 20:00 the same day.
  scene = await createScene(t, { startsInMinutes: 600 });
  [alice, bob] = (await customers(t, 2)) as [Customer, Customer];
  staff = await staffOf("nhanvien.cua", [scene.cinemaSlug!]);
  order = await paidOrder(alice, ["C3", "C4", "C5"]);
  t.setNow(DOOR_OPEN);
});

/** 45 minutes before the 20:00 showtime: the door is open (it opens an hour before). */
const DOOR_OPEN = new Date(BOOKING_NOW.getTime() + (600 - 45) * 60_000);

/** A staff member (or admin) made as `npm run user:create` makes them, signed in. */
async function staffOf(name: string, cinemas: string[] | undefined, role: "staff" | "admin" = "staff"): Promise<Customer> {
  const email = `${name}@hancine.vn`;
  await provisionAccount(t.database.db, { email, password: "CuaRap2026x", role, ...(cinemas && { cinemas }) }, BOOKING_NOW);
  return customerFor(t, await logInProven(t, { email, password: "CuaRap2026x" }));
}
afterAll(() => t.close());

const scan = (who: Customer, body: Record<string, unknown>) => who("POST", "/api/v1/checkin", body);

describe("check-in", () => {
  it("is for staff only: 401 signed out, 403 for a customer", async () => {
    const qr = order.tickets![0]!.qr;
    expect((await t.app.inject({ method: "POST", url: "/api/v1/checkin", payload: { qr }, headers: { origin: "http://localhost:3000" } })).statusCode).toBe(
      401,
    );
    expect((await scan(alice, { qr })).statusCode).toBe(403);
  });

  it("admits the first scan with the seat, film and time; a second scan is 409 ALREADY_CHECKED_IN saying when and where", async () => {
    const ticket = order.tickets![0]!;
    const first = await scan(staff, { qr: ticket.qr, place: "Cửa 1" });
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({
      ticket: { id: ticket.id, code: ticket.code, seatLabel: "C3" },
      orderCode: order.code,
      film: { name: order.showtime.film.name, age: "T13" },
      showtime: { startsAt: order.showtime.startsAt, auditorium: order.showtime.auditorium.name },
      checkedInAt: DOOR_OPEN.toISOString(),
    });
    expect(first.json().result.place).toMatch(/– Cửa 1$/);

    t.setNow(new Date(DOOR_OPEN.getTime() + 60_000));
    const second = await scan(staff, { qr: ticket.qr, place: "Cửa 2" });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe("ALREADY_CHECKED_IN");
    expect(second.json().error.message).toContain("đã được soát lúc 19:15, 23/11/2026");
    expect(second.json().error.message).toContain("Cửa 1");
    expect(second.json().error.details).toMatchObject({ reason: "already_checked_in", checkedInAt: DOOR_OPEN.toISOString() });
    const seen = (await alice("GET", `/api/v1/orders/${order.id}`)).json().result as Order;
    expect(seen.tickets![0]!.checkedInAt).toBe(DOOR_OPEN.toISOString());
    expect(seen.tickets![1]!.checkedInAt).toBeNull();
    t.setNow(DOOR_OPEN);
  });

  it("a retried request with the same nonce gets the same answer and counts once; a new scan is refused", async () => {
    const ticket = order.tickets![1]!;
    const nonce = "scan-7f3a9c21";
    const first = await scan(staff, { qr: ticket.qr, nonce });
    const retry = await scan(staff, { qr: ticket.qr, nonce });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const [count] = await rows(t, sql<{ n: number }>`select count(*)::int as n from checkins where ticket_id = ${ticket.id}`);
    expect(count!.n).toBe(1);
    expect((await scan(staff, { qr: ticket.qr, nonce: "scan-other-01" })).statusCode).toBe(409);
    // The nonce belongs to that ticket's scan.
    const misuse = await scan(staff, { qr: order.tickets![2]!.qr, nonce });
    expect(misuse.statusCode).toBe(400);
    expect(misuse.json().error.fields.nonce).toMatch(/vé khác/);
  });

  it("accepts the ticket code typed at the counter; refuses a forged QR and an unknown code", async () => {
    const ticket = order.tickets![2]!;
    const typed = await scan(staff, { qr: ticket.code.toLowerCase() });
    expect(typed.statusCode).toBe(200);
    expect(typed.json().result.ticket.seatLabel).toBe("C5");
    const forged = await scan(staff, { qr: ticket.qr.replace(ticket.code, "22222ABCDE") });
    expect(forged.statusCode).toBe(409);
    expect(forged.json().error).toMatchObject({ code: "TICKET_NOT_VALID", details: { reason: "forged" } });
    const unknown = await scan(staff, { qr: "22222ABCDE" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/Không tìm thấy vé/);
    const garbage = await scan(staff, { qr: "https://example.com/x" });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.fields.qr).toMatch(/Không đọc được mã vé/);
  });

  it("refuses a ticket of a refunded or exchanged order, with the reason", async () => {
    // The orders' statuses written straight, as the refund and the exchange leave them (an order's
    // status can become neither again: decision 065).
    const other = await paidOrder(bob, ["D5", "D6"]);
    await t.database.db.execute(sql`update orders set status = 'refunded' where id = ${other.id}`);
    const refunded = await scan(staff, { qr: other.tickets![0]!.qr });
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json().error).toMatchObject({ code: "TICKET_NOT_VALID", details: { reason: "refunded" } });
    expect(refunded.json().error.message).toMatch(/hoàn tiền/);
    const moved = await paidOrder(bob, ["D7", "D8"]);
    await t.database.db.execute(sql`update orders set status = 'exchanged' where id = ${moved.id}`);
    const exchanged = await scan(staff, { qr: moved.tickets![1]!.qr });
    expect(exchanged.json().error).toMatchObject({ code: "TICKET_NOT_VALID", details: { reason: "exchanged" } });
    expect(exchanged.json().error.message).toMatch(/đổi vé này sang suất chiếu khác/);
  });

  it("refuses a ticket on another day than its showtime's", async () => {
    const next = await paidOrder(bob, ["E5", "E6"]);
    t.setNow(new Date(BOOKING_NOW.getTime() + 24 * 3600_000));
    const tomorrow = await scan(staff, { qr: next.tickets![0]!.qr });
    expect(tomorrow.statusCode).toBe(409);
    expect(tomorrow.json().error).toMatchObject({ code: "TICKET_NOT_VALID", details: { reason: "wrong_day" } });
    expect(tomorrow.json().error.message).toBe("Vé dành cho suất 20:00 ngày 23/11/2026, không phải hôm nay. Không cho vào.");
    t.setNow(DOOR_OPEN);
    expect((await scan(staff, { qr: next.tickets![0]!.qr })).statusCode).toBe(200);
  });

  it("admits from an hour before the start until the end only", async () => {
    const ticket = (await paidOrder(bob, ["F5", "F6"])).tickets!;
    t.setNow(new Date(BOOKING_NOW.getTime() + (600 - 61) * 60_000));
    const early = await scan(staff, { qr: ticket[0]!.qr });
    expect(early.json().error).toMatchObject({ code: "TICKET_NOT_VALID", details: { reason: "too_early" } });
    expect(early.json().error.message).toBe("Vé suất 20:00: cửa mở soát vé từ 19:00. Mời khách quay lại sau.");
    t.setNow(new Date(BOOKING_NOW.getTime() + (600 - 60) * 60_000));
    expect((await scan(staff, { qr: ticket[0]!.qr })).statusCode).toBe(200);
    // The demo film of createScene runs 120 minutes: 20:00–22:00.
    t.setNow(new Date(BOOKING_NOW.getTime() + (600 + 120) * 60_000));
    const ended = await scan(staff, { qr: ticket[1]!.qr });
    expect(ended.json().error).toMatchObject({ code: "TICKET_NOT_VALID", details: { reason: "ended" } });
    expect(ended.json().error.message).toContain("đã kết thúc lúc 22:00");
    t.setNow(DOOR_OPEN);
  });

  it("staff admit tickets of their own cinemas only (403 elsewhere); admins anywhere", async () => {
    const elsewhere = await createCinema(t.database.db);
    const room = await createAuditorium(t.database.db, { cinemaId: elsewhere.id });
    await createShowtime(t.database.db, {
      auditoriumId: room.id,
      filmId: (await rows(t, sql<{ id: string }>`select film_id as id from showtimes where id = ${scene.showtimeId}`))[0]!.id,
      startsAt: new Date(BOOKING_NOW.getTime() + 600 * 60_000),
    });
    const foreignStaff = await staffOf("nhanvien.khac", [elsewhere.slug]);
    const ticket = (await paidOrder(bob, ["G5", "G6"])).tickets!;
    const refused = await scan(foreignStaff, { qr: ticket[0]!.qr });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: "FORBIDDEN", details: { reason: "other_cinema" } });
    expect(refused.json().error.message).toMatch(/không phải rạp bạn soát vé/);
    expect(
      await rows(t, sql<{ n: number }>`select count(*)::int as n from checkins c join tickets tk on tk.id = c.ticket_id where tk.code = ${ticket[0]!.code}`),
    ).toEqual([{ n: 0 }]);
    const admin = await staffOf("quantri.cua", undefined, "admin");
    expect((await scan(admin, { qr: ticket[0]!.qr })).statusCode).toBe(200);
  });

  it("an order page is its owner's and its cinema's staff's: another customer gets 404, staff of the cinema see it by booking code", async () => {
    expect((await bob("GET", `/api/v1/orders/by-code/${order.code}`)).statusCode).toBe(404);
    const seen = await staff("GET", `/api/v1/orders/by-code/${order.code}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().result.tickets).toHaveLength(3);
    const svg = await alice("GET", `/api/v1/orders/${order.id}/tickets/${order.tickets![0]!.id}/qr.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.body).toMatch(/^<svg /);
    expect((await bob("GET", `/api/v1/orders/${order.id}/tickets/${order.tickets![0]!.id}/qr.svg`)).statusCode).toBe(404);
  });
});
