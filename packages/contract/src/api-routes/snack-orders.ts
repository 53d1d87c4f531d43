import { z } from "zod";
import { pickupTimesSchema, pickupSchema, pickupStatusInputSchema, pickupsQuerySchema, snackOrderInputSchema, snackOrderSchema } from "../snack-orders.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";
import { cancelOrderSchema } from "../booking.ts";

const codeParams = z.object({ code: z.string().max(40, "Mã đơn không hợp lệ.") });

/** Snacks ordered on their own and their pickup at the counter (issue 35, decision 083). */
export const snackOrdersApi = {
  "GET /snack-orders/pickup-times": { result: pickupTimesSchema },
  "POST /snack-orders": { body: snackOrderInputSchema, result: snackOrderSchema },
  "GET /snack-orders/:code": { params: codeParams, result: snackOrderSchema },
  "POST /snack-orders/:code/cancel": { params: codeParams, body: cancelOrderSchema, result: snackOrderSchema },
  "GET /box-office/pickups": { query: pickupsQuerySchema, result: z.array(pickupSchema) },
  "POST /box-office/pickups/:code/status": { params: codeParams, body: pickupStatusInputSchema, result: pickupSchema },
} satisfies Record<string, ApiRouteSchemas>;
