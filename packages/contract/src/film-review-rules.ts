/** Plain rules of a film review (no zod): the rating form imports them. */
export const FILM_REVIEW_MAX = 500;

/**
 * A review as plain text: control characters (but line breaks) dropped, spaces at the ends trimmed,
 * three or more line breaks made two. Pages show it as text, never as HTML.
 */
export function plainReview(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
