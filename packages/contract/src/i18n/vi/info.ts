/**
 * The information pages' frame (decision 095): about, terms, operating rules, privacy, FAQ,
 * feedback, sales & services, careers. Their texts are documents, one per language
 * (`apps/web/app/features/discover/info-pages/content`); these are the words around them.
 */
export const infoVi = {
  "info.updated": "Cập nhật lần cuối: {when}",
} as const;
