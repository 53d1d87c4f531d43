ALTER TABLE "showtimes" ADD COLUMN "accessibility_features" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "showtimes" ADD CONSTRAINT "showtimes_accessibility_check" CHECK ("showtimes"."accessibility_features" in ('{}'::text[], '{audio_description}'::text[], '{hoh_subtitles}'::text[], '{audio_description,hoh_subtitles}'::text[], '{sensory_friendly}'::text[], '{audio_description,sensory_friendly}'::text[], '{hoh_subtitles,sensory_friendly}'::text[], '{audio_description,hoh_subtitles,sensory_friendly}'::text[]));--> statement-breakpoint
-- Companion seats (issue 35, docs/decisions/082-screenings-for-everyone.md): a standard or VIP seat
-- beside a wheelchair space, marked in the room editor, sold only together with a wheelchair space in
-- the same order, online and at the counter. The trigger below is the rule's last word: an order's
-- claim of a companion seat needs a claim of a wheelchair space of the same order and showtime. It
-- runs after the inserting statement (hold_seats writes an order's seats in one), so the order of the
-- rows does not matter. House seats (no order) are not sales and are left alone.
ALTER TABLE "seats" ADD COLUMN "companion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_companion_check" CHECK (not "seats"."companion" or ("seats"."type" in ('standard', 'vip') and "seats"."span" = 1));--> statement-breakpoint
CREATE OR REPLACE FUNCTION seat_claims_companion_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'order' AND NEW.order_id IS NOT NULL
     AND EXISTS (SELECT 1 FROM seats WHERE id = NEW.seat_id AND companion)
     AND NOT EXISTS (SELECT 1 FROM seat_claims c JOIN seats w ON w.id = c.seat_id
                      WHERE c.order_id = NEW.order_id AND c.showtime_id = NEW.showtime_id AND w.type = 'wheelchair') THEN
    RAISE EXCEPTION 'companion seat % claimed without a wheelchair space in order %', NEW.seat_id, NEW.order_id
      USING ERRCODE = '23514', CONSTRAINT = 'seat_claims_companion_check', TABLE = 'seat_claims';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER seat_claims_companion_check AFTER INSERT ON seat_claims
  FOR EACH ROW EXECUTE FUNCTION seat_claims_companion_check();
