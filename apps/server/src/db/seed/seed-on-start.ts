import type { Config } from "../../config.ts";
import type { Database } from "../client.ts";
import { ensureDemoAccounts } from "./demo-accounts.ts";
import { refreshDemoShowtimes, seedDemoData } from "./demo-seed.ts";

/**
 * What `npm start` seeds, and the line it prints about it. Demo films, cinemas and showtimes follow
 * SEED_DEMO_DATA; the demo's sign-in accounts (with their published passwords, an admin among them)
 * are never created in production, whatever the flags: the first admin comes from `npm run user:create`.
 */
export async function seedOnStart(config: Config, db: Database, now: Date): Promise<string | null> {
  if (!config.seedDemoData) return null;
  const seeded = await seedDemoData(db, now);
  if (!seeded) await refreshDemoShowtimes(db, now);
  if (config.env === "production") {
    return "Dữ liệu demo (phim, rạp, suất chiếu) đã được nạp. Tài khoản demo không bao giờ được tạo trong production: tạo quản trị viên bằng npm run user:create.";
  }
  await ensureDemoAccounts(db, now);
  return null;
}
