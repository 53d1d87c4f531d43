CREATE TABLE "sales_rollup" (
	"dim" text NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"cinema_id" uuid NOT NULL,
	"key" text NOT NULL,
	"showtime_rows" bigint DEFAULT 0 NOT NULL,
	"showtimes" bigint DEFAULT 0 NOT NULL,
	"seats" bigint DEFAULT 0 NOT NULL,
	"tickets" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue_vnd" bigint DEFAULT 0 NOT NULL,
	"subtotal_vnd" bigint DEFAULT 0 NOT NULL,
	"discount_vnd" bigint DEFAULT 0 NOT NULL,
	"concessions_vnd" bigint DEFAULT 0 NOT NULL,
	"refunded_orders" bigint DEFAULT 0 NOT NULL,
	"refunded_vnd" bigint DEFAULT 0 NOT NULL,
	"counter_orders" bigint DEFAULT 0 NOT NULL,
	"counter_tickets" bigint DEFAULT 0 NOT NULL,
	"counter_revenue_vnd" bigint DEFAULT 0 NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_rollup_dim_grain_period_cinema_id_key_pk" PRIMARY KEY("dim","grain","period","cinema_id","key")
);
--> statement-breakpoint
ALTER TABLE "showtime_sales" ADD COLUMN "auditorium_id" uuid;--> statement-breakpoint
ALTER TABLE "showtime_sales" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "showtime_sales" ADD COLUMN "minutes" integer;--> statement-breakpoint
ALTER TABLE "sales_rollup" ADD CONSTRAINT "sales_rollup_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_rollup_film_day_idx" ON "sales_rollup" USING btree ("key","period") WHERE "sales_rollup"."dim" = 'film' and "sales_rollup"."grain" = 'day';--> statement-breakpoint
ALTER TABLE "showtime_sales" ADD CONSTRAINT "showtime_sales_auditorium_id_auditoriums_id_fk" FOREIGN KEY ("auditorium_id") REFERENCES "public"."auditoriums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint

-- Issue 36 at a chain's scale (docs/decisions/089). The occupancy reports read the room, format and
-- minutes of each showtime: copied into its row of showtime_sales by the trigger that places it, so a
-- year of rows is no longer joined to showtimes.
CREATE OR REPLACE FUNCTION showtime_sales_place(p_showtime uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO showtime_sales (showtime_id, cinema_id, day, film_id, hour, auditorium_id, format, minutes, seats)
  SELECT s.id, a.cinema_id, (s.starts_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, s.film_id,
         extract(hour FROM s.starts_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::smallint,
         s.auditorium_id, s.format::text, round(extract(epoch FROM (s.ends_at - s.starts_at)) / 60)::integer,
         CASE WHEN s.cancelled_at IS NULL THEN (SELECT count(*) FROM seats x WHERE x.layout_id = s.layout_id AND NOT x.blocked) ELSE 0 END
    FROM showtimes s JOIN auditoriums a ON a.id = s.auditorium_id
   WHERE s.id = p_showtime
  ON CONFLICT (showtime_id) DO UPDATE SET cinema_id = excluded.cinema_id, day = excluded.day, film_id = excluded.film_id,
    hour = excluded.hour, auditorium_id = excluded.auditorium_id, format = excluded.format, minutes = excluded.minutes, seats = excluded.seats;
  UPDATE showtime_sales_by_method m SET cinema_id = x.cinema_id, day = x.day FROM showtime_sales x
   WHERE x.showtime_id = p_showtime AND m.showtime_id = p_showtime AND (m.cinema_id <> x.cinema_id OR m.day <> x.day);
  UPDATE showtime_sales_by_voucher v SET cinema_id = x.cinema_id, day = x.day FROM showtime_sales x
   WHERE x.showtime_id = p_showtime AND v.showtime_id = p_showtime AND (v.cinema_id <> x.cinema_id OR v.day <> x.day);
END $$;--> statement-breakpoint
DROP TRIGGER showtimes_showtime_sales ON showtimes;--> statement-breakpoint
CREATE TRIGGER showtimes_showtime_sales AFTER INSERT OR UPDATE OF starts_at, ends_at, auditorium_id, film_id, layout_id, format, cancelled_at ON showtimes
  FOR EACH ROW EXECUTE FUNCTION showtime_sales_follow_showtime();--> statement-breakpoint
UPDATE showtime_sales x SET auditorium_id = s.auditorium_id, format = s.format::text,
       minutes = round(extract(epoch FROM (s.ends_at - s.starts_at)) / 60)::integer
  FROM showtimes s WHERE s.id = x.showtime_id;--> statement-breakpoint

-- The rows of sales_rollup a showtime_sales row counts in: each day and month, five dimensions.
-- `slot` is the weekday (0 = Monday) and the hour of the showtime's start.
CREATE FUNCTION sales_rollup_keys(p_day date, p_film uuid, p_room uuid, p_format text, p_hour smallint)
RETURNS TABLE (dim text, grain text, period date, key text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k.dim, g.grain, g.period, k.key
    FROM (VALUES ('day', p_day), ('month', date_trunc('month', p_day::timestamp)::date)) g(grain, period)
   CROSS JOIN (VALUES ('all', ''), ('film', p_film::text), ('room', coalesce(p_room::text, '')), ('format', coalesce(p_format, '')),
                      ('slot', (extract(isodow FROM p_day)::int - 1)::text || ':' || p_hour::text)) k(dim, key)
$$;--> statement-breakpoint

-- A change of showtime_sales rows (`sign` 1 for a row now there, −1 for one no longer there, as it
-- was), added to sales_rollup. The old and new rows of an update to the same place cancel out in
-- the GROUP BY: a sale is one upsert of its ten rows, in key order (every transaction locks the
-- rows it shares with another in the same order).
CREATE FUNCTION sales_rollup_add_showtimes(p_rows jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_rollup AS r (dim, grain, period, cinema_id, key, showtime_rows, showtimes, seats, tickets, orders, revenue_vnd,
                                 subtotal_vnd, discount_vnd, concessions_vnd, refunded_orders, refunded_vnd,
                                 counter_orders, counter_tickets, counter_revenue_vnd, minutes)
  SELECT * FROM (
    SELECT k.dim, k.grain, k.period, d.cinema_id, k.key,
           sum(d.sign)::bigint AS showtime_rows, sum(d.sign * (d.seats > 0)::int)::bigint AS showtimes, sum(d.sign * d.seats)::bigint AS seats,
           sum(d.sign * d.tickets)::bigint AS tickets, sum(d.sign * d.orders)::bigint AS orders, sum(d.sign * d.revenue_vnd)::bigint AS revenue_vnd,
           sum(d.sign * d.subtotal_vnd)::bigint AS subtotal_vnd, sum(d.sign * d.discount_vnd)::bigint AS discount_vnd,
           sum(d.sign * d.concessions_vnd)::bigint AS concessions_vnd, sum(d.sign * d.refunded_orders)::bigint AS refunded_orders,
           sum(d.sign * d.refunded_vnd)::bigint AS refunded_vnd, sum(d.sign * d.counter_orders)::bigint AS counter_orders,
           sum(d.sign * d.counter_tickets)::bigint AS counter_tickets, sum(d.sign * d.counter_revenue_vnd)::bigint AS counter_revenue_vnd,
           sum(d.sign * CASE WHEN d.seats > 0 THEN coalesce(d.minutes, 0) ELSE 0 END)::bigint AS minutes
      FROM jsonb_to_recordset(p_rows) AS d(sign integer, cinema_id uuid, day date, film_id uuid, hour smallint, auditorium_id uuid, format text,
                                           minutes integer, seats integer, orders integer, tickets integer, revenue_vnd bigint, subtotal_vnd bigint,
                                           discount_vnd bigint, concessions_vnd bigint, refunded_orders integer, refunded_vnd bigint,
                                           counter_orders integer, counter_tickets integer, counter_revenue_vnd bigint)
     CROSS JOIN LATERAL sales_rollup_keys(d.day, d.film_id, d.auditorium_id, d.format, d.hour) k
     GROUP BY k.dim, k.grain, k.period, d.cinema_id, k.key
  ) delta
  WHERE (showtime_rows, showtimes, seats, tickets, orders, revenue_vnd, subtotal_vnd, discount_vnd, concessions_vnd, refunded_orders, refunded_vnd,
         counter_orders, counter_tickets, counter_revenue_vnd, minutes) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  ORDER BY dim, grain, period, cinema_id, key
  ON CONFLICT (dim, grain, period, cinema_id, key) DO UPDATE SET
    showtime_rows = r.showtime_rows + excluded.showtime_rows, showtimes = r.showtimes + excluded.showtimes, seats = r.seats + excluded.seats,
    tickets = r.tickets + excluded.tickets, orders = r.orders + excluded.orders, revenue_vnd = r.revenue_vnd + excluded.revenue_vnd,
    subtotal_vnd = r.subtotal_vnd + excluded.subtotal_vnd, discount_vnd = r.discount_vnd + excluded.discount_vnd,
    concessions_vnd = r.concessions_vnd + excluded.concessions_vnd, refunded_orders = r.refunded_orders + excluded.refunded_orders,
    refunded_vnd = r.refunded_vnd + excluded.refunded_vnd, counter_orders = r.counter_orders + excluded.counter_orders,
    counter_tickets = r.counter_tickets + excluded.counter_tickets, counter_revenue_vnd = r.counter_revenue_vnd + excluded.counter_revenue_vnd,
    minutes = r.minutes + excluded.minutes;
END $$;--> statement-breakpoint
CREATE FUNCTION sales_rollup_follow_showtime_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := '[]'::jsonb;
BEGIN
  IF TG_OP <> 'DELETE' THEN changed := changed || jsonb_build_array(to_jsonb(NEW) || '{"sign": 1}'); END IF;
  IF TG_OP <> 'INSERT' THEN changed := changed || jsonb_build_array(to_jsonb(OLD) || '{"sign": -1}'); END IF;
  PERFORM sales_rollup_add_showtimes(changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER showtime_sales_rollup AFTER INSERT OR UPDATE OR DELETE ON showtime_sales
  FOR EACH ROW EXECUTE FUNCTION sales_rollup_follow_showtime_sales();--> statement-breakpoint

-- Payment methods and vouchers: their own dimensions, orders and money only.
CREATE FUNCTION sales_rollup_add_split(p_dim text, p_rows jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_rollup AS r (dim, grain, period, cinema_id, key, orders, discount_vnd, revenue_vnd)
  SELECT * FROM (
    SELECT p_dim, g.grain, g.period, d.cinema_id, d.key, sum(d.sign * d.orders)::bigint AS orders,
           sum(d.sign * coalesce(d.discount_vnd, 0))::bigint AS discount_vnd, sum(d.sign * d.revenue_vnd)::bigint AS revenue_vnd
      FROM jsonb_to_recordset(p_rows) AS d(sign integer, cinema_id uuid, day date, key text, orders integer, discount_vnd bigint, revenue_vnd bigint)
     CROSS JOIN LATERAL (VALUES ('day', d.day), ('month', date_trunc('month', d.day::timestamp)::date)) g(grain, period)
     GROUP BY g.grain, g.period, d.cinema_id, d.key
  ) delta
  WHERE (orders, discount_vnd, revenue_vnd) <> (0, 0, 0)
  ORDER BY 2, 3, 4, 5
  ON CONFLICT (dim, grain, period, cinema_id, key) DO UPDATE SET
    orders = r.orders + excluded.orders, discount_vnd = r.discount_vnd + excluded.discount_vnd, revenue_vnd = r.revenue_vnd + excluded.revenue_vnd;
END $$;--> statement-breakpoint
CREATE FUNCTION sales_rollup_follow_split() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := '[]'::jsonb;
  key_column text := CASE WHEN TG_TABLE_NAME = 'showtime_sales_by_method' THEN 'method' ELSE 'voucher_code' END;
BEGIN
  IF TG_OP <> 'DELETE' THEN changed := changed || jsonb_build_array(to_jsonb(NEW) || jsonb_build_object('sign', 1, 'key', to_jsonb(NEW) ->> key_column)); END IF;
  IF TG_OP <> 'INSERT' THEN changed := changed || jsonb_build_array(to_jsonb(OLD) || jsonb_build_object('sign', -1, 'key', to_jsonb(OLD) ->> key_column)); END IF;
  PERFORM sales_rollup_add_split(CASE WHEN TG_TABLE_NAME = 'showtime_sales_by_method' THEN 'method' ELSE 'voucher' END, changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER showtime_sales_by_method_rollup AFTER INSERT OR UPDATE OR DELETE ON showtime_sales_by_method
  FOR EACH ROW EXECUTE FUNCTION sales_rollup_follow_split();--> statement-breakpoint
CREATE TRIGGER showtime_sales_by_voucher_rollup AFTER INSERT OR UPDATE OR DELETE ON showtime_sales_by_voucher
  FOR EACH ROW EXECUTE FUNCTION sales_rollup_follow_split();--> statement-breakpoint

-- The whole rollup again from showtime_sales and its splits: what the triggers keep, computed at once,
-- written in key order (a range of days or months is then a few neighbouring pages). This migration
-- fills it with it; the benchmark calls it after generating years of sales in bulk.
CREATE FUNCTION sales_rollup_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_rollup;
  INSERT INTO sales_rollup (dim, grain, period, cinema_id, key, showtime_rows, showtimes, seats, tickets, orders, revenue_vnd,
                            subtotal_vnd, discount_vnd, concessions_vnd, refunded_orders, refunded_vnd,
                            counter_orders, counter_tickets, counter_revenue_vnd, minutes)
  SELECT k.dim, k.grain, k.period, d.cinema_id, k.key, count(*), count(*) FILTER (WHERE d.seats > 0), sum(d.seats), sum(d.tickets), sum(d.orders),
         sum(d.revenue_vnd), sum(d.subtotal_vnd), sum(d.discount_vnd), sum(d.concessions_vnd), sum(d.refunded_orders), sum(d.refunded_vnd),
         sum(d.counter_orders), sum(d.counter_tickets), sum(d.counter_revenue_vnd), sum(CASE WHEN d.seats > 0 THEN coalesce(d.minutes, 0) ELSE 0 END)
    FROM showtime_sales d
   CROSS JOIN LATERAL sales_rollup_keys(d.day, d.film_id, d.auditorium_id, d.format, d.hour) k
   GROUP BY k.dim, k.grain, k.period, d.cinema_id, k.key
   ORDER BY k.dim, k.grain, k.period, d.cinema_id, k.key;
  INSERT INTO sales_rollup (dim, grain, period, cinema_id, key, orders, revenue_vnd)
  SELECT 'method', g.grain, g.period, d.cinema_id, d.method, sum(d.orders), sum(d.revenue_vnd)
    FROM showtime_sales_by_method d
   CROSS JOIN LATERAL (VALUES ('day', d.day), ('month', date_trunc('month', d.day::timestamp)::date)) g(grain, period)
   GROUP BY g.grain, g.period, d.cinema_id, d.method
  HAVING (sum(d.orders), sum(d.revenue_vnd)) <> (0, 0);
  INSERT INTO sales_rollup (dim, grain, period, cinema_id, key, orders, discount_vnd, revenue_vnd)
  SELECT 'voucher', g.grain, g.period, d.cinema_id, d.voucher_code, sum(d.orders), sum(d.discount_vnd), sum(d.revenue_vnd)
    FROM showtime_sales_by_voucher d
   CROSS JOIN LATERAL (VALUES ('day', d.day), ('month', date_trunc('month', d.day::timestamp)::date)) g(grain, period)
   GROUP BY g.grain, g.period, d.cinema_id, d.voucher_code
  HAVING (sum(d.orders), sum(d.discount_vnd), sum(d.revenue_vnd)) <> (0, 0, 0);
END $$;--> statement-breakpoint
SELECT sales_rollup_rebuild();
