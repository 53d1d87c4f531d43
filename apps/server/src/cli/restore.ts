// npm run restore -- --from FILE: a backup into the database the server is configured with
// (DATABASE_URL, else DATA_DIR), which must be empty (decision 072). Stop the servers first.
import { existsSync } from "node:fs";
import { loadDatabase } from "../db/backup/load.ts";
import { BackupError } from "../db/backup/backup-format.ts";
import { configOrFail, describeDatabase, fail, openOrFail, readOptions } from "./cli-common.ts";

const USAGE = "Cách dùng: npm run restore -- --from hancine-2026-11-29.backup.gz";
const args = readOptions({ from: { type: "string" } }, USAGE);
if (!args.from) fail(`Thiếu --from: tệp sao lưu cần khôi phục. ${USAGE}`);
if (!existsSync(args.from)) fail(`Không tìm thấy tệp ${args.from}.`);

const config = configOrFail();
const database = await openOrFail(config);
const started = Date.now();
try {
  const manifest = await loadDatabase(database, args.from);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `✔ Đã khôi phục bản sao lưu lúc ${manifest.createdAt} vào ${describeDatabase(config)}: ${rows.toLocaleString("vi-VN")} dòng, trong ${((Date.now() - started) / 1000).toFixed(1)} giây.`,
  );
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
