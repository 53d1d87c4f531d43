import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * What the chain's IT team watches (docs/operations.md, decision 071), in Prometheus's format at
 * `GET /metrics`. One registry per process: the counters count this process's work, and Prometheus
 * adds the instances up. Names follow Prometheus's conventions (`_total`, `_seconds`), prefixed `hancine_`.
 */
export const metricsRegistry = new Registry();

// The process's own: CPU, memory, garbage collection, and the event loop's lag (its delay in serving anyone).
collectDefaultMetrics({ register: metricsRegistry, prefix: "hancine_", eventLoopMonitoringPrecision: 20 });

export const httpRequests = new Histogram({
  name: "hancine_http_request_duration_seconds",
  help: "Time to answer a request, by route pattern (not the address: one series per route), method and status.",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const eventStreamsOpen = new Gauge({
  name: "hancine_event_streams_open",
  help: "Server-sent event streams open on this process: seat maps and waiting-room places.",
  labelNames: ["kind"] as const,
  registers: [metricsRegistry],
});

export const seatHolds = new Counter({
  name: "hancine_seat_holds_total",
  help: "Seat holds asked for: granted, or refused with the error code the buyer got (SEATS_UNAVAILABLE, RATE_LIMITED, …).",
  labelNames: ["outcome", "reason"] as const,
  registers: [metricsRegistry],
});

export const paymentResults = new Counter({
  name: "hancine_payment_results_total",
  help: "Gateway results applied (notifications and our own queries), by provider and what they did to the order.",
  labelNames: ["provider", "outcome"] as const,
  registers: [metricsRegistry],
});

export const refundAttempts = new Counter({
  name: "hancine_refund_attempts_total",
  help: "Refunds sent to a gateway, by provider and outcome (a failed one is retried by the refund job).",
  labelNames: ["provider", "outcome"] as const,
  registers: [metricsRegistry],
});

export const waitingRoomAdmissions = new Counter({
  name: "hancine_waiting_room_admissions_total",
  help: "People let in from premiere-day waiting rooms by this process's admission job.",
  registers: [metricsRegistry],
});

export const jobLastSuccess = new Gauge({
  name: "hancine_job_last_success_timestamp_seconds",
  help: "When each background job last finished without an error (Unix time): alert when it falls behind.",
  labelNames: ["job"] as const,
  registers: [metricsRegistry],
});

export const jobFailures = new Counter({
  name: "hancine_job_failures_total",
  help: "Background job runs that ended in an error.",
  labelNames: ["job"] as const,
  registers: [metricsRegistry],
});

/** What is read when Prometheus asks rather than counted as it happens; set by the app as it starts. */
export type ScrapeSources = {
  /** PostgreSQL's pool: connections in use, idle, and requests waiting for one (absent on the embedded database). */
  pool?: () => { inUse: number; idle: number; waiting: number };
  /** E-mails waiting to be sent, and given up on after their retries. */
  outbox?: () => Promise<{ waiting: number; failed: number }>;
};
let sources: ScrapeSources = {};

export function readAtScrape(given: ScrapeSources): void {
  sources = given;
}

new Gauge({
  name: "hancine_db_pool_connections",
  help: "PostgreSQL connections of this process's pool, by state: in_use, idle, and waiting (requests queued for a connection).",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  collect() {
    const pool = sources.pool?.();
    if (!pool) return;
    this.set({ state: "in_use" }, pool.inUse);
    this.set({ state: "idle" }, pool.idle);
    this.set({ state: "waiting" }, pool.waiting);
  },
});

new Gauge({
  name: "hancine_emails",
  help: "E-mails in the outbox (shared by every instance): waiting to be sent, and failed after every retry.",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  async collect() {
    const outbox = await sources.outbox?.().catch(() => undefined);
    if (!outbox) return;
    this.set({ state: "waiting" }, outbox.waiting);
    this.set({ state: "failed" }, outbox.failed);
  },
});
