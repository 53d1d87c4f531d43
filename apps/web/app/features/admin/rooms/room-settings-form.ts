import { z } from "zod";
import { updateRoomSchema } from "@hancine/contract/back-office-rooms";

/**
 * The room's settings form as the API's body (decision 069). Both fields are always on the form, so
 * an emptied one is a change for the contract to judge, not a field left out (the contract's fields
 * are optional: a PATCH): the name as blank text, which the contract trims and asks for ("Bạn hãy
 * nhập tên phòng."), the cleaning time as no number ("… phải là một số phút."). Conform would read
 * an empty text as missing, so the blank name is kept as one space; digits are read as the minutes.
 */
export const roomSettingsFormSchema = z.preprocess(
  (form: Record<string, unknown>) => ({
    name: form.name === "" ? " " : form.name,
    cleaningMinutes: typeof form.cleaningMinutes === "string" ? minutesOf(form.cleaningMinutes) : form.cleaningMinutes,
  }),
  updateRoomSchema,
);

/** "15" → 15, "2.5" → 2.5, "-5" → -5 (the contract says whole minutes from 0); anything else, empty included, is no number. */
function minutesOf(text: string): number {
  return /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN;
}
