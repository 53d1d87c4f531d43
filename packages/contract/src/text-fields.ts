import { z } from "zod";

/** Optional text: blank means none (null). */
export function optionalText(label: string, max: number) {
  return z
    .string({ message: `${label} phải là chữ.` })
    .max(max * 2, { message: `${label} tối đa ${max} ký tự.` })
    .transform((v) => v.normalize("NFC").trim().replace(/\s+/g, " "))
    .pipe(z.string().max(max, { message: `${label} tối đa ${max} ký tự.` }))
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();
}
