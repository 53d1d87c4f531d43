import type { Database } from "#server/db/client.ts";
import { findStoredMedia, type StoredMedia } from "../media/media-repository.ts";
import { mediaUrl } from "../media/media-url.ts";

/** What a picture of a banner or promotion must be, with the Vietnamese words for each refusal. */
export type ArtRule = { minRatio: number; maxRatio: number; missing: string; misshapen: string };

/** Banner art: 21:9 without words (`BANNER_SIZE`, 1680 × 720), a little either way. */
export const BANNER_ART: ArtRule = {
  minRatio: 2,
  maxRatio: 2.7,
  missing: "Không tìm thấy ảnh banner này. Bạn hãy tải ảnh lên lại.",
  misshapen: "Ảnh banner cho máy tính cần là ảnh ngang tỉ lệ khoảng 21:9 (ví dụ 1680 × 720).",
};
/** Phone art: 4:3 (`BANNER_MOBILE_SIZE`, 800 × 600). */
export const BANNER_MOBILE_ART: ArtRule = {
  minRatio: 1.2,
  maxRatio: 1.45,
  missing: "Không tìm thấy ảnh cho điện thoại này. Bạn hãy tải ảnh lên lại.",
  misshapen: "Ảnh cho điện thoại cần tỉ lệ 4:3 (ví dụ 800 × 600).",
};
/** A promotion's card: 16:9 (`CARD_IMAGE_SIZE`, 800 × 450). */
export const PROMOTION_ART: ArtRule = {
  minRatio: 1.6,
  maxRatio: 1.9,
  missing: "Không tìm thấy ảnh này. Bạn hãy tải ảnh lên lại.",
  misshapen: "Ảnh khuyến mãi cần là ảnh ngang tỉ lệ 16:9 (ví dụ 800 × 450).",
};

/** A post's picture: 16:9 like the page shows it (800 × 450 or larger). */
export const POST_ART: ArtRule = {
  minRatio: 1.6,
  maxRatio: 1.9,
  missing: "Không tìm thấy ảnh này. Bạn hãy tải ảnh lên lại.",
  misshapen: "Ảnh minh hoạ bài viết cần là ảnh ngang tỉ lệ 16:9 (ví dụ 1280 × 720).",
};

/** A product's picture: square, as the menu draws it (400 × 400 or larger). */
export const PRODUCT_ART: ArtRule = {
  minRatio: 0.9,
  maxRatio: 1.1,
  missing: "Không tìm thấy ảnh này. Bạn hãy tải ảnh lên lại.",
  misshapen: "Ảnh món cần là ảnh vuông (ví dụ 800 × 800).",
};

/** The widest WebP copy of an upload (the upload's own row, decision 037), or a stored picture as it is. */
function widestUrl(row: StoredMedia): string {
  const widest = (row.variants ?? [])
    .filter((v) => v.contentType === "image/webp")
    .sort((a, b) => a.width - b.width)
    .at(-1);
  return widest ? mediaUrl(widest.id, widest.contentType) : mediaUrl(row.id, row.contentType);
}

/** The URL the public site shows for the chosen picture, or a problem written into `problems[field]`. */
export async function resolveArt(db: Database, mediaId: string, rule: ArtRule, field: string, problems: Record<string, string>): Promise<string | null> {
  const row = await findStoredMedia(db, mediaId);
  if (!row || !row.contentType.startsWith("image/")) {
    problems[field] = rule.missing;
    return null;
  }
  const ratio = row.width / row.height;
  if (ratio < rule.minRatio || ratio > rule.maxRatio) {
    problems[field] = rule.misshapen;
    return null;
  }
  return widestUrl(row);
}
