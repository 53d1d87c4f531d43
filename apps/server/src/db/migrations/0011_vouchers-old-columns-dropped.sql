-- The rule (migration 0010) is now the voucher's only definition; uses replace redemptions (decision 016).
ALTER TABLE "voucher_redemptions" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "voucher_redemptions" CASCADE;--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_value_check";--> statement-breakpoint
ALTER TABLE "vouchers" ALTER COLUMN "rule" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "vouchers" DROP COLUMN "kind";--> statement-breakpoint
ALTER TABLE "vouchers" DROP COLUMN "value";--> statement-breakpoint
ALTER TABLE "vouchers" DROP COLUMN "min_order_vnd";--> statement-breakpoint
ALTER TABLE "vouchers" DROP COLUMN "weekdays";--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_limits_check" CHECK (coalesce("vouchers"."total_limit", 1) > 0 and coalesce("vouchers"."per_customer_limit", 1) > 0);--> statement-breakpoint
DROP TYPE "public"."voucher_kind";