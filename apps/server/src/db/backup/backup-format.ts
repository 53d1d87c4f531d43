/**
 * A HanCine backup (decision 072): gzip'd lines of JSON, the same for both databases so a backup of
 * the embedded one restores into PostgreSQL and back. Line 1 is the manifest; then, for each table,
 * a line `{"table": name, "rows": n}` and its n rows, each as PostgreSQL's `row_to_json` wrote it.
 */
export const BACKUP_FORMAT = "hancine-backup";
export const BACKUP_VERSION = 1;

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** Which database it was taken from: "pglite" or "postgres". */
  source: string;
  /** The migrations the database had (drizzle's journal `when`), oldest first: the schema the rows fit. */
  migrations: number[];
  tables: { name: string; rows: number }[];
};

export type TableHeader = { table: string; rows: number };

export class BackupError extends Error {}
