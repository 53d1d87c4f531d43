-- The seat hold's write in one call (docs/decisions/064-the-hold-in-one-call.md). Its statements ran
-- one round trip each from the server, the seats' locks held through a dozen trips across a server busy
-- with a premiere's rush: a rival for one of those seats waited that long. Here they run inside the
-- database, each with its plan kept for the session, and the locks are held for the database's own work.
--
-- lock_seats and seats_claimed_by_others are also what the server's other writers of seats call
-- (modules/booking/seat-locks-repository.ts, order-holds-repository.ts): one definition of each.

-- A transaction-scoped advisory lock per (showtime, seat), taken in one global order (by seat id):
-- two transactions claiming overlapping seats then queue instead of deadlocking on the exclusion
-- constraint's index (decision 014). PERFORM runs the whole query, one lock per row.
CREATE OR REPLACE FUNCTION lock_seats(p_showtime uuid, p_seats uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(p_showtime::text), hashtext(s.id::text))
     FROM (SELECT DISTINCT u.id FROM unnest(p_seats) AS u(id) ORDER BY u.id) AS s;
END $$;
--> statement-breakpoint

-- The chosen seats with someone else's claim overlapping [p_from, p_until): what the exclusion
-- constraint would refuse. Each seat's claims are found through that constraint's index by showtime,
-- seat and period together (a list of seats cannot be a GiST index key: the plan would read every
-- live claim of the showtime and keep the chosen last).
CREATE OR REPLACE FUNCTION seats_claimed_by_others(p_showtime uuid, p_seats uuid[], p_user uuid, p_from timestamptz, p_until timestamptz)
RETURNS SETOF uuid
LANGUAGE sql STABLE AS $$
  SELECT c.seat_id
    FROM unnest(p_seats) AS chosen(id)
    CROSS JOIN LATERAL (SELECT sc.seat_id, sc.order_id FROM seat_claims sc
                         WHERE sc.showtime_id = p_showtime AND sc.seat_id = chosen.id
                           AND tstzrange(sc.held_from, sc.held_until, '[)') && tstzrange(p_from, p_until, '[)')) AS c
    LEFT JOIN orders o ON o.id = c.order_id
   WHERE o.user_id IS DISTINCT FROM p_user
$$;
--> statement-breakpoint

-- A seat hold (POST /orders) once its seats passed the checks against the seat map
-- (modules/booking/place-order.ts), in the order the server ran it before:
--  1. the seats' locks;
--  2. someone else's claim on a chosen seat → {"outcome": "taken", "seatIds": [...]};
--  3. the account's row locked, its open orders on other showtimes counted (decision 017)
--     → {"outcome": "open_limit"} at p_max_open;
--  4. the grants of the last p_window under each key (the account's, the address's), counted up to
--     the key's limit → {"outcome": "rate_limited", "retryAfterMs": n} when a key is at its limit,
--     n until its oldest grant leaves the window; else this grant is recorded under each key
--     (decision 063);
--  5. the customer's open orders for this showtime closed (expired if run out, else cancelled), their
--     running claims and voucher reservations ended; the server gives back their held points;
--  6. the new held order and its claims — the exclusion constraint seat_claims_no_overlap stays the
--     judge and raises 23P01 — the announcement's number, the audit row.
-- Nothing is written before the outcome "held". Every statement takes its own snapshot (a volatile
-- function), so a count made after a lock sees what the lock's previous holder committed.
CREATE OR REPLACE FUNCTION hold_seats(
  p_showtime uuid, p_user uuid, p_seats uuid[], p_prices integer[], p_labels text[], p_subtotal integer,
  p_code text, p_now timestamptz, p_expires timestamptz,
  p_keys text[], p_limits integer[], p_window interval, p_max_open integer, p_ip text
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_taken uuid[];
  v_open integer;
  v_wait_ms double precision;
  v_closed uuid[];
  v_with_points uuid[];
  v_freed uuid[];
  v_order uuid;
  v_seq bigint;
BEGIN
  PERFORM lock_seats(p_showtime, p_seats);

  SELECT array_agg(t.id) INTO v_taken FROM seats_claimed_by_others(p_showtime, p_seats, p_user, p_now, p_expires) AS t(id);
  IF v_taken IS NOT NULL THEN
    RETURN jsonb_build_object('outcome', 'taken', 'seatIds', to_jsonb(v_taken));
  END IF;

  PERFORM 1 FROM users WHERE id = p_user FOR UPDATE;
  SELECT count(*) INTO v_open FROM orders
   WHERE user_id = p_user AND status IN ('held', 'pending_payment') AND expires_at > p_now AND showtime_id <> p_showtime;
  IF v_open >= p_max_open THEN
    RETURN jsonb_build_object('outcome', 'open_limit');
  END IF;

  SELECT max(extract(epoch FROM k.oldest + p_window - p_now) * 1000) INTO v_wait_ms
    FROM (SELECT l.lim,
                 (SELECT count(*) FROM (SELECT FROM hold_grants g WHERE g.key = l.key AND g.at > p_now - p_window LIMIT l.lim) AS c) AS earlier,
                 (SELECT min(g.at) FROM hold_grants g WHERE g.key = l.key AND g.at > p_now - p_window) AS oldest
            FROM unnest(p_keys, p_limits) AS l(key, lim)) AS k
   WHERE k.earlier >= k.lim;
  IF v_wait_ms IS NOT NULL THEN
    RETURN jsonb_build_object('outcome', 'rate_limited', 'retryAfterMs', v_wait_ms);
  END IF;
  INSERT INTO hold_grants (key, at) SELECT k, p_now FROM unnest(p_keys) AS k;

  WITH closed AS (
    UPDATE orders SET status = (CASE WHEN expires_at <= p_now THEN 'expired' ELSE 'cancelled' END)::order_status, updated_at = p_now
     WHERE user_id = p_user AND showtime_id = p_showtime AND status IN ('held', 'pending_payment')
    RETURNING id, points_used)
  SELECT array_agg(id), array_agg(id) FILTER (WHERE points_used > 0) INTO v_closed, v_with_points FROM closed;
  IF v_closed IS NOT NULL THEN
    WITH freed AS (
      UPDATE seat_claims SET held_until = greatest(held_from, p_now)
       WHERE order_id = ANY (v_closed) AND (held_until IS NULL OR held_until > p_now)
      RETURNING seat_id)
    SELECT array_agg(seat_id) INTO v_freed FROM freed;
    UPDATE voucher_uses SET held_until = greatest(reserved_at, p_now) WHERE order_id = ANY (v_closed) AND held_until > p_now;
  END IF;

  INSERT INTO orders (code, user_id, showtime_id, status, expires_at, subtotal_vnd, discount_vnd, total_vnd, created_at, updated_at)
  VALUES (p_code, p_user, p_showtime, 'held', p_expires, p_subtotal, 0, p_subtotal, p_now, p_now)
  RETURNING id INTO v_order;
  INSERT INTO seat_claims (showtime_id, seat_id, order_id, held_from, held_until, price_vnd)
  SELECT p_showtime, s.id, v_order, p_now, p_expires, s.price FROM unnest(p_seats, p_prices) AS s(id, price);
  v_seq := nextval('seat_event_seq');
  INSERT INTO audit_log (at, action, actor_user_id, ip, details)
  VALUES (p_now, 'order.placed', p_user, p_ip,
          jsonb_build_object('orderId', v_order, 'showtimeId', p_showtime, 'seats', to_jsonb(p_labels)));

  RETURN jsonb_build_object(
    'outcome', 'held', 'orderId', v_order, 'seq', v_seq,
    'freed', coalesce(to_jsonb(v_freed), '[]'::jsonb),
    'returnPointsOf', coalesce(to_jsonb(v_with_points), '[]'::jsonb));
END $$;
