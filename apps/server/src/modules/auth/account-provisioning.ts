import { z } from "zod";
import {
  PASSWORD_CONTAINS_EMAIL_MESSAGE,
  USER_ROLES,
  dateOfBirthSchema,
  isCinemaScoped,
  emailSchema,
  fullNameSchema,
  passwordContainsEmailName,
  passwordSchema,
  phoneSchema,
} from "@hancine/contract/auth";
import { chainDay } from "@hancine/contract/format";
import type { Database } from "#server/db/client.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { hashPassword } from "./passwords.ts";
import { assignCinemas, cinemasBySlug } from "./staff-cinemas-repository.ts";
import { findUserByEmail, insertUser, updateUser, type UserRow } from "./users-repository.ts";

/** Stored as the consent record of accounts made by an operator, not through the signup form. */
export const PROVISIONED_TERMS_VERSION = "tao-boi-quan-tri";

export type ProvisionInput = {
  email: string;
  password: string;
  role: (typeof USER_ROLES)[number];
  fullName?: string | undefined;
  phone?: string | undefined;
  dateOfBirth?: string | undefined;
  gender?: "male" | "female" | undefined;
  /** Slugs of the cinemas a staff member or manager works at; none for customers and admins. */
  cinemas?: readonly string[] | undefined;
};

export function provisionSchema(now: Date) {
  return z
    .object({
      email: emailSchema,
      password: passwordSchema,
      role: z.enum(USER_ROLES, { message: "Vai trò phải là customer, staff, manager hoặc admin." }),
      fullName: fullNameSchema.prefault("Nhân viên HanCine"),
      phone: phoneSchema.prefault("0905 000 000"),
      dateOfBirth: dateOfBirthSchema(() => chainDay(now)).prefault("1990-01-01"),
      gender: z.enum(["male", "female"], { message: "Giới tính phải là male hoặc female." }).default("female"),
      cinemas: z.array(z.string().min(1).max(100)).max(50).default([]),
    })
    .refine((v) => !passwordContainsEmailName(v.password, v.email), { path: ["password"], message: PASSWORD_CONTAINS_EMAIL_MESSAGE })
    .refine((v) => isCinemaScoped(v.role) || v.cinemas.length === 0, {
      path: ["cinemas"],
      message: "Chỉ nhân viên và quản lý rạp được gán rạp; khách hàng và quản trị thì không.",
    });
}

export class ProvisionError extends Error {}

/**
 * Creates an account for `npm run user:create` and the demo seed: e-mail already verified (an
 * operator vouches for it), same validation as signup. Refuses an e-mail that has an account.
 */
export async function provisionAccount(db: Database, input: ProvisionInput, now: Date): Promise<UserRow> {
  const parsed = provisionSchema(now).safeParse(input);
  if (!parsed.success) {
    throw new ProvisionError(parsed.error.issues.map((i) => `${String(i.path[0] ?? "")}: ${i.message}`).join(" "));
  }
  const v = parsed.data;
  const passwordHash = await hashPassword(v.password);
  return db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      email: v.email,
      passwordHash,
      fullName: v.fullName,
      phoneE164: v.phone,
      gender: v.gender,
      dateOfBirth: v.dateOfBirth,
      termsVersion: PROVISIONED_TERMS_VERSION,
      termsAcceptedAt: now,
    });
    if (!row) throw new ProvisionError(`email: E-mail ${v.email} đã có tài khoản.`);
    const provisioned = await updateUser(tx, row.id, { emailVerifiedAt: now, role: v.role });
    const { ids, unknown } = await cinemasBySlug(tx, v.cinemas);
    if (unknown.length > 0) throw new ProvisionError(`cinemas: Không có rạp nào mang mã ${unknown.join(", ")}.`);
    await assignCinemas(tx, row.id, ids);
    await writeAudit(tx, { at: now, action: "auth.account.provisioned", actorUserId: row.id, details: { role: v.role, cinemas: v.cinemas } });
    return provisioned!;
  });
}

/** True when an account with this e-mail exists (the demo seed skips those). */
export async function accountExists(db: Database, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== null;
}
