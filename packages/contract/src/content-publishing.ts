/**
 * The publishing model shared by banners, promotions and posts (docs/decisions/047), without zod so
 * the back office's screens and the server use the same words and the same rule.
 */

/** Stored statuses. "scheduled" and "published" differ only by time: the public reads decide by `publishAt`. */
export const CONTENT_STATUSES = ["draft", "scheduled", "published", "archived"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** What a person sees in the back office: the stored status read at a time ("ended" = its unpublish time passed). */
export const CONTENT_STATES = ["draft", "scheduled", "published", "ended", "archived"] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export const CONTENT_STATE_LABELS: Record<ContentState, string> = {
  draft: "Bản nháp",
  scheduled: "Đã hẹn giờ",
  published: "Đang hiển thị",
  ended: "Đã hết hạn",
  archived: "Lưu trữ",
};

export type PublishWindow = { status: ContentStatus; publishAt: Date | string | null; unpublishAt: Date | string | null };

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** The one rule, in JavaScript (the SQL twin is `publicNow` in the server's content module). */
export function contentState(item: PublishWindow, now: Date): ContentState {
  if (item.status === "draft" || item.status === "archived") return item.status;
  const from = time(item.publishAt);
  const until = time(item.unpublishAt);
  if (from !== null && from > now.getTime()) return "scheduled";
  if (until !== null && until <= now.getTime()) return "ended";
  return "published";
}

/** The stored status of a save: "published" with a time still to come is "scheduled", and the other way round. */
export function storedStatus(requested: ContentStatus, publishAt: Date | null, now: Date): ContentStatus {
  if (requested !== "published" && requested !== "scheduled") return requested;
  return publishAt && publishAt.getTime() > now.getTime() ? "scheduled" : "published";
}
