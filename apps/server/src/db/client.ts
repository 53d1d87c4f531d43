import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- both drivers' databases share this base
export type Database = PgDatabase<PgQueryResultHKT, any>;

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Database;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The raw driver, for migrations and LISTEN/NOTIFY. */
  driver: { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };
};

/**
 * A row of the schema as a raw query returns it: timestamps come back as PostgreSQL's text on both
 * drivers (Drizzle turns their parsers off; only its query builder makes them `Date`). Build raw rows
 * from the schema's row types — `RawRow<Pick<typeof orders.$inferSelect, "id" | "expiresAt">>`, with
 * the SQL naming each column by its camelCase key (`expires_at as "expiresAt"`) — plus explicitly
 * typed computed columns.
 */
export type RawRow<Row> = { [Key in keyof Row]: DriverValue<Row[Key]> };
type DriverValue<Value> = Value extends Date ? string : Value;

/** The row type a raw query was written for (`sql<Row>`); `unknown` for an untyped `sql`. */
export type RowOf<Query> = Query extends SQL<infer Row> ? Row : never;

/**
 * Rows of a raw SQL query, typed by the query itself: `queryRows(db, sql<Row>\`…\`)`. The row type
 * cannot be asserted at the call (`queryRows<Row>(…)` does not compile), so it is written beside the
 * SQL that answers it. Both drivers answer `{ rows }`.
 */
export async function queryRows<Query extends SQL<unknown>>(db: Database, query: Query): Promise<RowOf<Query>[]> {
  const result = (await db.execute(query)) as unknown as { rows: RowOf<Query>[] };
  return result.rows;
}

/**
 * Rows of a raw SQL query run as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call (PGlite runs it as usual). For the hot paths only — the seat
 * map and every seat hold. The text must be the same on every call under one name: never a variable
 * number of placeholders (pad a list to a fixed length, as the seat rows query does). Typed like
 * `queryRows`, by the query.
 */
export async function queryPreparedRows<Query extends SQL<unknown>>(db: Database, name: string, query: Query): Promise<RowOf<Query>[]> {
  // Drizzle's own `db.execute` without a name, through the session it keeps on every database and transaction.
  const { session } = (db as unknown as { _: { session: PgSession & { dialect: PgDialect } } })._;
  const prepared = session.prepareQuery(session.dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: RowOf<Query>[] };
  return result.rows;
}

/** A trivial query: readiness answers whether the database does. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
};

/** PostgreSQL when a URL is given; otherwise the embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 20);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, keepAlive: true });
  // A connection's error — the server restarting, a backend terminated — must never crash the process:
  // pg-pool listens to its idle connections only ("error" on the pool), and a connection lent to a
  // request between two statements of a transaction would emit an error nobody hears. Every
  // connection gets a listener of its own for life; the statement in flight fails on its own, the
  // request answers 503 (http/error-handler.ts) and pg-pool drops the broken connection when it is given back.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg(pool) as unknown as Database;
  const handle: DatabaseHandle = {
    kind: "postgres",
    db,
    driver: { kind: "postgres", pool },
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
  await handle.ping();
  return handle;
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "pgdata");
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir: dir, loadDataDir, extensions: { btree_gist } });
  const db = drizzlePglite(client) as unknown as Database;
  return {
    kind: "pglite",
    db,
    driver: { kind: "pglite", client },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
