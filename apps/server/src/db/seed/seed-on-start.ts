import type { FastifyBaseLogger } from "fastify";
import type { Config } from "#server/config.ts";
import type { Database } from "../client.ts";
import { ensureDemoGiftCard } from "#server/modules/gift-cards/gift-cards.ts";
import { ensureDemoAccounts } from "./demo-accounts.ts";
import { DEMO_GIFT_CARD } from "./demo-gift-card.ts";
import { noteDemoHistory, writeDemoHistory } from "./demo-history.ts";
import { refreshDemoShowtimes, seedDemoData } from "./demo-seed.ts";

/**
 * What `npm start` seeds, and the line it prints about it. Demo films, cinemas and showtimes follow
 * SEED_DEMO_DATA; the demo's sign-in accounts (with their published passwords, an admin among them)
 * are never created in production, whatever the flags: the first admin comes from `npm run user:create`.
 * Nor is their published second factor (DEMO_TOTP_SECRET): it is set here, after the production return.
 */
export async function seedOnStart(config: Config, db: Database, now: Date): Promise<string | null> {
  if (!config.seedDemoData) return null;
  const seeded = await seedDemoData(db, now);
  if (seeded && config.seedDemoHistory) await noteDemoHistory(db, now);
  if (!seeded) await refreshDemoShowtimes(db, now);
  if (config.env === "production") {
    return "Dữ liệu demo (phim, rạp, suất chiếu) đã được nạp. Tài khoản demo không bao giờ được tạo trong production: tạo quản trị viên bằng npm run user:create.";
  }
  await ensureDemoAccounts(db, now, config.sessionSecret);
  await ensureDemoGiftCard(db, config.sessionSecret, DEMO_GIFT_CARD, now);
  return null;
}

/** The past waits this long after the server listens: the first visitor's pages come first (PGlite runs one transaction at a time). */
const HISTORY_AFTER_LISTEN_MS = 5_000;

/**
 * Once the server listens: the demo chain's past, a day per transaction, while visitors are served
 * (docs/decisions/062). A failure (the database gone mid-way) is logged; the next start goes on
 * from the first day not written.
 */
export async function writeDemoHistoryAfterStart(config: Config, db: Database, log: FastifyBaseLogger): Promise<void> {
  if (!config.seedDemoData) return;
  await new Promise((resolve) => setTimeout(resolve, HISTORY_AFTER_LISTEN_MS).unref());
  const started = performance.now();
  try {
    const days = await writeDemoHistory(db, new Date());
    if (days > 0) log.info({ days, ms: Math.round(performance.now() - started) }, "demo history written");
  } catch (err) {
    log.warn({ err }, "demo history not finished: the next start goes on");
  }
}
