import type { ContentState, ContentStatus } from "@hancine/contract/content-publishing";
import { isRichText, paragraphsOf } from "#web/lib/paragraphs.ts";
import { textsOf, type FormFields } from "#web/lib/forms/form-shape.ts";
import type { ChosenArt } from "../films/image-drop.tsx";
import { momentText } from "./moment-text.ts";

/**
 * What every content editor (banner, promotion, post) shares around its own fields (decision 047):
 * its picture and rich text as the editor holds them, the "Hiển thị" part as typed and as the form
 * sends it, and the moments as the API's body takes them.
 */

/** The choice the editor offers: "scheduled" is "published" with a start time. */
export type Publish = Exclude<ContentStatus, "scheduled">;

/** The "Hiển thị" part as typed: the choice, and from/until as "dd/MM/yyyy HH:mm" (empty: none). */
export type PublishingDraft = { status: Publish; publishAt: string; unpublishAt: string };

type Published = { status: ContentStatus; publishAt: string | null; unpublishAt: string | null };

/** A saved item's "Hiển thị" as the editor shows it; a new one is a draft. */
export function publishingDraftOf(item: Published | null): PublishingDraft {
  return {
    status: item ? (item.status === "scheduled" ? "published" : item.status) : "draft",
    publishAt: momentText(item?.publishAt ?? null),
    unpublishAt: momentText(item?.unpublishAt ?? null),
  };
}

/** The "Hiển thị" fields as the form sends them (`status`, `publishAt`, `unpublishAt`), read by the contract's moment schema. */
export function publishingOf(form: FormFields) {
  return textsOf(form, ["status", "publishAt", "unpublishAt"]);
}

const isoOf = (moment: Date | null | undefined) => (moment ? moment.toISOString() : moment);

/** The contract's reading of a form with its moments as the API's body takes them (ISO 8601). */
export function withMomentsAsText<T extends { publishAt?: Date | null | undefined; unpublishAt?: Date | null | undefined }>(value: T) {
  const { publishAt, unpublishAt, ...rest } = value;
  return { ...rest, publishAt: isoOf(publishAt), unpublishAt: isoOf(unpublishAt) };
}

/** What a saved item says: when it will show if it waits for its time, else that the site follows in seconds. */
export function savedNote(saved: { state: ContentState; publishAt: string | null }, what: string, live: string): string {
  return saved.state === "scheduled" ? `Đã lưu. ${what} sẽ hiện lúc ${momentText(saved.publishAt)}.` : `Đã lưu. ${live}`;
}

/** An uploaded picture as the editor shows it; none without its media id. */
export function artOf(url: string | null, mediaId: string | null): ChosenArt | null {
  return url && mediaId ? { mediaId, url, placeholder: null } : null;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The demo's plain paragraphs as the rich text editor's HTML; rich text as it is. */
export function htmlOf(body: string): string {
  return isRichText(body)
    ? body
    : paragraphsOf(body)
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join("");
}
