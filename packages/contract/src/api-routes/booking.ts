import { z } from "zod";
import {
  cancelOrderSchema,
  exchangeOrderSchema,
  myOrdersQuerySchema,
  orderSchema,
  placeOrderSchema,
  seatMapSchema,
  showtimeDetailSchema,
  showtimeSchema,
  updateOrderSchema,
  accessibilityFeatureSchema,
} from "../booking.ts";
import { checkinRequestSchema, checkinResultSchema, checkoutResultSchema, checkoutSchema, paymentMethodSchema } from "../checkout.ts";
import { invoiceRequestSchema, invoiceRequestStateSchema, invoiceRequestViewSchema } from "../invoice-request.ts";
import { quickBookingSchema } from "../quick-booking.ts";
import { cityQuery, dateQuery, slugQuery } from "../query-schemas.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

const idParams = z.object({ id: z.string().max(64) });
const showtimeFilters = cityQuery.extend({ film: slugQuery.optional(), cinema: slugQuery.optional(), date: dateQuery.optional() });
/** `?accessibility=audio_description`: only showtimes offering that feature. */
const showtimeListFilters = showtimeFilters.extend({ accessibility: accessibilityFeatureSchema.optional() });

/** Showtimes and seat maps, holding seats (orders), paying, reading orders, and the door's check-in. */
export const bookingApi = {
  "GET /quick-booking": { query: showtimeFilters, result: quickBookingSchema },
  "GET /showtimes": { query: showtimeListFilters, result: z.array(showtimeSchema) },
  "GET /showtimes/:id": { params: idParams, result: showtimeDetailSchema },
  "GET /showtimes/:id/seats": { params: idParams, result: seatMapSchema },
  "POST /orders": { body: placeOrderSchema, result: orderSchema },
  "PATCH /orders/:id": { params: idParams, body: updateOrderSchema, result: orderSchema },
  "DELETE /orders/:id": { params: idParams, result: orderSchema },
  "GET /payment-methods": { result: z.array(paymentMethodSchema) },
  "POST /orders/:id/checkout": { params: idParams, body: checkoutSchema, result: checkoutResultSchema },
  "GET /orders/:id": { params: idParams, result: orderSchema },
  "GET /me/orders": { query: myOrdersQuerySchema, result: z.array(orderSchema) },
  "GET /orders/by-code/:code": { params: z.object({ code: z.string().max(32) }), result: orderSchema },
  "POST /orders/:id/payment-check": { params: idParams, result: orderSchema },
  "POST /orders/:id/cancel": { params: idParams, body: cancelOrderSchema, result: orderSchema },
  "POST /orders/:id/exchange": { params: idParams, body: exchangeOrderSchema, result: orderSchema },
  "POST /orders/:id/invoice-request": { params: idParams, body: invoiceRequestSchema, result: invoiceRequestViewSchema },
  "GET /orders/:id/invoice-request": { params: idParams, result: invoiceRequestStateSchema },
  "POST /checkin": { body: checkinRequestSchema, result: checkinResultSchema },
} satisfies Record<string, ApiRouteSchemas>;
