import type { FastifyPluginAsync } from "fastify";
import parseRange from "range-parser";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { findMedia, mediaBytes, mediaCaptions, mediaSize } from "./media-repository.ts";
import { renderShareImage, ShareImageCache } from "./share-image.ts";
import { msg } from "@hancine/contract/i18n/message";

const IMMUTABLE = "public, max-age=31536000, immutable";
const MISSING = msg("error.NOT_FOUND.image");
const MISSING_VIDEO = msg("error.NOT_FOUND.video");
const FILE = /^([a-f0-9]{16})\.(svg|png|webp|avif|jpg|webm|mp4|vtt)$/;

/** `/media/<content-hash>.<ext>`: the name changes when the bytes do, so it is cached forever. */
export const mediaRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const storedImage = async (id: string) => {
    const row = await findMedia(db, id);
    if (!row || !row.contentType.startsWith("image/")) throw notFound(MISSING);
    return row;
  };

  app.get<{ Params: { file: string } }>("/media/:file", async (request, reply) => {
    const match = FILE.exec(request.params.file);
    if (!match) throw notFound(MISSING);
    const [, id, ext] = match as unknown as [string, string, string];
    reply.header("cache-control", IMMUTABLE);

    if (ext === "vtt") {
      const captions = await mediaCaptions(db, id);
      if (!captions) throw notFound(msg("error.NOT_FOUND.subtitles"));
      return reply.type("text/vtt; charset=utf-8").send(captions);
    }

    if (ext === "webm" || ext === "mp4") {
      // Videos answer byte ranges (seeking, and Safari asks for nothing else), read from the database in slices.
      const row = await mediaSize(db, id);
      if (!row || !row.contentType.startsWith("video/")) throw notFound(MISSING_VIDEO);
      reply.type(row.contentType).header("accept-ranges", "bytes");
      const header = request.headers.range;
      const ranges = header ? parseRange(row.size, header, { combine: true }) : -2;
      if (ranges === -1) {
        reply.header("content-range", `bytes */${row.size}`);
        throw new DomainError("RANGE_NOT_SATISFIABLE");
      }
      // No header, a malformed one, or several ranges at once: the whole file.
      const whole = ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1;
      const start = whole ? 0 : ranges[0]!.start;
      const end = whole ? row.size - 1 : ranges[0]!.end;
      const bytes = await mediaBytes(db, id, start, end);
      if (!whole) reply.code(206).header("content-range", `bytes ${start}-${end}/${row.size}`);
      return reply.send(bytes);
    }

    const row = await storedImage(id);
    return reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'").type(row.contentType).send(row.body);
  });

  // The same picture as a 1200 × 630 JPEG for link previews (og:image): networks do not show SVG.
  const shareCards = new ShareImageCache();
  app.get<{ Params: { file: string } }>("/media/share/:file", async (request, reply) => {
    const match = /^([a-f0-9]{16})\.jpg$/.exec(request.params.file);
    if (!match) throw notFound(MISSING);
    const row = await storedImage(match[1]!);
    const jpeg = await shareCards.get(row.id, () => renderShareImage(row));
    return reply.header("cache-control", IMMUTABLE).type("image/jpeg").send(jpeg);
  });
  // Any other address under /media — another folder, or a name longer than the router reads (100
  // characters) — is a missing file too, not a page: the envelope, as for the names above.
  app.get("/media/*", { schema: { hide: true } }, async () => {
    throw notFound(MISSING);
  });
};
