import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { signUp } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, customerFor, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { asUser, createOrderDeskTestApp, FOREIGN_CINEMA, OWN_CINEMA, signedIn } from "#server/testing/back-office-test-kit.ts";
import { REFUND_MAX_ATTEMPTS } from "./refunds.ts";
import { paidOrderIn, type CheckoutTestApp } from "./checkout-test-kit.ts";

/**
 * Issue 30: staff and managers see an order, its tickets and their QR codes only when the order is of
 * one of their cinemas, through every endpoint that answers one; a customer only their own; admins all.
 * One table lists those endpoints with what each person gets, and a check keeps it complete: a route
 * mounted under the order and ticket paths that the table does not list fails the test.
 */

/** Who asks, in the order the walk asks them (the order's own cinema's people after the others). */
const WHO = ["anonymous", "customer", "owner", "staffThere", "managerThere", "staffHere", "managerHere", "admin"] as const;
type Who = (typeof WHO)[number];
/** People who must learn nothing of the order: not its booking code, a ticket code or a QR payload. */
const OUTSIDERS: Who[] = ["anonymous", "customer", "staffThere", "managerThere"];

/** The order of the walk's subject: `paid` (paid, with tickets) or `refunded` (refunded at the desk, the gateway refusing). */
type Subject = "paid" | "refunded";
type Facts = { order: Order; refundId: string };
type Row = {
  /** "METHOD /path" as the server mounts it (compared with the routes the app has). */
  route: string;
  subject?: Subject;
  url: (f: Facts) => string;
  body?: (f: Facts) => object;
  expect: Record<Who, number>;
  /** Those whose answer names the order (its booking code): the endpoint is answering, not empty. */
  names?: Who[];
  note?: string;
};

const HERE = { staffHere: 200, managerHere: 200, admin: 200 } as const;
/** Readers of an order: its owner, its cinema's people and admins; another customer is told it does not exist, another cinema's people are refused. */
const READ = { anonymous: 401, customer: 404, owner: 200, staffThere: 403, managerThere: 403, ...HERE };
/** Only the owner; anyone else is told the order does not exist. */
const OWNER_ONLY = (owner: number) => ({
  anonymous: 401,
  customer: 404,
  owner,
  staffThere: 404,
  managerThere: 404,
  staffHere: 404,
  managerHere: 404,
  admin: 404,
});
/** The caller's own lists: every signed-in person gets theirs. */
const OWN_LIST = { anonymous: 401, customer: 200, owner: 200, staffThere: 200, managerThere: 200, ...HERE };
/** The back office, staff and up at the order's cinemas. */
const DESK = { anonymous: 401, customer: 403, owner: 403, staffThere: 403, managerThere: 403, ...HERE };
/** The desk's search answers everyone at the desk, with only their cinemas' orders. */
const DESK_SEARCH = { ...DESK, staffThere: 200, managerThere: 200 };
/** The door: staff and up at the ticket's cinemas. */
const DOOR = { ...DESK, owner: 403, customer: 403 };
/** The back office, managers and up at the order's cinemas. */
const DESK_MANAGER = (here: number, admin = here) => ({ ...DESK, staffHere: 403, managerHere: here, admin });

const ticket = (f: Facts) => f.order.tickets![0]!;
const COMPANY = {
  companyName: "Công ty Cổ phần Sữa Việt Nam",
  taxCode: "0300588569",
  address: "Số 10 Tân Trào, phường Tân Phú, Quận 7, TP. Hồ Chí Minh",
  email: "ketoan@vinamilk.example",
};

/** Every endpoint that answers an order, a ticket or something of an order, walked in this order (reads first, then what changes things). */
const TABLE: Row[] = [
  { route: "GET /api/v1/orders/:id", url: (f) => `/api/v1/orders/${f.order.id}`, expect: READ, names: ["owner", "staffHere", "managerHere", "admin"] },
  {
    route: "GET /api/v1/orders/by-code/:code",
    url: (f) => `/api/v1/orders/by-code/${f.order.code.toLowerCase()}`,
    expect: READ,
    names: ["owner", "staffHere", "managerHere", "admin"],
  },
  {
    route: "POST /api/v1/orders/:id/payment-check",
    url: (f) => `/api/v1/orders/${f.order.id}/payment-check`,
    expect: READ,
    names: ["owner", "staffHere", "managerHere", "admin"],
  },
  {
    route: "GET /api/v1/orders/:id/tickets/:ticketId/qr.svg",
    url: (f) => `/api/v1/orders/${f.order.id}/tickets/${ticket(f).id}/qr.svg`,
    expect: READ,
    note: "an SVG: the QR itself",
  },
  { route: "GET /api/v1/orders/:id/invoice-request", url: (f) => `/api/v1/orders/${f.order.id}/invoice-request`, expect: OWNER_ONLY(200) },
  // A gift card's and a snack order's page answer their owner only, and a ticket order is neither (decisions 079, 083).
  { route: "GET /api/v1/gift-cards/orders/:code", url: (f) => `/api/v1/gift-cards/orders/${f.order.code}`, expect: OWNER_ONLY(404) },
  { route: "GET /api/v1/snack-orders/:code", url: (f) => `/api/v1/snack-orders/${f.order.code}`, expect: OWNER_ONLY(404) },
  // Cancelling a gift card's or a snack order: their owner only, and a ticket order is neither (decision 080, 083).
  {
    route: "POST /api/v1/gift-cards/orders/:code/cancel",
    url: (f) => `/api/v1/gift-cards/orders/${f.order.code}/cancel`,
    body: () => ({}),
    expect: OWNER_ONLY(404),
  },
  { route: "POST /api/v1/snack-orders/:code/cancel", url: (f) => `/api/v1/snack-orders/${f.order.code}/cancel`, body: () => ({}), expect: OWNER_ONLY(404) },
  { route: "GET /api/v1/me/orders", url: () => "/api/v1/me/orders", expect: OWN_LIST, names: ["owner"] },
  { route: "GET /api/v1/me/points", url: () => "/api/v1/me/points", expect: OWN_LIST, names: ["owner"] },
  { route: "GET /api/v1/me/waitlist", url: () => "/api/v1/me/waitlist", expect: OWN_LIST },
  {
    route: "GET /api/v1/admin/orders",
    url: (f) => `/api/v1/admin/orders?q=${f.order.code}`,
    expect: DESK_SEARCH,
    names: ["staffHere", "managerHere", "admin"],
  },
  { route: "GET /api/v1/admin/orders/:code", url: (f) => `/api/v1/admin/orders/${f.order.code}`, expect: DESK, names: ["staffHere", "managerHere", "admin"] },
  {
    route: "GET /api/v1/admin/refunds",
    subject: "refunded",
    url: () => "/api/v1/admin/refunds?status=failed",
    expect: { ...DESK_MANAGER(200), managerThere: 200 },
    names: ["managerHere", "admin"],
  },
  // What changes the order: only its owner gets past the door, and a paid order inside the last two hours before its showtime changes no more.
  { route: "PATCH /api/v1/orders/:id", url: (f) => `/api/v1/orders/${f.order.id}`, body: () => ({}), expect: OWNER_ONLY(409) },
  { route: "DELETE /api/v1/orders/:id", url: (f) => `/api/v1/orders/${f.order.id}`, expect: OWNER_ONLY(409) },
  {
    route: "POST /api/v1/orders/:id/checkout",
    url: (f) => `/api/v1/orders/${f.order.id}/checkout`,
    body: () => ({ method: "vnpay", ageConfirmed: true }),
    expect: OWNER_ONLY(409),
  },
  { route: "POST /api/v1/orders/:id/cancel", url: (f) => `/api/v1/orders/${f.order.id}/cancel`, body: () => ({}), expect: OWNER_ONLY(409) },
  {
    route: "POST /api/v1/orders/:id/exchange",
    url: (f) => `/api/v1/orders/${f.order.id}/exchange`,
    body: (f) => ({ showtimeId: f.order.showtime.id, seatIds: [f.order.seats[0]!.id] }),
    expect: OWNER_ONLY(409),
  },
  {
    route: "POST /api/v1/orders/:id/invoice-request",
    url: (f) => `/api/v1/orders/${f.order.id}/invoice-request`,
    body: () => COMPANY,
    expect: OWNER_ONLY(201),
  },
  { route: "POST /api/v1/admin/orders/:code/resend", url: (f) => `/api/v1/admin/orders/${f.order.code}/resend`, expect: DESK },
  // The counter prints any paid order of its cinema (a buyer online may ask for paper tickets).
  {
    route: "GET /api/v1/box-office/orders/:code/print",
    url: (f) => `/api/v1/box-office/orders/${f.order.code}/print`,
    expect: DESK,
    names: ["staffHere", "managerHere", "admin"],
  },
  // The counter refunds its own sales only: an online order is the order desk's.
  {
    route: "POST /api/v1/box-office/orders/:code/refund",
    url: (f) => `/api/v1/box-office/orders/${f.order.code}/refund`,
    body: () => ({ shiftId: "00000000-0000-4000-8000-000000000000", reason: "Khách đổi ý" }),
    expect: { ...DESK, staffHere: 409, managerHere: 409, admin: 409 },
  },
  // The counter exchanges an order of its cinema (decision 084): its people reach it, with a shift of theirs (none here: 409).
  {
    route: "POST /api/v1/box-office/orders/:code/exchange-quote",
    url: (f) => `/api/v1/box-office/orders/${f.order.code}/exchange-quote`,
    body: (f) => ({ shiftId: "00000000-0000-4000-8000-000000000000", showtimeId: f.order.showtime.id, seatIds: [f.order.seats[0]!.id] }),
    expect: { ...DESK, staffHere: 409, managerHere: 409, admin: 409 },
  },
  {
    route: "POST /api/v1/box-office/orders/:code/exchange",
    url: (f) => `/api/v1/box-office/orders/${f.order.code}/exchange`,
    body: (f) => ({
      shiftId: "00000000-0000-4000-8000-000000000000",
      showtimeId: f.order.showtime.id,
      seatIds: [f.order.seats[0]!.id],
      reason: "Khách đổi suất",
    }),
    expect: { ...DESK, staffHere: 409, managerHere: 409, admin: 409 },
  },
  // Refunded already: the order's managers and admins reach it (409), nobody else.
  {
    route: "POST /api/v1/admin/orders/:code/refund",
    subject: "refunded",
    url: (f) => `/api/v1/admin/orders/${f.order.code}/refund`,
    body: () => ({ reason: "Khách đổi ý" }),
    expect: DESK_MANAGER(409),
  },
  // The order's manager settles the refused refund; the admin, after, finds it settled.
  {
    route: "POST /api/v1/admin/refunds/:id/settle",
    subject: "refunded",
    url: (f) => `/api/v1/admin/refunds/${f.refundId}/settle`,
    body: () => ({ note: "Đã chuyển khoản cho khách tại quầy" }),
    expect: DESK_MANAGER(200, 409),
  },
  // The door: the order's staff admits the ticket with a nonce; the same scan again (same nonce) answers the first admission, at the ticket's own cinema only.
  {
    route: "POST /api/v1/checkin",
    url: () => "/api/v1/checkin",
    body: (f) => ({ qr: ticket(f).qr, nonce: "quet-cua-1" }),
    expect: DOOR,
    names: ["staffHere", "managerHere", "admin"],
  },
  {
    route: "POST /api/v1/checkin",
    url: () => "/api/v1/checkin",
    body: (f) => ({ qr: ticket(f).qr, nonce: "quet-cua-1" }),
    expect: DOOR,
    names: ["staffHere", "managerHere", "admin"],
    note: "the scan replayed",
  },
];

/**
 * Mounted routes under the order and ticket paths that the table leaves out on purpose, and why.
 * Everything else the app mounts there must be in the table.
 */
const OUTSIDE_THE_TABLE: { route: string; why: string }[] = [
  { route: "POST /api/v1/orders", why: "holds seats for the caller and answers that new order of theirs, never another's" },
  { route: "GET /api/v1/payment-methods", why: "the payment methods on offer: nothing of an order" },
  { route: "POST /api/v1/snack-orders", why: "makes a snack order for the caller and answers that new order of theirs, never another's" },
  { route: "GET /api/v1/snack-orders/pickup-times", why: "the counters' hours and the pickup times on offer: nothing of an order" },
  { route: "POST /api/v1/box-office/vietqr", why: "a transfer QR for an amount and a note the counter types: it reads no order" },
  ...["GET /api/v1/payments/vnpay/ipn", "POST /api/v1/payments/momo/ipn", "POST /api/v1/payments/zalopay/ipn"].map((route) => ({
    route,
    why: "a gateway's server-to-server notification, refused without the gateway's signature; answers in the gateway's format, never the order",
  })),
  ...["GET /api/v1/payments/vnpay/return", "GET /api/v1/payments/momo/return", "GET /api/v1/payments/zalopay/return"].map((route) => ({
    route,
    why: "the buyer's browser back from a gateway, signed by it: a redirect to the order's page, which then applies the rule above",
  })),
  {
    route: "GET /dev/e-invoice/:lookupCode",
    why: "the stand-in e-invoice provider's public look-up by the invoice's secret code, as a real provider's portal; never served in production",
  },
  { route: "GET /dev/mailbox", why: "the local mailbox of every e-mail sent (tickets included), a development tool never served in production" },
  { route: "GET /dev/mailbox/:id", why: "one e-mail of the local mailbox (development only)" },
  { route: "GET /dev/mailbox/:id/html", why: "one e-mail of the local mailbox (development only)" },
  { route: "GET /dev/mailbox/:id/attachments/:index", why: "an attachment of the local mailbox (development only)" },
];
/** The API's paths of orders, their tickets and QR codes, check-ins, refunds, invoices and payments; the development pages that show them. */
const ORDER_PATHS = /^\/api\/v1\/.*(order|ticket|checkin|refund|invoice|qr|payment)|^\/dev\/(e-invoice|mailbox)/;

/** The routes the app mounts ("METHOD /path", HEAD left out), read from Fastify's route tree: each line's path continues its parent's. */
function mountedRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? "") + match[2]!;
    stack.push(path);
    for (const method of (match[3] ?? "").split(", ").filter((m) => m && m !== "HEAD")) routes.push(`${method} ${path}`);
  }
  return routes;
}

let t: CheckoutTestApp;
let scene: Scene;
const people = {} as Record<Exclude<Who, "anonymous" | "owner">, string>;
let owner: Customer;
let ownerCookie: string;
let paid: Order;
let refunded: Order;
let refundId: string;

const at = (local: string) => new Date(`${local}+07:00`);

const paidOrder = (customer: Customer, labels: string[]): Promise<Order> => paidOrderIn(t, scene, customer, labels);

function ask(who: Who, method: string, url: string, body?: object): Promise<LightMyRequestResponse> {
  const options: InjectOptions = { method: method as InjectOptions["method"], url, ...(body !== undefined && { payload: body }) };
  const cookie = who === "anonymous" ? undefined : who === "owner" ? ownerCookie : people[who];
  return asUser(t, cookie, options);
}

beforeAll(async () => {
  // Monday 10:00; the showtime starts at 10:30: the door is open, cancel and exchange have closed.
  ({ t, scene } = await createOrderDeskTestApp(at("2026-11-23T10:30:00")));

  const buyer = await signUp(t);
  ownerCookie = buyer.cookie;
  owner = customerFor(t, buyer.cookie, buyer.address);
  people.customer = (await signUp(t)).cookie;
  people.staffHere = await signedIn(t, "staff", [OWN_CINEMA]);
  people.managerHere = await signedIn(t, "manager", [OWN_CINEMA]);
  people.staffThere = await signedIn(t, "staff", [FOREIGN_CINEMA]);
  people.managerThere = await signedIn(t, "manager", [FOREIGN_CINEMA]);
  people.admin = await signedIn(t, "admin");

  paid = await paidOrder(owner, ["A1", "A2"]);
  // A second paid order of the same buyer, refunded at the desk while the gateway keeps refusing: a refund for a person to settle.
  refunded = await paidOrder(owner, ["B1", "B2"]);
  const vnpay = t.services.checkout.providers.vnpay;
  const realRefund = vnpay.refund.bind(vnpay);
  const realQuery = vnpay.query.bind(vnpay);
  vnpay.refund = async () =>
    ({ valid: true, accepted: false, responseCode: "94", message: "Giao dịch đang được xử lý", providerRefundId: null }) as Awaited<
      ReturnType<typeof realRefund>
    >;
  vnpay.query = async (input) => ({ ...(await realQuery(input)), state: "paid" }) as Awaited<ReturnType<typeof realQuery>>;
  try {
    const answer = await ask("admin", "POST", `/api/v1/admin/orders/${refunded.code}/refund`, { reason: "Khách huỷ" });
    expect(answer.statusCode).toBe(200);
    refundId = answer.json().result.refund.id as string;
    for (let i = 1; i < REFUND_MAX_ATTEMPTS; i++) {
      t.setNow(new Date(BOOKING_NOW.getTime() + i * 61 * 60_000));
      await t.services.checkout.runRefunds();
    }
  } finally {
    vnpay.refund = realRefund;
    vnpay.query = realQuery;
    t.setNow(BOOKING_NOW);
  }
});
afterAll(() => t.close());

describe("who sees an order, its tickets and their QR codes, through every endpoint", () => {
  it("lists every route mounted under the order and ticket paths (a new one fails here until it is added)", () => {
    const mounted = mountedRoutes(t.app.printRoutes({ commonPrefix: false })).filter((route) => ORDER_PATHS.test(route.split(" ")[1]!));
    expect(mounted.length).toBeGreaterThan(TABLE.length);
    const listed = new Set([...TABLE.map((row) => row.route), ...OUTSIDE_THE_TABLE.map((o) => o.route)]);
    expect(mounted.filter((route) => !listed.has(route))).toEqual([]);
    // The table and the list outside it name only routes the app mounts.
    const all = new Set(mountedRoutes(t.app.printRoutes({ commonPrefix: false })));
    expect([...listed].filter((route) => !all.has(route))).toEqual([]);
  });

  it("answers each person as the table says, and nothing of the order reaches anyone outside it", async () => {
    const got: string[] = [];
    const wanted: string[] = [];
    /** What an outsider was shown of the order; the answers that should have named it and did not. */
    const leaks: string[] = [];
    const silent: string[] = [];
    for (const row of TABLE) {
      const order = row.subject === "refunded" ? refunded : paid;
      const facts = { order, refundId };
      const secrets = [order.code, ...(order.tickets ?? []).flatMap((tk) => [tk.code, tk.qr])];
      for (const who of WHO) {
        const [method] = row.route.split(" ");
        const answer = await ask(who, method!, row.url(facts), row.body?.(facts));
        const label = `${row.route}${row.note ? ` (${row.note})` : ""} as ${who}`;
        got.push(`${label}: ${answer.statusCode}`);
        wanted.push(`${label}: ${row.expect[who]}`);
        if (OUTSIDERS.includes(who)) {
          for (const secret of secrets) if (answer.body.toUpperCase().includes(secret.toUpperCase())) leaks.push(`${label} shows ${secret}`);
        }
        if (row.names?.includes(who) && !answer.body.includes(order.code)) silent.push(label);
        if (answer.statusCode >= 400) {
          // Refusals in the contract's envelope, with a Vietnamese sentence.
          expect(answer.json().error.message, label).toMatch(/[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i);
        }
      }
    }
    expect(got).toEqual(wanted);
    expect(leaks).toEqual([]);
    expect(silent).toEqual([]);
  });

  it("refuses another cinema's staff with the order desk's 403, and tells another customer the order does not exist (404)", async () => {
    for (const url of [`/api/v1/orders/${paid.id}`, `/api/v1/orders/by-code/${paid.code}`, `/api/v1/admin/orders/${paid.code}`]) {
      const foreign = await ask("staffThere", "GET", url);
      expect(foreign.statusCode, url).toBe(403);
      expect(foreign.json().error.code).toBe("FORBIDDEN");
    }
    const stranger = await ask("customer", "GET", `/api/v1/orders/by-code/${paid.code}`);
    expect(stranger.json().error).toMatchObject({ code: "NOT_FOUND", message: "Không tìm thấy đơn hàng này." });
    // Not leaking existence: a customer gets the same answer for an order that does not exist.
    expect((await ask("customer", "GET", "/api/v1/orders/by-code/HCKHONGCO1")).json()).toEqual(stranger.json());
  });

  it("still shows staff and managers their own purchases, whatever cinema they are for", async () => {
    const seatsOf = (labels: string[]) => labels.map((l) => scene.seat(l).id);
    for (const who of ["staffThere", "managerThere"] as const) {
      const own = customerFor(t, people[who], `10.30.0.${who === "staffThere" ? 1 : 2}`);
      const held = await own("POST", "/api/v1/orders", { showtimeId: scene.showtimeId, seatIds: seatsOf(who === "staffThere" ? ["C1", "C2"] : ["D1", "D2"]) });
      expect(held.statusCode, who).toBe(201);
      const order = held.json().result as Order;
      expect((await own("GET", `/api/v1/orders/${order.id}`)).statusCode, who).toBe(200);
      expect((await own("GET", `/api/v1/orders/by-code/${order.code}`)).statusCode, who).toBe(200);
      // The other cinema's colleague does not see it (it is not of their cinemas and not theirs).
      const colleague = who === "staffThere" ? "managerThere" : "staffThere";
      expect((await ask(colleague, "GET", `/api/v1/orders/${order.id}`)).statusCode, colleague).toBe(403);
    }
  });
});
