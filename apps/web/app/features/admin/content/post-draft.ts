import { postInputSchema, postPatchSchema, type AdminPost } from "@hancine/contract/back-office-content";
import type { PostDetail } from "@hancine/contract/catalog";
import { fromForm, textOf, textsOf, type FormFields } from "#web/lib/forms/form-shape.ts";
import type { ChosenArt } from "../films/image-drop.tsx";
import { artOf, htmlOf, publishingDraftOf, publishingOf, type PublishingDraft } from "./publishing-draft.ts";

/** The post editor's fields as typed: what its preview draws and its inputs hold. */
export type PostDraft = {
  type: PostDetail["type"];
  title: string;
  slug: string;
  image: ChosenArt | null;
  excerpt: string;
  body: string;
  filmId: string;
  /** The English texts (decision 095): all three or none. */
  titleEn: string;
  excerptEn: string;
  bodyEn: string;
} & PublishingDraft;

export function draftOf(p: AdminPost | null): PostDraft {
  return {
    type: p?.type ?? "review",
    title: p?.title ?? "",
    slug: p?.slug ?? "",
    image: p ? artOf(p.image, p.imageMediaId) : null,
    excerpt: p?.excerpt ?? "",
    body: htmlOf(p?.body ?? ""),
    filmId: p?.filmId ?? "",
    titleEn: p?.titleEn ?? "",
    excerptEn: p?.excerptEn ?? "",
    bodyEn: p?.bodyEn ? htmlOf(p.bodyEn) : "",
    ...publishingDraftOf(p),
  };
}

/** The form as the API reads a post: every field as typed, no film chosen as none (null). */
export function postOf(form: FormFields) {
  return {
    ...textsOf(form, ["type", "title", "slug", "imageMediaId", "excerpt", "body", "titleEn", "excerptEn", "bodyEn"]),
    filmId: textOf(form, "filmId") || null,
    ...publishingOf(form),
  };
}

/** `POST /admin/posts` from the editor's form, checked by the contract's schema. */
export const newPostForm = fromForm(postInputSchema, postOf);
/** `PATCH /admin/posts/:id` from the editor's form (every field, as it is now). */
export const postChangesForm = fromForm(postPatchSchema, postOf);
