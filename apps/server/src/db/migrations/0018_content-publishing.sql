CREATE TYPE "public"."content_status" AS ENUM('draft', 'scheduled', 'published', 'archived');--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "status" "content_status" DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "status" "content_status" DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "status" "content_status" DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Content published before this migration stays public (decision 047); a banner taken down ("active" false) is archived.
UPDATE "banners" SET "status" = CASE WHEN "active" THEN 'published'::"content_status" ELSE 'archived'::"content_status" END;--> statement-breakpoint
UPDATE "posts" SET "status" = 'published';--> statement-breakpoint
UPDATE "promotions" SET "status" = 'published';--> statement-breakpoint
ALTER TABLE "banners" DROP COLUMN "active";--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_publish_window_check" CHECK ("banners"."unpublish_at" is null or "banners"."publish_at" is null or "banners"."publish_at" < "banners"."unpublish_at");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_publish_window_check" CHECK ("posts"."unpublish_at" is null or "posts"."publish_at" is null or "posts"."publish_at" < "posts"."unpublish_at");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_publish_window_check" CHECK ("promotions"."unpublish_at" is null or "promotions"."publish_at" is null or "promotions"."publish_at" < "promotions"."unpublish_at");