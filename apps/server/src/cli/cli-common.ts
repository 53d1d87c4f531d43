import { parseArgs, type ParseArgsConfig } from "node:util";
import { ConfigError, loadConfig, type Config } from "../config.ts";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";

/** A problem the person at the terminal can fix: one line, exit 1, never a stack trace. */
export function fail(line: string): never {
  console.error(`✖ ${line}`);
  process.exit(1);
}

/** The command's `--options`; an unknown or malformed one is said in Vietnamese with the usage. */
export function readOptions<O extends NonNullable<ParseArgsConfig["options"]>>(options: O, usage: string) {
  try {
    return parseArgs({ options, strict: true }).values;
  } catch (error) {
    const option = /'(-{1,2}[^']+)'/.exec(error instanceof Error ? error.message : "")?.[1];
    return fail(`${option ? `Tùy chọn không hợp lệ: ${option}` : "Tham số không hợp lệ"}. ${usage}`);
  }
}

export function configOrFail(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** The database the server uses (DATABASE_URL, else the embedded one in DATA_DIR), or `given` settings. */
export async function openOrFail(where: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return openDatabase(where).catch((error: unknown) =>
    fail(`Không kết nối được cơ sở dữ liệu: ${error instanceof Error ? error.message : String(error)}. Kiểm tra DATABASE_URL hoặc DATA_DIR.`),
  );
}

export const describeDatabase = (where: { databaseUrl: string | undefined; dataDir: string }) =>
  where.databaseUrl ? `PostgreSQL ${new URL(where.databaseUrl).host}${new URL(where.databaseUrl).pathname}` : `cơ sở dữ liệu nhúng tại ${where.dataDir}`;
