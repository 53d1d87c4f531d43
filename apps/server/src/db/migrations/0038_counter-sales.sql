-- The box office's next steps (issue 34, docs/decisions/076-the-box-office.md): house seats are claims of
-- the kind 'house' with no order, kept until their release time, so the exclusion constraint refuses a
-- hold of one online and they free themselves; a ticket given back at the counter is voided by
-- counter_refunded_at.

ALTER TABLE "seat_claims" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "counter_refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "seat_claims_house_idx" ON "seat_claims" USING btree ("showtime_id") WHERE "seat_claims"."kind" = 'house';--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_kind_check" CHECK ("seat_claims"."kind" in ('order', 'house') and ("seat_claims"."kind" = 'order' or "seat_claims"."order_id" is null));
