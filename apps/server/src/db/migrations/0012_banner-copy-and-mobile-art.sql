ALTER TABLE "banners" ADD COLUMN "mobile_image" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "copy" jsonb;