/**
 * Customers of a started site, through its HTTP API as the apps use it (bearer tokens): they sign up,
 * read seat maps, hold seats, pay on the local VNPay gateway (which sends its signed IPN to the
 * instance) and read their orders. Every answer is noted, so a test can say what people saw.
 */

export type Answer = { at: number; method: string; path: string; status: number; retryAfter: string | null; envelope: boolean; base: string; ms: number };

export type Shopper = { email: string; token: string };

/** Every answer of every request made through `call`, in order. */
export class AnswerLog {
  readonly answers: Answer[] = [];
  /** Requests that got no HTTP answer at all (connection refused or reset): the instance was gone. */
  readonly unanswered: string[] = [];

  async call(
    base: string,
    method: string,
    path: string,
    options: { token?: string; body?: unknown; form?: Record<string, string> } = {},
  ): Promise<{ status: number; body: unknown; headers: Headers }> {
    const headers: Record<string, string> = { origin: base };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    } else if (options.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(options.form).toString();
    }
    let response: Response;
    const sent = performance.now();
    try {
      response = await fetch(`${base}${path}`, { method, headers, body, redirect: "manual", signal: AbortSignal.timeout(20_000) });
    } catch (err) {
      this.unanswered.push(`${method} ${base}${path}: ${(err as Error).message}`);
      throw err;
    }
    const text = await response.text();
    let parsed: unknown = text;
    let envelope = false;
    try {
      parsed = JSON.parse(text);
      const error = (parsed as { error?: { code?: unknown; message?: unknown } }).error;
      envelope = typeof error?.code === "string" && typeof error.message === "string";
    } catch {
      // not JSON: a page, a redirect
    }
    this.answers.push({
      ms: performance.now() - sent,
      at: Date.now(),
      method,
      path: path.replace(/[0-9a-f-]{36}/g, ":id"),
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      envelope,
      base,
    });
    return { status: response.status, body: parsed, headers: response.headers };
  }

  /** Answers of 500 or above, other than the contract's 503 with Retry-After in the envelope. */
  failures(): Answer[] {
    return this.answers.filter((a) => a.status >= 500 && !(a.status === 503 && a.retryAfter && (a.envelope || !a.path.startsWith("/api/"))));
  }
}

let counter = 0;

/** A new customer, signed up on `base` (its captcha off: outside production) and signed in for a token. */
export async function signUpShopper(log: AnswerLog, base: string): Promise<Shopper> {
  counter += 1;
  const email = `khach.mat.ket.noi.${counter}.${Date.now()}@example.vn`;
  const password = "PhimHay2026";
  const signup = await log.call(base, "POST", "/api/v1/auth/signup", {
    body: {
      fullName: "Trần Văn Bình",
      email,
      phone: "0912 345 678",
      gender: "male",
      dateOfBirth: "1995-06-15",
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${JSON.stringify(signup.body)}`);
  const login = await log.call(base, "POST", "/api/v1/auth/login", { body: { email, password, client: "app" } });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  return { email, token: (login.body as { result: { token: string } }).result.token };
}

type SeatMap = { rows: { seats: { id: string; status: string; type: string; companion?: boolean }[] }[] };

/** Seats free now on a showtime's map, read through `base` (none if the read failed). */
export async function freeSeats(log: AnswerLog, base: string, showtimeId: string): Promise<string[]> {
  const map = await log.call(base, "GET", `/api/v1/showtimes/${showtimeId}/seats`);
  if (map.status !== 200) return [];
  return (map.body as { result: SeatMap }).result.rows.flatMap((row) =>
    // The shoppers buy ordinary seats: a companion seat is sold only with its wheelchair space, and a
    // wheelchair space held alone would strand the companion seat beside it (decision 082): both 400.
    row.seats.filter((s) => s.status === "available" && (s.type === "standard" || s.type === "vip") && !s.companion).map((s) => s.id),
  );
}

/**
 * One purchase attempt: hold one or two free seats, start VNPay checkout, pay on the local gateway.
 * Answers the order's id once the gateway took the money (its page answered 303 to "pay"), else null.
 */
export async function buyOnce(
  log: AnswerLog,
  base: string,
  shopper: Shopper,
  showtimeId: string,
  pick: (n: number) => number,
  {
    tries = 1,
    leaveFree = 0,
  }: {
    /** Seat choices to try, from the picked one on, while each strands a lone seat (400): a rush's buyers try once and move on, a lone buyer must buy. */
    tries?: number;
    /** Seats a rush leaves free, so that a later check can still hold one (a fast machine sold a room out in 40 s). */
    leaveFree?: number;
  } = {},
): Promise<string | null> {
  const free = await freeSeats(log, base, showtimeId);
  if (free.length < 2 + leaveFree) return null;
  const start = pick(free.length - 1);
  const count = 1 + pick(2);
  // From the picked seat on, the first seats whose hold strands no lone seat (a two-seat block beside an
  // aisle, a seat left between two sold ones: 400 by design).
  let held = await log.call(base, "POST", "/api/v1/orders", { token: shopper.token, body: { showtimeId, seatIds: free.slice(start, start + count) } });
  for (let next = start + 1; held.status === 400 && next + count <= free.length && next < start + tries; next++) {
    held = await log.call(base, "POST", "/api/v1/orders", { token: shopper.token, body: { showtimeId, seatIds: free.slice(next, next + count) } });
  }
  if (held.status !== 201) return null;
  const orderId = (held.body as { result: { id: string } }).result.id;
  const checkout = await log.call(base, "POST", `/api/v1/orders/${orderId}/checkout`, { token: shopper.token, body: { method: "vnpay", ageConfirmed: true } });
  if (checkout.status !== 200) {
    await log.call(base, "DELETE", `/api/v1/orders/${orderId}`, { token: shopper.token }).catch(() => {});
    return null;
  }
  const paymentUrl = new URL((checkout.body as { result: { paymentUrl: string } }).result.paymentUrl);
  const page = await log.call(base, "GET", `${paymentUrl.pathname}${paymentUrl.search}`);
  if (page.status !== 200) return null;
  const paid = await log.call(base, "POST", "/dev/gateway/vnpay/paymentv2/choice", { form: { request: paymentUrl.search.slice(1), choice: "pay" } });
  return paid.status === 303 ? orderId : null;
}

/**
 * Holds one free seat of the showtime for `shopper`: the first one the cinema accepts (a seat that
 * would leave a lone seat beside it is refused with 400, by design). Answers the hold's answer and seat.
 */
export async function holdOneSeat(log: AnswerLog, base: string, shopper: Shopper, showtimeId: string) {
  let answer: Awaited<ReturnType<AnswerLog["call"]>> | undefined;
  let seatId: string | undefined;
  const free = await freeSeats(log, base, showtimeId);
  if (free.length === 0) {
    const map = await log.call(base, "GET", `/api/v1/showtimes/${showtimeId}/seats`);
    throw new Error(`no free seat to hold on ${showtimeId}: its seat map answered ${map.status} ${JSON.stringify(map.body).slice(0, 200)}`);
  }
  // The first free seat whose hold strands no lone seat (after a rush, many would: 400).
  for (const candidate of free) {
    seatId = candidate;
    answer = await log.call(base, "POST", "/api/v1/orders", { token: shopper.token, body: { showtimeId, seatIds: [candidate] } });
    if (answer.status !== 400) break;
  }
  if (!answer || !seatId) throw new Error(`no free seat to hold on ${showtimeId}`);
  return { answer, seatId, orderId: (answer.body as { result?: { id: string } }).result?.id };
}

/** The order as its owner reads it (the order page's call: after 10 s without a notification it asks the gateway). */
export async function orderStatus(log: AnswerLog, base: string, shopper: Shopper, orderId: string): Promise<string | null> {
  const order = await log.call(base, "GET", `/api/v1/orders/${orderId}`, { token: shopper.token });
  return order.status === 200 ? (order.body as { result: { status: string } }).result.status : null;
}
