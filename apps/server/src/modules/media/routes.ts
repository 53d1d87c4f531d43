import type { FastifyPluginAsync } from "fastify";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { media } from "../../db/schema/content.ts";
import { notFound } from "../../http/app-error.ts";

/** `/media/<content-hash>.<ext>`: the name changes when the bytes do, so it is cached forever. */
export const mediaRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get<{ Params: { file: string } }>("/media/:file", async (request, reply) => {
    const match = /^([a-f0-9]{16})\.(svg|png|webp|jpg)$/.exec(request.params.file);
    if (!match) throw notFound("Không tìm thấy hình ảnh này.");
    const [row] = await deps.database.db.select().from(media).where(eq(media.id, match[1]!));
    if (!row) throw notFound("Không tìm thấy hình ảnh này.");
    return reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .type(row.contentType)
      .send(row.body);
  });
};
