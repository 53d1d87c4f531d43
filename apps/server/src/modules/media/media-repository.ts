import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { media } from "../../db/schema/content.ts";

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
