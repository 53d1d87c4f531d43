import { z } from "zod";
import { hireTermsInputSchema } from "@hancine/contract/film-hire";

/** A typed number as the API reads it: blank is none; "52,5" is 52.5 (the Vietnamese decimal comma); anything else not a number. */
const decimalOf = (value: unknown) => {
  if (typeof value !== "string") return value;
  const text = value.trim();
  return text === "" ? undefined : /^\d+([.,]\d+)?$/.test(text) ? Number(text.replace(",", ".")) : Number.NaN;
};
/** Đồng as typed: "25.000", "25 000" and "25000" are 25000. */
const dongOf = (value: unknown) => {
  if (typeof value !== "string") return value;
  const text = value.trim().replace(/[.\s\u00a0]/g, "");
  return text === "" ? null : /^\d+$/.test(text) ? Number(text) : Number.NaN;
};

/**
 * The hire-terms form as the API's call (decision 069): the distributor, the steps named
 * `weeks[i].week` / `weeks[i].percent` (so the server's `weeks.1.week` lands on its field), and the
 * minimum per admission; the contract checks the rest, in its words.
 */
export const hireTermsFormSchema = z.preprocess((form: Record<string, unknown>) => {
  const weeks = Array.isArray(form.weeks) ? (form.weeks as { week?: unknown; percent?: unknown }[]) : [];
  return {
    distributor: typeof form.distributor === "string" ? form.distributor : "",
    weeks: weeks.filter(Boolean).map((w) => ({ week: decimalOf(w.week), percent: decimalOf(w.percent) })),
    minimumPerTicket: dongOf(form.minimumPerTicket) ?? null,
  };
}, hireTermsInputSchema);
