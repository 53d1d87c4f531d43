import { z } from "zod";
import { filmRatingSchema, filmReviewsPageSchema, filmReviewsQuery, myFilmRatingSchema, rateFilmSchema } from "../film-ratings.ts";
import { myVoucherSchema } from "../my-vouchers.ts";
import { pointsSchema } from "../points.ts";
import { filmReminderSchema, joinWaitlistSchema, waitlistEntrySchema } from "../waitlist.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

const idParams = z.object({ id: z.string().max(64) });
const slugParams = z.object({ slug: z.string().max(120) });

/**
 * After the sale (docs/api-v1.md): reward points, the customer's own vouchers, rating a film they saw,
 * the waiting list of a sold-out showtime and "Nhắc tôi" for a coming film (issue 16).
 */
export const afterSaleApi = {
  "GET /me/points": { result: pointsSchema },
  "GET /me/vouchers": { result: z.array(myVoucherSchema) },
  "GET /films/:slug/ratings/mine": { params: slugParams, result: myFilmRatingSchema },
  "POST /films/:slug/ratings": { params: slugParams, body: rateFilmSchema, result: myFilmRatingSchema.extend({ rating: filmRatingSchema }) },
  "GET /films/:slug/reviews": { params: slugParams, query: filmReviewsQuery, result: filmReviewsPageSchema },
  "POST /showtimes/:id/waitlist": { params: idParams, body: joinWaitlistSchema, result: waitlistEntrySchema },
  "DELETE /showtimes/:id/waitlist": { params: idParams, result: z.object({ left: z.boolean().describe("false khi bạn không ở trong danh sách chờ") }) },
  "GET /me/waitlist": { result: z.array(waitlistEntrySchema) },
  "POST /films/:slug/reminder": { params: slugParams, result: filmReminderSchema },
  "DELETE /films/:slug/reminder": { params: slugParams, result: z.object({ removed: z.boolean() }) },
  "GET /me/reminders": { result: z.array(filmReminderSchema) },
} satisfies Record<string, ApiRouteSchemas>;
