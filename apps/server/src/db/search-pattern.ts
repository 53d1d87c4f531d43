import { foldDiacritics } from "@hancine/contract/slug";

/**
 * A LIKE pattern of the folded query, matched against `fold_vi(column)`: "Lật Mặt" and "lat mat" both
 * become %lat mat%. The site's search and the back office's lists use it.
 */
export function searchPattern(query: string): string {
  const folded = foldDiacritics(query).toLowerCase().replace(/\s+/g, " ").trim();
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
