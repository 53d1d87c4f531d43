CREATE TABLE "hold_grants" (
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hold_grants_key_at_idx" ON "hold_grants" USING btree ("key","at");