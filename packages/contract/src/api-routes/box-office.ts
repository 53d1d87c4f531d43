import { z } from "zod";
import {
  cashDropResultSchema,
  cashDropSchema,
  closeShiftSchema,
  counterPinSchema,
  counterRefundResultSchema,
  counterRefundSchema,
  counterSaleResultSchema,
  counterSaleSchema,
  currentShiftQuerySchema,
  orderCodeParams,
  openShiftSchema,
  shiftIdParams,
  shiftReportSchema,
  shiftSchema,
  vietqrRequestSchema,
  vietqrResultSchema,
} from "../box-office.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

/**
 * The box office (issue 34, decision 076). Outside the map (not `{ result }` JSON): the printable tickets
 * and receipt `GET /box-office/orders/:code/print` (text/html for an 80 mm thermal printer).
 */
export const boxOfficeApi = {
  "POST /box-office/shifts": { body: openShiftSchema, result: shiftSchema },
  "GET /box-office/shifts/current": { query: currentShiftQuerySchema, result: shiftSchema.nullable() },
  "POST /box-office/shifts/:id/cash-drops": { params: shiftIdParams, body: cashDropSchema, result: cashDropResultSchema },
  "POST /box-office/shifts/:id/close": { params: shiftIdParams, body: closeShiftSchema, result: shiftReportSchema },
  "POST /box-office/sales": { body: counterSaleSchema, result: counterSaleResultSchema },
  "POST /box-office/vietqr": { body: vietqrRequestSchema, result: vietqrResultSchema },
  "POST /box-office/orders/:code/refund": { params: orderCodeParams, body: counterRefundSchema, result: counterRefundResultSchema },
  "PUT /box-office/pin": { body: counterPinSchema, result: z.object({ set: z.literal(true) }) },
} satisfies Record<string, ApiRouteSchemas>;
