import { z } from "zod";
import { adminSaleEventSchema, queuePlaceSchema, saleEventInputSchema, saleEventPatchSchema, saleEventSchema } from "../waiting-room.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

const idParams = z.object({ id: z.string().max(64) });

/**
 * The waiting room (issue 17, decision 055). Outside the map: the place's live stream
 * `GET /sale-events/:id/queue/me/stream` (text/event-stream, each `place` event a QueuePlace).
 */
export const waitingRoomApi = {
  "GET /sale-events/:id": { params: idParams, result: saleEventSchema },
  "POST /sale-events/:id/queue": { params: idParams, result: queuePlaceSchema },
  "GET /sale-events/:id/queue/me": { params: idParams, result: queuePlaceSchema },
  "DELETE /sale-events/:id/queue": { params: idParams, result: z.object({ left: z.boolean() }) },
  "GET /admin/sale-events": { result: z.array(adminSaleEventSchema) },
  "POST /admin/sale-events": { body: saleEventInputSchema, result: adminSaleEventSchema },
  "GET /admin/sale-events/:id": { params: idParams, result: adminSaleEventSchema },
  "PATCH /admin/sale-events/:id": { params: idParams, body: saleEventPatchSchema, result: adminSaleEventSchema },
} satisfies Record<string, ApiRouteSchemas>;
