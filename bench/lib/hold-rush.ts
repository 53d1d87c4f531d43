import http from "node:http";
import { appToken } from "./app-token.ts";

/** A signed-in customer and the address it sends from, as the chain's proxy passes it on (X-Forwarded-For). */
export type Customer = { token: string; address: string };

export type Pace = { perSecond: number } | null;

/**
 * Each of the rush's customers sends from an address of its own (10.0.x.y), passed on by a proxy the
 * site trusts (TRUST_PROXY=1), as the chain's customers reach it through its nginx (decision 018). The
 * customers re-hold back to back, which the anti-hoarding limits (decision 017) would answer with 429
 * after a few holds: the bench lifts the limits, while their counters still run on every granted hold,
 * each over its own account's and address's grants, as in production. (Until 2026-11-29 every customer
 * sent from 127.0.0.1: each grant then counted every grant of the whole race under one key, a cost
 * production never pays, since a key's count stops at its limit.)
 */
export const RUSH_SITE = { HOLDS_PER_ACCOUNT: "100000", HOLDS_PER_CLIENT: "100000", TRUST_PROXY: "1" };

/** The i-th customer's address (i < 65,536). */
const customerAddress = (i: number) => `10.0.${i >> 8}.${i & 255}`;

/**
 * One keep-alive request with node:http — several times lighter than fetch, so the load generator, which
 * shares the two cores with the server and PostgreSQL, takes less from what it measures. The answer's
 * body is read only when `wantBody`.
 */
function send(
  agent: http.Agent,
  url: URL,
  customer: Customer,
  method: "POST" | "DELETE",
  path: string,
  body: string,
  wantBody: boolean,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path,
        method,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          authorization: `Bearer ${customer.token}`,
          "x-forwarded-for": customer.address,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        if (wantBody) response.on("data", (chunk: Buffer) => chunks.push(chunk));
        else response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * Each customer holds 1–4 adjacent random seats of the showtime again and again until `until`
 * (Date.now() ms): sending the next hold as soon as the last is answered, or, with a pace, all
 * customers together send `perSecond` holds on a fixed schedule (open loop; latency counted from
 * the scheduled start, so a late server is not excused by the requests it delayed). `release`: a
 * granted hold is let go at once (`DELETE /orders/:id`, not counted), as a crowd that looks and
 * leaves keeps a showtime's seats changing hands without filling it.
 */
export async function holdLoop(
  url: string,
  customers: Customer[],
  showtime: { showtimeId: string; seatIds: string[][] },
  until: number,
  pace: Pace,
  onAnswer: (status: number, latency: number, startedAfter: number) => void,
  release = false,
): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: customers.length });
  const base = new URL(url);
  const rows = showtime.seatIds;
  const begin = performance.now();
  const intervalMs = pace ? (customers.length / pace.perSecond) * 1000 : 0;
  await Promise.all(
    customers.map(async (customer) => {
      let scheduled = begin + Math.random() * intervalMs;
      while (Date.now() < until) {
        const row = rows[Math.floor(Math.random() * rows.length)]!;
        const size = 1 + Math.floor(Math.random() * 4);
        const start = Math.floor(Math.random() * (row.length - size + 1));
        if (pace) {
          const wait = scheduled - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
        const started = pace ? scheduled : performance.now();
        scheduled += intervalMs;
        const body = JSON.stringify({ showtimeId: showtime.showtimeId, seatIds: row.slice(start, start + size) });
        const answer = await send(agent, base, customer, "POST", "/api/v1/orders", body, release);
        onAnswer(answer.status, performance.now() - started, started - begin);
        if (release && answer.status === 201) {
          const id = (JSON.parse(answer.body) as { result: { id: string } }).result.id;
          await send(agent, base, customer, "DELETE", `/api/v1/orders/${id}`, "", false);
        }
      }
    }),
  );
  agent.destroy();
}

/** Customers signed in as the chain's app signs in (a bearer token each), each with its own address. */
export async function signInCustomers(url: string, emails: string[], password: string): Promise<Customer[]> {
  return Promise.all(
    emails.map(async (email, i): Promise<Customer> => {
      return { token: await appToken(url, { email, password }), address: customerAddress(i) };
    }),
  );
}
