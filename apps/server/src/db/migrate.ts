import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { DatabaseHandle } from "./client.ts";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Arbitrary constant: instances starting together take turns applying migrations. */
const MIGRATION_LOCK = 7_261_001;

/** Applies the migrations of `folder` (the code's own unless told: a restore first applies those its backup knew). */
export async function applyMigrations(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  const driver = handle.driver;
  if (driver.kind === "pglite") {
    await migratePglite(drizzlePglite(driver.client), { migrationsFolder: folder });
    return;
  }
  const client = await driver.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
