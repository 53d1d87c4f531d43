import { z } from "zod";
import { DAY_KINDS, DISCOUNT_TICKET_TYPES, TICKET_TYPES, TIME_BANDS } from "./booking-constants.ts";
import { FORMATS, SEAT_TYPES } from "./catalog.ts";
import { PRICE_MAX_VND, PRICE_STEP_VND } from "./price-table-rules.ts";
import { dateQuery, slugQuery } from "./query-schemas.ts";

/** The back office's prices and holiday calendar (API "Back office"; docs/decisions/039). */

const formatField = z.enum(FORMATS, { error: "Định dạng phải là 2D, 3D, IMAX hoặc 4DX." });
const seatTypeField = z.enum(SEAT_TYPES, { error: "Loại ghế không có: chỉ có standard (thường), vip, couple (đôi) và wheelchair (xe lăn)." });
const dayKindField = z.enum(DAY_KINDS, { error: "Loại ngày phải là weekday, weekend hoặc holiday." });
const timeBandField = z.enum(TIME_BANDS, { error: "Khung giờ phải là morning, afternoon hoặc evening." });

/** A ticket price in đồng: whole thousands from 1.000 ₫ (the database's check says the same). */
export const priceVndField = z
  .number({ error: "Giá vé phải là một số (đồng)." })
  .int({ error: "Giá vé phải là số nguyên (đồng)." })
  .positive({ error: "Giá vé phải lớn hơn 0 ₫." })
  .multipleOf(PRICE_STEP_VND, { error: "Giá vé phải là bội số của 1.000 ₫ (ví dụ 85.000 ₫)." })
  .max(PRICE_MAX_VND, { error: "Giá vé tối đa là 10.000.000 ₫." });

export const priceRuleSchema = z
  .object({
    format: formatField,
    seatType: seatTypeField,
    dayKind: dayKindField,
    timeBand: timeBandField,
    price: priceVndField.describe("VND, cho một ghế (ghế đôi: cả cặp)"),
  })
  .meta({ id: "PriceRule" });
export type PriceRule = z.infer<typeof priceRuleSchema>;

export const ticketTypeField = z.enum(TICKET_TYPES, { error: "Loại vé phải là adult (người lớn), student (HSSV), u22 hoặc senior (người cao tuổi)." });
const discountTypeField = z.enum(DISCOUNT_TICKET_TYPES, {
  error: "Loại vé có giá riêng phải là student (HSSV), u22 hoặc senior (người cao tuổi); giá người lớn là giá của ô.",
});

/** The price of a ticket type other than adult in one cell (decision 085): at most the cell's adult price. */
export const ticketTypePriceSchema = z
  .object({
    format: formatField,
    seatType: seatTypeField,
    dayKind: dayKindField,
    timeBand: timeBandField,
    ticketType: discountTypeField,
    price: priceVndField.describe("VND, không cao hơn giá người lớn của cùng ô"),
  })
  .meta({ id: "TicketTypePrice" });
export type TicketTypePrice = z.infer<typeof ticketTypePriceSchema>;

const hhmm = z.string().describe("HH:mm, giờ Việt Nam");

export const adminPriceTableSchema = z
  .object({
    cinema: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
    rules: z.array(priceRuleSchema),
    typePrices: z
      .array(ticketTypePriceSchema)
      .describe("Giá vé HSSV, U22, người cao tuổi theo từng ô của bảng giá; ô không có dòng nào thì không bán loại vé đó"),
    ticketTypes: z
      .array(z.object({ value: ticketTypeField, label: z.string(), doorCheck: z.string().nullable() }))
      .describe("Các loại vé và điều nhân viên soát vé phải kiểm tra"),
    required: z
      .object({ formats: z.array(formatField), seatTypes: z.array(seatTypeField) })
      .describe("Phải luôn có giá: định dạng của các suất chưa chiếu xong × loại ghế có trong phòng chiếu"),
    dayKinds: z.array(z.object({ value: dayKindField, label: z.string(), meaning: z.string() })),
    timeBands: z.array(z.object({ value: timeBandField, label: z.string(), from: hhmm, until: hhmm })),
    lastChange: z.object({ at: z.string(), actorName: z.string().nullable() }).nullable().describe("Lần đổi giá gần nhất (nhật ký)"),
  })
  .meta({ id: "AdminPriceTable" });
export type AdminPriceTable = z.infer<typeof adminPriceTableSchema>;

export const priceTableBodySchema = z.object({
  rules: z
    .array(priceRuleSchema, { error: "Danh sách giá (rules) phải là một mảng." })
    .max(FORMATS.length * SEAT_TYPES.length * DAY_KINDS.length * TIME_BANDS.length, { error: "Bảng giá có quá nhiều dòng." }),
  typePrices: z
    .array(ticketTypePriceSchema, { error: "Giá theo loại vé (typePrices) phải là một mảng." })
    .max(FORMATS.length * SEAT_TYPES.length * DAY_KINDS.length * TIME_BANDS.length * DISCOUNT_TICKET_TYPES.length, {
      error: "Bảng giá theo loại vé có quá nhiều dòng.",
    })
    .optional()
    .describe("Thay cả giá theo loại vé; bỏ trống thì giữ giá cũ của những ô còn trong bảng"),
});

export const cinemaSlugParams = z.object({ slug: slugQuery });

export const priceQuoteQuery = z.object({
  cinema: slugQuery,
  format: formatField,
  seatType: seatTypeField,
  at: z.iso.datetime({ offset: true, error: "Thời điểm phải theo ISO 8601 có múi giờ, ví dụ 2026-09-02T19:30:00+07:00." }),
});

export const priceQuoteSchema = z
  .object({
    price: z.number().int().nullable().describe("VND; null khi rạp chưa có giá cho ô này"),
    dayKind: dayKindField,
    timeBand: timeBandField,
    holiday: z.string().nullable().describe("Tên ngày lễ khi ngày đó có trong lịch"),
    day: z.string().describe("YYYY-MM-DD, ngày theo giờ Việt Nam"),
    time: hhmm,
  })
  .meta({ id: "PriceQuote" });
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

export const holidaySchema = z.object({ day: z.string().describe("YYYY-MM-DD"), name: z.string() }).meta({ id: "Holiday" });
export type Holiday = z.infer<typeof holidaySchema>;

export const holidaysQuery = z.object({
  year: z
    .string()
    .regex(/^(19|20|21)\d{2}$/, { error: "Năm phải có 4 chữ số, ví dụ 2026." })
    .optional()
    .describe("Mặc định: năm hiện tại"),
});

export const holidayParams = z.object({ day: dateQuery });

export const holidayBodySchema = z.object({
  name: z
    .string({ error: "Vui lòng nhập tên ngày lễ." })
    .transform((v) => v.normalize("NFC").trim().replace(/\s+/g, " "))
    .pipe(z.string().min(2, { error: "Tên ngày lễ cần ít nhất 2 ký tự." }).max(80, { error: "Tên ngày lễ dài tối đa 80 ký tự." })),
});
