import type { Banner } from "@hancine/contract/catalog";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { pathIn } from "#web/lib/i18n/locale-paths.ts";

/** A banner as the home page shows it: `lang` "vi" when its words (or its picture's description) are the chain's Vietnamese on an English page. */
export type ShownBanner = Omit<Banner, "copyEn" | "altEn"> & { lang?: "vi" };

/**
 * A banner in the page's language (decision 095), for the home page's loader: on an English page
 * the English words and description the banner editor gives, else the chain's own, marked
 * Vietnamese, its link to the English page when there is one; on a Vietnamese page its own (the
 * English ones are not sent).
 */
export function bannerIn(locale: Locale, { copyEn, altEn, ...banner }: Banner): ShownBanner {
  if (locale === "vi") return banner;
  const shown = {
    ...banner,
    ...(banner.link && { link: pathIn(locale, banner.link) }),
    ...(banner.copy && copyEn && { copy: copyEn }),
    ...(altEn && { alt: altEn }),
  };
  const english = banner.copy ? Boolean(copyEn) : Boolean(altEn);
  return english ? shown : { ...shown, lang: "vi" };
}
