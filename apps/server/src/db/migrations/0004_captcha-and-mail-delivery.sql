CREATE TYPE "public"."mail_transport" AS ENUM('smtp', 'mailbox');--> statement-breakpoint
CREATE TABLE "used_captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_emails_due_idx";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "delivered_via" "mail_transport";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "used_captcha_solutions_expires_idx" ON "used_captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_mailbox_idx" ON "outbox_emails" USING btree ("sent_at") WHERE "outbox_emails"."delivered_via" = 'mailbox';--> statement-breakpoint
CREATE INDEX "outbox_emails_due_idx" ON "outbox_emails" USING btree ("next_attempt_at") WHERE "outbox_emails"."sent_at" is null and "outbox_emails"."failed_at" is null;