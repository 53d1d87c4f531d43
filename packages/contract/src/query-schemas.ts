import { z } from "zod";
import { NATIONWIDE, isCitySlug } from "./cities.ts";

/** `?city=`: a slug from /cities; `toan-quoc` or absent means nationwide (undefined). */
export const cityQuery = z.object({
  city: z
    .string()
    .max(64)
    .optional()
    .refine((v) => v === undefined || v === NATIONWIDE.slug || isCitySlug(v), {
      message: "Không có tỉnh/thành phố này. Hãy chọn một trong danh sách của GET /api/v1/cities.",
    })
    .transform((v) => (v === NATIONWIDE.slug ? undefined : v))
    .describe("City slug from /cities; `toan-quoc` or absent means nationwide"),
});

export const slugQuery = z
  .string()
  .max(160)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Mã định danh chỉ gồm chữ thường không dấu, số và dấu gạch ngang.");

/**
 * Whether a text is a day of the calendar ("2026-02-30" is not). Never throws: zod runs a refinement
 * after a failed pattern too, so it sees any text at all.
 */
export const isCalendarDay = (v: string) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export const dateQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Ngày phải có dạng YYYY-MM-DD.")
  .refine(isCalendarDay, "Ngày không tồn tại.");

/** `?page=` of a paged list: from 1 (the default); anything else is the envelope's 400 with these words. */
export const pageNumberQuery = z.coerce
  .number({ message: "Trang phải là một số." })
  .int({ message: "Trang phải là số nguyên." })
  .min(1, { message: "Trang bắt đầu từ 1." })
  .max(10_000, { message: "Trang tối đa 10.000." })
  .default(1);

/** `?q=` of a back-office list: words to look for, NFC, trimmed, at most 100 characters. */
export const searchWordsQuery = z
  .string({ message: "Từ khóa tìm kiếm phải là chữ." })
  .max(100, { message: "Từ khóa tìm kiếm tối đa 100 ký tự." })
  .transform((v) => v.normalize("NFC").trim())
  .optional();
