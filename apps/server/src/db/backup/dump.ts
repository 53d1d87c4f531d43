import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import { PassThrough } from "node:stream";
import { createGzip } from "node:zlib";
import type { DatabaseHandle } from "../client.ts";
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, type BackupManifest } from "./backup-format.ts";
import { appliedMigrations, ident, tablesOf, withRawSession } from "./raw-session.ts";

const BATCH = 1000;

/**
 * Writes a backup of the whole database to `file` (decision 072): one read-only transaction, so the
 * tables agree with each other however busy the site is (PostgreSQL); each table read by a cursor, a
 * thousand rows at a time. Answers the manifest.
 */
export async function dumpDatabase(handle: DatabaseHandle, file: string, now: Date): Promise<BackupManifest> {
  return withRawSession(handle, async (session) => {
    await session.query("begin isolation level repeatable read read only");
    try {
      const migrations = await appliedMigrations(session);
      if (migrations.length === 0) throw new BackupError("Cơ sở dữ liệu này chưa có dữ liệu HanCine (chưa chạy migration nào): không có gì để sao lưu.");
      const tables = await tablesOf(session);
      // One connection: one statement at a time.
      const counts: BackupManifest["tables"] = [];
      for (const name of tables) {
        const [row] = await session.query<{ n: string }>(`select count(*)::text as n from ${ident(name)}`);
        counts.push({ name, rows: Number(row?.n ?? 0) });
      }
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        source: handle.kind,
        migrations,
        tables: counts,
      };

      const lines = new PassThrough();
      const written = pipeline(lines, createGzip(), createWriteStream(file, { mode: 0o600 }));
      const write = async (line: string) => {
        if (!lines.write(`${line}\n`)) await once(lines, "drain");
      };
      await write(JSON.stringify(manifest));
      for (const { name, rows } of counts) {
        await write(JSON.stringify({ table: name, rows }));
        await session.query(`declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${ident(name)} t`);
        let seen = 0;
        for (;;) {
          const batch = await session.query<{ r: string }>(`fetch ${BATCH} from backup_rows`);
          for (const row of batch) await write(row.r);
          seen += batch.length;
          if (batch.length < BATCH) break;
        }
        await session.query("close backup_rows");
        if (seen !== rows) throw new BackupError(`Bảng ${name} đổi số dòng trong lúc sao lưu (${rows} → ${seen}).`);
      }
      lines.end();
      await written;
      return manifest;
    } finally {
      await session.query("rollback").catch(() => {});
    }
  });
}
