-- The hold transaction of POST /orders as the server runs it now (modules/booking/place-order.ts,
-- decision 064): the database function hold_seats does the work — lock the seats in order; look for
-- someone else's claim; lock the account and count its open orders elsewhere; count the grants under
-- the account's and the address's keys (each customer has an address of its own, as in the race) and
-- record this one; close the customer's previous hold for the showtime and end its claims and voucher
-- uses; create the order, claim 1–4 adjacent seats; number the announcement; write the audit row —
-- then commit and announce (decision 014). Run with -M extended, as node-postgres sends statements,
-- the function's arguments built as the server builds them. A contested seat is answered "taken" by
-- the function after its locks, as in the server (nothing written, committed empty). Each client has its own 12 customers, so two clients never race for one customer's order.
\set u :client_id * 12 + random(1, 12)
\set s random(1, 197)
\set k random(1, 4)
BEGIN;
SELECT hold_seats((SELECT showtime_id FROM bench_race), (SELECT id FROM bench_race_users WHERE n = :u::int),
  array(SELECT e::uuid FROM jsonb_array_elements_text((SELECT jsonb_agg(id ORDER BY id) FROM bench_race_seats WHERE n BETWEEN :s::int AND :s::int + :k::int - 1)) WITH ORDINALITY AS a(e, i) ORDER BY i),
  array(SELECT 65000 FROM generate_series(1, :k::int)), array(SELECT 'E7' FROM generate_series(1, :k::int)),
  65000 * :k::int, 'PB' || md5(random()::text), now(), now() + interval '10 minutes',
  array['hold:' || (SELECT id FROM bench_race_users WHERE n = :u::int), 'hold-client:10.0.0.' || :u::int], array[100000, 100000],
  600000 * interval '1 millisecond', 2, '10.0.0.' || :u::int);
COMMIT;
SELECT pg_notify('seat_changes_bench', (SELECT showtime_id::text FROM bench_race));
