/**
 * Where a film's trailer plays: a YouTube or Vimeo link becomes that site's privacy-enhanced embed
 * (the only frames the CSP allows); our own uploaded video (`/media/<id>.webm|mp4`) plays in a
 * `<video>` with its captions at `/media/<id>.vtt`. Anything else is not played.
 */
export type TrailerSource =
  | { kind: "embed"; src: string }
  | { kind: "video"; src: string; captions: string };

const ID = /^[\w-]{6,20}$/;

function youTube(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com")
    id = url.searchParams.get("v") ?? url.pathname.match(/^\/(?:embed|shorts)\/([\w-]+)/)?.[1] ?? null;
  return id && ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : null;
}

function vimeo(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, "");
  if (host !== "vimeo.com" && host !== "player.vimeo.com") return null;
  const id = url.pathname.match(/^\/(?:video\/)?(\d{6,12})(?:\/|$)/)?.[1];
  // dnt=1: Vimeo sets no tracking cookie.
  return id ? `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1` : null;
}

export function trailerSource(trailerUrl: string | null): TrailerSource | null {
  if (!trailerUrl) return null;
  const own = /^\/media\/([a-f0-9]{16})\.(webm|mp4)$/.exec(trailerUrl);
  if (own) return { kind: "video", src: trailerUrl, captions: `/media/${own[1]}.vtt` };
  let url: URL;
  try {
    url = new URL(trailerUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const embed = youTube(url) ?? vimeo(url);
  return embed ? { kind: "embed", src: embed } : null;
}
