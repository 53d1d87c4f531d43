// npm run user:create -- --email E --password P --role customer|staff|manager|admin [--cinemas slug,slug] [--name "Họ Tên"] [--phone 09…] [--dob YYYY-MM-DD] [--gender male|female]
// Staff and managers need --cinemas: the slugs of the cinemas they work at (e.g. hancine-song-han).
// Opens the same database as the server (DATABASE_URL, else the embedded one in DATA_DIR).
// With the embedded database, stop the server first: PGlite allows one process at a time.
import { ROLE_NAMES } from "@hancine/contract/auth";
import { applyMigrations } from "../db/migrate.ts";
import { ProvisionError, provisionAccount } from "../modules/auth/account-provisioning.ts";
import { configOrFail, fail, openOrFail, readOptions } from "./cli-common.ts";

const USAGE =
  'Cách dùng: npm run user:create -- --email E --password P --role customer|staff|manager|admin [--cinemas hancine-song-han,hancine-son-tra] [--name "Họ Tên"] [--phone 0905…] [--dob YYYY-MM-DD] [--gender male|female]';

const args = readOptions(
  {
    email: { type: "string" },
    password: { type: "string" },
    role: { type: "string" },
    cinemas: { type: "string" },
    name: { type: "string" },
    phone: { type: "string" },
    dob: { type: "string" },
    gender: { type: "string" },
  },
  USAGE,
);
if (!args.email || !args.password || !args.role) fail(`Thiếu --email, --password hoặc --role. ${USAGE}`);
const cinemas = (args.cinemas ?? "")
  .split(",")
  .map((slug) => slug.trim())
  .filter(Boolean);
if ((args.role === "staff" || args.role === "manager") && cinemas.length === 0) {
  fail(`Nhân viên và quản lý rạp cần --cinemas: mã các rạp họ làm việc, cách nhau bởi dấu phẩy (ví dụ hancine-song-han). ${USAGE}`);
}

const config = configOrFail();
const database = await openOrFail(config);
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
