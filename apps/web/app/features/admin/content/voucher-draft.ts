import type { AdminVoucher } from "@hancine/contract/back-office-content";
import { voucherInputSchema, voucherPatchSchema } from "@hancine/contract/back-office-vouchers";
import type { PaymentMethodId } from "@hancine/contract/checkout-constants";
import { formatCount } from "@hancine/contract/format";
import { benefitText, conditionTexts, type VoucherBenefit, type VoucherRule } from "@hancine/contract/voucher-rules";
import { fromForm, groupOf, listOf, textOf, type FormFields } from "#web/lib/forms/form-shape.ts";
import { parsePrice } from "../prices/price-cells.ts";
import { momentText } from "./moment-text.ts";

/**
 * The voucher editor's draft (decision 048): what the form holds as typed, the rule it stands for
 * and the sentences a customer will read; and the form as the API reads it. Pure: the editor renders
 * it, tests read it.
 */

export type Kind = VoucherBenefit["kind"];
export type Draft = {
  code: string;
  kind: Kind;
  percent: string;
  /** order_amount, per_ticket, per_combo: đồng off; ticket_price: the price. */
  amount: string;
  /** order_percent: the most it takes off; per_ticket / per_combo: how many tickets or combos at most. */
  cap: string;
  minOrder: string;
  weekdays: number[];
  paymentMethods: PaymentMethodId[];
  firstOrder: boolean;
  birthdayMonth: boolean;
  validFrom: string;
  validUntil: string;
  totalLimit: string;
  perCustomerLimit: string;
  active: boolean;
};

const money = (n: number | undefined) => (n === undefined ? "" : formatCount(n));
const count = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

export function draftOf(v: AdminVoucher | null): Draft {
  const b = v?.rule.benefit;
  const c = v?.rule.conditions ?? {};
  return {
    code: v?.code ?? "",
    kind: b?.kind ?? "order_percent",
    percent: b?.kind === "order_percent" ? String(b.percent) : "",
    amount: b?.kind === "ticket_price" ? money(b.priceVnd) : b && "amountVnd" in b ? money(b.amountVnd) : "",
    cap: b?.kind === "order_percent" ? money(b.maxVnd) : b?.kind === "per_ticket" ? count(b.maxTickets) : b?.kind === "per_combo" ? count(b.maxCombos) : "",
    minOrder: money(c.minOrderVnd),
    weekdays: c.weekdays ?? [],
    paymentMethods: c.paymentMethods ?? [],
    firstOrder: c.firstOrder ?? false,
    birthdayMonth: c.birthdayMonth ?? false,
    validFrom: momentText(v?.validFrom ?? null),
    validUntil: momentText(v?.validUntil ?? null),
    totalLimit: count(v?.totalLimit),
    perCustomerLimit: count(v?.perCustomerLimit),
    active: v?.active ?? true,
  };
}

/**
 * Whole đồng as typed ("50.000"); empty is no value. Anything else is not a number (NaN), which the
 * contract's schema refuses in the browser with the field's Vietnamese message.
 */
export function moneyOf(text: string): number | undefined {
  const value = parsePrice(text);
  return value === null ? undefined : value;
}
export function countOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The rule the draft describes; conditions the editor does not show (formats, hours, ratings) are kept from the saved rule. */
export function ruleOf(d: Draft, saved: VoucherRule | null): VoucherRule {
  const amount = moneyOf(d.amount) as number;
  const seatTypes = saved && "seatTypes" in saved.benefit ? saved.benefit.seatTypes : undefined;
  const benefit: VoucherBenefit =
    d.kind === "order_percent"
      ? { kind: "order_percent", percent: countOf(d.percent) as number, maxVnd: moneyOf(d.cap) }
      : d.kind === "order_amount"
        ? { kind: "order_amount", amountVnd: amount }
        : d.kind === "per_ticket"
          ? { kind: "per_ticket", amountVnd: amount, seatTypes, maxTickets: countOf(d.cap) }
          : d.kind === "per_combo"
            ? { kind: "per_combo", amountVnd: amount, maxCombos: countOf(d.cap) }
            : { kind: "ticket_price", priceVnd: amount, seatTypes };
  const conditions = {
    ...saved?.conditions,
    minOrderVnd: moneyOf(d.minOrder),
    weekdays: d.weekdays.length ? [...d.weekdays].sort() : undefined,
    paymentMethods: d.paymentMethods.length ? d.paymentMethods : undefined,
    firstOrder: d.firstOrder || undefined,
    birthdayMonth: d.birthdayMonth || undefined,
  };
  // JSON drops the undefined ones: "no condition".
  return JSON.parse(JSON.stringify({ benefit, conditions })) as VoucherRule;
}

/**
 * The parts of a saved rule the editor does not show (seat types, formats, hours, ratings, tickets),
 * as the form keeps them in hidden fields named like the contract's: saved again as they are.
 */
export function keptFieldsOf(saved: VoucherRule | null): { name: string; values: string[] }[] {
  const benefit = saved?.benefit;
  const c = saved?.conditions;
  const one = (value: string | number | undefined) => (value === undefined ? [] : [String(value)]);
  return [
    { name: "rule.benefit.seatTypes", values: benefit && "seatTypes" in benefit ? (benefit.seatTypes ?? []) : [] },
    { name: "rule.conditions.formats", values: c?.formats ?? [] },
    { name: "rule.conditions.ageRatings", values: c?.ageRatings ?? [] },
    { name: "rule.conditions.startsFrom", values: one(c?.startsFrom) },
    { name: "rule.conditions.startsBefore", values: one(c?.startsBefore) },
    { name: "rule.conditions.minTickets", values: one(c?.minTickets) },
  ].filter((field) => field.values.length > 0);
}

/** A list that may be left empty: empty is no condition. */
const some = <T>(list: T[]) => (list.length ? list : undefined);

/**
 * The form as the API reads a voucher (its fields are named like the contract's: `rule.benefit.amountVnd`):
 * "20.000" is 20000 đồng, an empty field is no condition, text that is not a number is not a number
 * (the contract says so in the field's words); the validity as typed ("dd/mm/yyyy hh:mm"), no limit as null.
 */
export function voucherOf(form: FormFields) {
  const rule = groupOf(form, "rule");
  const b = groupOf(rule, "benefit");
  const c = groupOf(rule, "conditions");
  return {
    code: textOf(form, "code"),
    rule: {
      benefit: {
        kind: textOf(b, "kind"),
        percent: countOf(textOf(b, "percent")),
        amountVnd: moneyOf(textOf(b, "amountVnd")),
        priceVnd: moneyOf(textOf(b, "priceVnd")),
        maxVnd: moneyOf(textOf(b, "maxVnd")),
        maxTickets: countOf(textOf(b, "maxTickets")),
        maxCombos: countOf(textOf(b, "maxCombos")),
        seatTypes: some(listOf(b, "seatTypes")),
      },
      conditions: {
        minOrderVnd: moneyOf(textOf(c, "minOrderVnd")),
        weekdays: some(
          listOf(c, "weekdays")
            .map(Number)
            .sort((x, y) => x - y),
        ),
        paymentMethods: some(listOf(c, "paymentMethods")),
        firstOrder: textOf(c, "firstOrder") ? true : undefined,
        birthdayMonth: textOf(c, "birthdayMonth") ? true : undefined,
        formats: some(listOf(c, "formats")),
        ageRatings: some(listOf(c, "ageRatings")),
        startsFrom: textOf(c, "startsFrom") || undefined,
        startsBefore: textOf(c, "startsBefore") || undefined,
        minTickets: countOf(textOf(c, "minTickets")),
      },
    },
    validFrom: textOf(form, "validFrom"),
    validUntil: textOf(form, "validUntil"),
    totalLimit: countOf(textOf(form, "totalLimit")) ?? null,
    perCustomerLimit: countOf(textOf(form, "perCustomerLimit")) ?? null,
    active: textOf(form, "active") === "true",
  };
}

/** `POST /admin/vouchers` from the editor's form, with its code. */
export const newVoucherForm = fromForm(voucherInputSchema, voucherOf);
/** `PATCH /admin/vouchers/:id` from the editor's form (the code is fixed once created: not sent). */
export const voucherChangesForm = fromForm(voucherPatchSchema, voucherOf);

const MOMENT = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;
/** "01/12/2026 00:00" (Vietnam, UTC+7 all year) → the instant; null while incomplete. */
function instantOf(text: string): Date | null {
  const m = MOMENT.exec(text);
  if (!m) return null;
  const at = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]), Number(m[4]) - 7, Number(m[5])));
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The rule's own sentences, as the promotion page and checkout will write them; null while the numbers are incomplete. */
export function previewOf(rule: VoucherRule, draft: Draft): { benefit: string; conditions: string[] } | null {
  const numbers = Object.values(rule.benefit).filter((v) => typeof v !== "string" && !Array.isArray(v));
  if (numbers.some((v) => typeof v !== "number" || !Number.isFinite(v) || v <= 0) || Object.keys(rule.benefit).length < 2) return null;
  const minOrder = rule.conditions.minOrderVnd;
  if (minOrder !== undefined && (typeof minOrder !== "number" || !Number.isFinite(minOrder))) return null;
  const from = instantOf(draft.validFrom);
  const until = instantOf(draft.validUntil);
  const total = countOf(draft.totalLimit);
  const each = countOf(draft.perCustomerLimit);
  const conditions =
    from && until && until > from
      ? conditionTexts({
          rule,
          validFrom: from,
          validUntil: until,
          totalLimit: total !== undefined && Number.isFinite(total) ? total : null,
          perCustomerLimit: each !== undefined && Number.isFinite(each) ? each : null,
        })
      : [];
  return { benefit: benefitText(rule), conditions };
}
