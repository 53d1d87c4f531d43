CREATE TABLE "showtime_sales" (
	"showtime_id" uuid PRIMARY KEY NOT NULL,
	"cinema_id" uuid NOT NULL,
	"day" date NOT NULL,
	"film_id" uuid NOT NULL,
	"hour" smallint NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
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
	"cinema_id" uuid NOT NULL,
	"day" date NOT NULL,
	"method" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_vnd" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "showtime_sales_by_method_showtime_id_method_pk" PRIMARY KEY("showtime_id","method")
);
--> statement-breakpoint
CREATE TABLE "showtime_sales_by_voucher" (
	"showtime_id" uuid NOT NULL,
	"cinema_id" uuid NOT NULL,
	"day" date NOT NULL,
	"voucher_code" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"discount_vnd" bigint DEFAULT 0 NOT NULL,
	"revenue_vnd" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "showtime_sales_by_voucher_showtime_id_voucher_code_pk" PRIMARY KEY("showtime_id","voucher_code")
);
--> statement-breakpoint
ALTER TABLE "showtime_sales" ADD CONSTRAINT "showtime_sales_showtime_id_showtimes_id_fk" FOREIGN KEY ("showtime_id") REFERENCES "public"."showtimes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtime_sales" ADD CONSTRAINT "showtime_sales_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtime_sales" ADD CONSTRAINT "showtime_sales_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtime_sales_by_method" ADD CONSTRAINT "showtime_sales_by_method_showtime_id_showtimes_id_fk" FOREIGN KEY ("showtime_id") REFERENCES "public"."showtimes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtime_sales_by_method" ADD CONSTRAINT "showtime_sales_by_method_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtime_sales_by_voucher" ADD CONSTRAINT "showtime_sales_by_voucher_showtime_id_showtimes_id_fk" FOREIGN KEY ("showtime_id") REFERENCES "public"."showtimes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtime_sales_by_voucher" ADD CONSTRAINT "showtime_sales_by_voucher_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "showtime_sales_day_idx" ON "showtime_sales" USING btree ("day");--> statement-breakpoint
CREATE INDEX "showtime_sales_cinema_day_idx" ON "showtime_sales" USING btree ("cinema_id","day");--> statement-breakpoint
CREATE INDEX "showtime_sales_by_method_day_idx" ON "showtime_sales_by_method" USING btree ("day");--> statement-breakpoint
CREATE INDEX "showtime_sales_by_method_cinema_day_idx" ON "showtime_sales_by_method" USING btree ("cinema_id","day");--> statement-breakpoint
CREATE INDEX "showtime_sales_by_voucher_day_idx" ON "showtime_sales_by_voucher" USING btree ("day");--> statement-breakpoint
CREATE INDEX "showtime_sales_by_voucher_cinema_day_idx" ON "showtime_sales_by_voucher" USING btree ("cinema_id","day");--> statement-breakpoint
-- The reports' pre-aggregated sales (docs/decisions/046): one row per showtime, with where and when
-- it is and its sellable seats, kept by the showtime's own changes; and its sales, kept by its orders.
CREATE FUNCTION showtime_sales_place(p_showtime uuid) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO showtime_sales (showtime_id, cinema_id, day, film_id, hour, seats)
  SELECT s.id, a.cinema_id, (s.starts_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, s.film_id,
         extract(hour FROM s.starts_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::smallint,
         CASE WHEN s.cancelled_at IS NULL THEN (SELECT count(*) FROM seats x WHERE x.layout_id = s.layout_id AND NOT x.blocked) ELSE 0 END
    FROM showtimes s JOIN auditoriums a ON a.id = s.auditorium_id
   WHERE s.id = p_showtime
  ON CONFLICT (showtime_id) DO UPDATE SET cinema_id = excluded.cinema_id, day = excluded.day, film_id = excluded.film_id,
    hour = excluded.hour, seats = excluded.seats;
  UPDATE showtime_sales_by_method m SET cinema_id = x.cinema_id, day = x.day FROM showtime_sales x
   WHERE x.showtime_id = p_showtime AND m.showtime_id = p_showtime AND (m.cinema_id <> x.cinema_id OR m.day <> x.day);
  UPDATE showtime_sales_by_voucher v SET cinema_id = x.cinema_id, day = x.day FROM showtime_sales x
   WHERE x.showtime_id = p_showtime AND v.showtime_id = p_showtime AND (v.cinema_id <> x.cinema_id OR v.day <> x.day);
$$;--> statement-breakpoint
CREATE FUNCTION showtime_sales_follow_showtime() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM showtime_sales_place(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER showtimes_showtime_sales AFTER INSERT OR UPDATE OF starts_at, auditorium_id, film_id, layout_id, cancelled_at ON showtimes
  FOR EACH ROW EXECUTE FUNCTION showtime_sales_follow_showtime();--> statement-breakpoint
-- An order adds its figures to its showtime's row when it becomes paid and takes them back when it
-- stops being paid (refunded, cancelled), in the same transaction. The trigger is deferred to the
-- commit, so the order's tickets and products, written after its status, are there to be counted.
CREATE FUNCTION showtime_sales_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  sign integer := 0;
  refunded integer := 0;
  o orders;
  ticket_count integer;
  concessions bigint;
  pay_method text;
  place record;
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
  SELECT x.cinema_id, x.day INTO place FROM showtime_sales x WHERE x.showtime_id = o.showtime_id;
  IF NOT FOUND THEN
    PERFORM showtime_sales_place(o.showtime_id);
    SELECT x.cinema_id, x.day INTO place FROM showtime_sales x WHERE x.showtime_id = o.showtime_id;
  END IF;
  UPDATE showtime_sales SET
    orders = orders + sign, tickets = tickets + sign * ticket_count, revenue_vnd = revenue_vnd + sign * o.total_vnd,
    subtotal_vnd = subtotal_vnd + sign * o.subtotal_vnd, discount_vnd = discount_vnd + sign * o.discount_vnd,
    concessions_vnd = concessions_vnd + sign * concessions, refunded_orders = refunded_orders + refunded,
    refunded_vnd = refunded_vnd + refunded * o.total_vnd
   WHERE showtime_id = o.showtime_id;
  -- The payment that paid the order: its first captured one (a second capture is refunded as a duplicate).
  SELECT p.method::text INTO pay_method FROM payments p
   WHERE p.order_id = o.id AND p.provider_txn_id IS NOT NULL ORDER BY p.completed_at NULLS LAST, p.created_at LIMIT 1;
  IF pay_method IS NOT NULL THEN
    INSERT INTO showtime_sales_by_method AS m (showtime_id, cinema_id, day, method, orders, revenue_vnd)
    VALUES (o.showtime_id, place.cinema_id, place.day, pay_method, sign, sign * o.total_vnd)
    ON CONFLICT (showtime_id, method) DO UPDATE SET orders = m.orders + excluded.orders, revenue_vnd = m.revenue_vnd + excluded.revenue_vnd;
  END IF;
  IF o.voucher_code IS NOT NULL THEN
    INSERT INTO showtime_sales_by_voucher AS v (showtime_id, cinema_id, day, voucher_code, orders, discount_vnd, revenue_vnd)
    VALUES (o.showtime_id, place.cinema_id, place.day, o.voucher_code, sign, sign * o.discount_vnd, sign * o.total_vnd)
    ON CONFLICT (showtime_id, voucher_code) DO UPDATE SET orders = v.orders + excluded.orders, discount_vnd = v.discount_vnd + excluded.discount_vnd, revenue_vnd = v.revenue_vnd + excluded.revenue_vnd;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_showtime_sales AFTER INSERT OR UPDATE OF status ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION showtime_sales_apply();--> statement-breakpoint
-- The showtimes and sales made before this migration.
INSERT INTO showtime_sales (showtime_id, cinema_id, day, film_id, hour, seats, orders, tickets, revenue_vnd, subtotal_vnd, discount_vnd, concessions_vnd, refunded_orders, refunded_vnd)
SELECT s.id, a.cinema_id, (s.starts_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, s.film_id,
       extract(hour FROM s.starts_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::smallint,
       CASE WHEN s.cancelled_at IS NULL THEN coalesce(cap.seats, 0) ELSE 0 END,
       coalesce(o.orders, 0), coalesce(t.tickets, 0), coalesce(o.revenue, 0), coalesce(o.subtotal, 0), coalesce(o.discount, 0),
       coalesce(p.concessions, 0), coalesce(o.refunded_orders, 0), coalesce(o.refunded, 0)
  FROM showtimes s
  JOIN auditoriums a ON a.id = s.auditorium_id
  LEFT JOIN (SELECT layout_id, count(*) FILTER (WHERE NOT blocked) AS seats FROM seats GROUP BY layout_id) cap ON cap.layout_id = s.layout_id
  LEFT JOIN (SELECT showtime_id, count(*) FILTER (WHERE status = 'paid') AS orders, sum(total_vnd) FILTER (WHERE status = 'paid') AS revenue,
                    sum(subtotal_vnd) FILTER (WHERE status = 'paid') AS subtotal, sum(discount_vnd) FILTER (WHERE status = 'paid') AS discount,
                    count(*) FILTER (WHERE status = 'refunded' AND paid_at IS NOT NULL) AS refunded_orders,
                    sum(total_vnd) FILTER (WHERE status = 'refunded' AND paid_at IS NOT NULL) AS refunded
               FROM orders GROUP BY showtime_id) o ON o.showtime_id = s.id
  LEFT JOIN (SELECT o.showtime_id, count(*) AS tickets FROM tickets t JOIN orders o ON o.id = t.order_id WHERE o.status = 'paid' GROUP BY o.showtime_id) t ON t.showtime_id = s.id
  LEFT JOIN (SELECT o.showtime_id, sum(p.quantity * p.unit_price_vnd) AS concessions FROM order_products p JOIN orders o ON o.id = p.order_id WHERE o.status = 'paid' GROUP BY o.showtime_id) p ON p.showtime_id = s.id;--> statement-breakpoint
INSERT INTO showtime_sales_by_method (showtime_id, cinema_id, day, method, orders, revenue_vnd)
SELECT o.showtime_id, x.cinema_id, x.day, pm.method, count(*), sum(o.total_vnd)
  FROM orders o
  JOIN showtime_sales x ON x.showtime_id = o.showtime_id
  CROSS JOIN LATERAL (SELECT p.method::text AS method FROM payments p WHERE p.order_id = o.id AND p.provider_txn_id IS NOT NULL
                       ORDER BY p.completed_at NULLS LAST, p.created_at LIMIT 1) pm
 WHERE o.status = 'paid'
 GROUP BY o.showtime_id, x.cinema_id, x.day, pm.method;--> statement-breakpoint
INSERT INTO showtime_sales_by_voucher (showtime_id, cinema_id, day, voucher_code, orders, discount_vnd, revenue_vnd)
SELECT o.showtime_id, x.cinema_id, x.day, o.voucher_code, count(*), sum(o.discount_vnd), sum(o.total_vnd)
  FROM orders o
  JOIN showtime_sales x ON x.showtime_id = o.showtime_id
 WHERE o.status = 'paid' AND o.voucher_code IS NOT NULL
 GROUP BY o.showtime_id, x.cinema_id, x.day, o.voucher_code;
