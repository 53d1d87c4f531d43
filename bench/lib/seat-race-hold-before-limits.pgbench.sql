-- The hold transaction of POST /orders in plain SQL as it was on 2026-11-23, before the hold limits,
-- the waiting-room gate and the audit row (the baseline of bench/README's older rows), for pgbench: lock the seats in order, release the
-- customer's previous hold, create the order, claim 1–4 adjacent seats, number the announcement; after
-- the commit, announce it (decision 014). A contested seat is skipped
-- (ON CONFLICT DO NOTHING) rather than rolled back, since pgbench cannot branch. Each client has its own 12
-- customers, so two clients never race for one customer's order.
\set u :client_id * 12 + random(1, 12)
\set s random(1, 197)
\set k random(1, 4)
BEGIN;
SELECT pg_advisory_xact_lock(hashtext(b.showtime_id::text), hashtext(x.id::text))
  FROM bench_race b, (SELECT id FROM bench_race_seats WHERE n BETWEEN :s AND :s + :k - 1 ORDER BY id) x;
WITH old AS (
  UPDATE orders SET status = 'cancelled', updated_at = now()
   WHERE user_id = (SELECT id FROM bench_race_users WHERE n = :u)
     AND showtime_id = (SELECT showtime_id FROM bench_race) AND status IN ('held', 'pending_payment')
  RETURNING id)
UPDATE seat_claims SET held_until = greatest(held_from, now())
 WHERE order_id IN (SELECT id FROM old) AND (held_until IS NULL OR held_until > now());
WITH o AS (
  INSERT INTO orders (code, user_id, showtime_id, status, expires_at, subtotal_vnd, discount_vnd, total_vnd, created_at, updated_at)
  SELECT 'PB' || md5(random()::text), u.id, b.showtime_id, 'held', now() + interval '10 minutes', 65000 * :k, 0, 65000 * :k, now(), now()
    FROM bench_race b, bench_race_users u WHERE u.n = :u
  RETURNING id, showtime_id)
INSERT INTO seat_claims (showtime_id, seat_id, order_id, held_from, held_until, price_vnd)
SELECT o.showtime_id, x.id, o.id, now(), now() + interval '10 minutes', 65000
  FROM o, (SELECT id FROM bench_race_seats WHERE n BETWEEN :s AND :s + :k - 1 ORDER BY id) x
ON CONFLICT DO NOTHING;
SELECT nextval('seat_event_seq');
COMMIT;
SELECT pg_notify('seat_changes_bench', (SELECT showtime_id::text FROM bench_race));
