-- The hold transaction of POST /orders as the server runs it now, a statement for each of its round
-- trips (modules/booking/place-order.ts): lock the seats in order; look for someone else's claim; lock
-- the account and count its open orders elsewhere; record the grant under the account's and the
-- address's keys and count them (decision 063: every customer of the race shares 127.0.0.1, as they
-- share it in the race); close the customer's previous hold for the showtime and end its claims,
-- voucher uses and held points; create the order, claim 1–4 adjacent seats; number the announcement;
-- write the audit row; commit; then announce (decision 014). Run with -M extended, as node-postgres
-- sends statements. A contested seat is skipped (ON CONFLICT DO NOTHING) rather than rolled back,
-- since pgbench cannot branch. Each client has its own 12 customers, so two clients never race for
-- one customer's order.
\set u :client_id * 12 + random(1, 12)
\set s random(1, 197)
\set k random(1, 4)
BEGIN;
SELECT pg_advisory_xact_lock(hashtext(b.showtime_id::text), hashtext(x.id::text))
  FROM bench_race b, (SELECT id FROM bench_race_seats WHERE n BETWEEN :s::int AND :s::int + :k::int - 1 ORDER BY id) x;
SELECT sc.seat_id FROM seat_claims sc LEFT JOIN orders o ON o.id = sc.order_id
 WHERE sc.showtime_id = (SELECT showtime_id FROM bench_race)
   AND sc.seat_id IN (SELECT id FROM bench_race_seats WHERE n BETWEEN :s::int AND :s::int + :k::int - 1)
   AND tstzrange(sc.held_from, sc.held_until, '[)') && tstzrange(now(), now() + interval '10 minutes', '[)')
   AND o.user_id IS DISTINCT FROM (SELECT id FROM bench_race_users WHERE n = :u::int);
SELECT id FROM users WHERE id = (SELECT id FROM bench_race_users WHERE n = :u::int) FOR UPDATE;
SELECT count(*) FROM orders
 WHERE user_id = (SELECT id FROM bench_race_users WHERE n = :u::int) AND status IN ('held', 'pending_payment')
   AND expires_at > now() AND showtime_id <> (SELECT showtime_id FROM bench_race);
WITH grant_rows AS (
  INSERT INTO hold_grants (key, at)
  SELECT v.k, now() FROM (VALUES ('hold:' || (SELECT id FROM bench_race_users WHERE n = :u::int), 100000), ('hold-client:127.0.0.1', 100000)) AS v(k, n))
SELECT v.k,
  (SELECT count(*) FROM (SELECT FROM hold_grants g WHERE g.key = v.k AND g.at > now() - interval '10 minutes' LIMIT v.n) c),
  (SELECT min(g.at) FROM hold_grants g WHERE g.key = v.k AND g.at > now() - interval '10 minutes')
  FROM (VALUES ('hold:' || (SELECT id FROM bench_race_users WHERE n = :u::int), 100000), ('hold-client:127.0.0.1', 100000)) AS v(k, n);
UPDATE orders SET status = 'cancelled', updated_at = now()
 WHERE user_id = (SELECT id FROM bench_race_users WHERE n = :u::int)
   AND showtime_id = (SELECT showtime_id FROM bench_race) AND status IN ('held', 'pending_payment')
RETURNING id;
UPDATE seat_claims SET held_until = greatest(held_from, now())
 WHERE order_id IN (SELECT id FROM orders WHERE user_id = (SELECT id FROM bench_race_users WHERE n = :u::int)
                      AND showtime_id = (SELECT showtime_id FROM bench_race) AND status = 'cancelled' AND updated_at = now())
   AND (held_until IS NULL OR held_until > now())
RETURNING seat_id;
UPDATE voucher_uses SET held_until = greatest(reserved_at, now())
 WHERE order_id IN (SELECT id FROM orders WHERE user_id = (SELECT id FROM bench_race_users WHERE n = :u::int)
                      AND showtime_id = (SELECT showtime_id FROM bench_race) AND status = 'cancelled' AND updated_at = now())
   AND held_until > now();
SELECT id, user_id, points_used FROM orders
 WHERE user_id = (SELECT id FROM bench_race_users WHERE n = :u::int) AND showtime_id = (SELECT showtime_id FROM bench_race)
   AND status = 'cancelled' AND updated_at = now() AND points_used > 0;
INSERT INTO orders (code, user_id, showtime_id, status, expires_at, subtotal_vnd, discount_vnd, total_vnd, created_at, updated_at)
SELECT 'PB' || md5(random()::text), u.id, b.showtime_id, 'held', now() + interval '10 minutes', 65000 * :k::int, 0, 65000 * :k::int, now(), now()
  FROM bench_race b, bench_race_users u WHERE u.n = :u::int
RETURNING id \gset order_
INSERT INTO seat_claims (showtime_id, seat_id, order_id, held_from, held_until, price_vnd)
SELECT (SELECT showtime_id FROM bench_race), x.id, :order_id::uuid, now(), now() + interval '10 minutes', 65000
  FROM (SELECT id FROM bench_race_seats WHERE n BETWEEN :s::int AND :s::int + :k::int - 1 ORDER BY id) x
ON CONFLICT DO NOTHING;
SELECT nextval('seat_event_seq');
INSERT INTO audit_log (at, action, actor_user_id, ip, details)
SELECT now(), 'order.placed', u.id, '127.0.0.1', jsonb_build_object('orderId', :order_id::text, 'showtimeId', (SELECT showtime_id FROM bench_race), 'seats', jsonb_build_array('E7'))
  FROM bench_race_users u WHERE u.n = :u::int;
COMMIT;
SELECT pg_notify('seat_changes_bench', (SELECT showtime_id::text FROM bench_race));
