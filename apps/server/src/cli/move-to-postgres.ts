// npm run db:move-to-postgres -- --to postgres://…: copies the embedded database (DATA_DIR) into an
// empty PostgreSQL database (decision 072). Stop the server first; afterwards start it with DATABASE_URL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dumpDatabase } from "../db/backup/dump.ts";
import { loadDatabase } from "../db/backup/load.ts";
import { BackupError } from "../db/backup/backup-format.ts";
import { configOrFail, describeDatabase, fail, openOrFail, readOptions } from "./cli-common.ts";

const USAGE = "Cách dùng: npm run db:move-to-postgres -- --to postgres://hancine:mật-khẩu@db.noi-bo:5432/hancine";
const args = readOptions({ to: { type: "string" } }, USAGE);
if (!args.to || !/^postgres(ql)?:\/\//.test(args.to)) fail(`Thiếu --to: địa chỉ postgres://… của một cơ sở dữ liệu trống. ${USAGE}`);

const config = configOrFail();
const from = { databaseUrl: undefined, dataDir: config.dataDir };
const to = { databaseUrl: args.to, dataDir: config.dataDir };
const folder = mkdtempSync(path.join(tmpdir(), "hancine-move-"));
const file = path.join(folder, "move.backup.gz");
try {
  const source = await openOrFail(from);
  try {
    await dumpDatabase(source, file, new Date());
  } finally {
    await source.close();
  }
  const target = await openOrFail(to);
  try {
    const manifest = await loadDatabase(target, file);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `✔ Đã chuyển ${describeDatabase(from)} sang ${describeDatabase(to)}: ${rows.toLocaleString("vi-VN")} dòng. Từ giờ hãy chạy máy chủ với DATABASE_URL=${args.to.replace(/\/\/[^@/]*@/, "//…@")}.`,
    );
  } finally {
    await target.close();
  }
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
