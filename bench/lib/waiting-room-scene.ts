import { randomBytes } from "node:crypto";
import type pg from "pg";
import { hashPassword } from "../../apps/server/src/modules/auth/passwords.ts";

/**
 * The waiting-room benchmark's scene, written in SQL on the bench's own database (decision 055):
 * `visitors` customers and one admin, each with an app session whose bearer token the bench knows
 * (`<salt>_<n>`; the table keeps only its sha256, as the server does). One statement, a few seconds
 * for 20,000 — signing 20,000 people in through the API would be its own benchmark.
 */
export type QueueVisitors = { tokens: string[]; adminToken: string; adminId: string };

const SESSION_DAYS = 30;

export async function createQueueVisitors(client: pg.Client, visitors: number): Promise<QueueVisitors> {
  const salt = randomBytes(18).toString("base64url");
  const stamp = randomBytes(4).toString("hex");
  // Nobody signs in with it: a real hash of a password nobody keeps.
  const passwordHash = await hashPassword(randomBytes(18).toString("base64url"));
  const { rows } = await client.query<{ id: string }>(
    `with numbered as (
       select n, case when n = 0 then 'admin' else 'customer' end::user_role as role,
              case when n = 0 then format('xep.hang.%s.admin@example.vn', $4::text) else format('xep.hang.%s.%s@example.vn', $4::text, n) end as email
       from generate_series(0, $1::int) as n
     ), added as (
       insert into users (email, password_hash, full_name, phone_e164, gender, date_of_birth, role, terms_version, terms_accepted_at)
       select email, $2, 'Khách Xếp Hàng ' || n, '+84912345678', 'female', '1995-05-05', role, 'bench', now() from numbered
       returning id, email, role
     ), signed_in as (
       insert into sessions (id, user_id, kind, created_at, last_seen_at, expires_at)
       select encode(sha256(convert_to($3::text || '_' || case when a.role = 'admin' then 'admin' else split_part(split_part(a.email, '@', 1), '.', 4) end, 'UTF8')), 'hex'),
              a.id, 'app', now(), now(), now() + make_interval(days => ${SESSION_DAYS})
       from added a
       returning user_id
     )
     select id from added where role = 'admin' and exists (select 1 from signed_in)`,
    [visitors, passwordHash, salt, stamp],
  );
  return {
    tokens: Array.from({ length: visitors }, (_, i) => `${salt}_${i + 1}`),
    adminToken: `${salt}_admin`,
    adminId: rows[0]!.id,
  };
}

/** The visitor number (1…n) of each queue entry of the event with its `seq` and state. */
export async function entriesByVisitor(client: pg.Client, eventId: string): Promise<{ n: number; seq: number | null; state: string }[]> {
  const { rows } = await client.query<{ n: number; seq: string | null; state: string }>(
    `select split_part(split_part(u.email, '@', 1), '.', 4)::int as n, q.seq, q.state::text as state
     from queue_entries q join users u on u.id = q.user_id
     where q.event_id = $1 and u.email like 'xep.hang.%' and u.role = 'customer'`,
    [eventId],
  );
  return rows.map((r) => ({ n: r.n, seq: r.seq === null ? null : Number(r.seq), state: r.state }));
}

/**
 * The demo film with the most showtimes starting after the next hour, and those showtimes (at most
 * 500, the contract's limit): the premiere the event sells. A showtime starting sooner is left out —
 * an event must open before its earliest showtime.
 */
export async function premiereFilm(client: pg.Client): Promise<{ filmId: string; showtimeIds: string[] }> {
  const { rows } = await client.query<{ film_id: string; ids: string[] }>(
    `select film_id, (array_agg(id order by starts_at))[1:500] as ids from showtimes where starts_at > now() + interval '1 hour'
     group by film_id order by count(*) desc, film_id limit 1`,
  );
  if (!rows[0]) throw new Error("the demo data has no upcoming showtime");
  return { filmId: rows[0].film_id, showtimeIds: rows[0].ids };
}

/** The sale event written in SQL (when the admin API is not there): these showtimes, opening at `opensAt`, `ratePerMinute` admitted a minute. */
export async function createSaleEventInSql(
  client: pg.Client,
  input: { name: string; filmId: string; showtimeIds: string[]; opensAt: Date; ratePerMinute: number; createdBy: string },
): Promise<{ eventId: string; showtimes: number }> {
  const { rows } = await client.query<{ id: string; showtimes: number }>(
    `with event as (
       insert into sale_events (name, film_id, opens_at, rate_per_minute, created_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, now(), now()) returning id
     ), covered as (
       insert into sale_event_showtimes (showtime_id, event_id) select unnest($6::uuid[]), event.id from event
       returning showtime_id
     )
     select id, (select count(*)::int from covered) as showtimes from event`,
    [input.name, input.filmId, input.opensAt, input.ratePerMinute, input.createdBy, input.showtimeIds],
  );
  return { eventId: rows[0]!.id, showtimes: rows[0]!.showtimes };
}

export type QueueAudit = {
  entries: number;
  withSeq: number;
  /** Distinct `seq` values: equal to withSeq (the unique index) — and to `lastSeq` when no number was skipped. */
  distinctSeq: number;
  minSeq: number | null;
  maxSeq: number | null;
  lastSeq: number;
  admittedThrough: number;
  byState: Record<string, number>;
  /** Entries whose turn passed (`seq ≤ admitted_through`) still `waiting`, or not yet reached but no longer waiting. */
  outOfTurn: number;
  /** The most admissions in any 60 s window ending at an admission, (t − 60 s, t]. */
  maxInAnyMinute: number;
  /** The most admissions sharing one `admitted_at` (one run of the job). */
  maxInOneRun: number;
  admissionRuns: number;
};

/** What the database says after the run: every place accounted for, and admissions within the rate. */
export async function auditQueue(client: pg.Client, eventId: string): Promise<QueueAudit> {
  const one = async <T extends pg.QueryResultRow>(text: string) => (await client.query<T>(text, [eventId])).rows[0]!;
  const counts = await one<{ entries: number; with_seq: number; distinct_seq: number; min_seq: string | null; max_seq: string | null }>(
    `select count(*)::int as entries, count(seq)::int as with_seq, count(distinct seq)::int as distinct_seq, min(seq) as min_seq, max(seq) as max_seq
     from queue_entries where event_id = $1`,
  );
  const event = await one<{ last_seq: string; admitted_through: string }>(`select last_seq, admitted_through from sale_events where id = $1`);
  const states = await client.query<{ state: string; n: number }>(
    `select state::text as state, count(*)::int as n from queue_entries where event_id = $1 group by state`,
    [eventId],
  );
  const outOfTurn = await one<{ n: number }>(
    `select count(*)::int as n from queue_entries q join sale_events e on e.id = q.event_id
     where q.event_id = $1 and ((q.seq <= e.admitted_through and q.state = 'waiting') or ((q.seq is null or q.seq > e.admitted_through) and q.state <> 'waiting'))`,
  );
  const window = await one<{ max_in_minute: number | null }>(
    `with runs as (select distinct admitted_at as t from queue_entries where event_id = $1 and admitted_at is not null)
     select max((select count(*) from queue_entries q where q.event_id = $1 and q.admitted_at > runs.t - interval '60 seconds' and q.admitted_at <= runs.t))::int as max_in_minute
     from runs`,
  );
  const runs = await one<{ max_in_run: number | null; runs: number }>(
    `select max(n)::int as max_in_run, count(*)::int as runs from (select count(*) as n from queue_entries where event_id = $1 and admitted_at is not null group by admitted_at) r`,
  );
  return {
    entries: counts.entries,
    withSeq: counts.with_seq,
    distinctSeq: counts.distinct_seq,
    minSeq: counts.min_seq === null ? null : Number(counts.min_seq),
    maxSeq: counts.max_seq === null ? null : Number(counts.max_seq),
    lastSeq: Number(event.last_seq),
    admittedThrough: Number(event.admitted_through),
    byState: Object.fromEntries(states.rows.map((r) => [r.state, r.n])),
    outOfTurn: outOfTurn.n,
    maxInAnyMinute: window.max_in_minute ?? 0,
    maxInOneRun: runs.max_in_run ?? 0,
    admissionRuns: runs.runs,
  };
}
