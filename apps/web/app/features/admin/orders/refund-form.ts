import { z } from "zod";
import { refundOrderSchema } from "@hancine/contract/back-office-orders";

/** What the refund dialog asks when "Một số vé" is chosen and no ticket is ticked. */
export const NO_TICKET_CHOSEN = "Hãy chọn ít nhất một vé cần hoàn.";

/**
 * The refund dialog's form as the API's body (decision 069): `scope` says whether the whole order
 * ("whole") or the tickets ticked (`ticketIds`, "tickets") are refunded. The whole order is a body
 * without tickets; "Một số vé" needs at least one ticket, said in the dialog's own words (the
 * contract's would have it left empty, which means the whole order). The reason goes as typed.
 */
export const refundFormSchema = z.preprocess((form: Record<string, unknown>, ctx) => {
  if (form.scope !== "tickets") return { reason: form.reason };
  if (form.ticketIds === undefined) ctx.addIssue({ code: "custom", path: ["ticketIds"], message: NO_TICKET_CHOSEN, input: form.ticketIds });
  return { reason: form.reason, ticketIds: form.ticketIds };
}, refundOrderSchema);
