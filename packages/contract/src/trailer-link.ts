/**
 * A trailer link as the back office stores it (decision 023): a YouTube or Vimeo page link, in any
 * of their usual shapes, becomes the privacy-enhanced embed the site plays
 * (`https://www.youtube-nocookie.com/embed/<id>`, `https://player.vimeo.com/video/<id>`); our own
 * uploaded video (`/media/<hash>.webm|mp4`) stays as it is. Anything else is null. No zod here: the
 * editor's preview calls it in the browser.
 */

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const OWN_VIDEO = /^\/media\/[a-f0-9]{16}\.(webm|mp4)$/;

function youTubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com")
    id = (url.pathname === "/watch" ? url.searchParams.get("v") : null) ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([\w-]+)\/?$/)?.[1] ?? null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, "");
  if (host !== "vimeo.com" && host !== "player.vimeo.com") return null;
  return url.pathname.match(/^\/(?:video\/)?(\d{6,12})(?:\/|$)/)?.[1] ?? null;
}

/** The embed URL to store for a typed trailer link, or null when it is neither YouTube, Vimeo nor our own video. */
export function embedTrailerUrl(text: string): string | null {
  const typed = text.trim();
  if (OWN_VIDEO.test(typed)) return typed;
  let url: URL;
  try {
    // People paste "youtu.be/…" without the scheme.
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(typed) ? typed : `https://${typed}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || (url.port && url.port !== "443" && url.port !== "80")) return null;
  const youTube = youTubeId(url);
  if (youTube) return `https://www.youtube-nocookie.com/embed/${youTube}`;
  const vimeo = vimeoId(url);
  return vimeo ? `https://player.vimeo.com/video/${vimeo}` : null;
}

/** Our own uploaded trailer's media id, when the stored link is one. */
export function ownTrailerMediaId(stored: string): string | null {
  return OWN_VIDEO.test(stored) ? stored.slice("/media/".length, "/media/".length + 16) : null;
}
