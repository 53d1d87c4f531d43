ALTER TABLE "refunds" ADD COLUMN "partial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Some tickets refunded while their order stays paid (the order desk, decision 045) come off the
-- reports' per-showtime sales when the refund is written: its tickets, its amount, those seats'
-- prices (and the part of the discount they carried). Deferred to the commit, when the tickets
-- point at the refund. Whole refunds stay the orders trigger's, which now leaves out what partial
-- refunds already took off (docs/decisions/046).
CREATE FUNCTION showtime_sales_partial_refund() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  o orders;
  ticket_count integer;
  prices bigint;
  pay_method text;
BEGIN
  IF NOT NEW.partial THEN RETURN NULL; END IF;
  SELECT ord.* INTO o FROM orders ord JOIN payments p ON p.order_id = ord.id WHERE p.id = NEW.payment_id;
  IF NOT FOUND OR o.status <> 'paid' THEN RETURN NULL; END IF;
  SELECT count(*), coalesce(sum((SELECT sc.price_vnd FROM seat_claims sc WHERE sc.order_id = t.order_id AND sc.seat_id = t.seat_id ORDER BY sc.id DESC LIMIT 1)), 0)
    INTO ticket_count, prices
    FROM tickets t WHERE t.refund_id = NEW.id;
  UPDATE showtime_sales SET
    tickets = tickets - ticket_count, revenue_vnd = revenue_vnd - NEW.amount_vnd,
    subtotal_vnd = subtotal_vnd - prices, discount_vnd = discount_vnd - (prices - NEW.amount_vnd),
    refunded_vnd = refunded_vnd + NEW.amount_vnd
   WHERE showtime_id = o.showtime_id;
  SELECT p.method::text INTO pay_method FROM payments p WHERE p.id = NEW.payment_id;
  UPDATE showtime_sales_by_method SET revenue_vnd = revenue_vnd - NEW.amount_vnd WHERE showtime_id = o.showtime_id AND method = pay_method;
  IF o.voucher_code IS NOT NULL THEN
    UPDATE showtime_sales_by_voucher SET revenue_vnd = revenue_vnd - NEW.amount_vnd, discount_vnd = discount_vnd - (prices - NEW.amount_vnd)
     WHERE showtime_id = o.showtime_id AND voucher_code = o.voucher_code;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER refunds_showtime_sales AFTER INSERT ON refunds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION showtime_sales_partial_refund();--> statement-breakpoint
-- An order that stops being paid takes back what is still counted: all of it but the tickets and
-- money its partial refunds took off already.
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
  SELECT count(*) INTO ticket_count FROM tickets t WHERE t.order_id = o.id;
  IF sign = -1 THEN
    SELECT count(*), coalesce(sum((SELECT sc.price_vnd FROM seat_claims sc WHERE sc.order_id = t.order_id AND sc.seat_id = t.seat_id ORDER BY sc.id DESC LIMIT 1)), 0)
      INTO partial_tickets, partial_prices
      FROM tickets t JOIN refunds r ON r.id = t.refund_id WHERE t.order_id = o.id AND r.partial;
    SELECT coalesce(sum(r.amount_vnd), 0) INTO partial_vnd
      FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.order_id = o.id AND r.partial;
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
    refunded_vnd = refunded_vnd + refunded * (o.total_vnd - partial_vnd)
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
