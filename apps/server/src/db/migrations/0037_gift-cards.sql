-- Gift cards (issue 35, docs/decisions/078-gift-cards.md): a card's code and PIN as keyed hashes, its
-- ledger of movements, and its balance kept by a trigger as the ledger's sum. The balance's CHECK (>= 0)
-- makes a spend beyond it fail in the database, whatever races.

CREATE TABLE "gift_card_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "gift_card_movements_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gift_card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_vnd" integer NOT NULL,
	"order_id" uuid,
	"actor_user_id" uuid,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_card_movements_sign_check" CHECK (("gift_card_movements"."kind" in ('spend', 'expire')) = ("gift_card_movements"."amount_vnd" < 0) and "gift_card_movements"."amount_vnd" <> 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"code_last4" text NOT NULL,
	"pin_hash" text NOT NULL,
	"initial_vnd" integer NOT NULL,
	"balance_vnd" integer DEFAULT 0 NOT NULL,
	"design" text NOT NULL,
	"recipient_name" text,
	"recipient_email" text,
	"message" text,
	"order_id" uuid,
	"bought_by_user_id" uuid,
	"send_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"blocked_at" timestamp with time zone,
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."balance_vnd" >= 0),
	CONSTRAINT "gift_cards_initial_check" CHECK ("gift_cards"."initial_vnd" > 0)
);
--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_bought_by_user_id_users_id_fk" FOREIGN KEY ("bought_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_movements_card_idx" ON "gift_card_movements" USING btree ("gift_card_id","at");--> statement-breakpoint
CREATE INDEX "gift_card_movements_order_idx" ON "gift_card_movements" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_key" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_bought_by_idx" ON "gift_cards" USING btree ("bought_by_user_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gift_card_movement_applied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE gift_cards SET balance_vnd = balance_vnd + NEW.amount_vnd WHERE id = NEW.gift_card_id;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER gift_card_movements_balance AFTER INSERT ON gift_card_movements FOR EACH ROW EXECUTE FUNCTION gift_card_movement_applied();
