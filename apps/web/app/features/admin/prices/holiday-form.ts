import { z } from "zod";
import { holidayBodySchema, holidayParams } from "@hancine/contract/back-office-prices";
import { isoFromDayMonthYear } from "@hancine/contract/format";

/** What the holiday form says of a day not written as day/month/year. */
export const DAY_WORDS = "Ngày phải có dạng ngày/tháng/năm, ví dụ 02/09/2026.";

/**
 * The "Thêm ngày lễ" form as the API's call (decision 069): the day typed as people write it
 * ("02/09/2026") is the path's day (YYYY-MM-DD), the name is the body; the contract checks both
 * (a day that does not exist, the name's rules). A day not written so is said in the form's words.
 */
export const holidayFormSchema = z.preprocess((form: Record<string, unknown>, ctx) => {
  const day = typeof form.day === "string" ? isoFromDayMonthYear(form.day) : null;
  if (day === null) ctx.addIssue({ code: "custom", path: ["day"], message: DAY_WORDS, input: form.day });
  return { day, name: form.name };
}, holidayParams.extend(holidayBodySchema.shape));
