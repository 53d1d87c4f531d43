import { z } from "zod";
import { USER_ROLES } from "./auth.ts";
import { slugQuery } from "./query-schemas.ts";

/** The back office's people: roles, cinemas, disabled accounts (API "Back office", admins only; docs/decisions/039). */

export const ADMIN_USERS_PAGE_SIZE = 20;

const roleField = z.enum(USER_ROLES, { error: "Vai trò phải là customer, staff, manager hoặc admin." });

export const adminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    fullName: z.string(),
    phone: z.string().describe("E.164"),
    role: roleField,
    cinemas: z.array(z.object({ slug: z.string(), name: z.string() })),
    disabled: z.boolean(),
    disabledAt: z.string().nullable(),
    createdAt: z.string(),
    mfaEnrolled: z.boolean().optional().describe("Has a second factor (an authenticator app or a passkey)"),
  })
  .meta({ id: "AdminUser" });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuery = z.object({
  q: z.string().max(100, { error: "Từ khoá tìm kiếm dài tối đa 100 ký tự." }).optional().describe("E-mail, họ tên (không dấu cũng được) hoặc số điện thoại"),
  role: roleField.optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, { error: "Số trang phải là số nguyên dương." })
    .optional()
    .describe("Từ 1"),
});

export const adminUsersPageSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adminUserParams = z.object({ id: z.uuid({ error: "Mã người dùng không hợp lệ." }) });

export const adminUserPatchSchema = z
  .object({
    role: roleField.optional(),
    cinemas: z
      .array(slugQuery, { error: "Danh sách rạp phải là một mảng mã rạp." })
      .max(50, { error: "Tối đa 50 rạp." })
      .optional()
      .describe("Mã (slug) các rạp; thay toàn bộ danh sách cũ"),
    disabled: z.boolean({ error: "Trường disabled phải là true hoặc false." }).optional(),
  })
  .refine((v) => v.role !== undefined || v.cinemas !== undefined || v.disabled !== undefined, {
    error: "Hãy gửi ít nhất một thay đổi: role, cinemas hoặc disabled.",
  });

/** `POST /admin/users/:id/mfa/reset`: what was removed and how many sessions ended. */
export const mfaResetResultSchema = z.object({
  user: adminUserSchema,
  removed: z.object({ totp: z.boolean(), passkeys: z.number().int(), recoveryCodes: z.number().int() }),
  sessionsEnded: z.number().int(),
});
export type MfaResetResult = z.infer<typeof mfaResetResultSchema>;
