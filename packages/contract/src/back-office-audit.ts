import { z } from "zod";
import { dateQuery } from "./query-schemas.ts";

/** The change log of the back office (API "Back office": who, when, before/after; docs/decisions/039). */

/** What a back-office change is about; `GET /admin/audit?entity=&id=` reads the trail of one. */
export const AUDIT_ENTITIES = [
  "film",
  "media",
  "auditorium",
  "showtime",
  "price_rules",
  "holiday",
  "user",
  "order",
  "banner",
  "promotion",
  "post",
  "product",
  "voucher",
  "sale_event",
  "film_review",
  "shift",
  "gift_card",
  "report_subscription",
  "distributor",
  "cinema",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_PAGE_SIZE = 30;

export const auditEntrySchema = z
  .object({
    at: z.string(),
    actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable().describe("null: hệ thống, hoặc tài khoản đã bị xoá"),
    action: z.string().describe("Dạng có dấu chấm: price_rules.update, user.update…"),
    entity: z.string(),
    id: z.string().describe("Mã của thứ bị thay đổi"),
    label: z.string().nullable().describe("Tên dễ đọc của thứ bị thay đổi (e-mail, tên rạp, ngày…)"),
    cinema: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuery = z
  .object({
    entity: z.enum(AUDIT_ENTITIES, { error: `Loại đối tượng phải là một trong: ${AUDIT_ENTITIES.join(", ")}.` }).optional(),
    id: z.string().max(200, { error: "Mã đối tượng dài tối đa 200 ký tự." }).optional(),
    actor: z.string().max(200, { error: "Người thực hiện: tối đa 200 ký tự." }).optional().describe("Mã, e-mail hoặc tên người thực hiện"),
    from: dateQuery.optional().describe("YYYY-MM-DD, giờ Việt Nam, tính cả ngày này"),
    to: dateQuery.optional().describe("YYYY-MM-DD, tính cả ngày này"),
    page: z
      .string()
      .regex(/^[1-9]\d{0,4}$/, { error: "Số trang phải là số nguyên dương." })
      .optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ["to"], error: "Ngày kết thúc phải bằng hoặc sau ngày bắt đầu." });
