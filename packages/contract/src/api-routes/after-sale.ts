import { z } from "zod";
import { filmRatingSchema, myFilmRatingSchema, rateFilmSchema } from "../film-ratings.ts";
import { myVoucherSchema } from "../my-vouchers.ts";
import { pointsSchema } from "../points.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

const slugParams = z.object({ slug: z.string().max(120) });

/** After the sale (docs/api-v1.md): reward points, the customer's own vouchers, rating a film they saw. */
export const afterSaleApi = {
  "GET /me/points": { result: pointsSchema },
  "GET /me/vouchers": { result: z.array(myVoucherSchema) },
  "GET /films/:slug/ratings/mine": { params: slugParams, result: myFilmRatingSchema },
  "POST /films/:slug/ratings": { params: slugParams, body: rateFilmSchema, result: myFilmRatingSchema.extend({ rating: filmRatingSchema }) },
} satisfies Record<string, ApiRouteSchemas>;
