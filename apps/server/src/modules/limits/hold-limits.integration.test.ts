import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { nextClientAddress, post, signUp, signupBody } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, createScene, customerFor, customers, hold, type Customer, type Scene } from "../booking/booking-test-kit.ts";

// The documented defaults (README): 2 open orders per account; 10 holds per account and 30 per
// client address in 10 minutes; 10 accounts per client address per hour; password resets 3 per e-mail
// and 10 per client address in 15 minutes.
let t: TestApp;
const minutes = (n: number) => new Date(BOOKING_NOW.getTime() + n * 60_000);

beforeAll(async () => {
  t = await createTestApp({ now: BOOKING_NOW, env: { CAPTCHA_ENABLED: "false" } });
});
afterAll(() => t.close());

const holdOne = (who: Customer, scene: Scene, label = "C6") => hold(who, scene.showtimeId, [scene.seat(label)]);
const scenes = (n: number) => Promise.all(Array.from({ length: n }, () => createScene(t)));

describe("open orders per account", () => {
  it("a third open order on another showtime is refused with HOLD_LIMIT_REACHED; replacing, paying or releasing makes room", async () => {
    const [anna] = (await customers(t, 1)) as [Customer];
    const [a, b, c] = (await scenes(3)) as [Scene, Scene, Scene];
    expect((await holdOne(anna, a)).statusCode).toBe(201);
    const second = await holdOne(anna, b);
    expect(second.statusCode).toBe(201);

    const third = await holdOne(anna, c);
    expect(third.statusCode).toBe(409);
    expect(third.json().error.code).toBe("HOLD_LIMIT_REACHED");
    expect(third.json().error.message).toMatch(/đang giữ ghế ở 2 đơn chưa thanh toán/);
    // A new hold on a showtime she already holds replaces that order: still two.
    expect((await holdOne(anna, a, "D6")).statusCode).toBe(201);

    expect((await anna("DELETE", `/api/v1/orders/${second.json().result.id}`)).statusCode).toBe(200);
    expect((await holdOne(anna, c)).statusCode).toBe(201);
  });

  it("a hold that ran out no longer counts, whether or not the expiry job has marked it", async () => {
    const [ben] = (await customers(t, 1)) as [Customer];
    const [a, b, c] = (await scenes(3)) as [Scene, Scene, Scene];
    await holdOne(ben, a);
    await holdOne(ben, b);
    t.setNow(minutes(10));
    expect((await holdOne(ben, c)).statusCode).toBe(201);
    t.setNow(BOOKING_NOW);
  });

  it("five holds on five showtimes sent at once by one account: exactly two are granted", async () => {
    const [cam] = (await customers(t, 1)) as [Customer];
    const five = await scenes(5);
    const answers = await Promise.all(five.map((scene) => holdOne(cam, scene)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const [open] = await queryRows(
      t.database.db,
      sql<{
        n: number;
      }>`select count(*)::int as n from orders o join users u on u.id = o.user_id where o.status = 'held' and o.showtime_id in ${five.map((s) => s.showtimeId)}`,
    );
    expect(open!.n).toBe(2);
  });
});

describe("hold requests per account and per client address", () => {
  it("the 11th hold in 10 minutes by one account gets 429 with Retry-After; ten minutes later it may hold again", async () => {
    const [dao] = (await customers(t, 1)) as [Customer];
    const scene = await createScene(t);
    const labels = ["C6", "D6", "E6", "F6", "C7", "D7", "E7", "F7", "G6", "G7"];
    for (const label of labels) expect((await holdOne(dao, scene, label)).statusCode, label).toBe(201);
    const refused = await holdOne(dao, scene, "H6");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(600);
    // The refused hold changed nothing: her order still holds G7.
    const [mine] = await queryRows(
      t.database.db,
      sql<{ n: number }>`select count(*)::int as n from orders where showtime_id = ${scene.showtimeId} and status = 'held'`,
    );
    expect(mine!.n).toBe(1);
    t.setNow(minutes(10));
    expect((await holdOne(dao, scene, "H6")).statusCode).toBe(201);
    t.setNow(BOOKING_NOW);
  });

  it("many accounts behind one address share its 30 holds; another address is not affected", async () => {
    // Fifteen accounts (signed up elsewhere) now on one network, and one more elsewhere.
    const shared = nextClientAddress();
    const sameNetwork: Customer[] = [];
    for (let i = 0; i < 15; i++) sameNetwork.push(customerFor(t, (await signUp(t)).cookie, shared));
    const [elsewhere] = (await customers(t, 1)) as [Customer];
    // Each account holds on two showtimes of its own (its open-order limit), 30 holds in all.
    const thirty = await scenes(30);
    for (let i = 0; i < 30; i++) expect((await holdOne(sameNetwork[i % 15]!, thirty[i]!)).statusCode, `hold ${i + 1}`).toBe(201);
    const over = await holdOne(sameNetwork[0]!, thirty[0]!, "D6");
    expect(over.statusCode).toBe(429);
    expect((await holdOne(elsewhere, thirty[0]!, "E6")).statusCode).toBe(201);
  });
});

describe("accounts and password resets per client address", () => {
  it("the 11th signup from one address in an hour gets 429 and creates nothing; another address still signs up", async () => {
    const address = nextClientAddress();
    for (let i = 0; i < 10; i++) expect((await post(t, "/api/v1/auth/signup", signupBody(), {}, address)).statusCode).toBe(201);
    const body = signupBody();
    const over = await post(t, "/api/v1/auth/signup", body, {}, address);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toMatch(/nhiều tài khoản được tạo từ mạng của bạn/);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    const [created] = await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from users where email = ${body.email}`);
    expect(created!.n).toBe(0);
    expect((await post(t, "/api/v1/auth/signup", signupBody(), {}, nextClientAddress())).statusCode).toBe(201);
    t.setNow(minutes(60));
    expect((await post(t, "/api/v1/auth/signup", signupBody(), {}, address)).statusCode).toBe(201);
    t.setNow(BOOKING_NOW);
  });

  it("password resets: the 4th for one e-mail and the 11th from one address get 429, known account or not", async () => {
    const forgot = (email: string, address: string) => post(t, "/api/v1/auth/password/forgot", { email }, {}, address);
    const address = nextClientAddress();
    for (let i = 0; i < 3; i++) expect((await forgot("ai-do@example.vn", address)).statusCode).toBe(200);
    const sameEmail = await forgot("ai-do@example.vn", nextClientAddress());
    expect(sameEmail.statusCode).toBe(429);
    expect(Number(sameEmail.headers["retry-after"])).toBeGreaterThan(0);
    for (let i = 0; i < 7; i++) expect((await forgot(`nguoi-${i}@example.vn`, address)).statusCode).toBe(200);
    expect((await forgot("nguoi-moi@example.vn", address)).statusCode).toBe(429);
    expect((await forgot("nguoi-moi@example.vn", nextClientAddress())).statusCode).toBe(200);
  });
});
