/**
 * Constants the browser bundle needs, in a module without zod: importing any value from
 * catalog.ts or quick-booking.ts pulls zod and every schema into the page's JavaScript (~25 kB gzip).
 * Those modules re-export these, so each value has one source.
 */
export const AGE_RATINGS = ["P", "K", "T13", "T16", "T18"] as const;
export type AgeRating = (typeof AGE_RATINGS)[number];

export const POSTER_SIZE = { width: 400, height: 600 } as const;
export const BANNER_SIZE = { width: 1680, height: 720 } as const;
/** A banner's art for phones: 4:3, so the picture is not a strip and the words fit below it. */
export const BANNER_MOBILE_SIZE = { width: 800, height: 600 } as const;
export const CARD_IMAGE_SIZE = { width: 800, height: 450 } as const;

/** The chosen location, remembered so the server renders it on the next visit. */
export const CITY_COOKIE = "hancine_city";

/** The language a visitor last chose with the language switch ("vi" or "en"; decision 092). */
export const LANGUAGE_COOKIE = "hancine_lang";
