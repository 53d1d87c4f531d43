import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { TRAILERS_DIRECTORY } from "@hancine/demo-art/files";
import type { Database } from "../client.ts";
import { media } from "../schema/media.ts";

/**
 * The demo films' trailers: short silent videos made from each film's art by
 * scripts/make-demo-trailers.ts and committed in packages/demo-art/trailers/, so they play offline (decision 023).
 */
export const TRAILER_SECONDS = 8;

/** What the trailer shows, as its captions say it (a silent film still gets captions). */
export const TRAILER_CUES: ReadonlyArray<{ from: number; to: number; text: (film: { title: string; tagline: string }) => string }> = [
  { from: 0, to: 4, text: (film) => `HanCine giới thiệu: ${film.title}` },
  { from: 4, to: TRAILER_SECONDS, text: (film) => `“${film.tagline}” – Đặt vé tại HanCine` },
];

/** Announced too early to have a trailer: the site's "trailer đang được cập nhật" case. */
export const FILMS_WITHOUT_TRAILER: ReadonlySet<string> = new Set(["ban-giao-huong-mua-mua"]);

/** Stores a video and its captions in `media`, like every upload; returns its URL. */
export async function storeVideo(
  db: Database,
  video: { body: Buffer; contentType: "video/webm" | "video/mp4"; width: number; height: number; captions: string | null },
): Promise<string> {
  const id = createHash("sha256").update(video.body).digest("hex").slice(0, 16);
  await db
    .insert(media)
    .values({ id, ...video })
    .onConflictDoNothing();
  return `/media/${id}.${video.contentType === "video/webm" ? "webm" : "mp4"}`;
}

/** The demo film's trailer URL, or null when none was made for it. */
export async function storeDemoTrailer(db: Database, slug: string): Promise<string | null> {
  const file = `${TRAILERS_DIRECTORY}${slug}.webm`;
  if (!existsSync(file)) return null;
  const captions = existsSync(`${TRAILERS_DIRECTORY}${slug}.vtt`) ? readFileSync(`${TRAILERS_DIRECTORY}${slug}.vtt`, "utf8") : null;
  return storeVideo(db, { body: readFileSync(file), contentType: "video/webm", width: 640, height: 360, captions });
}
