import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { resultOf } from "@hancine/contract/envelope";
import { errorEnvelopeSchema } from "@hancine/contract/errors";
import { quickBookingSchema } from "@hancine/contract/quick-booking";
import type { AppDeps } from "../../app-deps.ts";
import { cityQuery, slugQuery, dateQuery } from "../../http/query-schemas.ts";
import { quickBookingOptions } from "./quick-booking-repository.ts";

export const showtimeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.get(
    "/quick-booking",
    {
      schema: {
        tags: ["Suất chiếu"],
        summary: "Lựa chọn của thanh mua vé nhanh theo từng bước",
        description: "Chỉ gồm những gì còn suất chiếu mở bán. Bước sau rỗng cho đến khi các bước trước được chọn.",
        querystring: cityQuery.extend({ film: slugQuery.optional(), cinema: slugQuery.optional(), date: dateQuery.optional() }),
        response: { 200: resultOf(quickBookingSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=15");
      return { result: await quickBookingOptions(db, request.query, deps.clock()) };
    },
  );
};
