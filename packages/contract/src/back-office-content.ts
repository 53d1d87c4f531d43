import { z } from "zod";
import { ageRatingSchema, POST_TYPES, PRODUCT_KINDS } from "./catalog.ts";
import { chainTime } from "./chain-clock.ts";
import { isoFromDayMonthYear } from "./format.ts";
import { pageNumberQuery, searchWordsQuery } from "./query-schemas.ts";
import { CONTENT_STATES, CONTENT_STATUSES } from "./content-publishing.ts";
import { voucherRuleSchema } from "./vouchers.ts";

/** The back office's content (API "Back office": `/admin/banners`, `/admin/promotions`; docs/decisions/047). */

const MEDIA_ID = /^[a-f0-9]{16}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Text trimmed and NFC-normalised; `min` 1 means required. */
function text(label: string, min: number, max: number) {
  return z
    .string({ message: `${label} phải là chữ.` })
    .max(max * 2, { message: `${label} tối đa ${max} ký tự.` })
    .transform((v) => v.normalize("NFC").trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(min, { message: `Vui lòng nhập ${label.toLowerCase()}.` })
        .max(max, { message: `${label} tối đa ${max} ký tự.` }),
    );
}

/** An optional text (the English ones, decision 095): trimmed and NFC-normalised; blank = none (null). */
function optionalText(label: string, min: number, max: number) {
  return z
    .string({ message: `${label} phải là chữ.` })
    .max(max * 2, { message: `${label} tối đa ${max} ký tự.` })
    .transform((v) => v.normalize("NFC").trim().replace(/\s+/g, " "))
    .pipe(z.string().max(max, { message: `${label} tối đa ${max} ký tự.` }))
    .refine((v) => v === "" || v.length >= min, { message: `${label} cần ít nhất ${min} ký tự, hoặc để trống.` })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();
}

/** An optional rich text body in English (HTML, sanitized on the server); blank = none (null). */
function optionalBody(max: number) {
  return z
    .string({ message: "Nội dung tiếng Anh phải là chữ." })
    .max(max, { message: `Nội dung tiếng Anh quá dài (tối đa ${max.toLocaleString("vi-VN")} ký tự).` })
    .transform((v) => (v.replace(/<[^>]*>/g, "").trim() === "" ? null : v))
    .nullable()
    .optional()
    .describe("Rich text (HTML) in English; sanitized on the server; blank: none");
}

/**
 * A promotion's or post's English texts (decision 095) come together: all of them or none (the
 * database holds the same rule). In a change, sent together or not at all.
 */
function englishTogether(keys: readonly string[], label: string) {
  return (item: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const sent = keys.filter((key) => item[key] !== undefined);
    if (sent.length === 0) return;
    const given = keys.filter((key) => item[key] !== undefined && item[key] !== null);
    if (sent.length === keys.length && (given.length === 0 || given.length === keys.length)) return;
    const missing = keys.find((key) => item[key] === undefined || item[key] === null) ?? keys[0]!;
    ctx.addIssue({ code: "custom", path: [missing], message: `Bản tiếng Anh cần đủ ${label}, hoặc để trống cả.` });
  };
}

/**
 * A moment typed "dd/MM/yyyy HH:mm" in the chain's zone (the editor's field), or ISO 8601 with an
 * offset (apps); blank = none.
 */
export function momentSchema(label: string) {
  const shape = `${label} phải có dạng ngày/tháng/năm giờ:phút, ví dụ 01/12/2026 00:00.`;
  return z
    .string({ message: shape })
    .max(40, { message: shape })
    .transform((value, ctx): Date | null => {
      const trimmed = value.trim();
      if (trimmed === "") return null;
      const typed = /^(\d{1,2}\/\d{1,2}\/\d{4})\s+(\d{1,2}):(\d{2})$/.exec(trimmed);
      if (typed) {
        const day = isoFromDayMonthYear(typed[1]!)!;
        const [hour, minute] = [Number(typed[2]), Number(typed[3])];
        const check = new Date(`${day}T00:00:00Z`);
        if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day || hour > 23 || minute > 59) {
          ctx.addIssue({ code: "custom", message: `${label} không có trên lịch, bạn hãy kiểm tra lại.` });
          return z.NEVER;
        }
        return chainTime(day, hour, minute);
      }
      if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(trimmed)) {
        const at = new Date(trimmed);
        if (!Number.isNaN(at.getTime())) return at;
      }
      ctx.addIssue({ code: "custom", message: shape });
      return z.NEVER;
    })
    .nullable()
    .transform((v) => v ?? null);
}

const publishingFields = {
  status: z.enum(CONTENT_STATUSES, { message: "Trạng thái chỉ gồm bản nháp, hẹn giờ, đăng hoặc lưu trữ." }),
  publishAt: momentSchema("Thời điểm bắt đầu hiển thị").optional().describe("dd/MM/yyyy HH:mm (giờ Việt Nam) hoặc ISO 8601; trống: ngay khi đăng"),
  unpublishAt: momentSchema("Thời điểm kết thúc hiển thị").optional().describe("dd/MM/yyyy HH:mm (giờ Việt Nam) hoặc ISO 8601; trống: đến khi lưu trữ"),
};

const windowInOrder = (item: { publishAt?: Date | null | undefined; unpublishAt?: Date | null | undefined }, ctx: z.RefinementCtx) => {
  if (item.publishAt && item.unpublishAt && item.unpublishAt <= item.publishAt)
    ctx.addIssue({ code: "custom", path: ["unpublishAt"], message: "Thời điểm kết thúc phải sau thời điểm bắt đầu hiển thị." });
};

const publishingResult = {
  status: z.enum(CONTENT_STATUSES),
  state: z.enum(CONTENT_STATES).describe("The status read now: a scheduled item whose time came is published, one past its end ended"),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  updatedAt: z.string(),
};

// ——— Banners ———

const bannerCopySchema = z.object(
  {
    eyebrow: z.array(text("Nhãn nhỏ", 1, 40), { message: "Nhãn nhỏ không hợp lệ." }).max(3, { message: "Tối đa 3 nhãn nhỏ." }),
    headline: text("Tiêu đề", 1, 80),
    subline: text("Dòng mô tả", 0, 160),
    cta: text("Nút hành động", 1, 30),
    age: ageRatingSchema.optional(),
  },
  { message: "Chữ trên banner không hợp lệ." },
);

/** A link inside the site ("/khuyen-mai/…") or to another https site. */
const linkSchema = z
  .string({ message: "Liên kết phải là chữ." })
  .max(500, { message: "Liên kết quá dài." })
  .transform((v) => v.trim())
  .refine((v) => v === "" || /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s/]+(\/[^\s]*)?$/.test(v), {
    message: "Liên kết phải là đường dẫn trong trang (bắt đầu bằng /) hoặc địa chỉ https://.",
  })
  .transform((v) => (v === "" ? null : v))
  .nullable()
  .optional();

const bannerFields = {
  imageMediaId: z
    .string({ message: "Hãy tải lên ảnh banner cho máy tính." })
    .regex(MEDIA_ID, { message: "Ảnh banner không hợp lệ, bạn hãy tải lên lại." })
    .describe("The id POST /admin/media answered: art without words, 21:9"),
  mobileMediaId: z
    .string({ message: "Ảnh cho điện thoại không hợp lệ." })
    .regex(MEDIA_ID, { message: "Ảnh cho điện thoại không hợp lệ, bạn hãy tải lên lại." })
    .nullable()
    .optional()
    .describe("Art composed for phones, 4:3; without it phones show the wide art"),
  alt: text("Mô tả ảnh", 5, 200),
  link: linkSchema,
  copy: bannerCopySchema.nullable().optional().describe("The banner's words, shown as text over the art (decision 022)"),
  altEn: optionalText("Mô tả ảnh (tiếng Anh)", 5, 200).describe("The picture's description in English (decision 095); blank: none"),
  copyEn: bannerCopySchema.nullable().optional().describe("The banner's words in English, shown on the English site (decision 095); null: none"),
  ...publishingFields,
};

export const bannerInputSchema = z.object(bannerFields, { message: "Dữ liệu banner phải là một đối tượng JSON." }).superRefine(windowInOrder);
export type BannerInput = z.output<typeof bannerInputSchema>;

export const bannerPatchSchema = z
  .object(
    { ...bannerFields, position: z.number({ message: "Thứ tự phải là một số." }).int().min(0).max(999).describe("0 = first") },
    { message: "Dữ liệu banner phải là một đối tượng JSON." },
  )
  .partial()
  .superRefine(windowInOrder);
export type BannerPatch = z.output<typeof bannerPatchSchema>;

export const adminBannerSchema = z
  .object({
    id: z.string(),
    image: z.string(),
    imageMediaId: z.string().nullable(),
    mobileImage: z.string().nullable(),
    mobileMediaId: z.string().nullable(),
    alt: z.string(),
    link: z.string().nullable(),
    copy: z.object({ eyebrow: z.array(z.string()), headline: z.string(), subline: z.string(), cta: z.string(), age: ageRatingSchema.optional() }).nullable(),
    altEn: z.string().nullable(),
    copyEn: z.object({ eyebrow: z.array(z.string()), headline: z.string(), subline: z.string(), cta: z.string(), age: ageRatingSchema.optional() }).nullable(),
    position: z.number().int(),
    ...publishingResult,
  })
  .meta({ id: "AdminBanner" });
export type AdminBanner = z.infer<typeof adminBannerSchema>;

// ——— Promotions ———

const dayField = (label: string) =>
  z.string({ message: `${label} phải có dạng ngày/tháng/năm.` }).transform((value, ctx) => {
    const iso = isoFromDayMonthYear(value) ?? value.trim();
    const check = new Date(`${iso}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== iso) {
      ctx.addIssue({ code: "custom", message: `${label} phải có dạng ngày/tháng/năm, ví dụ 01/12/2026.` });
      return z.NEVER;
    }
    return iso;
  });

const promotionFields = {
  title: text("Tiêu đề", 5, 160),
  slug: z
    .string({ message: "Đường dẫn phải là chữ." })
    .max(120, { message: "Đường dẫn tối đa 120 ký tự." })
    .transform((v) => v.trim())
    .refine((v) => v === "" || SLUG.test(v), { message: "Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang, ví dụ dong-gia-45k." })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
  imageMediaId: z.string({ message: "Hãy tải lên ảnh của chương trình." }).regex(MEDIA_ID, { message: "Ảnh không hợp lệ, bạn hãy tải lên lại." }),
  summary: text("Tóm tắt", 10, 300),
  body: z
    .string({ message: "Nội dung phải là chữ." })
    .max(100_000, { message: "Nội dung quá dài (tối đa 100.000 ký tự)." })
    .describe("Rich text (HTML); sanitized on the server, never trusted from the browser"),
  validFrom: dayField("Ngày bắt đầu ưu đãi"),
  validUntil: dayField("Ngày kết thúc ưu đãi"),
  voucherCode: z
    .string({ message: "Mã voucher phải là chữ." })
    .max(40, { message: "Mã voucher tối đa 40 ký tự." })
    .transform((v) => v.trim().toUpperCase())
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional()
    .describe("The voucher rule it advertises: the page's conditions are written from that rule"),
  titleEn: optionalText("Tiêu đề tiếng Anh", 5, 160).describe("English title (decision 095): with summaryEn and bodyEn, all or none; blank: none"),
  summaryEn: optionalText("Tóm tắt tiếng Anh", 10, 300),
  bodyEn: optionalBody(100_000),
  ...publishingFields,
};

const PROMOTION_ENGLISH = englishTogether(["titleEn", "summaryEn", "bodyEn"], "tiêu đề, tóm tắt và nội dung");

const validityInOrder = (p: { validFrom?: string | undefined; validUntil?: string | undefined }, ctx: z.RefinementCtx) => {
  if (p.validFrom && p.validUntil && p.validUntil < p.validFrom)
    ctx.addIssue({ code: "custom", path: ["validUntil"], message: "Ngày kết thúc ưu đãi phải từ ngày bắt đầu trở đi." });
};

export const promotionInputSchema = z
  .object(promotionFields, { message: "Dữ liệu khuyến mãi phải là một đối tượng JSON." })
  .superRefine(windowInOrder)
  .superRefine(validityInOrder)
  .superRefine(PROMOTION_ENGLISH);
export type PromotionInput = z.output<typeof promotionInputSchema>;

export const promotionPatchSchema = z
  .object(
    { ...promotionFields, position: z.number({ message: "Thứ tự phải là một số." }).int().min(0).max(999) },
    { message: "Dữ liệu khuyến mãi phải là một đối tượng JSON." },
  )
  .partial()
  .superRefine(windowInOrder)
  .superRefine(validityInOrder)
  .superRefine(PROMOTION_ENGLISH);
export type PromotionPatch = z.output<typeof promotionPatchSchema>;

export const adminPromotionSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    image: z.string(),
    imageMediaId: z.string().nullable(),
    summary: z.string(),
    body: z.string().describe("Sanitized HTML"),
    titleEn: z.string().nullable(),
    summaryEn: z.string().nullable(),
    bodyEn: z.string().nullable().describe("Sanitized HTML"),
    validFrom: z.string(),
    validUntil: z.string(),
    voucherCode: z.string().nullable(),
    voucher: z
      .object({ code: z.string(), benefit: z.string(), conditions: z.array(z.string()) })
      .nullable()
      .describe("The rule's own texts, as the public page shows them"),
    position: z.number().int(),
    ...publishingResult,
  })
  .meta({ id: "AdminPromotion" });
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

// ——— Posts ———

const postFields = {
  type: z.enum(POST_TYPES, { message: "Loại bài viết chỉ gồm bình luận phim hoặc blog điện ảnh." }),
  title: text("Tiêu đề", 5, 160),
  slug: promotionFields.slug,
  imageMediaId: z
    .string({ message: "Hãy tải lên ảnh minh hoạ của bài viết." })
    .regex(MEDIA_ID, { message: "Ảnh không hợp lệ, bạn hãy tải lên lại." })
    .describe("The id POST /admin/media answered: 16:9"),
  excerpt: text("Đoạn mở đầu", 10, 400),
  body: z
    .string({ message: "Nội dung phải là chữ." })
    .max(200_000, { message: "Nội dung quá dài (tối đa 200.000 ký tự)." })
    .describe("Rich text (HTML): headings, quotes, pictures, trailers; sanitized on the server"),
  filmId: z.uuid({ message: "Phim không hợp lệ." }).nullable().optional().describe("The film the post is about"),
  titleEn: optionalText("Tiêu đề tiếng Anh", 5, 160).describe("English title (decision 095): with excerptEn and bodyEn, all or none; blank: none"),
  excerptEn: optionalText("Đoạn mở đầu tiếng Anh", 10, 400),
  bodyEn: optionalBody(200_000),
  ...publishingFields,
};

const POST_ENGLISH = englishTogether(["titleEn", "excerptEn", "bodyEn"], "tiêu đề, đoạn mở đầu và nội dung");

export const postInputSchema = z
  .object(postFields, { message: "Dữ liệu bài viết phải là một đối tượng JSON." })
  .superRefine(windowInOrder)
  .superRefine(POST_ENGLISH);
export type PostInput = z.output<typeof postInputSchema>;

export const postPatchSchema = z
  .object(postFields, { message: "Dữ liệu bài viết phải là một đối tượng JSON." })
  .partial()
  .superRefine(windowInOrder)
  .superRefine(POST_ENGLISH);
export type PostPatch = z.output<typeof postPatchSchema>;

export const adminPostSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    type: z.enum(POST_TYPES),
    title: z.string(),
    image: z.string(),
    imageMediaId: z.string().nullable(),
    excerpt: z.string(),
    body: z.string().describe("Sanitized HTML, or the demo's plain paragraphs"),
    titleEn: z.string().nullable(),
    excerptEn: z.string().nullable(),
    bodyEn: z.string().nullable().describe("Sanitized HTML"),
    filmId: z.string().nullable(),
    views: z.number().int(),
    publishedAt: z.string().describe("The date the page shows: the publish time, or when it was first published"),
    ...publishingResult,
  })
  .meta({ id: "AdminPost" });
export type AdminPost = z.infer<typeof adminPostSchema>;

// ——— Products (bắp nước, combo, quà lưu niệm) ———

const productFields = {
  kind: z.enum(PRODUCT_KINDS, { message: "Loại món chỉ gồm combo, nước uống, đồ ăn hoặc quà lưu niệm." }),
  name: text("Tên món", 3, 80),
  slug: z
    .string({ message: "Đường dẫn phải là chữ." })
    .max(120, { message: "Đường dẫn tối đa 120 ký tự." })
    .transform((v) => v.trim())
    .refine((v) => v === "" || SLUG.test(v), { message: "Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang, ví dụ combo-doi." })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
  price: z
    .number({ message: "Giá bán phải là một số (đồng)." })
    .int({ message: "Giá bán là số đồng chẵn, không có phần lẻ." })
    .positive({ message: "Giá bán phải lớn hơn 0 ₫." })
    .max(10_000_000, { message: "Giá bán tối đa 10.000.000 ₫." })
    .describe("Integer VND"),
  imageMediaId: z
    .string({ message: "Hãy tải lên ảnh của món." })
    .regex(MEDIA_ID, { message: "Ảnh không hợp lệ, bạn hãy tải lên lại." })
    .describe("The id POST /admin/media answered: square, 1:1"),
  description: text("Mô tả", 3, 300),
  cinemaIds: z
    .array(z.uuid({ message: "Rạp không hợp lệ." }), { message: "Hãy chọn các rạp bán món này." })
    .min(1, { message: "Hãy chọn ít nhất một rạp bán món này." })
    .max(200)
    .describe("The cinemas that sell it"),
  active: z.boolean({ message: "Trạng thái bán phải là đúng hoặc sai." }).describe("false: archived, no longer sold"),
};

export const productInputSchema = z.object(productFields, { message: "Dữ liệu món phải là một đối tượng JSON." });
export type ProductInput = z.output<typeof productInputSchema>;

export const productPatchSchema = productInputSchema.partial();
export type ProductPatch = z.output<typeof productPatchSchema>;

export const adminProductSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    kind: z.enum(PRODUCT_KINDS),
    name: z.string(),
    description: z.string(),
    price: z.number().int(),
    image: z.string(),
    imageMediaId: z.string().nullable(),
    cinemaIds: z.array(z.string()),
    active: z.boolean(),
    position: z.number().int(),
  })
  .meta({ id: "AdminProduct" });
export type AdminProduct = z.infer<typeof adminProductSchema>;

// ——— Vouchers (the editor's input is in back-office-vouchers.ts; decision 048) ———

export const adminVoucherSchema = z
  .object({
    code: z.string(),
    rule: voucherRuleSchema.describe("The rule itself, as the editor shows it"),
    active: z.boolean().describe("false: archived, checkout refuses it"),
    benefit: z.string().describe("The rule's own words (decision 016)"),
    conditions: z.array(z.string()),
    validFrom: z.string(),
    validUntil: z.string(),
    totalLimit: z.number().int().nullable(),
    perCustomerLimit: z.number().int().nullable(),
    used: z.number().int().describe("Uses that count now: paid, or reserved by a checkout under way"),
    paid: z.number().int().describe("Uses kept for good (paid orders)"),
  })
  .meta({ id: "AdminVoucher" });
export type AdminVoucher = z.infer<typeof adminVoucherSchema>;

// ——— The content lists' search and paging ———

export const CONTENT_PAGE_SIZE = 20;

/** `?q=&page=` of every content list: words in its title, code or name (case and diacritics ignored), 20 per page. */
export const contentListQuery = z.object({
  q: searchWordsQuery.describe("Words of the title, code or name; case and diacritics ignored"),
  page: pageNumberQuery.describe(`${CONTENT_PAGE_SIZE} per page`),
});
export type ContentListQuery = z.output<typeof contentListQuery>;

/** One page of a content list: its items, how many match, the page and its size. */
export function contentPageSchema<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({
      items: z.array(item),
      total: z.number().int().describe("Items matching q"),
      page: z.number().int(),
      pageSize: z.number().int(),
    })
    .meta({ id });
}
export type ContentPage<T> = { items: T[]; total: number; page: number; pageSize: number };

export const contentIdParams = z.object({ id: z.uuid({ message: "Không tìm thấy nội dung này." }) });
