import type { DatabaseHandle } from "../client.ts";

/** Plain SQL on one connection of either database, for the backup tools (whole-database work, no schema types). */
export type RawSession = { query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]> };

export async function withRawSession<T>(handle: DatabaseHandle, work: (session: RawSession) => Promise<T>): Promise<T> {
  const { driver } = handle;
  if (driver.kind === "pglite") {
    return work({ query: async <Row>(text: string, params?: unknown[]) => (await driver.client.query<Row>(text, params)).rows });
  }
  const client = await driver.pool.connect();
  try {
    return await work({ query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[] });
  } finally {
    client.release();
  }
}

/** `"name"` as an SQL identifier. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The application's tables (schema `public`), by name. */
export async function tablesOf(session: RawSession): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1",
  );
  return rows.map((row) => row.name);
}

/** The migrations applied (drizzle's journal `when` of each), oldest first; none when drizzle's table is absent. */
export async function appliedMigrations(session: RawSession): Promise<number[]> {
  const [exists] = await session.query<{ found: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as found");
  if (!exists?.found) return [];
  const rows = await session.query<{ created_at: string }>("select created_at::text from drizzle.__drizzle_migrations order by created_at");
  return rows.map((row) => Number(row.created_at));
}
