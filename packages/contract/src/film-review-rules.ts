/** Plain rules of a film review (no zod): the rating form imports them. */
export const FILM_REVIEW_MAX = 500;

/**
 * A review as plain text: control characters (but line breaks) dropped, spaces at the ends trimmed,
 * three or more line breaks made two. Pages show it as text, never as HTML.
 */
export function plainReview(text: string): string {
  return (
    text
      .normalize("NFC")
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

/** The film page's reviews come 10 at a time (`GET /films/:slug/reviews?page=`). */
export const FILM_REVIEWS_PAGE_SIZE = 10;

/** Who wrote a review when their name is empty. */
export const ANONYMOUS_VIEWER = "Khán giả HanCine";

const capitalised = (word: string) => {
  const [first = "", ...rest] = Array.from(word);
  return first.toLocaleUpperCase("vi") + rest.join("");
};

/**
 * A reviewer's name as the public reads it (decision 056): the given name — the last word of a
 * Vietnamese full name — and the family name's initial. "Nguyễn Thị Thu Hà" → "Hà N."; one word
 * stays itself ("Hà"); spaces anywhere are ignored; the first letters are capitals ("đặng đức" → "Đức Đ.").
 */
export function reviewAuthor(fullName: string): string {
  const words = fullName.normalize("NFC").trim().split(/\s+/u).filter(Boolean);
  const given = words.at(-1);
  if (!given) return ANONYMOUS_VIEWER;
  if (words.length === 1) return capitalised(given);
  const initial = Array.from(words[0]!)[0]!.toLocaleUpperCase("vi");
  return `${capitalised(given)} ${initial}.`;
}
