import { z } from "zod";
import { createProfileSchema } from "@hancine/contract/auth";

const PROFILE_FIELDS = ["fullName", "phone", "dateOfBirth"] as const;

/** The profile form as the browser sends it: the three inputs, and what each showed when the page opened. */
const profileFormShape = z.object({
  fullName: z.string().optional(),
  phone: z.string().optional(),
  dateOfBirth: z.string().optional(),
  shown: z.object({ fullName: z.string().optional(), phone: z.string().optional(), dateOfBirth: z.string().optional() }).optional(),
});

/**
 * Of the profile form's inputs, the ones the person changed, as PATCH /me takes them: an input that
 * still says what it showed (`shown.<name>`, hidden fields) is left out; one emptied asks to remove
 * the value (null), which the contract refuses in its own words ("Vui lòng nhập họ và tên.").
 */
export function profileChangesOf(form: Record<string, unknown>): Record<string, unknown> {
  const read = profileFormShape.safeParse(form);
  if (!read.success) return form;
  const { shown = {}, ...entered } = read.data;
  const changes: Record<string, string | null> = {};
  for (const name of PROFILE_FIELDS) {
    const value = entered[name];
    if (value !== undefined && value !== shown[name]) changes[name] = value === "" ? null : value;
  }
  return changes;
}

/**
 * The profile form's schema (decision 069): the contract's PATCH /me schema behind the reading of
 * the form, so only what changed is checked and sent, and nothing changed is the contract's
 * "Bạn chưa thay đổi thông tin nào.". `today` as the contract's (the date of birth's rules).
 */
export function profileFormSchema(today?: () => string) {
  return z.preprocess(profileChangesOf, createProfileSchema(today));
}
