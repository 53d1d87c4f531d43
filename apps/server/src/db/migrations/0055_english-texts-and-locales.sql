ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'vi' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'vi' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "copy_en" jsonb;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "alt_en" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "excerpt_en" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "body_en" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "body_en" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('vi', 'en'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale_check" CHECK ("orders"."locale" in ('vi', 'en'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_english_check" CHECK (num_nulls("posts"."title_en", "posts"."excerpt_en", "posts"."body_en") in (0, 3));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_english_check" CHECK (num_nulls("promotions"."title_en", "promotions"."summary_en", "promotions"."body_en") in (0, 3));