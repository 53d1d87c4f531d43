CREATE TYPE "public"."waitlist_status" AS ENUM('waiting', 'offered', 'bought', 'lapsed', 'left', 'closed');--> statement-breakpoint
CREATE TABLE "film_reminders" (
	"user_id" uuid NOT NULL,
	"film_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"on_sale_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "film_reminders_user_id_film_id_pk" PRIMARY KEY("user_id","film_id")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_no" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_line_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"showtime_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seats" smallint NOT NULL,
	"status" "waitlist_status" DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"order_id" uuid,
	"offered_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waitlist_entries_seats_check" CHECK ("waitlist_entries"."seats" between 1 and 8),
	CONSTRAINT "waitlist_entries_offer_check" CHECK (("waitlist_entries"."status" not in ('offered', 'bought', 'lapsed') or "waitlist_entries"."order_id" is not null) and ("waitlist_entries"."status" <> 'waiting' or "waitlist_entries"."order_id" is null))
);
--> statement-breakpoint
CREATE TABLE "waitlist_wakeups" (
	"showtime_id" uuid PRIMARY KEY NOT NULL,
	"woken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "film_reminders" ADD CONSTRAINT "film_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_reminders" ADD CONSTRAINT "film_reminders_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_showtime_id_showtimes_id_fk" FOREIGN KEY ("showtime_id") REFERENCES "public"."showtimes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_wakeups" ADD CONSTRAINT "waitlist_wakeups_showtime_id_showtimes_id_fk" FOREIGN KEY ("showtime_id") REFERENCES "public"."showtimes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "film_reminders_due_idx" ON "film_reminders" USING btree ("on_sale_at") WHERE "film_reminders"."on_sale_at" is not null and "film_reminders"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "film_reminders_film_idx" ON "film_reminders" USING btree ("film_id") WHERE "film_reminders"."on_sale_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_live" ON "waitlist_entries" USING btree ("user_id","showtime_id") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("showtime_id","line_no") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id","joined_at");--> statement-breakpoint
-- Seats came free while someone waits: the freeing transaction itself leaves a wake-up for the
-- waiting list's hand-over job (decision 051). A claim ended early (released, refunded, cancelled) …
CREATE FUNCTION waitlist_wake() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM waitlist_entries w WHERE w.showtime_id = NEW.showtime_id AND w.status IN ('waiting', 'offered')) THEN
    INSERT INTO waitlist_wakeups (showtime_id) VALUES (NEW.showtime_id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER seat_claims_wake_waitlist AFTER UPDATE OF held_until ON seat_claims FOR EACH ROW
  WHEN (NEW.held_until IS NOT NULL AND (OLD.held_until IS NULL OR NEW.held_until < OLD.held_until))
  EXECUTE FUNCTION waitlist_wake();--> statement-breakpoint
-- … or an open order closed, its hold run out included (its claims end by time, with no update).
CREATE TRIGGER orders_wake_waitlist AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (OLD.status IN ('held', 'pending_payment') AND NEW.status IN ('expired', 'cancelled', 'refunded'))
  EXECUTE FUNCTION waitlist_wake();--> statement-breakpoint
-- "Nhắc tôi": the first showtime of a film marks its waiting reminders due; the reminder job e-mails them once.
CREATE FUNCTION film_reminders_on_sale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE film_reminders SET on_sale_at = now() WHERE film_id = NEW.film_id AND on_sale_at IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER showtimes_film_reminders AFTER INSERT ON showtimes FOR EACH ROW EXECUTE FUNCTION film_reminders_on_sale();
