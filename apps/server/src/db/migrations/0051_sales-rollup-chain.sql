CREATE TABLE "sales_rollup_chain" (
	"dim" text NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
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
	CONSTRAINT "sales_rollup_chain_dim_grain_period_key_pk" PRIMARY KEY("dim","grain","period","key")
);
--> statement-breakpoint
CREATE INDEX "sales_rollup_chain_key_period_idx" ON "sales_rollup_chain" USING btree ("dim","grain","key","period");--> statement-breakpoint

-- Issue 36 at a chain's scale (docs/decisions/091): film performance for the whole chain counts each
-- film's weeks of run from its own first day, so it reads day rows — per film, day and cinema, ~255,000
-- for a year of 50 cinemas. These are sales_rollup's film rows summed over the cinemas: one per film and
-- day and per film and month, kept in the same transaction by a trigger beside sales_rollup's (a change
-- of showtime_sales upserts its ten sales_rollup rows, then its two chain rows).
CREATE FUNCTION sales_rollup_chain_add(p_rows jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_rollup_chain AS r (dim, grain, period, key, showtime_rows, showtimes, seats, tickets, orders, revenue_vnd,
                                       subtotal_vnd, discount_vnd, concessions_vnd, refunded_orders, refunded_vnd,
                                       counter_orders, counter_tickets, counter_revenue_vnd, minutes)
  SELECT * FROM (
    SELECT 'film' AS dim, g.grain, g.period, d.film_id::text AS key,
           sum(d.sign)::bigint AS showtime_rows, sum(d.sign * (d.seats > 0)::int)::bigint AS showtimes, sum(d.sign * d.seats)::bigint AS seats,
           sum(d.sign * d.tickets)::bigint AS tickets, sum(d.sign * d.orders)::bigint AS orders, sum(d.sign * d.revenue_vnd)::bigint AS revenue_vnd,
           sum(d.sign * d.subtotal_vnd)::bigint AS subtotal_vnd, sum(d.sign * d.discount_vnd)::bigint AS discount_vnd,
           sum(d.sign * d.concessions_vnd)::bigint AS concessions_vnd, sum(d.sign * d.refunded_orders)::bigint AS refunded_orders,
           sum(d.sign * d.refunded_vnd)::bigint AS refunded_vnd, sum(d.sign * d.counter_orders)::bigint AS counter_orders,
           sum(d.sign * d.counter_tickets)::bigint AS counter_tickets, sum(d.sign * d.counter_revenue_vnd)::bigint AS counter_revenue_vnd,
           sum(d.sign * CASE WHEN d.seats > 0 THEN coalesce(d.minutes, 0) ELSE 0 END)::bigint AS minutes
      FROM jsonb_to_recordset(p_rows) AS d(sign integer, day date, film_id uuid, minutes integer, seats integer, orders integer, tickets integer,
                                           revenue_vnd bigint, subtotal_vnd bigint, discount_vnd bigint, concessions_vnd bigint,
                                           refunded_orders integer, refunded_vnd bigint, counter_orders integer, counter_tickets integer,
                                           counter_revenue_vnd bigint)
     CROSS JOIN LATERAL (VALUES ('day', d.day), ('month', date_trunc('month', d.day::timestamp)::date)) g(grain, period)
     GROUP BY g.grain, g.period, d.film_id
  ) delta
  WHERE (showtime_rows, showtimes, seats, tickets, orders, revenue_vnd, subtotal_vnd, discount_vnd, concessions_vnd, refunded_orders, refunded_vnd,
         counter_orders, counter_tickets, counter_revenue_vnd, minutes) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  ORDER BY grain, period, key
  ON CONFLICT (dim, grain, period, key) DO UPDATE SET
    showtime_rows = r.showtime_rows + excluded.showtime_rows, showtimes = r.showtimes + excluded.showtimes, seats = r.seats + excluded.seats,
    tickets = r.tickets + excluded.tickets, orders = r.orders + excluded.orders, revenue_vnd = r.revenue_vnd + excluded.revenue_vnd,
    subtotal_vnd = r.subtotal_vnd + excluded.subtotal_vnd, discount_vnd = r.discount_vnd + excluded.discount_vnd,
    concessions_vnd = r.concessions_vnd + excluded.concessions_vnd, refunded_orders = r.refunded_orders + excluded.refunded_orders,
    refunded_vnd = r.refunded_vnd + excluded.refunded_vnd, counter_orders = r.counter_orders + excluded.counter_orders,
    counter_tickets = r.counter_tickets + excluded.counter_tickets, counter_revenue_vnd = r.counter_revenue_vnd + excluded.counter_revenue_vnd,
    minutes = r.minutes + excluded.minutes;
END $$;--> statement-breakpoint
CREATE FUNCTION sales_rollup_chain_follow_showtime_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := '[]'::jsonb;
BEGIN
  IF TG_OP <> 'DELETE' THEN changed := changed || jsonb_build_array(to_jsonb(NEW) || '{"sign": 1}'); END IF;
  IF TG_OP <> 'INSERT' THEN changed := changed || jsonb_build_array(to_jsonb(OLD) || '{"sign": -1}'); END IF;
  PERFORM sales_rollup_chain_add(changed);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Triggers of one event fire in the order of their names: showtime_sales_rollup (the cinema's rows)
-- before showtime_sales_rollup_chain, so every sale locks the rows it shares with another in one order.
CREATE TRIGGER showtime_sales_rollup_chain AFTER INSERT OR UPDATE OR DELETE ON showtime_sales
  FOR EACH ROW EXECUTE FUNCTION sales_rollup_chain_follow_showtime_sales();--> statement-breakpoint

-- The chain's film rows summed again from showtime_sales, in key order: as sales_rollup_rebuild() is
-- for sales_rollup. This migration fills them with it; the benchmark calls both after generating years.
CREATE FUNCTION sales_rollup_chain_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_rollup_chain;
  INSERT INTO sales_rollup_chain (dim, grain, period, key, showtime_rows, showtimes, seats, tickets, orders, revenue_vnd,
                                  subtotal_vnd, discount_vnd, concessions_vnd, refunded_orders, refunded_vnd,
                                  counter_orders, counter_tickets, counter_revenue_vnd, minutes)
  SELECT 'film', g.grain, g.period, d.film_id::text, count(*), count(*) FILTER (WHERE d.seats > 0), sum(d.seats), sum(d.tickets), sum(d.orders),
         sum(d.revenue_vnd), sum(d.subtotal_vnd), sum(d.discount_vnd), sum(d.concessions_vnd), sum(d.refunded_orders), sum(d.refunded_vnd),
         sum(d.counter_orders), sum(d.counter_tickets), sum(d.counter_revenue_vnd), sum(CASE WHEN d.seats > 0 THEN coalesce(d.minutes, 0) ELSE 0 END)
    FROM showtime_sales d
   CROSS JOIN LATERAL (VALUES ('day', d.day), ('month', date_trunc('month', d.day::timestamp)::date)) g(grain, period)
   GROUP BY g.grain, g.period, d.film_id
   ORDER BY g.grain, g.period, d.film_id::text;
END $$;--> statement-breakpoint
SELECT sales_rollup_chain_rebuild();
