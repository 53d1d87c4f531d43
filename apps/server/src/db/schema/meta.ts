import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small facts about the database itself, e.g. when the demo data was seeded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** app_meta key holding the home page's app-promotion section: `AppPromo` (`{ downloadUrl, qr, screens[] }`). */
export const APP_PROMO_KEY = "app_promo";
