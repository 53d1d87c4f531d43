import type { Database } from "../client.ts";
import { hasRole } from "@hancine/contract/auth";
import { accountExists, provisionAccount, type ProvisionInput } from "#server/modules/auth/account-provisioning.ts";
import { enrolDemoTotp } from "#server/modules/auth/demo-second-factor.ts";
import { DEMO_TOTP_SECRET } from "./demo-totp.ts";

/** The demo's sign-in accounts (README lists them). Never seeded in production. */
export const DEMO_ACCOUNTS: readonly ProvisionInput[] = [
  {
    email: "khachhang@hancine.vn",
    password: "XemPhim2026",
    role: "customer",
    fullName: "Nguyễn Minh Anh",
    phone: "0905 123 456",
    dateOfBirth: "1998-06-15",
    gender: "female",
  },
  {
    email: "nhanvien@hancine.vn",
    password: "SoatVe2026",
    role: "staff",
    fullName: "Trần Quốc Bảo",
    phone: "0935 234 567",
    dateOfBirth: "1996-03-08",
    gender: "male",
    cinemas: ["hancine-song-han"],
  },
  {
    email: "quanly@hancine.vn",
    password: "LichChieu2026",
    role: "manager",
    fullName: "Phạm Gia Huy",
    phone: "0983 456 789",
    dateOfBirth: "1988-09-02",
    gender: "male",
    cinemas: ["hancine-song-han"],
  },
  {
    email: "admin@hancine.vn",
    password: "QuanTri2026",
    role: "admin",
    fullName: "Lê Thu Hà",
    phone: "0914 345 678",
    dateOfBirth: "1990-11-20",
    gender: "female",
  },
];

/**
 * Adds the demo accounts that are missing (also into a database seeded before they existed), and
 * enrols the staff, manager and admin among them with the published authenticator-app secret
 * (DEMO_TOTP_SECRET) when they have no second factor yet. Called outside production only (seed-on-start.ts).
 */
export async function ensureDemoAccounts(db: Database, now: Date, sessionSecret: string): Promise<number> {
  let added = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (!(await accountExists(db, account.email))) {
      try {
        await provisionAccount(db, account, now);
        added += 1;
      } catch (error) {
        // Another instance starting at the same time added it first.
        if (!(await accountExists(db, account.email))) throw error;
      }
    }
    if (hasRole(account.role, "staff")) await enrolDemoTotp(db, account.email, { sessionSecret, secret: DEMO_TOTP_SECRET, now });
  }
  return added;
}
