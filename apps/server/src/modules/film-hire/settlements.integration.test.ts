import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Settlement } from "@hancine/contract/film-hire";
import { BOOKING_NOW, createScene, customers, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { checkout, createCheckoutTestApp, heldOrderIn, payOnGateway, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { asUser, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";

let t: CheckoutTestApp;
let a: Scene;
let b: Scene;
let later: Scene;
let other: Scene;
let admin: string;
let managerOfA: string;
let filmId: string;
let buyers: Customer[];

const RANGE = "from=2026-11-20&to=2026-12-03";

async function paidOrder(scene: Scene, customer: Customer, labels: string[]) {
  const held = await heldOrderIn(scene, customer, labels);
  const started = await checkout(customer, held.id, { method: "vnpay", ageConfirmed: true });
  expect(started.statusCode, started.body).toBe(200);
  await payOnGateway(t, started.json().result.paymentUrl);
  const order = (await customer("GET", `/api/v1/orders/${held.id}`)).json().result;
  expect(order.status).toBe("paid");
  return order as { id: string; seats: { label: string; price: number }[] };
}

const filmOf = async (showtimeId: string) =>
  (await rows(t, sql<{ filmId: string }>`select film_id as "filmId" from showtimes where id = ${showtimeId}::uuid`))[0]!.filmId;

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW });
  // a, b: 2026-11-23 20:00 (a Monday) in two cinemas; later: 2026-11-30 20:00 in a third; other: another film.
  a = await createScene(t);
  b = await createScene(t);
  later = await createScene(t, { startsInMinutes: 600 + 7 * 24 * 60 });
  other = await createScene(t);
  filmId = await filmOf(a.showtimeId);
  // One film in three cinemas, released on Wednesday 2026-11-18: week 1 is Fri 13 – Thu 19/11, week 2 Fri 20 – Thu 26/11, week 3 from Fri 27/11.
  await rows(t, sql`update films set release_date = '2026-11-18' where id = ${filmId}::uuid`);
  await rows(t, sql`update showtimes set film_id = ${filmId}::uuid where id in (${b.showtimeId}::uuid, ${later.showtimeId}::uuid)`);
  admin = await signedIn(t, "admin");
  managerOfA = await signedIn(t, "manager", [a.cinemaSlug!]);
  buyers = await customers(t, 5);
}, 60_000);
afterAll(() => t.close());

const putTerms = (cookie: string | undefined, id: string, payload: object) =>
  asUser(t, cookie, { method: "PUT", url: `/api/v1/admin/films/${id}/hire-terms`, payload });
const TERMS = {
  distributor: "cj-hk",
  weeks: [
    { week: 1, percent: 55 },
    { week: 2, percent: 50 },
    { week: 3, percent: 45 },
  ],
  minimumPerTicket: 25_000,
};

describe("PUT /admin/films/:id/hire-terms", () => {
  it("is for admins; managers read", async () => {
    await expectGuarded(t, { method: "PUT", url: `/api/v1/admin/films/${filmId}/hire-terms`, payload: TERMS }, { minRole: "admin", cinema: a.cinemaSlug! });
    // Films are the chain's: a manager of any cinema reads their terms; staff and customers do not.
    const read = { url: `/api/v1/admin/films/${filmId}/hire-terms` };
    expect((await asUser(t, undefined, read)).statusCode).toBe(401);
    for (const [role, cinemas] of [
      ["customer", undefined],
      ["staff", [a.cinemaSlug!]],
    ] as const) {
      const answer = await asUser(t, await signedIn(t, role, cinemas ? [...cinemas] : undefined), read);
      expect(answer.statusCode, role).toBe(403);
      expect(answer.json().error.code).toBe("FORBIDDEN");
    }
    expect((await asUser(t, await signedIn(t, "manager", [b.cinemaSlug!]), read)).statusCode).toBe(200);
  });

  it("refuses bad terms with Vietnamese messages and changes nothing", async () => {
    const cases: [object, string, RegExp][] = [
      [{ ...TERMS, weeks: [{ week: 2, percent: 50 }] }, "weeks.0.week", /tuần 1/],
      [
        {
          ...TERMS,
          weeks: [
            { week: 1, percent: 55 },
            { week: 1, percent: 50 },
          ],
        },
        "weeks.1.week",
        /tăng dần/,
      ],
      [{ ...TERMS, weeks: [{ week: 1, percent: 101 }] }, "weeks.0.percent", /0 đến 100/],
      [{ ...TERMS, weeks: [{ week: 1, percent: -1 }] }, "weeks.0.percent", /0 đến 100/],
      [{ ...TERMS, weeks: [{ week: 1, percent: 50.555 }] }, "weeks.0.percent", /hai chữ số/],
      [{ ...TERMS, weeks: [] }, "weeks", /tuần 1/],
      [{ ...TERMS, minimumPerTicket: -5 }, "minimumPerTicket", /âm/],
      [{ ...TERMS, minimumPerTicket: 1.5 }, "minimumPerTicket", /nguyên/],
      [{ ...TERMS, distributor: "khong-co" }, "distributor", /nhà phát hành/],
      [{ ...TERMS, weeks: "55%" }, "weeks", /./],
      [{}, "distributor", /./],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await putTerms(admin, filmId, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      const error = answer.json().error;
      expect(error.code).toBe("VALIDATION_FAILED");
      if (field) expect(error.fields?.[field], JSON.stringify(error)).toMatch(message);
    }
    expect((await putTerms(admin, "00000000-0000-4000-8000-000000000000", TERMS)).statusCode).toBe(404);
    const read = await asUser(t, admin, { url: `/api/v1/admin/films/${filmId}/hire-terms` });
    expect(read.json().result).toBeNull();
  });

  it("the database refuses steps that do not start at week 1 or do not increase, whoever writes them", async () => {
    const [d] = await rows(t, sql<{ id: string }>`select id from distributors where slug = 'bhd'`);
    for (const [weeks, percents] of [
      ["{2}", "{50}"],
      ["{1,3,3}", "{55,50,45}"],
      ["{1}", "{120}"],
      ["{1,2}", "{55}"],
    ]) {
      await expect(
        rows(
          t,
          sql`insert into film_hire_terms (film_id, distributor_id, week_starts, percents, updated_at)
                    values (${await filmOf(other.showtimeId)}::uuid, ${d!.id}::uuid, ${weeks}::smallint[], ${percents}::numeric[], now())`,
        ),
      ).rejects.toThrow();
    }
  });

  it("saves the terms, answers them, and writes the change to the audit trail", async () => {
    const answer = await putTerms(admin, filmId, TERMS);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({ distributor: { slug: "cj-hk", name: "CJ HK Entertainment" }, weeks: TERMS.weeks, minimumPerTicket: 25_000 });
    const read = await asUser(t, managerOfA, { url: `/api/v1/admin/films/${filmId}/hire-terms` });
    expect(read.json().result.weeks).toEqual(TERMS.weeks);
    const trail = await asUser(t, admin, { url: `/api/v1/admin/audit?entity=film&id=${filmId}` });
    const entry = trail.json().result.find((e: { action: string }) => e.action === "film.hire_terms");
    expect(entry).toMatchObject({ before: null, after: { distributor: "cj-hk", weeks: TERMS.weeks, minimumPerTicket: 25_000 } });
  });
});

describe("GET /admin/reports/settlements", () => {
  let prices: { a: number[]; b: number[]; later: number[] };

  beforeAll(async () => {
    // The other film is another distributor's: it never shows in CJ HK's settlement.
    const bhd = await putTerms(admin, await filmOf(other.showtimeId), { distributor: "bhd", weeks: [{ week: 1, percent: 50 }] });
    expect(bhd.statusCode, bhd.body).toBe(200);
    const sold = {
      a: [await paidOrder(a, buyers[0]!, ["C3", "C4"]), await paidOrder(a, buyers[1]!, ["D5"])],
      b: [await paidOrder(b, buyers[2]!, ["C5", "C6", "C7"])],
      later: [await paidOrder(later, buyers[3]!, ["E5"])],
    };
    await paidOrder(other, buyers[4]!, ["C3"]);
    const seatPrices = (orders: { seats: { price: number }[] }[]) => orders.flatMap((o) => o.seats.map((s) => s.price));
    prices = { a: seatPrices(sold.a), b: seatPrices(sold.b), later: seatPrices(sold.later) };
  }, 60_000);

  it("is for managers of their cinemas and admins", async () => {
    await expectGuarded(
      t,
      { url: `/api/v1/admin/reports/settlements?distributor=cj-hk&${RANGE}&cinema=${a.cinemaSlug}` },
      { minRole: "manager", cinema: a.cinemaSlug!, otherCinema: b.cinemaSlug! },
    );
    const unknown = await asUser(t, admin, { url: `/api/v1/admin/reports/settlements?distributor=khong-co&${RANGE}` });
    expect(unknown.statusCode).toBe(404);
    for (const query of [
      "distributor=cj-hk&from=2026-11-30&to=2026-11-20",
      "distributor=cj-hk&from=2026-02-30&to=2026-03-01",
      "distributor=CJ&from=2026-11-20&to=2026-11-21",
      "distributor=cj-hk&from=2026-11-20&to=2026-11-21&format=doc",
    ]) {
      const answer = await asUser(t, admin, { url: `/api/v1/admin/reports/settlements?${query}` });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("matches a hand computation", async () => {
    // The seats' prices, from the demo price table on a Monday evening: row C 65.000 ₫, rows D and E 75.000 ₫.
    expect(prices).toEqual({ a: [65_000, 65_000, 75_000], b: [65_000, 65_000, 65_000], later: [75_000] });
    const answer = await asUser(t, admin, { url: `/api/v1/admin/reports/settlements?distributor=cj-hk&${RANGE}` });
    expect(answer.statusCode, answer.body).toBe(200);
    const s = answer.json().result as Settlement;
    expect(s.vatPercent).toBe(10);
    const bySlug = (x: { cinema: string | undefined }, y: { cinema: string | undefined }) => (x.cinema! < y.cinema! ? -1 : 1);
    expect(s.rows.map((r) => ({ cinema: r.cinema.slug, week: r.week, from: r.weekStart, to: r.weekEnd })).sort(bySlug)).toEqual(
      [
        { cinema: a.cinemaSlug, week: 2, from: "2026-11-20", to: "2026-11-26" },
        { cinema: b.cinemaSlug, week: 2, from: "2026-11-20", to: "2026-11-26" },
        { cinema: later.cinemaSlug, week: 3, from: "2026-11-27", to: "2026-12-03" },
      ].sort(bySlug),
    );
    const byCinema = new Map(s.rows.map((r) => [r.cinema.slug, r]));
    // Hand computation, VAT 10 % inside the gross (VAT = gross × 10/110, rounded to the đồng), minimum 25.000 ₫ an admission:
    // a, week 2 (50 %): 3 admissions, gross 65.000 + 65.000 + 75.000 = 205.000, VAT 18.636,36 → 18.636, net 186.364,
    //   50 % = 93.182; the minimum 3 × 25.000 = 75.000 is less: rent 93.182.
    // b, week 2 (50 %): 3 admissions, gross 195.000, VAT 17.727,27 → 17.727, net 177.273, 50 % = 88.636,5 → 88.637 (75.000 less).
    // later, week 3 (45 %): 1 admission, gross 75.000, VAT 6.818,18 → 6.818, net 68.182, 45 % = 30.681,9 → 30.682 (25.000 less).
    // Totals: 7 admissions, gross 475.000, VAT 43.181, net 431.819, rent 93.182 + 88.637 + 30.682 = 212.501.
    expect(byCinema.get(a.cinemaSlug!)).toMatchObject({
      admissions: 3,
      grossBoxOffice: 205_000,
      vat: 18_636,
      netBoxOffice: 186_364,
      percent: 50,
      filmRent: 93_182,
      minimumApplied: false,
    });
    expect(byCinema.get(b.cinemaSlug!)).toMatchObject({
      admissions: 3,
      grossBoxOffice: 195_000,
      vat: 17_727,
      netBoxOffice: 177_273,
      percent: 50,
      filmRent: 88_637,
      minimumApplied: false,
    });
    expect(byCinema.get(later.cinemaSlug!)).toMatchObject({
      admissions: 1,
      grossBoxOffice: 75_000,
      vat: 6_818,
      netBoxOffice: 68_182,
      percent: 45,
      filmRent: 30_682,
      minimumApplied: false,
    });
    expect(s.totals).toEqual({ admissions: 7, grossBoxOffice: 475_000, vat: 43_181, netBoxOffice: 431_819, filmRent: 212_501 });
  });

  it("raises the rent to the minimum per admission when the percentage gives less", async () => {
    // A minimum of 31.000: a 3 × 31.000 = 93.000 < 93.182 → 93.182; b 93.000 > 88.637 → 93.000; later 31.000 > 30.682 → 31.000.
    expect((await putTerms(admin, filmId, { ...TERMS, minimumPerTicket: 31_000 })).statusCode).toBe(200);
    const s = (await asUser(t, admin, { url: `/api/v1/admin/reports/settlements?distributor=cj-hk&${RANGE}` })).json().result as Settlement;
    const rent = new Map(s.rows.map((r) => [r.cinema.slug, [r.filmRent, r.minimumApplied]]));
    expect([rent.get(a.cinemaSlug!), rent.get(b.cinemaSlug!), rent.get(later.cinemaSlug!)]).toEqual([
      [93_182, false],
      [93_000, true],
      [31_000, true],
    ]);
    expect(s.totals.filmRent).toBe(217_182);
    expect((await putTerms(admin, filmId, TERMS)).statusCode).toBe(200);
  });

  it("gives a manager their cinemas only", async () => {
    const mine = (await asUser(t, managerOfA, { url: `/api/v1/admin/reports/settlements?distributor=cj-hk&${RANGE}` })).json().result as Settlement;
    expect(mine.rows.map((r) => r.cinema.slug)).toEqual([a.cinemaSlug]);
    expect(mine.totals).toEqual({ admissions: 3, grossBoxOffice: 205_000, vat: 18_636, netBoxOffice: 186_364, filmRent: 93_182 });
  });

  it("exports CSV, XLSX and an A4 PDF in Vietnamese", async () => {
    const csv = await asUser(t, admin, { url: `/api/v1/admin/reports/settlements?distributor=cj-hk&${RANGE}&format=csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain("Tiền thuê phim (VND)");
    expect(lines).toHaveLength(1 + 3 + 1);
    expect(lines.at(-1)).toBe("Tổng cộng,,,,,,7,475000,43181,431819,,212501,");
    const xlsx = await asUser(t, admin, { url: `/api/v1/admin/reports/settlements?distributor=cj-hk&${RANGE}&format=xlsx` });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const pdf = await asUser(t, admin, { url: `/api/v1/admin/reports/settlements?distributor=cj-hk&${RANGE}&format=pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain("filename*=UTF-8''Thanh%20to%C3%A1n");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // A4 landscape: 841.89 × 595.28 points.
    expect(pdf.rawPayload.toString("latin1")).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  });
});
