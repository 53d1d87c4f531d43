import { CONTENT_PAGE_SIZE, type ContentListQuery, type ContentPage } from "@hancine/contract/back-office-content";
import { foldDiacritics } from "@hancine/contract/slug";

const folded = (text: string) => foldDiacritics(text).toLowerCase();

/**
 * One page of a content list (`?q=&page=`, decision 048): the items whose words contain every word
 * of `q` (case and diacritics ignored), in the list's own order, 20 per page. The lists are the
 * chain's content (dozens to hundreds of rows), read whole and cut here, so a voucher's benefit in
 * words is searchable like a title.
 */
export function contentPage<T>(items: readonly T[], query: ContentListQuery, wordsOf: (item: T) => string): ContentPage<T> {
  const words = folded(query.q ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const matching = words.length ? items.filter((item) => words.every((word) => folded(wordsOf(item)).includes(word))) : [...items];
  const start = (query.page - 1) * CONTENT_PAGE_SIZE;
  return { items: matching.slice(start, start + CONTENT_PAGE_SIZE), total: matching.length, page: query.page, pageSize: CONTENT_PAGE_SIZE };
}
