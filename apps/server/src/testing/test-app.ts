import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../app-services.ts";
import { buildApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import { seedDemoData } from "../db/seed/demo-seed.ts";
import { loadSite } from "../site.ts";
import { createTestDatabase } from "./test-database.ts";

export type TestApp = {
  app: FastifyInstance;
  /** What the app was assembled from: tests drive the jobs' work through it (`services.mailOutbox.runOnce()`). */
  services: AppServices;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  /** What the app was configured with (its SESSION_SECRET seals the second factor's secrets). */
  config: Config;
  /** The app's clock, and moving it. */
  now(): Date;
  setNow(date: Date): void;
  close(): Promise<void>;
};

/** The real app on a fresh database, driven through `app.inject` (no port, no mocks). */
export async function createTestApp(
  options: {
    seed?: boolean;
    now?: Date;
    env?: Record<string, string> /** Share another test app's database (a second server process). */;
    sharing?: TestApp;
  } = {},
): Promise<TestApp> {
  const database = options.sharing?.database ?? (await createTestDatabase());
  let now = options.now ?? new Date();
  if (options.seed) await seedDemoData(database.db, now);
  const dataDir = mkdtempSync(path.join(tmpdir(), "hancine-test-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...options.env });
  const { app, services } = await buildApp({ config, database, site: loadSite({}), clock: () => now });
  await app.ready();
  return {
    app,
    services,
    database,
    config,
    now: () => now,
    setNow: (date) => {
      now = date;
    },
    async close() {
      await app.close();
      if (!options.sharing) await database.dispose();
    },
  };
}
