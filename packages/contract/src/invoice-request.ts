import { z } from "zod";
import { emailSchema } from "./auth.ts";
import { readTaxCode } from "./tax-code.ts";

/** Where a VAT e-invoice request stands: asked, issued by the e-invoice provider, or refused by it (kept for a person to see). */
export const INVOICE_STATUSES = ["requested", "issued", "failed"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, string> = { requested: "Đang xuất", issued: "Đã xuất", failed: "Xuất lỗi" };

const text = (missing: string, min: number, max: number, tooShort: string, tooLong: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : "Giá trị phải là chữ.") })
    .max(max * 2, { message: tooLong })
    .transform((v) => v.normalize("NFC").trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, { message: missing }).min(min, { message: tooShort }).max(max, { message: tooLong }));

/** `POST /orders/:id/invoice-request`: the company the VAT invoice is made out to. */
export const invoiceRequestSchema = z.strictObject(
  {
    companyName: text("Vui lòng nhập tên công ty.", 2, 200, "Tên công ty phải có ít nhất 2 ký tự.", "Tên công ty chỉ được dài tối đa 200 ký tự."),
    taxCode: z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? "Vui lòng nhập mã số thuế." : "Mã số thuế phải là chuỗi ký tự.") })
      .max(40, { message: "Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, dấu “-” và 3 chữ số của chi nhánh." })
      .transform((value, ctx) => {
        const read = readTaxCode(value);
        if (read.ok) return read.taxCode;
        ctx.addIssue({ code: "custom", message: read.message });
        return z.NEVER;
      }),
    address: text("Vui lòng nhập địa chỉ công ty.", 5, 300, "Địa chỉ phải có ít nhất 5 ký tự.", "Địa chỉ chỉ được dài tối đa 300 ký tự."),
    email: emailSchema,
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? "Yêu cầu có trường không được hỗ trợ." : "Dữ liệu yêu cầu xuất hoá đơn phải là một đối tượng JSON.",
  },
);
export type InvoiceRequestInput = z.input<typeof invoiceRequestSchema>;

export const invoiceRequestViewSchema = z.object({
  id: z.string(),
  orderCode: z.string(),
  companyName: z.string(),
  taxCode: z.string(),
  address: z.string(),
  email: z.string(),
  amount: z.number().int().describe("Số tiền trên hoá đơn (đã gồm VAT), VND"),
  currency: z.literal("VND"),
  status: z.enum(INVOICE_STATUSES),
  invoiceNumber: z.string().nullable().describe("Số hoá đơn, khi đã xuất"),
  lookupCode: z.string().nullable().describe("Mã tra cứu hoá đơn điện tử"),
  viewUrl: z.string().nullable().describe("Địa chỉ xem hoá đơn (HTML/PDF của nhà cung cấp)"),
  requestedAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type InvoiceRequestView = z.infer<typeof invoiceRequestViewSchema>;

/** `GET /orders/:id/invoice-request`: the request if there is one, and whether one may still be made. */
export const invoiceRequestStateSchema = z.object({
  request: invoiceRequestViewSchema.nullable(),
  open: z.boolean().describe("Còn yêu cầu được: đơn đã thanh toán, chưa có yêu cầu, còn trong tháng thanh toán"),
  closesAt: z.string().nullable().describe("Hết hạn yêu cầu: cuối tháng thanh toán (giờ Việt Nam)"),
});
export type InvoiceRequestState = z.infer<typeof invoiceRequestStateSchema>;
