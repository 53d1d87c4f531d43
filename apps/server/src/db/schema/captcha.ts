import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * ALTCHA solutions already accepted, keyed by the challenge's HMAC signature: inserting the same
 * key twice fails, so each solved challenge lets exactly one request through, on every instance.
 * Rows are only needed until the challenge itself expires; the expiry index serves the clean-up.
 */
export const usedCaptchaSolutions = pgTable(
  "used_captcha_solutions",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("used_captcha_solutions_expires_idx").on(t.expiresAt)],
);
