import { z } from "zod";
import { reportSubscriptionInputSchema } from "@hancine/contract/film-hire";

/** A subscription's form as the API's call: the hour chosen (a select of 0–23) and the cinema (blank: all of the person's). */
export const reportSubscriptionFormSchema = z.preprocess(
  (form: Record<string, unknown>) => ({
    hour: typeof form.hour === "string" && /^\d{1,2}$/.test(form.hour) ? Number(form.hour) : form.hour,
    cinema: typeof form.cinema === "string" && form.cinema !== "" ? form.cinema : null,
  }),
  reportSubscriptionInputSchema,
);
