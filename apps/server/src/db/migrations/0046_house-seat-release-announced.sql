-- Issue 34 (decision 084): a house seat's release is announced on the live seat maps by a job. Each
-- house claim is announced once, whatever the number of instances: the job claims the released ones by
-- setting release_announced_at (an UPDATE … RETURNING: a second instance waits for the row and then
-- finds it set). Expand only.
ALTER TABLE "seat_claims" ADD COLUMN "release_announced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "seat_claims_house_release_idx" ON "seat_claims" USING btree ("held_until") WHERE "seat_claims"."kind" = 'house' and "seat_claims"."release_announced_at" is null;--> statement-breakpoint
-- House claims released before this migration: nobody waits for them any more.
UPDATE "seat_claims" SET "release_announced_at" = "held_until" WHERE "kind" = 'house' AND "held_until" <= now();
