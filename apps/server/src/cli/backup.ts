// npm run backup -- --to FILE: the whole database the server uses (DATABASE_URL, else DATA_DIR) into
// one file (decision 072). With PostgreSQL it may run while the site serves (one consistent snapshot);
// with the embedded database, stop the server first (PGlite allows one process at a time).
import { existsSync } from "node:fs";
import { dumpDatabase } from "../db/backup/dump.ts";
import { BackupError } from "../db/backup/backup-format.ts";
import { configOrFail, describeDatabase, fail, openOrFail, readOptions } from "./cli-common.ts";

const USAGE = "Cách dùng: npm run backup -- --to hancine-2026-11-29.backup.gz";
const args = readOptions({ to: { type: "string" } }, USAGE);
if (!args.to) fail(`Thiếu --to: tệp sẽ chứa bản sao lưu. ${USAGE}`);
if (existsSync(args.to)) fail(`${args.to} đã có: chọn một tên tệp mới (bản sao lưu không ghi đè tệp nào).`);

const config = configOrFail();
const database = await openOrFail(config);
const started = Date.now();
try {
  const manifest = await dumpDatabase(database, args.to, new Date());
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `✔ Đã sao lưu ${describeDatabase(config)} vào ${args.to}: ${manifest.tables.length} bảng, ${rows.toLocaleString("vi-VN")} dòng, trong ${((Date.now() - started) / 1000).toFixed(1)} giây.`,
  );
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
