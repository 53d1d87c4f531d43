// A child process of bench/waiting-room.ts: its share of the visitors join one instance's queue on a
// schedule, then each follows its place on one SSE stream (or by polling) until its turn comes or the bench ends.
// A process of its own so that its sockets (one per visitor) count against its own file limit and its
// parsing runs beside the bench's clock-keeping. Results go back over IPC as typed arrays.
import http from "node:http";

export type VisitorsTask = {
  url: string;
  eventId: string;
  tokens: string[];
  /** Visitor number (1…n, the token's suffix) of tokens[0]. */
  firstVisitor: number;
  /** Epoch ms: the first join; the others follow evenly over `joinMs`. */
  joinAt: number;
  joinMs: number;
  /** Epoch ms: every stream still open is closed. */
  until: number;
  /** Set: each visitor polls `GET …/queue/me` this long after each answer instead of streaming. */
  pollEveryMs?: number | undefined;
};

/** One `place` event as a visitor received it. `place` −1 = null; `fresh` = the first event of a connection (an answer, not an update). */
export type PlaceRecords = { visitor: Int32Array; at: Float64Array; place: Int32Array; state: Uint8Array; fresh: Uint8Array; length: number };

export type VisitorsReport = {
  records: PlaceRecords;
  /** Per visitor (index in `tokens`): the join's last HTTP status (0 = network error), the time from its first ask to its place (ms), how many asks. */
  joinStatus: Int16Array;
  joinAttempts: Uint16Array;
  /** Asks refused for the moment and asked again, by status (0 = network error). */
  refusals: Record<string, number>;
  /** The joins' network errors by code. */
  joinErrors: Record<string, number>;
  joinMs: Float64Array;
  /** Streams that answered other than 200, or failed, or ended before the visitor's turn (each reconnected). */
  streamFailures: Record<string, number>;
  reconnects: number;
  /** Visitors whose stream said `admitted` (they close it and go to buy). */
  admitted: number;
  /** Most streams open at once in this process. */
  peakOpen: number;
};

export const STATE_CODES = ["waiting", "admitted", "buying", "done", "expired", "left"] as const;

/** Each visitor its own loopback address (127.1.0.1, 127.1.0.2, …): per-address limits see one person each, as in production. */
export const visitorAddress = (visitor: number) => `127.${1 + (visitor >> 16)}.${(visitor >> 8) & 255}.${visitor & 255}`;

class Records {
  private size = 0;
  private cap = 1 << 18;
  visitor = new Int32Array(this.cap);
  at = new Float64Array(this.cap);
  place = new Int32Array(this.cap);
  state = new Uint8Array(this.cap);
  fresh = new Uint8Array(this.cap);

  push(visitor: number, at: number, place: number, state: number, fresh: boolean): void {
    if (this.size === this.cap) this.grow();
    const i = this.size++;
    this.visitor[i] = visitor;
    this.at[i] = at;
    this.place[i] = place;
    this.state[i] = state;
    this.fresh[i] = fresh ? 1 : 0;
  }

  private grow(): void {
    this.cap *= 2;
    const grown = <T extends Int32Array | Float64Array | Uint8Array>(old: T, make: (n: number) => T) => {
      const next = make(this.cap);
      next.set(old);
      return next;
    };
    this.visitor = grown(this.visitor, (n) => new Int32Array(n));
    this.at = grown(this.at, (n) => new Float64Array(n));
    this.place = grown(this.place, (n) => new Int32Array(n));
    this.state = grown(this.state, (n) => new Uint8Array(n));
    this.fresh = grown(this.fresh, (n) => new Uint8Array(n));
  }

  done(): PlaceRecords {
    const n = this.size;
    return {
      visitor: this.visitor.slice(0, n),
      at: this.at.slice(0, n),
      place: this.place.slice(0, n),
      state: this.state.slice(0, n),
      fresh: this.fresh.slice(0, n),
      length: n,
    };
  }
}

const PLACE_EVENT = /^event: place$/m;
const PLACE = /"place":(-?\d+|null)/;
const STATE = /"state":"(\w+)"/;

export async function runVisitors(task: VisitorsTask): Promise<VisitorsReport> {
  const base = new URL(task.url);
  // maxSockets 1 per name (host, port, local address): a visitor's join and then its stream share one socket.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const count = task.tokens.length;
  const records = new Records();
  const joinStatus = new Int16Array(count);
  const joinMs = new Float64Array(count);
  const joinAttempts = new Uint16Array(count);
  const refusals: Record<string, number> = {};
  const streamFailures: Record<string, number> = {};
  const joinErrors: Record<string, number> = {};
  let reconnects = 0;
  let admitted = 0;
  let open = 0;
  let peakOpen = 0;
  const live = new Set<http.ClientRequest>();
  const fail = (why: string) => (streamFailures[why] = (streamFailures[why] ?? 0) + 1);

  const headers = (i: number, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${task.tokens[i]}`, ...extra });
  const options = (i: number) => ({ agent, host: base.hostname, port: base.port, localAddress: visitorAddress(task.firstVisitor + i) });

  /** One POST …/queue: its status (0 = network error) and the Retry-After it carried (seconds). */
  const askToJoin = (i: number) =>
    new Promise<{ status: number; retryAfter: number | undefined }>((resolve) => {
      const request = http.request({ ...options(i), method: "POST", path: `/api/v1/sale-events/${task.eventId}/queue`, headers: headers(i) }, (response) => {
        response.resume();
        const retryAfter = Number(response.headers["retry-after"]) || undefined;
        response.on("end", () => resolve({ status: response.statusCode ?? 0, retryAfter }));
        response.on("error", () => resolve({ status: 0, retryAfter }));
      });
      request.on("error", (error) => {
        const code = (error as NodeJS.ErrnoException).code ?? error.message;
        joinErrors[code] = (joinErrors[code] ?? 0) + 1;
        resolve({ status: 0, retryAfter: undefined });
      });
      request.end();
    });

  /**
   * Joins as the waiting room's page does (use-queue-place.ts): refused for the moment — 503, 429 or
   * no answer — it asks again after Retry-After (else 5 s) stretched by up to half at random, until
   * it is in or the bench ends. Answers the last status; `joinMs` is from the first ask to the place.
   */
  const join = async (i: number) => {
    const started = performance.now();
    for (;;) {
      const { status, retryAfter } = await askToJoin(i);
      joinAttempts[i]!++;
      if (status !== 503 && status !== 429 && status !== 0) {
        joinMs[i] = performance.now() - started;
        return status;
      }
      refusals[status] = (refusals[status] ?? 0) + 1;
      const wait = Math.ceil((retryAfter ?? 5) * (1 + Math.random() / 2)) * 1000;
      if (Date.now() + wait >= task.until) return status;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };

  const follow = (i: number) => {
    if (Date.now() >= task.until) return;
    const visitor = task.firstVisitor + i;
    let finished = false;
    let fresh = true;
    let failure: string | undefined;
    const request = http.request(
      { ...options(i), method: "GET", path: `/api/v1/sale-events/${task.eventId}/queue/me/stream`, headers: headers(i, { accept: "text/event-stream" }) },
      (response) => {
        if (response.statusCode !== 200) {
          // As EventSource does, no retry after an answer other than 200; the page then polls its place (every 5 s).
          failure = `HTTP ${response.statusCode}`;
          finished = true;
          fail(failure);
          response.resume();
          poll(i, 5_000);
          return;
        }
        open++;
        peakOpen = Math.max(peakOpen, open);
        response.setEncoding("utf8");
        let buffer = "";
        response.on("data", (chunk: string) => {
          const at = Date.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!PLACE_EVENT.test(block)) continue;
            const place = PLACE.exec(block)?.[1];
            const state = STATE_CODES.indexOf((STATE.exec(block)?.[1] ?? "") as (typeof STATE_CODES)[number]);
            records.push(visitor, at, place === undefined || place === "null" ? -1 : Number(place), state < 0 ? 255 : state, fresh);
            fresh = false;
            if (state > 0 && !finished) {
              // Their turn came (or the place ended): the visitor leaves the room to buy.
              finished = true;
              if (state === 1) admitted++;
              request.destroy();
            }
          }
        });
        response.on("close", () => {
          open--;
        });
      },
    );
    live.add(request);
    request.on("close", () => {
      live.delete(request);
      if (finished || Date.now() >= task.until) return;
      fail(failure ?? (fresh ? "closed before any place event" : "closed before the turn"));
      reconnects++;
      setTimeout(() => follow(i), 1_000);
    });
    request.on("error", (error) => {
      failure ??= (error as NodeJS.ErrnoException).code ?? error.message;
    });
    request.end();
  };

  /** The fallback of decision 055: asking for the place again `every` ms after each answer, the first at a random offset. */
  const poll = (i: number, every = task.pollEveryMs!) => {
    const visitor = task.firstVisitor + i;
    let fresh = true;
    const again = () => setTimeout(ask, every);
    const ask = () => {
      if (Date.now() >= task.until) return;
      const request = http.request({ ...options(i), method: "GET", path: `/api/v1/sale-events/${task.eventId}/queue/me`, headers: headers(i) }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => {
          if (response.statusCode !== 200) {
            fail(`HTTP ${response.statusCode}`);
            return again();
          }
          const place = PLACE.exec(body)?.[1];
          const state = STATE_CODES.indexOf((STATE.exec(body)?.[1] ?? "") as (typeof STATE_CODES)[number]);
          records.push(visitor, Date.now(), place === undefined || place === "null" ? -1 : Number(place), state < 0 ? 255 : state, fresh);
          fresh = false;
          if (state === 1) admitted++;
          if (state > 0) return;
          again();
        });
      });
      request.on("error", (error) => {
        fail((error as NodeJS.ErrnoException).code ?? error.message);
        again();
      });
      request.end();
    };
    setTimeout(ask, Math.random() * every);
  };

  const everyMs = task.joinMs / count;
  const started: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = Date.now();
      while (next < count && task.joinAt + next * everyMs <= now) {
        const i = next++;
        started.push(
          join(i).then((status) => {
            joinStatus[i] = status;
            if (status >= 200 && status < 300) (task.pollEveryMs ? (n: number) => poll(n) : follow)(i);
          }),
        );
      }
      if (next < count) setTimeout(tick, Math.max(1, Math.min(20, task.joinAt + next * everyMs - Date.now())));
      else resolve();
    };
    setTimeout(tick, Math.max(0, task.joinAt - Date.now()));
  });
  await Promise.all(started);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, task.until - Date.now())));
  for (const request of live) request.destroy();
  agent.destroy();
  return { records: records.done(), joinStatus, joinAttempts, refusals, joinErrors, joinMs, streamFailures, reconnects, admitted, peakOpen };
}

// As a child process: one task in, one report out.
if (process.send) {
  process.once("message", (task: VisitorsTask) => {
    void runVisitors(task).then(
      (report) => process.send!({ report }, () => process.exit(0)),
      (error: unknown) => process.send!({ error: String((error as Error)?.stack ?? error) }, () => process.exit(1)),
    );
  });
}
