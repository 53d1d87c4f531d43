ALTER TABLE "films" ADD COLUMN "formats" "show_format"[] DEFAULT '{2D}' NOT NULL;--> statement-breakpoint
-- Films programmed before this column: the formats they have been scheduled in (2D when none).
UPDATE "films" f SET "formats" = s."formats" FROM (
  SELECT "film_id", array_agg(DISTINCT "format" ORDER BY "format") AS "formats" FROM "showtimes" GROUP BY "film_id"
) s WHERE s."film_id" = f."id";
