import { DEFAULT_LOCALE, type Locale } from "./catalogue.ts";

/** Longer headers are cut here: no browser sends this much, and parsing stays bounded. */
const MAX_HEADER = 512;

/** The language a language range asks for, when it is one the site has ("en-US" → "en"). */
function localeOfRange(range: string): Locale | undefined {
  const primary = range.split("-")[0]!.toLowerCase();
  return primary === "en" || primary === "vi" ? primary : undefined;
}

/** A weight `q=0.8` (RFC 9110 §12.4.2: 0 to 1, at most three decimals); NaN when malformed. */
function weightOf(params: string[]): number {
  for (const param of params) {
    const [name, value] = param.split("=").map((part) => part.trim());
    if (name?.toLowerCase() !== "q") continue;
    return value !== undefined && /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : Number.NaN;
  }
  return 1;
}

/**
 * The language of an answer from the request's `Accept-Language`: the most wanted language the site
 * has, by weight (q-values), the header's order breaking ties. English for `en` and any `en-*`;
 * Vietnamese for `vi`, for `*`, for a header with no language the site has, and without the header.
 * A range weighted `q=0` is refused, never chosen; a malformed entry is skipped.
 */
export function chooseLocale(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(",") : acceptLanguage;
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; weight: number } | undefined;
  for (const entry of header.slice(0, MAX_HEADER).split(",")) {
    const [range, ...params] = entry.split(";").map((part) => part.trim());
    if (!range || !/^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/.test(range)) continue;
    const weight = weightOf(params);
    if (!(weight > 0)) continue;
    const locale = range === "*" ? DEFAULT_LOCALE : localeOfRange(range);
    if (locale && (!best || weight > best.weight)) best = { locale, weight };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
