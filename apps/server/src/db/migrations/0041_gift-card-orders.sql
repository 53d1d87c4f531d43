-- Issue 35 (decision 079): orders that sell something other than a showtime's seats. orders.kind is
-- tickets | gift_card | snacks; only a ticket order has a showtime (orders_kind_showtime_check). A gift-card
-- order keeps what it buys in gift_card_purchases until paid; the card it pays for is one per order
-- (gift_cards_order_key), however often a gateway calls back; a card e-mailed later keeps its code and PIN
-- sealed (gift_cards.sealed_delivery) until the delivery job sends it.

CREATE TABLE "gift_card_purchases" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"amount_vnd" integer NOT NULL,
	"design" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"send_at" timestamp with time zone,
	CONSTRAINT "gift_card_purchases_amount_check" CHECK ("gift_card_purchases"."amount_vnd" between 100000 and 5000000 and "gift_card_purchases"."amount_vnd" % 1000 = 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "showtime_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'tickets' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "sealed_delivery" text;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_order_key" ON "gift_cards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_due_delivery_idx" ON "gift_cards" USING btree ("send_at") WHERE "gift_cards"."sealed_delivery" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('tickets', 'gift_card', 'snacks'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_showtime_check" CHECK (("orders"."kind" = 'tickets') = ("orders"."showtime_id" is not null));--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_delivery_check" CHECK ("gift_cards"."sealed_delivery" is null or "gift_cards"."sent_at" is null);--> statement-breakpoint
-- The per-showtime sales summary (decision 046) counts ticket orders only: an order without a showtime
-- (a gift card, snacks on their own) is not a showtime's sale. The other triggers on orders already
-- match nothing without a showtime (waiting list, waiting room, stock by the showtime's cinema).
DROP TRIGGER orders_showtime_sales ON orders;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_showtime_sales AFTER INSERT OR UPDATE OF status ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.showtime_id IS NOT NULL) EXECUTE FUNCTION showtime_sales_apply();
