CREATE TABLE "showtime_sales" (
	"showtime_id" uuid PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"revenue_vnd" bigint DEFAULT 0 NOT NULL,
	"subtotal_vnd" bigint DEFAULT 0 NOT NULL,
	"discount_vnd" bigint DEFAULT 0 NOT NULL,
	"concessions_vnd" bigint DEFAULT 0 NOT NULL,
	"refunded_orders" integer DEFAULT 0 NOT NULL,
	"refunded_vnd" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showtime_sales_by_method" (
	"showtime_id" uuid NOT NULL,
	"method" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_vnd" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "showtime_sales_by_method_showtime_id_method_pk" PRIMARY KEY("showtime_id","method")
);
--> statement-breakpoint
CREATE TABLE "showtime_sales_by_voucher" (
	"showtime_id" uuid NOT NULL,
	"voucher_code" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"discount_vnd" bigint DEFAULT 0 NOT NULL,
	"revenue_vnd" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "showtime_sales_by_voucher_showtime_id_voucher_code_pk" PRIMARY KEY("showtime_id","voucher_code")
);
--> statement-breakpoint
ALTER TABLE "showtime_sales" ADD CONSTRAINT "showtime_sales_showtime_id_showtimes_id_fk" FOREIGN KEY ("showtime_id") REFERENCES "public"."showtimes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtime_sales_by_method" ADD CONSTRAINT "showtime_sales_by_method_showtime_id_showtimes_id_fk" FOREIGN KEY ("showtime_id") REFERENCES "public"."showtimes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtime_sales_by_voucher" ADD CONSTRAINT "showtime_sales_by_voucher_showtime_id_showtimes_id_fk" FOREIGN KEY ("showtime_id") REFERENCES "public"."showtimes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The reports' pre-aggregated sales (docs/decisions/046). An order adds its figures to its showtime's
-- rows when it becomes paid and takes them back when it stops being paid (refunded, cancelled), in
-- the same transaction. The trigger is deferred to the commit, so the order's tickets and products,
-- written after its status in the same transaction, are there to be counted.
CREATE FUNCTION showtime_sales_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  sign integer := 0;
  refunded integer := 0;
  o orders;
  ticket_count integer;
  concessions bigint;
  pay_method text;
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
  SELECT coalesce(sum(p.quantity * p.unit_price_vnd), 0) INTO concessions FROM order_products p WHERE p.order_id = o.id;
  INSERT INTO showtime_sales AS s (showtime_id, orders, tickets, revenue_vnd, subtotal_vnd, discount_vnd, concessions_vnd, refunded_orders, refunded_vnd)
  VALUES (o.showtime_id, sign, sign * ticket_count, sign * o.total_vnd, sign * o.subtotal_vnd, sign * o.discount_vnd, sign * concessions, refunded, refunded * o.total_vnd)
  ON CONFLICT (showtime_id) DO UPDATE SET
    orders = s.orders + excluded.orders, tickets = s.tickets + excluded.tickets, revenue_vnd = s.revenue_vnd + excluded.revenue_vnd,
    subtotal_vnd = s.subtotal_vnd + excluded.subtotal_vnd, discount_vnd = s.discount_vnd + excluded.discount_vnd,
    concessions_vnd = s.concessions_vnd + excluded.concessions_vnd, refunded_orders = s.refunded_orders + excluded.refunded_orders,
    refunded_vnd = s.refunded_vnd + excluded.refunded_vnd;
  -- The payment that paid the order: its first captured one (a second capture is refunded as a duplicate).
  SELECT p.method::text INTO pay_method FROM payments p
   WHERE p.order_id = o.id AND p.provider_txn_id IS NOT NULL ORDER BY p.completed_at NULLS LAST, p.created_at LIMIT 1;
  IF pay_method IS NOT NULL THEN
    INSERT INTO showtime_sales_by_method AS m (showtime_id, method, orders, revenue_vnd) VALUES (o.showtime_id, pay_method, sign, sign * o.total_vnd)
    ON CONFLICT (showtime_id, method) DO UPDATE SET orders = m.orders + excluded.orders, revenue_vnd = m.revenue_vnd + excluded.revenue_vnd;
  END IF;
  IF o.voucher_code IS NOT NULL THEN
    INSERT INTO showtime_sales_by_voucher AS v (showtime_id, voucher_code, orders, discount_vnd, revenue_vnd)
    VALUES (o.showtime_id, o.voucher_code, sign, sign * o.discount_vnd, sign * o.total_vnd)
    ON CONFLICT (showtime_id, voucher_code) DO UPDATE SET orders = v.orders + excluded.orders, discount_vnd = v.discount_vnd + excluded.discount_vnd, revenue_vnd = v.revenue_vnd + excluded.revenue_vnd;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_showtime_sales AFTER INSERT OR UPDATE OF status ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION showtime_sales_apply();--> statement-breakpoint
-- The sales made before this migration.
INSERT INTO showtime_sales (showtime_id, orders, tickets, revenue_vnd, subtotal_vnd, discount_vnd, concessions_vnd, refunded_orders, refunded_vnd)
SELECT o.showtime_id,
       count(*) FILTER (WHERE o.status = 'paid'),
       coalesce(sum((SELECT count(*) FROM tickets t WHERE t.order_id = o.id)) FILTER (WHERE o.status = 'paid'), 0),
       coalesce(sum(o.total_vnd) FILTER (WHERE o.status = 'paid'), 0),
       coalesce(sum(o.subtotal_vnd) FILTER (WHERE o.status = 'paid'), 0),
       coalesce(sum(o.discount_vnd) FILTER (WHERE o.status = 'paid'), 0),
       coalesce(sum((SELECT coalesce(sum(p.quantity * p.unit_price_vnd), 0) FROM order_products p WHERE p.order_id = o.id)) FILTER (WHERE o.status = 'paid'), 0),
       count(*) FILTER (WHERE o.status = 'refunded'),
       coalesce(sum(o.total_vnd) FILTER (WHERE o.status = 'refunded'), 0)
  FROM orders o
 WHERE o.status = 'paid' OR (o.status = 'refunded' AND o.paid_at IS NOT NULL)
 GROUP BY o.showtime_id;--> statement-breakpoint
INSERT INTO showtime_sales_by_method (showtime_id, method, orders, revenue_vnd)
SELECT o.showtime_id, pm.method, count(*), sum(o.total_vnd)
  FROM orders o
  CROSS JOIN LATERAL (SELECT p.method::text AS method FROM payments p WHERE p.order_id = o.id AND p.provider_txn_id IS NOT NULL
                       ORDER BY p.completed_at NULLS LAST, p.created_at LIMIT 1) pm
 WHERE o.status = 'paid'
 GROUP BY o.showtime_id, pm.method;--> statement-breakpoint
INSERT INTO showtime_sales_by_voucher (showtime_id, voucher_code, orders, discount_vnd, revenue_vnd)
SELECT o.showtime_id, o.voucher_code, count(*), sum(o.discount_vnd), sum(o.total_vnd)
  FROM orders o
 WHERE o.status = 'paid' AND o.voucher_code IS NOT NULL
 GROUP BY o.showtime_id, o.voucher_code;
