CREATE TYPE "public"."queue_state" AS ENUM('waiting', 'admitted', 'buying', 'done', 'expired', 'left');--> statement-breakpoint
CREATE TABLE "queue_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" "queue_state" DEFAULT 'waiting' NOT NULL,
	"draw" bigint,
	"seq" bigint,
	"joined_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"admitted_at" timestamp with time zone,
	"admission_expires_at" timestamp with time zone,
	"buying_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "queue_entries_admitted_check" CHECK ("queue_entries"."state" in ('waiting', 'left') or "queue_entries"."admitted_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "sale_event_showtimes" (
	"showtime_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"film_id" uuid NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"rate_per_minute" integer NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"admitted_through" bigint DEFAULT 0 NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sale_events_rate_check" CHECK ("sale_events"."rate_per_minute" between 1 and 10000),
	CONSTRAINT "sale_events_through_check" CHECK ("sale_events"."admitted_through" between 0 and "sale_events"."last_seq")
);
--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_event_id_sale_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sale_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_event_showtimes" ADD CONSTRAINT "sale_event_showtimes_showtime_id_showtimes_id_fk" FOREIGN KEY ("showtime_id") REFERENCES "public"."showtimes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_event_showtimes" ADD CONSTRAINT "sale_event_showtimes_event_id_sale_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sale_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_events" ADD CONSTRAINT "sale_events_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_events" ADD CONSTRAINT "sale_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_one_per_account" ON "queue_entries" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_seq_unique" ON "queue_entries" USING btree ("event_id","seq");--> statement-breakpoint
CREATE INDEX "queue_entries_line_idx" ON "queue_entries" USING btree ("event_id","seq") WHERE "queue_entries"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "queue_entries_admitted_idx" ON "queue_entries" USING btree ("event_id","admitted_at") WHERE "queue_entries"."admitted_at" is not null;--> statement-breakpoint
CREATE INDEX "sale_event_showtimes_event_idx" ON "sale_event_showtimes" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sale_events_live_idx" ON "sale_events" USING btree ("opens_at") WHERE "sale_events"."closed_at" is null;--> statement-breakpoint
-- A paid order on a sale event's showtime ends its buyer's turn (decision 055): `buying` → `done`,
-- whichever way the payment arrived (gateway notification, reconciliation, zero total, the desk).
CREATE FUNCTION queue_entry_done() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'paid' THEN
    RETURN NULL;
  END IF;
  UPDATE queue_entries q SET state = 'done', updated_at = now()
    FROM sale_event_showtimes es
   WHERE es.showtime_id = NEW.showtime_id AND q.event_id = es.event_id AND q.user_id = NEW.user_id AND q.state = 'buying';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_queue_done AFTER INSERT OR UPDATE OF status ON orders FOR EACH ROW
  WHEN (NEW.status = 'paid')
  EXECUTE FUNCTION queue_entry_done();
