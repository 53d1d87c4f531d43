import { embedTrailerUrl, ownTrailerMediaId } from "@hancine/contract/trailer-link";

/**
 * Where a film's trailer plays: a YouTube or Vimeo link becomes that site's privacy-enhanced embed
 * (the only frames the CSP allows; the link is read by the back office's own rule,
 * `@hancine/contract/trailer-link`); our own uploaded video (`/media/<id>.webm|mp4`) plays in a
 * `<video>` with its captions at `/media/<id>.vtt`. Anything else is not played.
 */
export type TrailerSource = { kind: "embed"; src: string } | { kind: "video"; src: string; captions: string };

export function trailerSource(trailerUrl: string | null): TrailerSource | null {
  if (!trailerUrl) return null;
  const own = ownTrailerMediaId(trailerUrl);
  if (own) return { kind: "video", src: trailerUrl, captions: `/media/${own}.vtt` };
  const embed = embedTrailerUrl(trailerUrl);
  if (!embed) return null;
  // dnt=1: Vimeo sets no tracking cookie; rel=0: YouTube suggests the channel's own videos only.
  return { kind: "embed", src: embed.startsWith("https://player.vimeo.com/") ? `${embed}?dnt=1&autoplay=1` : `${embed}?autoplay=1&rel=0` };
}
