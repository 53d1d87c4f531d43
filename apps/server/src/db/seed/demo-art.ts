import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { RENDERED_DIRECTORY } from "@hancine/demo-art/files";
import sharp from "sharp";
import type { Database } from "../client.ts";
import { media } from "../schema/media.ts";
import { contentHashId } from "#server/modules/media/media-repository.ts";
import { mediaUrl } from "#server/modules/media/media-url.ts";

/**
 * The demo's pictures as a chain would upload them (decision 053): each drawn SVG rendered once to a
 * WebP of its size by `npm run demo-art` and committed under `packages/demo-art/rendered/`, named by the drawing's
 * hash, so `npm start` serves pixels — a browser paints a WebP off its main thread, an SVG document on
 * it. A drawing changed since (no file of its hash) is rendered while seeding, slower but the same.
 */
export type Drawing = { svg: string; width: number; height: number };

/** The file a drawing's rendering is committed under: its SVG, size and how it is encoded. */
export function renderingFileName(drawing: Drawing): string {
  const hash = createHash("sha256").update(`webp q80 ${drawing.width}x${drawing.height}\n${drawing.svg}`).digest("hex").slice(0, 16);
  return `${hash}.webp`;
}

export async function renderDrawing(drawing: Drawing): Promise<Buffer> {
  return sharp(Buffer.from(drawing.svg, "utf8")).resize(drawing.width, drawing.height, { fit: "fill" }).webp({ quality: 80, effort: 6 }).toBuffer();
}

/** What this process's seeds drew: every rendering's file name, and those it had to render (no file yet). */
export const demoArtSeen = { used: new Set<string>(), rendered: new Map<string, Buffer>() };

/** Stores a demo drawing as its committed WebP rendering (or renders it) and returns its URL. */
export async function storeDemoArt(db: Database, drawing: Drawing): Promise<string> {
  const name = renderingFileName(drawing);
  const file = RENDERED_DIRECTORY + name;
  demoArtSeen.used.add(name);
  let body = demoArtSeen.rendered.get(name);
  if (!body && existsSync(file)) body = readFileSync(file);
  if (!body) {
    body = await renderDrawing(drawing);
    demoArtSeen.rendered.set(name, body);
  }
  const id = contentHashId(body);
  await db.insert(media).values({ id, contentType: "image/webp", width: drawing.width, height: drawing.height, body }).onConflictDoNothing();
  return mediaUrl(id, "image/webp");
}
