-- Issue 34 (decision 076): a shift closed with a large cash difference waits for a manager's approval;
-- the reports count counter sales by channel (showtime_sales.counter_*) and their payments by method
-- (cash, card, vietqr, gift_card in showtime_sales_by_method, beside the gateways' methods).

ALTER TABLE "box_office_shifts" ADD COLUMN "approval" text;--> statement-breakpoint
ALTER TABLE "box_office_shifts" ADD COLUMN "approved_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "box_office_shifts" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "box_office_shifts" ADD COLUMN "approval_note" text;--> statement-breakpoint
ALTER TABLE "showtime_sales" ADD COLUMN "counter_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "showtime_sales" ADD COLUMN "counter_tickets" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "showtime_sales" ADD COLUMN "counter_revenue_vnd" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "box_office_shifts" ADD CONSTRAINT "box_office_shifts_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_office_shifts_pending_idx" ON "box_office_shifts" USING btree ("cinema_id") WHERE "box_office_shifts"."approval" = 'pending';--> statement-breakpoint
ALTER TABLE "box_office_shifts" ADD CONSTRAINT "box_office_shifts_approval_check" CHECK (("box_office_shifts"."approval" is null or ("box_office_shifts"."approval" in ('pending', 'approved') and "box_office_shifts"."closed_at" is not null)) and coalesce("box_office_shifts"."approval" = 'approved', false) = ("box_office_shifts"."approved_by_user_id" is not null and "box_office_shifts"."approved_at" is not null));--> statement-breakpoint

-- The same function with the counter's share of each showtime's sales (orders.channel = 'counter').
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
END $$;--> statement-breakpoint
-- A counter sale's payments by method (decision 076): each row of counter_payments, at the commit of
-- its transaction (when its order's status is settled), adds its amount to its method's revenue for
-- the order's showtime — a sale's positive rows, a refund's negative ones. The order counts once per
-- method it used: when the sale is paid (its first row of the method), and off again when the order
-- stops being paid (the first row of that method in the refund's moment).
CREATE FUNCTION showtime_sales_counter_payment() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  o orders;
  place record;
  counted integer := 0;
BEGIN
  SELECT ord.* INTO o FROM orders ord WHERE ord.id = NEW.order_id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF NEW.amount_vnd > 0 THEN
    IF o.status <> 'paid' THEN RETURN NULL; END IF;
    IF NOT EXISTS (SELECT 1 FROM counter_payments c WHERE c.order_id = NEW.order_id AND c.method = NEW.method AND c.amount_vnd > 0 AND c.id < NEW.id) THEN
      counted := 1;
    END IF;
  ELSIF o.status <> 'paid' AND NOT EXISTS (SELECT 1 FROM counter_payments c WHERE c.order_id = NEW.order_id AND c.method = NEW.method
                                                AND c.amount_vnd < 0 AND c.at = NEW.at AND c.id < NEW.id) THEN
    counted := -1;
  END IF;
  SELECT x.cinema_id, x.day INTO place FROM showtime_sales x WHERE x.showtime_id = o.showtime_id;
  IF NOT FOUND THEN
    PERFORM showtime_sales_place(o.showtime_id);
    SELECT x.cinema_id, x.day INTO place FROM showtime_sales x WHERE x.showtime_id = o.showtime_id;
  END IF;
  INSERT INTO showtime_sales_by_method AS m (showtime_id, cinema_id, day, method, orders, revenue_vnd)
  VALUES (o.showtime_id, place.cinema_id, place.day, NEW.method, counted, NEW.amount_vnd)
  ON CONFLICT (showtime_id, method) DO UPDATE SET orders = m.orders + excluded.orders, revenue_vnd = m.revenue_vnd + excluded.revenue_vnd;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER counter_payments_showtime_sales AFTER INSERT ON counter_payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION showtime_sales_counter_payment();--> statement-breakpoint
-- The counter sales made before this migration.
UPDATE showtime_sales x SET counter_orders = c.orders, counter_tickets = c.tickets, counter_revenue_vnd = c.revenue
  FROM (SELECT o.showtime_id, count(*) AS orders, sum(o.total_vnd) AS revenue,
               sum((SELECT count(*) FROM tickets t WHERE t.order_id = o.id)) AS tickets
          FROM orders o WHERE o.channel = 'counter' AND o.status = 'paid' GROUP BY o.showtime_id) c
 WHERE x.showtime_id = c.showtime_id;--> statement-breakpoint
INSERT INTO showtime_sales_by_method AS m (showtime_id, cinema_id, day, method, orders, revenue_vnd)
SELECT o.showtime_id, x.cinema_id, x.day, cp.method, count(DISTINCT o.id), sum(cp.amount_vnd)
  FROM counter_payments cp
  JOIN orders o ON o.id = cp.order_id
  JOIN showtime_sales x ON x.showtime_id = o.showtime_id
 WHERE o.status = 'paid'
 GROUP BY o.showtime_id, x.cinema_id, x.day, cp.method
ON CONFLICT (showtime_id, method) DO UPDATE SET orders = m.orders + excluded.orders, revenue_vnd = m.revenue_vnd + excluded.revenue_vnd;
