import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { VoucherRule } from "@hancine/contract/voucher-rules";
import { users } from "./accounts.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const vouchers = pgTable(
  "vouchers",
  {
    code: text("code").primaryKey(),
    validFrom: at("valid_from").notNull(),
    validUntil: at("valid_until").notNull(),
    /** Uses in all (paid, or reserved by a checkout under way); null = no limit. */
    totalLimit: integer("total_limit"),
    /** Uses per customer, counted the same way; null = no limit. */
    perCustomerLimit: integer("per_customer_limit"),
    /** What it takes off and when it applies (packages/contract/src/voucher-rules.ts): the one definition. */
    rule: jsonb("rule").$type<VoucherRule>().notNull(),
    /** false: archived by the back office; checkout refuses it, its uses and orders stay (decision 048). */
    active: boolean("active").notNull().default(true),
    /** A personal voucher (the birthday voucher): only this customer may use it; null = anyone. */
    ownerUserId: uuid("owner_user_id").references(() => users.id),
  },
  (t) => [
    check("vouchers_code_upper_check", sql`${t.code} = upper(${t.code})`),
    check("vouchers_window_check", sql`${t.validFrom} < ${t.validUntil}`),
    check("vouchers_limits_check", sql`coalesce(${t.totalLimit}, 1) > 0 and coalesce(${t.perCustomerLimit}, 1) > 0`),
  ],
);

/**
 * The birthday voucher each customer gets once a year, at the start of their birthday month: the
 * primary key makes the daily job idempotent, across runs and instances.
 */
export const birthdayVouchers = pgTable(
  "birthday_vouchers",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    year: smallint("year").notNull(),
    voucherCode: text("voucher_code")
      .notNull()
      .unique()
      .references(() => vouchers.code),
    issuedAt: at("issued_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.year] })],
);
