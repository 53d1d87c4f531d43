import { customType, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/** One resized copy of an uploaded image. */
export type MediaVariant = { width: number; height: number; contentType: string; id: string };

/**
 * Images (and the trailers' videos) live in the database so every instance serves the same bytes.
 * The id is a content hash, so URLs can be cached forever.
 */
export const media = pgTable("media", {
  id: text("id").primaryKey(),
  contentType: text("content_type").notNull(),
  width: smallint("width").notNull(),
  height: smallint("height").notNull(),
  body: bytea("body").notNull(),
  /** A video's WebVTT captions, served at `/media/<id>.vtt`. */
  captions: text("captions"),
  /** An uploaded image's tiny blurred preview (a data: URL), shown while the picture loads. */
  placeholder: text("placeholder"),
  /** An uploaded image's resized copies: `[{ width, height, contentType, id }]`, each a media row itself. */
  variants: jsonb("variants").$type<MediaVariant[]>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
