ALTER TABLE "films" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "synopsis_en" text;