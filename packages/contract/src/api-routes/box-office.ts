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
  counterSeatMapSchema,
  currentShiftQuerySchema,
  houseSeatsResultSchema,
  houseSeatsSchema,
  orderCodeParams,
  openShiftSchema,
  shiftIdParams,
  shiftApproveSchema,
  shiftListQuerySchema,
  shiftReportQuerySchema,
  shiftReportSchema,
  shiftReportViewSchema,
  shiftSchema,
  showtimeIdParams,
  vietqrRequestSchema,
  vietqrResultSchema,
  counterQuoteResultSchema,
  counterQuoteSchema,
  counterExchangeQuoteResultSchema,
  counterExchangeQuoteSchema,
  counterExchangeResultSchema,
  counterExchangeSchema,
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
  "GET /box-office/shifts": { query: shiftListQuerySchema, result: z.array(shiftSchema) },
  "GET /box-office/shifts/:id/report": { params: shiftIdParams, query: shiftReportQuerySchema, result: shiftReportViewSchema },
  "POST /box-office/shifts/:id/approve": { params: shiftIdParams, body: shiftApproveSchema, result: shiftSchema },
  "POST /box-office/sales": { body: counterSaleSchema, result: counterSaleResultSchema },
  "POST /box-office/quote": { body: counterQuoteSchema, result: counterQuoteResultSchema },
  "POST /box-office/vietqr": { body: vietqrRequestSchema, result: vietqrResultSchema },
  "POST /box-office/orders/:code/refund": { params: orderCodeParams, body: counterRefundSchema, result: counterRefundResultSchema },
  "POST /box-office/orders/:code/exchange-quote": { params: orderCodeParams, body: counterExchangeQuoteSchema, result: counterExchangeQuoteResultSchema },
  "POST /box-office/orders/:code/exchange": { params: orderCodeParams, body: counterExchangeSchema, result: counterExchangeResultSchema },
  "PUT /box-office/pin": { body: counterPinSchema, result: z.object({ set: z.literal(true) }) },
  "GET /box-office/showtimes/:id/seats": { params: showtimeIdParams, result: counterSeatMapSchema },
  "PUT /admin/showtimes/:id/house-seats": { params: showtimeIdParams, body: houseSeatsSchema, result: houseSeatsResultSchema },
  "GET /admin/showtimes/:id/house-seats": { params: showtimeIdParams, result: houseSeatsResultSchema },
} satisfies Record<string, ApiRouteSchemas>;
