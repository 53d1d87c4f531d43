import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { resultOf } from "@hancine/contract/envelope";
import { errorEnvelopeSchema } from "@hancine/contract/errors";
import { searchResultSchema } from "@hancine/contract/quick-booking";
import type { AppDeps } from "../../app-deps.ts";
import { search } from "./search-repository.ts";

export const searchRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/search",
    {
      schema: {
        tags: ["Tìm kiếm"],
        summary: "Tìm phim, rạp, bài viết và khuyến mãi (không phân biệt dấu)",
        querystring: z.object({
          q: z
            .string({ message: "Hãy nhập từ khóa tìm kiếm." })
            .trim()
            .min(1, "Hãy nhập từ khóa tìm kiếm.")
            .max(100, "Từ khóa tìm kiếm tối đa 100 ký tự."),
        }),
        response: { 200: resultOf(searchResultSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({ result: await search(deps.database.db, request.query.q, deps.clock()) }),
  );
};
