import { promotionInputSchema, promotionPatchSchema, type AdminPromotion } from "@hancine/contract/back-office-content";
import { dayMonthYearFromIso } from "@hancine/contract/format";
import { fromForm, textsOf, type FormFields } from "#web/lib/forms/form-shape.ts";
import type { ChosenArt } from "../films/image-drop.tsx";
import { artOf, htmlOf, publishingDraftOf, publishingOf, type PublishingDraft } from "./publishing-draft.ts";

/** The promotion editor's fields as typed (days as dd/MM/yyyy). */
export type PromotionDraft = {
  title: string;
  slug: string;
  image: ChosenArt | null;
  summary: string;
  body: string;
  validFrom: string;
  validUntil: string;
  voucherCode: string;
  /** The English texts (decision 095): all three or none. */
  titleEn: string;
  summaryEn: string;
  bodyEn: string;
} & PublishingDraft;

export function draftOf(p: AdminPromotion | null): PromotionDraft {
  return {
    title: p?.title ?? "",
    slug: p?.slug ?? "",
    image: p ? artOf(p.image, p.imageMediaId) : null,
    summary: p?.summary ?? "",
    body: htmlOf(p?.body ?? ""),
    validFrom: p ? dayMonthYearFromIso(p.validFrom) : "",
    validUntil: p ? dayMonthYearFromIso(p.validUntil) : "",
    voucherCode: p?.voucherCode ?? "",
    titleEn: p?.titleEn ?? "",
    summaryEn: p?.summaryEn ?? "",
    bodyEn: p?.bodyEn ? htmlOf(p.bodyEn) : "",
    ...publishingDraftOf(p),
  };
}

/** The form as the API reads a promotion: every field as typed (the contract reads the days and moments). */
export function promotionOf(form: FormFields) {
  return {
    ...textsOf(form, ["title", "slug", "imageMediaId", "summary", "body", "validFrom", "validUntil", "voucherCode", "titleEn", "summaryEn", "bodyEn"]),
    ...publishingOf(form),
  };
}

export const newPromotionForm = fromForm(promotionInputSchema, promotionOf);
export const promotionChangesForm = fromForm(promotionPatchSchema, promotionOf);
