CREATE TYPE "public"."invoice_status" AS ENUM('requested', 'issued', 'failed');--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'zalopay';--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"tax_code" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"amount_vnd" integer NOT NULL,
	"status" "invoice_status" DEFAULT 'requested' NOT NULL,
	"provider" text NOT NULL,
	"invoice_number" text,
	"lookup_code" text,
	"view_url" text,
	"last_error" text,
	"requested_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "invoice_requests_tax_code_shape" CHECK ("invoice_requests"."tax_code" ~ '^[0-9]{10}(-[0-9]{3})?$'),
	CONSTRAINT "invoice_requests_amount_positive" CHECK ("invoice_requests"."amount_vnd" > 0),
	CONSTRAINT "invoice_requests_issued_has_number" CHECK ("invoice_requests"."status" <> 'issued' or ("invoice_requests"."invoice_number" is not null and "invoice_requests"."lookup_code" is not null and "invoice_requests"."issued_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_order_unique" ON "invoice_requests" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_lookup_unique" ON "invoice_requests" USING btree ("lookup_code");--> statement-breakpoint
CREATE INDEX "invoice_requests_user_idx" ON "invoice_requests" USING btree ("user_id");