import { bannerInputSchema, bannerPatchSchema, type AdminBanner } from "@hancine/contract/back-office-content";
import type { AgeRating } from "@hancine/contract/browser-constants";
import { BANNER_MOBILE_SIZE, BANNER_SIZE, type Banner } from "@hancine/contract/catalog";
import { fromForm, groupOf, textOf, textsOf, type FormFields } from "#web/lib/forms/form-shape.ts";
import type { ChosenArt } from "../films/image-drop.tsx";
import { artOf, publishingDraftOf, publishingOf, type PublishingDraft } from "./publishing-draft.ts";

/** The banner's words as typed: the small labels in one line, separated by commas. */
type Words<Age extends string> = { eyebrow: string; headline: string; subline: string; cta: string; age: Age | "" };

/** What the editor holds: the API's fields as the person types them. */
export type BannerDraft = { image: ChosenArt | null; mobile: ChosenArt | null; alt: string; link: string } & Words<AgeRating> & EnglishWords & PublishingDraft;

/** The banner's English words and description (decision 095), optional: the English home page shows them. */
type EnglishWords = { altEn: string; eyebrowEn: string; headlineEn: string; sublineEn: string; ctaEn: string };

export function draftOf(banner: AdminBanner | null): BannerDraft {
  return {
    image: banner ? artOf(banner.image, banner.imageMediaId) : null,
    mobile: banner ? artOf(banner.mobileImage, banner.mobileMediaId) : null,
    alt: banner?.alt ?? "",
    link: banner?.link ?? "",
    eyebrow: banner?.copy?.eyebrow.join(", ") ?? "",
    headline: banner?.copy?.headline ?? "",
    subline: banner?.copy?.subline ?? "",
    cta: banner?.copy?.cta ?? "",
    age: banner?.copy?.age ?? "",
    altEn: banner?.altEn ?? "",
    eyebrowEn: banner?.copyEn?.eyebrow.join(", ") ?? "",
    headlineEn: banner?.copyEn?.headline ?? "",
    sublineEn: banner?.copyEn?.subline ?? "",
    ctaEn: banner?.copyEn?.cta ?? "",
    ...publishingDraftOf(banner),
  };
}

/** The words drawn over the art; none when neither a headline nor a button is typed. */
function copyOf<Age extends string>(d: Words<Age>) {
  return d.headline.trim() || d.cta.trim()
    ? {
        eyebrow: d.eyebrow
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
        headline: d.headline,
        subline: d.subline,
        cta: d.cta,
        ...(d.age && { age: d.age }),
      }
    : null;
}

/** The banner as the home page's carousel will draw it; none before the desktop art is chosen. */
export function previewOf(d: BannerDraft): Banner | null {
  if (!d.image) return null;
  const copy = copyOf(d);
  return {
    id: "preview",
    src: d.image.url,
    alt: d.alt,
    ...BANNER_SIZE,
    ...(d.mobile && { mobile: { src: d.mobile.url, ...BANNER_MOBILE_SIZE } }),
    ...(copy && { copy }),
  };
}

/** The form as the API reads a banner: the words (`copy.headline`, …) as one `copy`, none without a headline or button. */
export function bannerOf(form: FormFields) {
  const words = groupOf(form, "copy");
  const english = groupOf(form, "copyEn");
  return {
    ...textsOf(form, ["imageMediaId", "alt", "link", "altEn"]),
    mobileMediaId: textOf(form, "mobileMediaId") || null,
    copy: copyOf({
      eyebrow: textOf(words, "eyebrow"),
      headline: textOf(words, "headline"),
      subline: textOf(words, "subline"),
      cta: textOf(words, "cta"),
      age: textOf(words, "age"),
    }),
    // The same age rating as the Vietnamese words: it is the film's.
    copyEn: copyOf({
      eyebrow: textOf(english, "eyebrow"),
      headline: textOf(english, "headline"),
      subline: textOf(english, "subline"),
      cta: textOf(english, "cta"),
      age: textOf(words, "age"),
    }),
    ...publishingOf(form),
  };
}

export const newBannerForm = fromForm(bannerInputSchema, bannerOf);
export const bannerChangesForm = fromForm(bannerPatchSchema, bannerOf);
