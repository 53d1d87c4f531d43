import { z } from "zod";
import { invoiceRequestSchema } from "@hancine/contract/invoice-request";

/**
 * 'Yêu cầu xuất hoá đơn VAT' as sent (decision 069): the contract's body (the company, its MST and
 * address, the e-mail the invoice goes to) and the paid order it is for, a hidden field: the `:id`
 * of POST /orders/:id/invoice-request.
 */
export const invoiceRequestFormSchema = invoiceRequestSchema.extend({ orderId: z.string() });
