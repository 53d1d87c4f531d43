// npm run user:create -- --email E --password P --role customer|staff|manager|admin [--cinemas slug,slug] [--name "Họ Tên"] [--phone 09…] [--dob YYYY-MM-DD] [--gender male|female]
// Staff and managers need --cinemas: the slugs of the cinemas they work at (e.g. hancine-song-han).
// Opens the same database as the server (DATABASE_URL, else the embedded one in DATA_DIR).
// With the embedded database, stop the server first: PGlite allows one process at a time.
import { parseArgs } from "node:util";
import { ROLE_NAMES } from "@hancine/contract/auth";
import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { applyMigrations } from "../db/migrate.ts";
import { ProvisionError, provisionAccount } from "../modules/auth/account-provisioning.ts";

const USAGE =
  'Cách dùng: npm run user:create -- --email E --password P --role customer|staff|manager|admin [--cinemas hancine-song-han,hancine-son-tra] [--name "Họ Tên"] [--phone 0905…] [--dob YYYY-MM-DD] [--gender male|female]';

function fail(line: string): never {
  console.error(`✖ ${line}`);
  process.exit(1);
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      role: { type: "string" },
      cinemas: { type: "string" },
      name: { type: "string" },
      phone: { type: "string" },
      dob: { type: "string" },
      gender: { type: "string" },
    },
    strict: true,
  }).values;
}
try {
  args = parse();
} catch (error) {
  const option = /'(-{1,2}[^']+)'/.exec(error instanceof Error ? error.message : "")?.[1];
  fail(`${option ? `Tùy chọn không hợp lệ: ${option}` : "Tham số không hợp lệ"}. ${USAGE}`);
}
if (!args.email || !args.password || !args.role) fail(`Thiếu --email, --password hoặc --role. ${USAGE}`);
const cinemas = (args.cinemas ?? "")
  .split(",")
  .map((slug) => slug.trim())
  .filter(Boolean);
if ((args.role === "staff" || args.role === "manager") && cinemas.length === 0) {
  fail(`Nhân viên và quản lý rạp cần --cinemas: mã các rạp họ làm việc, cách nhau bởi dấu phẩy (ví dụ hancine-song-han). ${USAGE}`);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error: unknown) =>
  fail(`Không kết nối được cơ sở dữ liệu: ${error instanceof Error ? error.message : String(error)}. Kiểm tra DATABASE_URL hoặc DATA_DIR.`),
);
try {
  await applyMigrations(database);
  const user = await provisionAccount(
    database.db,
    {
      email: args.email,
      password: args.password,
      role: args.role as "customer",
      fullName: args.name,
      phone: args.phone,
      dateOfBirth: args.dob,
      gender: args.gender as "male" | undefined,
      cinemas,
    },
    new Date(),
  );
  console.log(`✔ Đã tạo tài khoản ${user.email} (vai trò ${ROLE_NAMES[user.role]}${cinemas.length > 0 ? `, rạp ${cinemas.join(", ")}` : ""}).`);
} catch (error) {
  await database.close();
  if (error instanceof ProvisionError) fail(`Không tạo được tài khoản: ${error.message}`);
  throw error;
}
await database.close();
