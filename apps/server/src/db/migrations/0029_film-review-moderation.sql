ALTER TABLE "film_ratings" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "film_ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "film_ratings" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "film_ratings" ADD CONSTRAINT "film_ratings_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "film_ratings_id_idx" ON "film_ratings" USING btree ("id");--> statement-breakpoint
CREATE INDEX "film_ratings_public_idx" ON "film_ratings" USING btree ("film_id","updated_at" DESC NULLS LAST,"id") WHERE "film_ratings"."review" <> '' and "film_ratings"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "film_ratings" ADD CONSTRAINT "film_ratings_hidden_check" CHECK (("film_ratings"."hidden_at" is null) = ("film_ratings"."hidden_by" is null));