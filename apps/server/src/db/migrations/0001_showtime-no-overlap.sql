-- Two showtimes never overlap in one auditorium: from start to end plus cleaning (blocked_until).
-- btree_gist lets the GiST index compare auditorium ids with "=" beside the range overlap "&&".
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "showtimes" ADD CONSTRAINT "showtimes_no_overlap"
  EXCLUDE USING gist ("auditorium_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&);
