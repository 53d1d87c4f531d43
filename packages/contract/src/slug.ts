/** Fold Vietnamese diacritics: "Lật Mặt 8" → "Lat Mat 8" (đ/Đ have no decomposition, so map them). */
export function foldDiacritics(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D");
}

/** Lowercase ASCII with hyphens, as the contract fixes slugs: "Lật Mặt 8" → "lat-mat-8". */
export function slugify(text: string): string {
  return foldDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
