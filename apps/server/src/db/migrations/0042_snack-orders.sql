-- Issue 35 (decision 083): snacks ordered on their own. An order of kind `snacks` has no showtime; its
-- row here names the cinema that makes it, the pickup time and the code said at the counter, and the
-- pickup's way through the counter (paid → preparing → ready → collected), which only moves forward.
-- stock_reconcile_orders (decision 077) now finds a snack order's cinema here, so its lines take stock
-- as any sale's do (the row is written before the order's lines).

CREATE TABLE "snack_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"cinema_id" uuid NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"pickup_code" text NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"status_at" timestamp with time zone,
	"status_by" uuid,
	CONSTRAINT "snack_orders_status_check" CHECK ("snack_orders"."status" in ('paid', 'preparing', 'ready', 'collected'))
);
--> statement-breakpoint
ALTER TABLE "snack_orders" ADD CONSTRAINT "snack_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snack_orders" ADD CONSTRAINT "snack_orders_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snack_orders" ADD CONSTRAINT "snack_orders_status_by_users_id_fk" FOREIGN KEY ("status_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snack_orders_cinema_pickup_idx" ON "snack_orders" USING btree ("cinema_id","pickup_at");--> statement-breakpoint
CREATE UNIQUE INDEX "snack_orders_pickup_code_key" ON "snack_orders" USING btree ("pickup_code");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_reconcile_orders(p_orders uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  after integer;
BEGIN
  IF p_orders IS NULL OR cardinality(p_orders) = 0 THEN
    RETURN;
  END IF;
  FOR r IN
    WITH placed AS (
      -- A ticket order's cinema is its showtime's; snacks on their own are made at their order's cinema.
      SELECT o.id, o.status, o.created_at, coalesce(a.cinema_id, so.cinema_id) AS cinema_id
      FROM orders o
      LEFT JOIN showtimes s ON s.id = o.showtime_id LEFT JOIN auditoriums a ON a.id = s.auditorium_id
      LEFT JOIN snack_orders so ON so.order_id = o.id
      WHERE o.id = ANY (p_orders) AND coalesce(a.cinema_id, so.cinema_id) IS NOT NULL
    ), wanted AS (
      SELECT o.id AS order_id, l.cinema_id, l.product_id AS item_id, sum(p.quantity * coalesce(rc.quantity, 1))::integer AS quantity
      FROM placed o
      JOIN order_products p ON p.order_id = o.id
      LEFT JOIN product_recipes rc ON rc.product_id = p.product_id
      JOIN stock_levels l ON l.cinema_id = o.cinema_id AND l.product_id = coalesce(rc.item_id, p.product_id) AND l.tracked_since <= o.created_at
      WHERE o.status IN ('held', 'pending_payment', 'paid')
      GROUP BY 1, 2, 3
    ), taken AS (
      SELECT m.order_id, m.cinema_id, m.product_id AS item_id, (-sum(m.quantity))::integer AS quantity
      FROM stock_movements m
      WHERE m.order_id = ANY (p_orders)
      GROUP BY 1, 2, 3
    )
    SELECT coalesce(w.cinema_id, t.cinema_id) AS cinema_id, coalesce(w.item_id, t.item_id) AS item_id, coalesce(w.order_id, t.order_id) AS order_id,
      coalesce(w.quantity, 0) - coalesce(t.quantity, 0) AS quantity
    FROM wanted w
    FULL JOIN taken t ON t.order_id = w.order_id AND t.cinema_id = w.cinema_id AND t.item_id = w.item_id
    WHERE coalesce(w.quantity, 0) <> coalesce(t.quantity, 0)
    -- One order of locking for every transaction: two sales of the same items never deadlock.
    ORDER BY 1, 2, 3
  LOOP
    UPDATE stock_levels SET level = level - r.quantity, updated_at = now()
      WHERE cinema_id = r.cinema_id AND product_id = r.item_id
      RETURNING level INTO after;
    IF FOUND THEN
      INSERT INTO stock_movements (cinema_id, product_id, kind, quantity, level_after, order_id)
        VALUES (r.cinema_id, r.item_id, CASE WHEN r.quantity > 0 THEN 'sale' ELSE 'return' END::stock_movement_kind, -r.quantity, after, r.order_id);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- The pickup moves forward only, one or more steps at a time; a paid order's pickup only.
CREATE OR REPLACE FUNCTION snack_orders_forward() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  steps CONSTANT text[] := ARRAY['paid', 'preparing', 'ready', 'collected'];
BEGIN
  IF array_position(steps, NEW.status) <= array_position(steps, OLD.status) THEN
    RAISE EXCEPTION 'snack pickup % cannot go from % to %', OLD.order_id, OLD.status, NEW.status USING ERRCODE = 'check_violation', CONSTRAINT = 'snack_orders_forward';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM orders WHERE id = NEW.order_id AND status = 'paid') THEN
    RAISE EXCEPTION 'snack order % is not paid', NEW.order_id USING ERRCODE = 'check_violation', CONSTRAINT = 'snack_orders_forward';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER snack_orders_forward BEFORE UPDATE OF status ON snack_orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION snack_orders_forward();
