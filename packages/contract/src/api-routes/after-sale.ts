import { z } from "zod";
import { filmReminderSchema, joinWaitlistSchema, waitlistEntrySchema } from "../waitlist.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

const idParams = z.object({ id: z.string().max(64) });
const slugParams = z.object({ slug: z.string().max(120) });

/** After the sale: the waiting list of a sold-out showtime and "Nhắc tôi" for a coming film (issue 16). */
export const afterSaleApi = {
  "POST /showtimes/:id/waitlist": { params: idParams, body: joinWaitlistSchema, result: waitlistEntrySchema },
  "DELETE /showtimes/:id/waitlist": { params: idParams, result: z.object({ left: z.boolean().describe("false khi bạn không ở trong danh sách chờ") }) },
  "GET /me/waitlist": { result: z.array(waitlistEntrySchema) },
  "POST /films/:slug/reminder": { params: slugParams, result: filmReminderSchema },
  "DELETE /films/:slug/reminder": { params: slugParams, result: z.object({ removed: z.boolean() }) },
  "GET /me/reminders": { result: z.array(filmReminderSchema) },
} satisfies Record<string, ApiRouteSchemas>;
