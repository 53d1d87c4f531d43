-- Issue 34 (decision 076, "Some tickets"): a counter refund of some tickets of an order that stays paid
-- comes off the reports' per-showtime sales at once, as the order desk's partial refunds do (0021):
-- each ticket given back takes off itself, its seat's price, and the money it gave back
-- (tickets.counter_refund_vnd, written by the refund with counter_refunded_at); the rest of its seat's
-- price was discount. When the order then stops being paid, the orders trigger takes off what is left
-- (the order less what those tickets took already). Before this, the tickets stayed counted until the
-- last one went.

ALTER TABLE "tickets" ADD COLUMN "counter_refund_vnd" integer;--> statement-breakpoint

-- The tickets already given back on orders still paid: each ticket's part of the money its moment
-- gave back (the refund's negative counter_payments share the tickets' counter_refunded_at), split
-- evenly, the odd đồng on the first; then taken off the figures below.
UPDATE tickets tk SET counter_refund_vnd = m.share
  FROM (SELECT t.id, (back.vnd / count(*) OVER moment)
                     + CASE WHEN row_number() OVER w = 1 THEN back.vnd % count(*) OVER moment ELSE 0 END AS share
          FROM tickets t
          JOIN orders o ON o.id = t.order_id AND o.status = 'paid'
          CROSS JOIN LATERAL (SELECT coalesce(-sum(cp.amount_vnd), 0)::integer AS vnd FROM counter_payments cp
                               WHERE cp.order_id = t.order_id AND cp.at = t.counter_refunded_at AND cp.amount_vnd < 0) back
         WHERE t.counter_refunded_at IS NOT NULL AND t.counter_refund_vnd IS NULL
        WINDOW moment AS (PARTITION BY t.order_id, t.counter_refunded_at), w AS (moment ORDER BY t.id)) m
 WHERE tk.id = m.id;--> statement-breakpoint
UPDATE showtime_sales x SET
    tickets = x.tickets - g.tickets, revenue_vnd = x.revenue_vnd - g.vnd, subtotal_vnd = x.subtotal_vnd - g.prices,
    discount_vnd = x.discount_vnd - (g.prices - g.vnd), refunded_vnd = x.refunded_vnd + g.vnd,
    counter_tickets = x.counter_tickets - g.counter_tickets, counter_revenue_vnd = x.counter_revenue_vnd - g.counter_vnd
  FROM (SELECT o.showtime_id, count(*) AS tickets, sum(t.counter_refund_vnd) AS vnd,
               sum(coalesce((SELECT sc.price_vnd FROM seat_claims sc WHERE sc.order_id = t.order_id AND sc.seat_id = t.seat_id ORDER BY sc.id DESC LIMIT 1), 0)) AS prices,
               count(*) FILTER (WHERE o.channel = 'counter') AS counter_tickets,
               coalesce(sum(t.counter_refund_vnd) FILTER (WHERE o.channel = 'counter'), 0) AS counter_vnd
          FROM tickets t JOIN orders o ON o.id = t.order_id AND o.status = 'paid'
         WHERE t.counter_refunded_at IS NOT NULL
         GROUP BY o.showtime_id) g
 WHERE x.showtime_id = g.showtime_id;--> statement-breakpoint
UPDATE showtime_sales_by_voucher v SET revenue_vnd = v.revenue_vnd - g.vnd, discount_vnd = v.discount_vnd - (g.prices - g.vnd)
  FROM (SELECT o.showtime_id, o.voucher_code, sum(t.counter_refund_vnd) AS vnd,
               sum(coalesce((SELECT sc.price_vnd FROM seat_claims sc WHERE sc.order_id = t.order_id AND sc.seat_id = t.seat_id ORDER BY sc.id DESC LIMIT 1), 0)) AS prices
          FROM tickets t JOIN orders o ON o.id = t.order_id AND o.status = 'paid'
         WHERE t.counter_refunded_at IS NOT NULL AND o.voucher_code IS NOT NULL
         GROUP BY o.showtime_id, o.voucher_code) g
 WHERE v.showtime_id = g.showtime_id AND v.voucher_code = g.voucher_code;--> statement-breakpoint

-- A ticket given back at the counter while its order is paid: off the figures at once. Not deferred:
-- a whole refund voids its tickets before the order moves to refunded, so each ticket comes off here
-- and the orders trigger (deferred) takes off the rest.
CREATE FUNCTION showtime_sales_counter_ticket_refund() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  o orders;
  price bigint;
  vnd bigint := coalesce(NEW.counter_refund_vnd, 0);
  counter integer := 0;
BEGIN
  SELECT ord.* INTO o FROM orders ord WHERE ord.id = NEW.order_id;
  IF NOT FOUND OR o.status <> 'paid' THEN RETURN NULL; END IF;
  IF o.channel = 'counter' THEN counter := 1; END IF;
  price := coalesce((SELECT sc.price_vnd FROM seat_claims sc WHERE sc.order_id = NEW.order_id AND sc.seat_id = NEW.seat_id ORDER BY sc.id DESC LIMIT 1), 0);
  UPDATE showtime_sales SET
    tickets = tickets - 1, revenue_vnd = revenue_vnd - vnd, subtotal_vnd = subtotal_vnd - price,
    discount_vnd = discount_vnd - (price - vnd), refunded_vnd = refunded_vnd + vnd,
    counter_tickets = counter_tickets - counter, counter_revenue_vnd = counter_revenue_vnd - counter * vnd
   WHERE showtime_id = o.showtime_id;
  IF o.voucher_code IS NOT NULL THEN
    UPDATE showtime_sales_by_voucher SET revenue_vnd = revenue_vnd - vnd, discount_vnd = discount_vnd - (price - vnd)
     WHERE showtime_id = o.showtime_id AND voucher_code = o.voucher_code;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tickets_counter_refund_showtime_sales AFTER UPDATE OF counter_refunded_at ON tickets
  FOR EACH ROW WHEN (OLD.counter_refunded_at IS NULL AND NEW.counter_refunded_at IS NOT NULL)
  EXECUTE FUNCTION showtime_sales_counter_ticket_refund();--> statement-breakpoint

-- 0039's function, where an order that stops being paid also leaves out the tickets given back at the
-- counter before (their tickets, prices and money are off already).
CREATE OR REPLACE FUNCTION showtime_sales_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  sign integer := 0;
  refunded integer := 0;
  o orders;
  ticket_count integer;
  concessions bigint;
  pay_method text;
  place record;
  partial_tickets integer := 0;
  partial_vnd bigint := 0;
  partial_prices bigint := 0;
  counter_tickets_back integer := 0;
  counter_prices_back bigint := 0;
  counter_vnd_back bigint := 0;
  counter integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'paid' THEN sign := 1; END IF;
  ELSIF NEW.status = 'paid' AND OLD.status <> 'paid' THEN
    sign := 1;
  ELSIF OLD.status = 'paid' AND NEW.status <> 'paid' THEN
    sign := -1;
    IF NEW.status = 'refunded' THEN refunded := 1; END IF;
  END IF;
  IF sign = 0 THEN RETURN NULL; END IF;
  IF sign = 1 THEN o := NEW; ELSE o := OLD; END IF;
  IF o.channel = 'counter' THEN counter := 1; END IF;
  SELECT count(*) INTO ticket_count FROM tickets t WHERE t.order_id = o.id;
  IF sign = -1 THEN
    SELECT count(*), coalesce(sum((SELECT sc.price_vnd FROM seat_claims sc WHERE sc.order_id = t.order_id AND sc.seat_id = t.seat_id ORDER BY sc.id DESC LIMIT 1)), 0)
      INTO partial_tickets, partial_prices
      FROM tickets t JOIN refunds r ON r.id = t.refund_id WHERE t.order_id = o.id AND r.partial;
    SELECT coalesce(sum(r.amount_vnd), 0) INTO partial_vnd
      FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.order_id = o.id AND r.partial;
    SELECT count(*), coalesce(sum((SELECT sc.price_vnd FROM seat_claims sc WHERE sc.order_id = t.order_id AND sc.seat_id = t.seat_id ORDER BY sc.id DESC LIMIT 1)), 0),
           coalesce(sum(t.counter_refund_vnd), 0)
      INTO counter_tickets_back, counter_prices_back, counter_vnd_back
      FROM tickets t WHERE t.order_id = o.id AND t.counter_refunded_at IS NOT NULL;
    partial_tickets := partial_tickets + counter_tickets_back;
    partial_prices := partial_prices + counter_prices_back;
    partial_vnd := partial_vnd + counter_vnd_back;
  END IF;
  SELECT coalesce(sum(p.quantity * p.unit_price_vnd), 0) INTO concessions FROM order_products p WHERE p.order_id = o.id;
  SELECT x.cinema_id, x.day INTO place FROM showtime_sales x WHERE x.showtime_id = o.showtime_id;
  IF NOT FOUND THEN
    PERFORM showtime_sales_place(o.showtime_id);
    SELECT x.cinema_id, x.day INTO place FROM showtime_sales x WHERE x.showtime_id = o.showtime_id;
  END IF;
  UPDATE showtime_sales SET
    orders = orders + sign, tickets = tickets + sign * (ticket_count - partial_tickets),
    revenue_vnd = revenue_vnd + sign * (o.total_vnd - partial_vnd),
    subtotal_vnd = subtotal_vnd + sign * (o.subtotal_vnd - partial_prices),
    discount_vnd = discount_vnd + sign * (o.discount_vnd - (partial_prices - partial_vnd)),
    concessions_vnd = concessions_vnd + sign * concessions, refunded_orders = refunded_orders + refunded,
    refunded_vnd = refunded_vnd + refunded * (o.total_vnd - partial_vnd),
    counter_orders = counter_orders + counter * sign,
    counter_tickets = counter_tickets + counter * sign * (ticket_count - partial_tickets),
    counter_revenue_vnd = counter_revenue_vnd + counter * sign * (o.total_vnd - partial_vnd)
   WHERE showtime_id = o.showtime_id;
  -- The payment that paid the order: its first captured one (a second capture is refunded as a duplicate).
  SELECT p.method::text INTO pay_method FROM payments p
   WHERE p.order_id = o.id AND p.provider_txn_id IS NOT NULL ORDER BY p.completed_at NULLS LAST, p.created_at LIMIT 1;
  IF pay_method IS NOT NULL THEN
    INSERT INTO showtime_sales_by_method AS m (showtime_id, cinema_id, day, method, orders, revenue_vnd)
    VALUES (o.showtime_id, place.cinema_id, place.day, pay_method, sign, sign * (o.total_vnd - partial_vnd))
    ON CONFLICT (showtime_id, method) DO UPDATE SET orders = m.orders + excluded.orders, revenue_vnd = m.revenue_vnd + excluded.revenue_vnd;
  END IF;
  IF o.voucher_code IS NOT NULL THEN
    INSERT INTO showtime_sales_by_voucher AS v (showtime_id, cinema_id, day, voucher_code, orders, discount_vnd, revenue_vnd)
    VALUES (o.showtime_id, place.cinema_id, place.day, o.voucher_code, sign, sign * (o.discount_vnd - (partial_prices - partial_vnd)), sign * (o.total_vnd - partial_vnd))
    ON CONFLICT (showtime_id, voucher_code) DO UPDATE SET orders = v.orders + excluded.orders, discount_vnd = v.discount_vnd + excluded.discount_vnd, revenue_vnd = v.revenue_vnd + excluded.revenue_vnd;
  END IF;
  RETURN NULL;
END $$;
