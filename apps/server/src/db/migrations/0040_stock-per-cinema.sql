CREATE TYPE "public"."stock_movement_kind" AS ENUM('delivery', 'count', 'waste', 'sale', 'return');--> statement-breakpoint
CREATE TABLE "product_recipes" (
	"product_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "product_recipes_product_id_item_id_pk" PRIMARY KEY("product_id","item_id"),
	CONSTRAINT "product_recipes_quantity_check" CHECK ("product_recipes"."quantity" between 1 and 20),
	CONSTRAINT "product_recipes_not_itself_check" CHECK ("product_recipes"."product_id" <> "product_recipes"."item_id")
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"cinema_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"low_at" integer DEFAULT 10 NOT NULL,
	"tracked_since" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_levels_cinema_id_product_id_pk" PRIMARY KEY("cinema_id","product_id"),
	CONSTRAINT "stock_levels_level_check" CHECK ("stock_levels"."level" >= 0),
	CONSTRAINT "stock_levels_low_at_check" CHECK ("stock_levels"."low_at" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cinema_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" "stock_movement_kind" NOT NULL,
	"quantity" integer NOT NULL,
	"level_after" integer NOT NULL,
	"order_id" uuid,
	"user_id" uuid,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_recipes" ADD CONSTRAINT "product_recipes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_recipes" ADD CONSTRAINT "product_recipes_item_id_products_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_cinema_idx" ON "stock_movements" USING btree ("cinema_id","seq");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
-- Stock follows the orders (issue 34, decision 077): an open or paid order holds its products' items
-- at its cinema, and holds nothing once it is anything else (cancelled, expired, refunded, exchanged).
-- stock_reconcile_orders brings each order's holding to that: what it should hold now (its lines, a
-- combo by its recipe, counting only items tracked since before the order was made) less what it took
-- so far (its own rows of the ledger) is taken from — or given back to — the level. Giving back is
-- always exactly what was taken, whatever happened to a recipe since. Triggers call it for every change
-- of an order's lines or of its status, so every way an order changes (the counter, the website, the
-- expiry job, hold_seats closing an order, a cancelled showtime) moves stock in its own transaction.
-- The CHECK stock_levels_level_check refuses a level below zero; the application reads it as OUT_OF_STOCK.
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
      SELECT o.id, o.status, o.created_at, a.cinema_id
      FROM orders o JOIN showtimes s ON s.id = o.showtime_id JOIN auditoriums a ON a.id = s.auditorium_id
      WHERE o.id = ANY (p_orders)
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
CREATE OR REPLACE FUNCTION order_products_stock() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stock_reconcile_orders(array_agg(DISTINCT order_id)) FROM new_lines;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stock_reconcile_orders(array_agg(DISTINCT order_id)) FROM old_lines;
  ELSE
    PERFORM stock_reconcile_orders(array_agg(DISTINCT order_id)) FROM (SELECT order_id FROM new_lines UNION SELECT order_id FROM old_lines) AS changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_products_stock_insert AFTER INSERT ON order_products
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION order_products_stock();
--> statement-breakpoint
CREATE TRIGGER order_products_stock_delete AFTER DELETE ON order_products
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION order_products_stock();
--> statement-breakpoint
CREATE TRIGGER order_products_stock_update AFTER UPDATE ON order_products
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION order_products_stock();
--> statement-breakpoint
-- An order that stops being open or paid gives back what it took; one that becomes paid again (a late
-- payment kept) takes its products again — and is refused below zero like any sale.
CREATE OR REPLACE FUNCTION orders_status_stock() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_reconcile_orders(array_agg(n.id))
    FROM new_orders n JOIN old_orders o ON o.id = n.id
    WHERE (o.status IN ('held', 'pending_payment', 'paid')) <> (n.status IN ('held', 'pending_payment', 'paid'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_status_stock AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_status_stock();

--> statement-breakpoint
-- How many of a product a cinema can sell now (decision 077): the fewest whole portions its items
-- (its recipe, or itself) make at that cinema's levels; NULL when none of them is counted there.
-- The public menu, the counter and the manager's screen all ask this one question.
CREATE OR REPLACE FUNCTION stock_can_make(p_product uuid, p_cinema uuid) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT min(l.level / coalesce(r.quantity, 1))::integer
  FROM (SELECT p_product AS id) p
  LEFT JOIN product_recipes r ON r.product_id = p.id
  JOIN stock_levels l ON l.cinema_id = p_cinema AND l.product_id = coalesce(r.item_id, p.id)
$$;
