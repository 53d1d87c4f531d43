-- Issue 36 (decision 087): film hire terms and the distributors they are with, and sales reports by
-- e-mail with one claim per subscription and period.

-- A film's steps by week of release: at least one, at most 12, the first at week 1, each later one at
-- a later week (up to 52), as many percentages as weeks, each from 0 to 100. The check of
-- film_hire_terms calls it, so no writer can store steps the settlement could not read.
CREATE FUNCTION film_hire_weeks_valid(week_starts smallint[], percents numeric[]) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_length(week_starts, 1), 0) BETWEEN 1 AND 12
     AND array_ndims(week_starts) = 1 AND array_ndims(percents) = 1
     AND array_length(percents, 1) = array_length(week_starts, 1)
     AND week_starts[1] = 1
     AND NOT EXISTS (SELECT 1 FROM generate_subscripts(week_starts, 1) i
                      WHERE week_starts[i] IS NULL OR week_starts[i] > 52
                         OR (i > 1 AND week_starts[i] <= week_starts[i - 1]))
     AND NOT EXISTS (SELECT 1 FROM unnest(percents) p WHERE p IS NULL OR p < 0 OR p > 100)
$$;--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"legal_name" text,
	"tax_code" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributors_slug_shape" CHECK ("distributors"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "distributors_name_length" CHECK (char_length(btrim("distributors"."name")) between 1 and 120),
	CONSTRAINT "distributors_tax_code_shape" CHECK ("distributors"."tax_code" is null or "distributors"."tax_code" ~ '^[0-9]{10}(-[0-9]{3})?$')
);
--> statement-breakpoint
CREATE TABLE "film_hire_terms" (
	"film_id" uuid PRIMARY KEY NOT NULL,
	"distributor_id" uuid NOT NULL,
	"week_starts" smallint[] NOT NULL,
	"percents" numeric(5, 2)[] NOT NULL,
	"minimum_per_ticket_vnd" integer,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "film_hire_terms_weeks_check" CHECK (film_hire_weeks_valid("film_hire_terms"."week_starts", "film_hire_terms"."percents")),
	CONSTRAINT "film_hire_terms_minimum_check" CHECK ("film_hire_terms"."minimum_per_ticket_vnd" is null or "film_hire_terms"."minimum_per_ticket_vnd" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "report_subscription_sends" (
	"subscription_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_subscription_sends_subscription_id_period_start_pk" PRIMARY KEY("subscription_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "report_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"hour" smallint NOT NULL,
	"cinema_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_subscriptions_hour_check" CHECK ("report_subscriptions"."hour" between 0 and 23),
	CONSTRAINT "report_subscriptions_frequency_check" CHECK ("report_subscriptions"."frequency" in ('daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "film_hire_terms" ADD CONSTRAINT "film_hire_terms_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_hire_terms" ADD CONSTRAINT "film_hire_terms_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "film_hire_terms" ADD CONSTRAINT "film_hire_terms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscription_sends" ADD CONSTRAINT "report_subscription_sends_subscription_id_report_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."report_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distributors_slug_unique" ON "distributors" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "film_hire_terms_distributor_idx" ON "film_hire_terms" USING btree ("distributor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_subscriptions_user_frequency_unique" ON "report_subscriptions" USING btree ("user_id","frequency");--> statement-breakpoint
-- The distributors of Vietnam's cinemas, by their trade names (their legal names, tax codes and
-- addresses are the chain's to fill in from the contracts).
INSERT INTO "distributors" ("slug", "name") VALUES
  ('cj-hk', 'CJ HK Entertainment'),
  ('galaxy', 'Galaxy Studio'),
  ('bhd', 'BHD'),
  ('lotte', 'Lotte Entertainment Việt Nam'),
  ('disney-viet-nam', 'Walt Disney Studios (phát hành tại Việt Nam)')
ON CONFLICT DO NOTHING;
