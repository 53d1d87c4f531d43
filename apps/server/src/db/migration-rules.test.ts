import { describe, expect, it } from "vitest";
import { contractProblems } from "./migration-rules.ts";

describe("expand, then contract: what a migration may do while the previous release still runs", () => {
  it("lets additions through: tables, nullable columns, columns with a default, indexes", () => {
    const sql = `CREATE TABLE "gift_cards" ("id" uuid PRIMARY KEY NOT NULL, "code_hash" text NOT NULL);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_channel_idx" ON "orders" USING btree ("channel");`;
    expect(contractProblems(sql).problems).toEqual([]);
  });

  it("refuses what the previous release reads or writes: drops, renames, new types, a NOT NULL column it does not fill", () => {
    const cases = {
      'ALTER TABLE "banners" DROP COLUMN "active";': "drops a column",
      'DROP TABLE "vouchers_old";': "drops a table",
      'ALTER TABLE "orders" RENAME COLUMN "total_vnd" TO "total";': "renames a table or a column",
      'ALTER TABLE "orders" RENAME TO "sales";': "renames a table or a column",
      'ALTER TABLE "orders" ALTER COLUMN "total_vnd" SET DATA TYPE bigint;': "changes a column's type",
      "ALTER TYPE \"order_status\" RENAME VALUE 'held' TO 'on_hold';": "renames an enum value",
      'ALTER TABLE "orders" ADD COLUMN "channel" text NOT NULL;': "adds a NOT NULL column without a default (the previous release's inserts do not name it)",
    };
    for (const [sql, says] of Object.entries(cases))
      expect(
        contractProblems(sql).problems.map((p) => p.says),
        sql,
      ).toEqual([says]);
  });

  it("lets a contract step through when it names the decision recording the change", () => {
    const sql = `-- contract step: decision 081 (banners.active replaced by published_at in release 2026.12)
ALTER TABLE "banners" DROP COLUMN "active";`;
    expect(contractProblems(sql)).toEqual({ problems: [], decision: "081" });
  });
});
