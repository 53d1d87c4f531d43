/**
 * Message catalogues (decision 090). Vietnamese is the source language: each namespace has a
 * `vi/<namespace>.ts` whose object is the keys and their Vietnamese ICU messages, and an
 * `en/<namespace>.ts` typed `Catalogue<typeof ...Vi>`, so TypeScript already refuses an English
 * catalogue with a key missing or extra; `catalogue-check.ts` checks the rest (keys nobody uses,
 * the same placeholders in both languages, no Vietnamese left in English).
 *
 * Messages are ICU MessageFormat as @lingui/core reads it: `{name}`, `{n, number}`,
 * `{n, plural, one {# seat} other {# seats}}`. Dates and times are passed as `{ day }` / `{ time }`
 * params and written in the chain's zone by `formatParams` (never with Intl's own zone).
 */
export type Catalogue<Source extends Record<string, string>> = { readonly [Key in keyof Source]: string };

export const LOCALES = ["vi", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "vi";

/** A stored language (`users.locale`, `orders.locale`: text columns) as a Locale: English, or the default. */
export function storedLocale(value: string | null | undefined): Locale {
  return value === "en" ? "en" : DEFAULT_LOCALE;
}
