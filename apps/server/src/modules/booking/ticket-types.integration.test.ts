import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPriceTable, PriceRule, TicketTypePrice } from "@hancine/contract/back-office-prices";
import type { Order } from "@hancine/contract/booking";
import type { Cinema } from "#server/db/seed/factories.ts";
import { asUser, createOrderDeskTestApp, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { checkout, payOnGateway, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { BOOKING_NOW, customers, hold, type Customer, type Scene } from "./booking-test-kit.ts";

/**
 * Ticket types checked at the door (issue 35, decision 085): the manager prices them in the table,
 * the customer chooses one per seat, the ticket and the door say what to check, the counter sells them.
 * The showtime is Monday 23/11/2026 at 20:00: a weekday evening, 2D — standard seats 65.000 ₫ and VIP
 * 75.000 ₫ in the demo table (demoTicketPrice); the types' prices are the ones the manager sets below.
 */
let t: CheckoutTestApp;
let own: Cinema;
let other: Cinema;
let scene: Scene;
let manager: string;
let staff: string;
let alice: Customer;
let bob: Customer;

const at = (local: string) => new Date(`${local}+07:00`);
const CELL = { format: "2D", dayKind: "weekday", timeBand: "evening" } as const;
const STUDENT_STANDARD = 45_000;
const U22_STANDARD = 55_000;
const STUDENT_VIP = 52_000;
const ADULT_STANDARD = 65_000;
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

const typePrices: TicketTypePrice[] = [
  { ...CELL, seatType: "standard", ticketType: "student", price: STUDENT_STANDARD },
  { ...CELL, seatType: "standard", ticketType: "u22", price: U22_STANDARD },
  { ...CELL, seatType: "vip", ticketType: "student", price: STUDENT_VIP },
];

const send = (cookie: string | undefined, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  asUser(t, cookie, { method, url: `/api/v1${url}`, ...(payload !== undefined && { payload }) });
const tableOf = async (slug: string): Promise<AdminPriceTable> => (await send(manager, "GET", `/admin/cinemas/${slug}/prices`)).json().result;
const adultRules = async (): Promise<PriceRule[]> => (await tableOf(own.slug)).rules;
const choose = (who: Customer, orderId: string, ticketTypes: unknown) => who("PATCH", `/api/v1/orders/${orderId}`, { ticketTypes });
const seatOf = (order: Order, label: string) => order.seats.find((s) => s.label === label)!;

beforeAll(async () => {
  ({ t, own, other, scene } = await createOrderDeskTestApp(at("2026-11-23T20:00:00")));
  manager = await signedIn(t, "manager", [own.slug]);
  staff = await signedIn(t, "staff", [own.slug]);
  [alice, bob] = (await customers(t, 2)) as [Customer, Customer];
});
afterAll(() => t.close());

describe("ticket types in the price table", () => {
  it("are priced by the cinema's managers and admins only (401, customer and staff 403, another cinema's manager 403)", async () => {
    await expectGuarded(
      t,
      { method: "PUT", url: `/api/v1/admin/cinemas/${own.slug}/prices`, payload: { rules: await adultRules(), typePrices } },
      { minRole: "manager", cinema: own.slug, otherCinema: other.slug },
    );
    expect((await tableOf(own.slug)).typePrices).toEqual([]);
  });

  it("lists the types with what the door checks, saves their prices and audits the cells that changed", async () => {
    const before = await tableOf(own.slug);
    expect(before.ticketTypes).toEqual([
      { value: "adult", label: "Người lớn", doorCheck: null },
      { value: "student", label: "HSSV", doorCheck: "Vé HSSV — kiểm tra thẻ" },
      { value: "u22", label: "U22", doorCheck: "Vé U22 — kiểm tra giấy tờ tuổi" },
      { value: "senior", label: "Người cao tuổi (từ 60 tuổi)", doorCheck: "Vé người cao tuổi — kiểm tra giấy tờ (từ 60 tuổi)" },
    ]);
    const saved = await send(manager, "PUT", `/admin/cinemas/${own.slug}/prices`, { rules: before.rules, typePrices });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json().result as AdminPriceTable).typePrices).toHaveLength(3);
    const [audit] = await rows(
      t,
      sql<{
        after: Record<string, number>;
      }>`select after from audit_log where action = 'price_rules.update' and entity_id = ${own.id} order by at desc, id desc limit 1`,
    );
    expect(audit!.after).toEqual({
      "2D/standard/weekday/evening/student": STUDENT_STANDARD,
      "2D/standard/weekday/evening/u22": U22_STANDARD,
      "2D/vip/weekday/evening/student": STUDENT_VIP,
    });

    // A save of the adult prices alone keeps the types' prices of the cells it keeps.
    expect((await send(manager, "PUT", `/admin/cinemas/${own.slug}/prices`, { rules: before.rules })).statusCode).toBe(200);
    expect((await tableOf(own.slug)).typePrices).toHaveLength(3);
  });

  it("refuses a type above the adult price, an unknown type, adult in typePrices and a price not in thousands, changing nothing", async () => {
    const rules = await adultRules();
    const above = await send(manager, "PUT", `/admin/cinemas/${own.slug}/prices`, {
      rules,
      typePrices: [{ ...CELL, seatType: "standard", ticketType: "senior", price: ADULT_STANDARD + 1_000 }],
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().error.fields["typePrices.0"]).toMatch(
      /^Giá vé Người cao tuổi \(từ 60 tuổi\) ở ô 2D · Ghế thường · Ngày thường · Từ 18:00 không được cao hơn giá người lớn \(65\.000\s₫\)\.$/,
    );
    for (const bad of [
      { ...CELL, seatType: "standard", ticketType: "child", price: 40_000 },
      { ...CELL, seatType: "standard", ticketType: "adult", price: 40_000 },
      { ...CELL, seatType: "standard", ticketType: "student", price: 40_500 },
      "HSSV",
    ]) {
      const answer = await send(manager, "PUT", `/admin/cinemas/${own.slug}/prices`, { rules, typePrices: [bad] });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().error.code).toBe("VALIDATION_FAILED");
      expect(answer.json().error.message).toMatch(VIETNAMESE);
    }
    expect((await tableOf(own.slug)).typePrices.map((p) => p.price).sort()).toEqual([STUDENT_STANDARD, STUDENT_VIP, U22_STANDARD].sort());
  });

  it("the database keeps the types valid: a known type, in a priced cell, never above its adult price", async () => {
    const insert = (ticketType: string, price: number, seatType = "standard") =>
      rows(
        t,
        sql`insert into ticket_type_prices (cinema_id, format, seat_type, day_kind, time_band, ticket_type, price_vnd)
            values (${own.id}::uuid, '2D', ${seatType}::seat_type, 'weekday', 'evening', ${ticketType}, ${price})`,
      );
    await expect(insert("child", 40_000)).rejects.toThrow();
    await expect(insert("senior", ADULT_STANDARD + 1_000)).rejects.toThrow();
    await expect(
      rows(
        t,
        sql`update price_rules set price_vnd = 40000 where cinema_id = ${own.id}::uuid and format = '2D' and seat_type = 'standard' and day_kind = 'weekday' and time_band = 'evening'`,
      ),
    ).rejects.toThrow();
    await expect(
      rows(
        t,
        sql`insert into seat_claims (showtime_id, seat_id, held_from, price_vnd, kind, ticket_type)
            values (${scene.showtimeId}::uuid, ${scene.seat("A1").id}::uuid, now(), 0, 'house', 'child')`,
      ),
    ).rejects.toThrow();
  });
});

describe("choosing a type per ticket online", () => {
  it("the showtime offers the types its table prices, per seat type", async () => {
    const detail = (await t.app.inject({ url: `/api/v1/showtimes/${scene.showtimeId}` })).json().result;
    const standard = detail.prices.find((p: { type: string }) => p.type === "standard");
    expect(standard.price).toBe(ADULT_STANDARD);
    expect(standard.ticketTypes).toEqual([
      { ticketType: "student", label: "HSSV", price: STUDENT_STANDARD },
      { ticketType: "u22", label: "U22", price: U22_STANDARD },
    ]);
  });

  it("a held order's seats start as adult; a student ticket is charged the table's student price and the total follows", async () => {
    const held = (await hold(alice, scene.showtimeId, [scene.seat("C3"), scene.seat("C4")])).json().result as Order;
    expect(held.seats.map((s) => [s.label, s.ticketType, s.ticketTypeLabel, s.price])).toEqual([
      ["C3", "adult", "Người lớn", ADULT_STANDARD],
      ["C4", "adult", "Người lớn", ADULT_STANDARD],
    ]);
    const chosen = await choose(alice, held.id, [{ seatId: scene.seat("C3").id, ticketType: "student" }]);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const order = chosen.json().result as Order;
    expect(seatOf(order, "C3")).toMatchObject({ ticketType: "student", ticketTypeLabel: "HSSV", price: STUDENT_STANDARD });
    expect(seatOf(order, "C4")).toMatchObject({ ticketType: "adult", price: ADULT_STANDARD });
    expect(order.subtotal).toBe(STUDENT_STANDARD + ADULT_STANDARD);
    expect(order.total).toBe(110_000);

    const back = (await choose(alice, held.id, [{ seatId: scene.seat("C3").id, ticketType: "adult" }])).json().result as Order;
    expect(back.total).toBe(2 * ADULT_STANDARD);
    const [audit] = await rows(
      t,
      sql<{
        details: { ticketTypes: Record<string, string> };
      }>`select details from audit_log where action = 'order.updated' and details->>'orderId' = ${held.id} order by at desc, id desc limit 1`,
    );
    expect(audit!.details.ticketTypes).toEqual({ C3: "adult", C4: "adult" });
  });

  it("refuses a type the table does not sell for the seat, unknown types, foreign seats and bad shapes with a 400, changing nothing", async () => {
    const held = (await hold(bob, scene.showtimeId, [scene.seat("C8")])).json().result as Order;
    const senior = await choose(bob, held.id, [{ seatId: scene.seat("C8").id, ticketType: "senior" }]);
    expect(senior.statusCode).toBe(400);
    expect(senior.json().error.fields.ticketTypes).toBe("Rạp không bán vé Người cao tuổi (từ 60 tuổi) cho ghế C8 ở suất này.");
    for (const bad of [
      [{ seatId: scene.seat("C8").id, ticketType: "child" }],
      [{ seatId: scene.seat("C9").id, ticketType: "student" }],
      [{ seatId: "not-a-seat", ticketType: "student" }],
      [
        { seatId: scene.seat("C8").id, ticketType: "student" },
        { seatId: scene.seat("C8").id, ticketType: "u22" },
      ],
      [],
      "student",
      [{ seatId: scene.seat("C8").id }],
    ]) {
      const answer = await choose(bob, held.id, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().error.code).toBe("VALIDATION_FAILED");
      expect(answer.json().error.message).toMatch(VIETNAMESE);
    }
    expect((await bob("GET", `/api/v1/orders/${held.id}`)).json().result.total).toBe(ADULT_STANDARD);
    // Another customer's order is nobody else's business; signed out is 401.
    expect((await choose(alice, held.id, [{ seatId: scene.seat("C8").id, ticketType: "student" }])).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/orders/${held.id}`,
      payload: { ticketTypes: [{ seatId: scene.seat("C8").id, ticketType: "student" }] },
      headers: { origin: "http://localhost:3000" },
    });
    expect(anonymous.statusCode).toBe(401);
    await bob("DELETE", `/api/v1/orders/${held.id}`);
  });
});

describe("the ticket and the door", () => {
  let paid: Order;

  it("the paid order's tickets carry the type and what the door checks", async () => {
    const holding = await hold(bob, scene.showtimeId, [scene.seat("B3"), scene.seat("B4")]);
    expect(holding.statusCode, holding.body).toBe(201);
    const held = holding.json().result as Order;
    expect((await choose(bob, held.id, [{ seatId: scene.seat("B3").id, ticketType: "student" }])).statusCode).toBe(200);
    const started = await checkout(bob, held.id);
    expect(started.statusCode, started.body).toBe(200);
    await payOnGateway(t, started.json().result.paymentUrl);
    paid = (await bob("GET", `/api/v1/orders/${held.id}`)).json().result as Order;
    expect(paid.status).toBe("paid");
    expect(paid.total).toBe(STUDENT_STANDARD + ADULT_STANDARD);
    const bySeat = new Map(paid.tickets!.map((ticket) => [ticket.seatLabel, ticket]));
    expect(bySeat.get("B3")).toMatchObject({ ticketType: "student", ticketTypeLabel: "HSSV", doorCheck: "Vé HSSV — kiểm tra thẻ" });
    expect(bySeat.get("B4")).toMatchObject({ ticketType: "adult", ticketTypeLabel: "Người lớn", doorCheck: null });
  });

  it("the check-in answer tells the door to check the card; an adult ticket asks nothing; another cinema's staff 403", async () => {
    t.setNow(at("2026-11-23T19:15:00"));
    try {
      const student = paid.tickets!.find((ticket) => ticket.seatLabel === "B3")!;
      const adult = paid.tickets!.find((ticket) => ticket.seatLabel === "B4")!;
      const foreign = await signedIn(t, "staff", [other.slug]);
      const refused = await send(foreign, "POST", "/checkin", { qr: student.qr });
      expect(refused.statusCode).toBe(403);

      const answer = await send(staff, "POST", "/checkin", { qr: student.qr, place: "Cửa 1" });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().result).toMatchObject({
        ticket: { seatLabel: "B3", ticketType: "student", ticketTypeLabel: "HSSV" },
        doorCheck: "Vé HSSV — kiểm tra thẻ",
      });
      const plain = await send(staff, "POST", "/checkin", { qr: adult.qr });
      expect(plain.json().result).toMatchObject({ ticket: { seatLabel: "B4", ticketType: "adult" }, doorCheck: null });
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });
});

describe("the counter sells each ticket as a type", () => {
  let shiftId: string;
  const sell = (cookie: string, body: Record<string, unknown>) => send(cookie, "POST", "/box-office/sales", { showtimeId: scene.showtimeId, shiftId, ...body });

  it("sells a U22 and an adult seat at the table's prices; the tickets say what the door checks", async () => {
    const opened = await send(staff, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 500_000 });
    expect(opened.statusCode, opened.body).toBe(201);
    shiftId = opened.json().result.id;
    const total = U22_STANDARD + ADULT_STANDARD;
    const quote = await send(staff, "POST", "/box-office/quote", {
      showtimeId: scene.showtimeId,
      shiftId,
      seatIds: [scene.seat("B1").id, scene.seat("B2").id],
      ticketTypes: [{ seatId: scene.seat("B1").id, ticketType: "u22" }],
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().result.total).toBe(total);
    const sold = await sell(staff, {
      seatIds: [scene.seat("B1").id, scene.seat("B2").id],
      ticketTypes: [{ seatId: scene.seat("B1").id, ticketType: "u22" }],
      payments: [{ method: "cash", amount: total, tendered: 200_000 }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const result = sold.json().result as { order: Order; tickets: { seatLabel: string; doorCheck?: string | null; ticketType?: string }[] };
    expect(result.order.total).toBe(total);
    expect(seatOf(result.order, "B1")).toMatchObject({ ticketType: "u22", price: U22_STANDARD });
    expect(result.tickets.find((x) => x.seatLabel === "B1")).toMatchObject({ ticketType: "u22", doorCheck: "Vé U22 — kiểm tra giấy tờ tuổi" });
    expect(result.tickets.find((x) => x.seatLabel === "B2")).toMatchObject({ ticketType: "adult", doorCheck: null });
  });

  it("refuses a type the table does not sell and a type for a seat not in the basket (400, nothing sold)", async () => {
    const senior = await sell(staff, {
      seatIds: [scene.seat("B5").id],
      ticketTypes: [{ seatId: scene.seat("B5").id, ticketType: "senior" }],
      payments: [{ method: "cash", amount: ADULT_STANDARD }],
    });
    expect(senior.statusCode).toBe(400);
    expect(senior.json().error.fields.ticketTypes).toContain("Người cao tuổi");
    const stray = await sell(staff, {
      seatIds: [scene.seat("B5").id],
      ticketTypes: [{ seatId: scene.seat("B6").id, ticketType: "student" }],
      payments: [{ method: "cash", amount: ADULT_STANDARD }],
    });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().error.fields.ticketTypes).toMatch(VIETNAMESE);
    const [sold] = await rows(
      t,
      sql<{ n: number }>`select count(*)::int as n from seat_claims where seat_id = ${scene.seat("B5").id}::uuid and order_id is not null`,
    );
    expect(sold!.n).toBe(0);
  });
});
