import { POSTER_SIZE } from "@hancine/contract/browser-constants";
import { ownTrailerMediaId } from "@hancine/contract/trailer-link";
import type { Database } from "#server/db/client.ts";
import { findStoredMedia, type StoredMedia } from "../media/media-repository.ts";
import { mediaUrl } from "../media/media-url.ts";
import type { ErrorText } from "@hancine/contract/i18n/message";
import { msg } from "@hancine/contract/i18n/message";

/**
 * The URLs the public site shows for a film's art, from the pictures the back office chose: an
 * upload's WebP copies (the poster at 400 × 600, the backdrop at its widest), or a stored picture
 * without copies (the demo's drawn art) as it is.
 */
export type FilmArt = { poster: string; posterMediaId: string; backdrop: string; backdropMediaId: string | null };

type Problems = Record<string, ErrorText>;

const isImage = (row: StoredMedia | null): row is StoredMedia => row !== null && row.contentType.startsWith("image/");

/** The WebP copy of `width` (or the nearest wider one, else the widest), or the picture itself. */
function copyUrl(row: StoredMedia, want: "poster" | "widest"): string {
  const webps = (row.variants ?? []).filter((v) => v.contentType === "image/webp").sort((a, b) => a.width - b.width);
  const pick = want === "poster" ? (webps.find((v) => v.width >= POSTER_SIZE.width) ?? webps.at(-1)) : webps.at(-1);
  return pick ? mediaUrl(pick.id, pick.contentType) : mediaUrl(row.id, row.contentType);
}

/** A portrait of the poster's 2:3 shape (2 % either way). */
const isPosterShaped = (row: StoredMedia) => Math.abs(row.width / row.height - POSTER_SIZE.width / POSTER_SIZE.height) < 0.02;

/**
 * Resolves the chosen pictures; what does not resolve is reported per field (Vietnamese) in `problems`.
 * Without a backdrop, the film page shows the poster's widest copy behind its header.
 */
export async function resolveFilmArt(
  db: Database,
  chosen: { posterMediaId: string; backdropMediaId: string | null },
  problems: Problems,
): Promise<FilmArt | null> {
  const [poster, backdrop] = await Promise.all([
    findStoredMedia(db, chosen.posterMediaId),
    chosen.backdropMediaId ? findStoredMedia(db, chosen.backdropMediaId) : Promise.resolve(null),
  ]);
  if (!isImage(poster)) problems.posterMediaId = msg("error.VALIDATION_FAILED.posterMissing");
  else if (!isPosterShaped(poster)) problems.posterMediaId = msg("error.VALIDATION_FAILED.posterShape");
  if (chosen.backdropMediaId && !isImage(backdrop)) problems.backdropMediaId = msg("error.VALIDATION_FAILED.backdropMissing");
  else if (backdrop && backdrop.width <= backdrop.height) problems.backdropMediaId = msg("error.VALIDATION_FAILED.backdropShape");
  if (!isImage(poster) || problems.posterMediaId || problems.backdropMediaId) return null;
  return {
    poster: copyUrl(poster, "poster"),
    posterMediaId: poster.id,
    backdrop: backdrop ? copyUrl(backdrop, "widest") : copyUrl(poster, "widest"),
    backdropMediaId: backdrop?.id ?? null,
  };
}

/** Our own uploaded trailer must be a stored video; YouTube and Vimeo embeds need no look-up. */
export async function checkOwnTrailer(db: Database, trailerUrl: string | null | undefined, problems: Problems): Promise<void> {
  const id = trailerUrl ? ownTrailerMediaId(trailerUrl) : null;
  if (!id) return;
  const row = await findStoredMedia(db, id);
  if (!row?.contentType.startsWith("video/")) problems.trailerUrl = msg("error.VALIDATION_FAILED.trailerMissing");
}
