-- A hold on POST /orders as the server runs it now (decision 062), in plain SQL for pgbench, statement
-- for statement (apps/server/src/modules/limits/rate-counters-repository.ts, booking/order-holds-repository.ts):
--  0. before the transaction, the hold's hits on its two rate counters (the account's, and the client
--     address's, which every customer of the race shares as they share 127.0.0.1), committed at once
--     without waiting for the disk;
--  1. the seats' locks in order, then the account's row (FOR UPDATE: one account's holds take turns);
--  2. the rival claims over the hold's period and the account's open orders elsewhere (MAX_OPEN_ORDERS),
--     and the customer's previous hold on this showtime closed, its claims and voucher uses ended;
--  3. the order, its seat claims, the audit row and the announcement's number;
-- COMMIT, then the announcement (decision 014). pgbench cannot branch, so a contested seat is skipped
-- (ON CONFLICT DO NOTHING) rather than rolled back (the server would also give the hits back), and the
-- release does not wait for the checks' verdict. Each client has its own 12 customers, so two clients
-- never race for one customer's order. Run with -M prepared, as the server prepares these statements.
-- What runs before (the session, the seat rows with the waiting-room gate) is in neither script.
\set u :client_id * 12 + random(1, 12)
\set s random(1, 197)
\set k random(1, 4)
\set e :s + :k - 1
WITH hits AS (
  INSERT INTO auth_throttle AS t (key, window_start, failures)
  SELECT 'hold:' || u.id, now(), 1 FROM bench_race_users u WHERE u.n = :u
  UNION ALL SELECT 'hold-client:127.0.0.1', now(), 1
  ON CONFLICT (key) DO UPDATE SET failures = CASE WHEN t.window_start <= now() - interval '10 minutes' THEN 1 ELSE t.failures + 1 END,
    window_start = CASE WHEN t.window_start <= now() - interval '10 minutes' THEN excluded.window_start ELSE t.window_start END
  RETURNING t.key, t.failures, (extract(epoch FROM t.window_start) * 1000)::float8 AS window_start_ms)
SELECT hits.* FROM hits, (SELECT set_config('synchronous_commit', 'off', true)) AS async;
BEGIN;
WITH seat_locks AS MATERIALIZED (
  SELECT pg_advisory_xact_lock(hashtext(b.showtime_id::text), hashtext(x.id))
    FROM bench_race b, (SELECT DISTINCT id::text AS id FROM bench_race_seats WHERE n BETWEEN :s AND :e ORDER BY 1) x)
SELECT u.id FROM users u
 WHERE u.id = (SELECT id FROM bench_race_users WHERE n = :u) AND (SELECT count(*) FROM seat_locks) >= 0
   FOR UPDATE OF u;
WITH me AS (SELECT id FROM bench_race_users WHERE n = :u),
taken AS (
  SELECT sc.seat_id FROM seat_claims sc LEFT JOIN orders o ON o.id = sc.order_id
   WHERE sc.showtime_id = (SELECT showtime_id FROM bench_race)
     AND sc.seat_id = ANY (ARRAY(SELECT id FROM bench_race_seats WHERE n BETWEEN :s AND :e))
     AND tstzrange(sc.held_from, sc.held_until, '[)') && tstzrange(now(), now() + interval '10 minutes', '[)')
     AND o.user_id IS DISTINCT FROM (SELECT id FROM me)),
elsewhere AS (
  SELECT count(*)::int AS n FROM orders
   WHERE user_id = (SELECT id FROM me) AND status IN ('held', 'pending_payment') AND expires_at > now()
     AND showtime_id <> (SELECT showtime_id FROM bench_race)),
closed AS (
  UPDATE orders SET status = (CASE WHEN expires_at <= now() THEN 'expired' ELSE 'cancelled' END)::order_status, updated_at = now()
   WHERE user_id = (SELECT id FROM me) AND showtime_id = (SELECT showtime_id FROM bench_race)
     AND status IN ('held', 'pending_payment') AND (SELECT n FROM elsewhere) < 2
  RETURNING id, points_used),
freed AS (
  UPDATE seat_claims SET held_until = greatest(held_from, now())
   WHERE order_id IN (SELECT id FROM closed) AND (held_until IS NULL OR held_until > now())
  RETURNING seat_id),
vouchers AS (
  UPDATE voucher_uses SET held_until = greatest(reserved_at, now())
   WHERE order_id IN (SELECT id FROM closed) AND held_until > now())
SELECT coalesce((SELECT array_agg(seat_id::text) FROM taken), '{}') AS taken, (SELECT n FROM elsewhere) AS open_elsewhere,
       coalesce((SELECT array_agg(seat_id::text) FROM freed), '{}') AS freed,
       coalesce((SELECT array_agg(id::text) FROM closed WHERE points_used > 0), '{}') AS with_points;
WITH new_order AS (
  INSERT INTO orders (code, user_id, showtime_id, status, expires_at, subtotal_vnd, discount_vnd, total_vnd, created_at, updated_at)
  SELECT 'PB' || md5(random()::text), u.id, b.showtime_id, 'held', now() + interval '10 minutes', 65000 * :k::int, 0, 65000 * :k::int, now(), now()
    FROM bench_race b, bench_race_users u WHERE u.n = :u
  RETURNING id, user_id, showtime_id),
claims AS (
  INSERT INTO seat_claims (showtime_id, seat_id, order_id, held_from, held_until, price_vnd)
  SELECT o.showtime_id, x.id, o.id, now(), now() + interval '10 minutes', 65000
    FROM new_order o, (SELECT id FROM bench_race_seats WHERE n BETWEEN :s AND :e) x
  ON CONFLICT DO NOTHING),
audit AS (
  INSERT INTO audit_log (at, action, actor_user_id, ip, details)
  SELECT now(), 'order.placed', o.user_id, '127.0.0.1', jsonb_build_object('orderId', o.id, 'showtimeId', o.showtime_id, 'seats', '["E5", "E6"]'::jsonb)
    FROM new_order o)
SELECT nextval('seat_event_seq') AS seq;
COMMIT;
SELECT pg_notify('seat_changes_bench', (SELECT showtime_id::text FROM bench_race));
