import type { Database } from "#server/db/client.ts";
import { findStoredMedia, type StoredMedia } from "../media/media-repository.ts";
import { mediaUrl } from "../media/media-url.ts";
import type { ErrorText, Msg } from "@hancine/contract/i18n/message";
import { msg } from "@hancine/contract/i18n/message";

/** What a picture of a banner or promotion must be, with the Vietnamese words for each refusal. */
export type ArtRule = { minRatio: number; maxRatio: number; missing: Msg; misshapen: Msg };

/** Banner art: 21:9 without words (`BANNER_SIZE`, 1680 × 720), a little either way. */
export const BANNER_ART: ArtRule = {
  minRatio: 2,
  maxRatio: 2.7,
  missing: msg("error.VALIDATION_FAILED.bannerMissing"),
  misshapen: msg("error.VALIDATION_FAILED.bannerShape"),
};
/** Phone art: 4:3 (`BANNER_MOBILE_SIZE`, 800 × 600). */
export const BANNER_MOBILE_ART: ArtRule = {
  minRatio: 1.2,
  maxRatio: 1.45,
  missing: msg("error.VALIDATION_FAILED.mobileImageMissing"),
  misshapen: msg("error.VALIDATION_FAILED.mobileImageShape"),
};
/** A promotion's card: 16:9 (`CARD_IMAGE_SIZE`, 800 × 450). */
export const PROMOTION_ART: ArtRule = {
  minRatio: 1.6,
  maxRatio: 1.9,
  missing: msg("error.VALIDATION_FAILED.imageMissing"),
  misshapen: msg("error.VALIDATION_FAILED.promotionImageShape"),
};

/** A post's picture: 16:9 like the page shows it (800 × 450 or larger). */
export const POST_ART: ArtRule = {
  minRatio: 1.6,
  maxRatio: 1.9,
  missing: msg("error.VALIDATION_FAILED.imageMissing"),
  misshapen: msg("error.VALIDATION_FAILED.postImageShape"),
};

/** A product's picture: square, as the menu draws it (400 × 400 or larger). */
export const PRODUCT_ART: ArtRule = {
  minRatio: 0.9,
  maxRatio: 1.1,
  missing: msg("error.VALIDATION_FAILED.imageMissing"),
  misshapen: msg("error.VALIDATION_FAILED.productImageShape"),
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
export async function resolveArt(db: Database, mediaId: string, rule: ArtRule, field: string, problems: Record<string, ErrorText>): Promise<string | null> {
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
