import { z } from "zod";
import {
  appPromoSchema,
  bannerSchema,
  filmCommentSchema,
  POST_TYPES,
  postDetailSchema,
  postSchema,
  PRODUCT_KINDS,
  productSchema,
  promotionDetailSchema,
  promotionSchema,
} from "../catalog.ts";
import { siteInfoSchema } from "../site.ts";
import { slugQuery } from "../query-schemas.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

const slugParams = z.object({ slug: z.string().max(160) });

/** Banners, posts, promotions, products and the chain's own details. */
export const contentApi = {
  "GET /banners": { result: z.array(bannerSchema) },
  "GET /film-comment": { result: z.array(filmCommentSchema) },
  "GET /posts": { query: z.object({ type: z.enum(POST_TYPES).optional() }), result: z.array(postSchema) },
  "GET /posts/:slug": { params: slugParams, result: postDetailSchema },
  "GET /promotions": { result: z.array(promotionSchema) },
  "GET /app-promo": { result: appPromoSchema },
  "GET /promotions/:slug": { params: slugParams, result: promotionDetailSchema },
  "GET /products": {
    query: z.object({
      kind: z.enum(PRODUCT_KINDS).optional(),
      cinema: slugQuery.optional().describe("A cinema's slug: only what that cinema sells (the checkout's menu for a showtime there)"),
    }),
    result: z.array(productSchema),
  },
  "GET /site": { result: siteInfoSchema },
} satisfies Record<string, ApiRouteSchemas>;
