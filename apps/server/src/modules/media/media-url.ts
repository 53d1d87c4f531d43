/** The file name extension each stored type is served under (`/media/<id>.<ext>`). */
const EXTENSIONS: Record<string, string> = {
  "image/svg+xml": "svg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/jpeg": "jpg",
  "video/webm": "webm",
  "video/mp4": "mp4",
};

/** A stored file's URL: the content hash and the extension of its type. */
export function mediaUrl(id: string, contentType: string): string {
  return `/media/${id}.${EXTENSIONS[contentType] ?? "bin"}`;
}

/** The media id inside one of our media URLs, or null for anything else. */
export function mediaIdOfUrl(url: string): string | null {
  return /^\/media\/([a-f0-9]{16})\.[a-z0-9]+$/.exec(url)?.[1] ?? null;
}
