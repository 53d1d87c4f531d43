CREATE TABLE "seat_layouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auditorium_id" uuid NOT NULL,
	"screen_side" text DEFAULT 'top' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "seat_layouts_id_auditorium_unique" UNIQUE("id","auditorium_id")
);
--> statement-breakpoint
ALTER TABLE "seats" DROP CONSTRAINT "seats_auditorium_id_label_unique";--> statement-breakpoint
ALTER TABLE "seats" DROP CONSTRAINT "seats_auditorium_row_column_unique";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "cinema_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auditoriums" ADD COLUMN "layout_id" uuid;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "distributor" text;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "poster_media_id" text;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "backdrop_media_id" text;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "layout_id" uuid;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "showtimes" ADD COLUMN "layout_id" uuid;--> statement-breakpoint
ALTER TABLE "showtimes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "showtimes" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "placeholder" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "variants" jsonb;--> statement-breakpoint
ALTER TABLE "seat_layouts" ADD CONSTRAINT "seat_layouts_auditorium_id_auditoriums_id_fk" FOREIGN KEY ("auditorium_id") REFERENCES "public"."auditoriums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_layouts_auditorium_idx" ON "seat_layouts" USING btree ("auditorium_id","created_at");--> statement-breakpoint
ALTER TABLE "auditoriums" ADD CONSTRAINT "auditoriums_layout_id_seat_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."seat_layouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoriums" ADD CONSTRAINT "auditoriums_layout_of_room_fk" FOREIGN KEY ("layout_id","id") REFERENCES "public"."seat_layouts"("id","auditorium_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "films" ADD CONSTRAINT "films_poster_media_id_media_id_fk" FOREIGN KEY ("poster_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "films" ADD CONSTRAINT "films_backdrop_media_id_media_id_fk" FOREIGN KEY ("backdrop_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_layout_id_seat_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."seat_layouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_layout_of_room_fk" FOREIGN KEY ("layout_id","auditorium_id") REFERENCES "public"."seat_layouts"("id","auditorium_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtimes" ADD CONSTRAINT "showtimes_layout_id_seat_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."seat_layouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtimes" ADD CONSTRAINT "showtimes_layout_of_room_fk" FOREIGN KEY ("layout_id","auditorium_id") REFERENCES "public"."seat_layouts"("id","auditorium_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "showtimes_auditorium_starts_idx" ON "showtimes" USING btree ("auditorium_id","starts_at");--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_layout_label_unique" UNIQUE("layout_id","label");--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_layout_row_column_unique" UNIQUE("layout_id","y","x");--> statement-breakpoint
ALTER TABLE "films" ADD CONSTRAINT "films_end_date_check" CHECK ("films"."end_date" is null or "films"."end_date" >= "films"."release_date");--> statement-breakpoint
-- Every room gets its first layout from the seats it has; its seats and showtimes point at it.
INSERT INTO "seat_layouts" ("auditorium_id", "created_at") SELECT "id", now() FROM "auditoriums";--> statement-breakpoint
UPDATE "auditoriums" a SET "layout_id" = l."id" FROM "seat_layouts" l WHERE l."auditorium_id" = a."id";--> statement-breakpoint
UPDATE "seats" s SET "layout_id" = a."layout_id" FROM "auditoriums" a WHERE a."id" = s."auditorium_id";--> statement-breakpoint
UPDATE "showtimes" s SET "layout_id" = a."layout_id" FROM "auditoriums" a WHERE a."id" = s."auditorium_id";--> statement-breakpoint
ALTER TABLE "seats" ALTER COLUMN "layout_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "showtimes" ALTER COLUMN "layout_id" SET NOT NULL;--> statement-breakpoint
-- A cancelled showtime frees its room: the overlap rule (migration 0001) counts live showtimes only.
ALTER TABLE "showtimes" DROP CONSTRAINT "showtimes_no_overlap";--> statement-breakpoint
ALTER TABLE "showtimes" ADD CONSTRAINT "showtimes_no_overlap"
  EXCLUDE USING gist ("auditorium_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&) WHERE ("cancelled_at" IS NULL);
