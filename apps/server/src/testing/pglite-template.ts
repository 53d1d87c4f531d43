import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { applyMigrations } from "../db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated, empty PGlite data directory (`dumpDataDir`), or "" on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global setup: one PGlite is created and migrated for the whole run, and each test file's
 * database starts from a copy of it (`createTestDatabase`) — starting PGlite from a data directory
 * takes about a second, creating one (initdb) three or more (decision 043).
 */
export async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return void project.provide("pgliteTemplate", "");
  const handle = await openDatabase({});
  await applyMigrations(handle);
  if (handle.driver.kind !== "pglite") throw new Error("expected PGlite");
  const dump = await handle.driver.client.dumpDataDir("none");
  await handle.close();
  const dir = mkdtempSync(path.join(tmpdir(), "hancine-pglite-template-"));
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
