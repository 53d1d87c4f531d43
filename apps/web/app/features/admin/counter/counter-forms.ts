import { cashDropSchema, closeShiftSchema, counterRefundSchema, openShiftSchema } from "@hancine/contract/box-office";
import { fromForm, groupOf, listOf, textOf, type FormFields } from "#web/lib/forms/form-shape.ts";
import { parsePrice } from "#web/features/admin/prices/price-cells.ts";

/**
 * The counter's forms (decision 069) over the contract's schemas: money is typed as the cashier says
 * it ("500.000"); empty or not whole đồng reaches the contract as no number, refused in its words.
 */
const moneyOf = (form: FormFields, name: string) => parsePrice(textOf(form, name)) ?? undefined;

export const openShiftForm = fromForm(openShiftSchema, (form) => ({ cinema: textOf(form, "cinema"), openingFloat: moneyOf(form, "openingFloat") }));

export const cashDropForm = fromForm(cashDropSchema, (form) => {
  const note = textOf(form, "note").trim();
  return { amount: moneyOf(form, "amount"), ...(note && { note }) };
});

export const closeShiftForm = fromForm(closeShiftSchema, (form) => ({ countedCash: moneyOf(form, "countedCash") }));

/**
 * Whether the server refunds chosen tickets of a counter order (`ticketIds`, issue 34's next step):
 * read from the contract itself, so the screen offers the choice the day the contract has it. Until
 * then a refund is the whole order, and the screen says so.
 */
export const PARTIAL_COUNTER_REFUNDS = "ticketIds" in counterRefundSchema.shape;

/** A counter refund: the reason, the tickets chosen (when the server takes them) and, for staff, the manager's e-mail and PIN. */
export const counterRefundForm = fromForm(counterRefundSchema, (form) => {
  const approval = groupOf(form, "approval");
  const email = textOf(approval, "email").trim();
  const pin = textOf(approval, "pin").trim();
  const ticketIds = listOf(form, "ticketIds");
  return {
    shiftId: textOf(form, "shiftId"),
    reason: textOf(form, "reason"),
    ...((email || pin) && { approval: { email, pin } }),
    ...(PARTIAL_COUNTER_REFUNDS && ticketIds.length > 0 && { ticketIds }),
  };
});
