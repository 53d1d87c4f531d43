import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { media, type MediaVariant } from "#server/db/schema/media.ts";
import type { ProcessedImage } from "./image-pipeline.ts";

export type MediaRow = typeof media.$inferSelect;

/** A stored file by its content hash, with its bytes. */
export async function findMedia(db: Database, id: string): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ?? null;
}

/** A video's WebVTT captions, if it has any. */
export async function mediaCaptions(db: Database, id: string): Promise<string | null> {
  const [row] = await db.select({ captions: media.captions }).from(media).where(eq(media.id, id));
  return row?.captions ?? null;
}

/** A file's type and length without reading its bytes. */
export async function mediaSize(db: Database, id: string): Promise<{ contentType: string; size: number } | null> {
  const [row] = await db
    .select({ contentType: media.contentType, size: sql<number>`octet_length(${media.body})`.mapWith(Number) })
    .from(media)
    .where(eq(media.id, id));
  return row ?? null;
}

/** Bytes `start`…`end` (inclusive, from 0) of a file, read by the database. */
export async function mediaBytes(db: Database, id: string, start: number, end: number): Promise<Buffer> {
  const [slice] = await db
    .select({ bytes: sql<Buffer>`substring(${media.body} from ${start + 1} for ${end - start + 1})` })
    .from(media)
    .where(eq(media.id, id));
  return Buffer.from(slice!.bytes);
}

/** The content-hash id every stored file gets: the name changes when the bytes do. */
export const contentHashId = (body: Buffer) => createHash("sha256").update(body).digest("hex").slice(0, 16);

/** A stored picture without its bytes: what films need to point at it. */
export type StoredMedia = Pick<MediaRow, "id" | "contentType" | "width" | "height" | "placeholder" | "variants">;

/**
 * Stores every copy of a processed upload, each under its own content hash; the widest WebP is the
 * upload's own row and lists the others with the placeholder. The same picture uploaded twice
 * lands on the same rows.
 */
export async function storeProcessedImage(tx: Database, image: ProcessedImage): Promise<StoredMedia> {
  const rows = image.variants.map((copy) => ({ ...copy, id: contentHashId(copy.body) }));
  const variants: MediaVariant[] = rows.map(({ id, width, height, contentType }) => ({ id, width, height, contentType }));
  const [main, ...others] = rows;
  if (!main) throw new Error("A processed image has at least one copy");
  if (others.length)
    await tx
      .insert(media)
      .values(others.map(({ id, contentType, width, height, body }) => ({ id, contentType, width, height, body })))
      .onConflictDoNothing();
  const [stored] = await tx
    .insert(media)
    .values({ id: main.id, contentType: main.contentType, width: main.width, height: main.height, body: main.body, placeholder: image.placeholder, variants })
    .onConflictDoUpdate({
      target: media.id,
      // Bytes already stored as another upload's copy: they become an upload of their own too.
      set: { placeholder: sql`coalesce(${media.placeholder}, excluded.placeholder)`, variants: sql`coalesce(${media.variants}, excluded.variants)` },
    })
    .returning({
      id: media.id,
      contentType: media.contentType,
      width: media.width,
      height: media.height,
      placeholder: media.placeholder,
      variants: media.variants,
    });
  return stored!;
}

/** A stored file's description (no bytes), or null. */
export async function findStoredMedia(db: Database, id: string): Promise<StoredMedia | null> {
  const [row] = await db
    .select({
      id: media.id,
      contentType: media.contentType,
      width: media.width,
      height: media.height,
      placeholder: media.placeholder,
      variants: media.variants,
    })
    .from(media)
    .where(eq(media.id, id));
  return row ?? null;
}
