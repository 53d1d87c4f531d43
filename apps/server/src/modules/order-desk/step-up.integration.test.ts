import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cinema } from "#server/db/seed/factories.ts";
import { proveWithTotp, signUp } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, customerFor, type Scene } from "../booking/booking-test-kit.ts";
import { paidOrderIn, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { asUser, createOrderDeskTestApp, signedIn } from "#server/testing/back-office-test-kit.ts";

/**
 * Step-up (decision 074): money and power need a second factor proven in the last 10 minutes. Here
 * every refund counts as large (REFUND_STEP_UP_VND=0), and the sessions were proven at BOOKING_NOW.
 */
let t: CheckoutTestApp;
let own: Cinema;
let scene: Scene;
let manager: string;
let admin: string;
const STALE = new Date(BOOKING_NOW.getTime() + 11 * 60_000);

beforeAll(async () => {
  ({ t, own, scene } = await createOrderDeskTestApp(new Date(BOOKING_NOW.getTime() + 3 * 86_400_000), { REFUND_STEP_UP_VND: "0" }));
  manager = await signedIn(t, "manager", [own.slug]);
  admin = await signedIn(t, "admin");
});
afterAll(() => t.close());

const send = (method: "POST" | "PUT" | "PATCH", url: string, payload: object, cookie: string) => asUser(t, cookie, { method, url, payload });
const idOf = async (cookie: string) => (await asUser(t, cookie, { url: "/api/v1/auth/me" })).json().result.user.id as string;

async function expectStepUp(answer: Awaited<ReturnType<typeof send>>) {
  expect(answer.statusCode, answer.body).toBe(403);
  expect(answer.json().error).toEqual({
    code: "STEP_UP_REQUIRED",
    message: "Vì an toàn, bạn hãy xác minh lại bước hai trước khi thực hiện thao tác này.",
    details: { maxAgeMinutes: 10, methods: ["totp"] },
  });
}

describe("step-up: a proof older than 10 minutes is refused with 403 STEP_UP_REQUIRED, and nothing changes; a fresh one goes through", () => {
  it("a refund above REFUND_STEP_UP_VND at the order desk, and a showtime cancel refunding that much", async () => {
    const { cookie, address } = await signUp(t, { phone: "0905 777 001" });
    const order = await paidOrderIn(t, scene, customerFor(t, cookie, address), ["A5", "A6"]);
    t.setNow(STALE);
    try {
      await expectStepUp(await send("POST", `/api/v1/admin/orders/${order.code}/refund`, { reason: "Khách đổi ý" }, manager));
      expect((await asUser(t, manager, { url: `/api/v1/admin/orders/${order.code}` })).json().result.status).toBe("paid");
      await expectStepUp(await send("POST", `/api/v1/admin/showtimes/${scene.showtimeId}/cancel`, { reason: "Máy chiếu hỏng" }, manager));
      expect((await t.app.inject({ url: `/api/v1/showtimes/${scene.showtimeId}/seats` })).statusCode).toBe(200);

      await proveWithTotp(t, manager, await idOf(manager));
      const refunded = await send("POST", `/api/v1/admin/orders/${order.code}/refund`, { reason: "Khách đổi ý" }, manager);
      expect(refunded.statusCode, refunded.body).toBe(200);
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });

  it("a role change and a change to the holiday calendar (prices); other edits of a person need no step-up", async () => {
    const { body } = await signUp(t, { phone: "0905 777 002" });
    const customerId = (await asUser(t, admin, { url: `/api/v1/admin/users?q=${encodeURIComponent(String(body.email))}` })).json().result.items[0].id as string;
    t.setNow(STALE);
    try {
      await expectStepUp(await send("PATCH", `/api/v1/admin/users/${customerId}`, { role: "staff", cinemas: [own.slug] }, admin));
      await expectStepUp(await send("PUT", "/api/v1/admin/holidays/2026-12-24", { name: "Đêm Giáng sinh" }, admin));
      // Disabling is not a role change: no step-up (and it ends the account's sessions).
      expect((await send("PATCH", `/api/v1/admin/users/${customerId}`, { disabled: true }, admin)).statusCode).toBe(200);

      await proveWithTotp(t, admin, await idOf(admin));
      const promoted = await send("PATCH", `/api/v1/admin/users/${customerId}`, { role: "staff", cinemas: [own.slug], disabled: false }, admin);
      expect(promoted.statusCode, promoted.body).toBe(200);
      expect(promoted.json().result.role).toBe("staff");
      expect((await send("PUT", "/api/v1/admin/holidays/2026-12-24", { name: "Đêm Giáng sinh" }, admin)).statusCode).toBe(200);
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });
});
