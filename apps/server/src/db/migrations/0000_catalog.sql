CREATE TYPE "public"."age_rating" AS ENUM('P', 'K', 'T13', 'T16', 'T18');--> statement-breakpoint
CREATE TYPE "public"."post_type" AS ENUM('review', 'blog');--> statement-breakpoint
CREATE TYPE "public"."product_kind" AS ENUM('combo', 'drink', 'snack', 'merchandise');--> statement-breakpoint
CREATE TYPE "public"."seat_type" AS ENUM('standard', 'vip', 'couple', 'wheelchair');--> statement-breakpoint
CREATE TYPE "public"."show_format" AS ENUM('2D', '3D', 'IMAX', '4DX');--> statement-breakpoint
CREATE TABLE "auditoriums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cinema_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cleaning_minutes" smallint DEFAULT 15 NOT NULL,
	CONSTRAINT "auditoriums_cinema_id_name_unique" UNIQUE("cinema_id","name")
);
--> statement-breakpoint
CREATE TABLE "cinemas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city_slug" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"in_menu" boolean DEFAULT false NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "cinemas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "film_genres" (
	"film_id" uuid NOT NULL,
	"genre_id" uuid NOT NULL,
	CONSTRAINT "film_genres_film_id_genre_id_pk" PRIMARY KEY("film_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "film_people" (
	"film_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"role" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "film_people_film_id_person_id_role_pk" PRIMARY KEY("film_id","person_id","role")
);
--> statement-breakpoint
CREATE TABLE "films" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"original_title" text,
	"poster" text NOT NULL,
	"backdrop" text NOT NULL,
	"trailer_url" text,
	"duration_minutes" smallint NOT NULL,
	"release_date" date NOT NULL,
	"age_rating" "age_rating" NOT NULL,
	"country" text NOT NULL,
	"synopsis" text NOT NULL,
	"rating_tenths" smallint DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "films_slug_unique" UNIQUE("slug"),
	CONSTRAINT "films_rating_check" CHECK ("films"."rating_tenths" between 0 and 100),
	CONSTRAINT "films_duration_check" CHECK ("films"."duration_minutes" between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "genres_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "people_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auditorium_id" uuid NOT NULL,
	"row_label" text NOT NULL,
	"number" smallint NOT NULL,
	"label" text NOT NULL,
	"type" "seat_type" NOT NULL,
	"x" smallint NOT NULL,
	"y" smallint NOT NULL,
	"span" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "seats_auditorium_id_label_unique" UNIQUE("auditorium_id","label"),
	CONSTRAINT "seats_auditorium_id_x_y_unique" UNIQUE("auditorium_id","x","y"),
	CONSTRAINT "seats_span_check" CHECK ("seats"."span" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "showtimes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auditorium_id" uuid NOT NULL,
	"film_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"format" "show_format" NOT NULL,
	"language" text NOT NULL,
	CONSTRAINT "showtimes_order_check" CHECK ("showtimes"."starts_at" < "showtimes"."ends_at" and "showtimes"."ends_at" <= "showtimes"."blocked_until")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image" text NOT NULL,
	"alt" text NOT NULL,
	"link" text,
	"position" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"type" "post_type" NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"image" text NOT NULL,
	"film_id" uuid,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "posts_views_check" CHECK ("posts"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" "product_kind" NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"image" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "promotions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "promotions_validity_check" CHECK ("promotions"."valid_from" <= "promotions"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auditoriums" ADD CONSTRAINT "auditoriums_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cinemas" ADD CONSTRAINT "cinemas_city_slug_cities_slug_fk" FOREIGN KEY ("city_slug") REFERENCES "public"."cities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_genres" ADD CONSTRAINT "film_genres_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_genres" ADD CONSTRAINT "film_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_people" ADD CONSTRAINT "film_people_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_people" ADD CONSTRAINT "film_people_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_auditorium_id_auditoriums_id_fk" FOREIGN KEY ("auditorium_id") REFERENCES "public"."auditoriums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtimes" ADD CONSTRAINT "showtimes_auditorium_id_auditoriums_id_fk" FOREIGN KEY ("auditorium_id") REFERENCES "public"."auditoriums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtimes" ADD CONSTRAINT "showtimes_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "films_release_date_idx" ON "films" USING btree ("release_date");--> statement-breakpoint
CREATE INDEX "showtimes_film_starts_idx" ON "showtimes" USING btree ("film_id","starts_at");--> statement-breakpoint
CREATE INDEX "showtimes_starts_idx" ON "showtimes" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "posts_type_published_idx" ON "posts" USING btree ("type","published_at");