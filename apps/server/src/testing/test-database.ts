import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";
import { createPostgresDatabase } from "../db/create-database.ts";
import { applyMigrations } from "../db/migrate.ts";

/**
 * A fresh, migrated database for one test file: an in-memory PGlite (a copy of the run's migrated
 * template), or — when TEST_DATABASE_URL is set — a new database created on that PostgreSQL server
 * and dropped afterwards.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A copy of the run's migrated template (pglite-template.ts); migrations below find nothing to do.
    const template = inject("pgliteTemplate");
    const handle = await openDatabase(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {});
    await applyMigrations(handle);
    return { ...handle, dispose: () => handle.close() };
  }
  const { name, url } = await createPostgresDatabase(serverUrl, "hancine_test");
  // Two files run at once in CI (decision 060): two pools of 40 stay under PostgreSQL's default 100 connections.
  const handle = await openDatabase({ databaseUrl: url, poolSize: 40 });
  await applyMigrations(handle);
  return {
    ...handle,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
