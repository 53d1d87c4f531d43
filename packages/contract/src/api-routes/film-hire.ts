import { z } from "zod";
import {
  distributorInputSchema,
  distributorSchema,
  hireTermsInputSchema,
  hireTermsSchema,
  reportFrequencyParams,
  reportSubscriptionInputSchema,
  reportSubscriptionSchema,
  settlementQuery,
  settlementSchema,
  unsubscribeInputSchema,
} from "../film-hire.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

const filmParams = z.object({ id: z.uuid({ message: "Không tìm thấy phim này." }) });
const distributorParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Không tìm thấy nhà phát hành này.")
    .max(160, "Không tìm thấy nhà phát hành này."),
});

/** Film hire and settlements, and sales reports by e-mail (issue 36, decision 087). */
export const filmHireApi = {
  "GET /admin/distributors": { result: z.array(distributorSchema) },
  "POST /admin/distributors": { body: distributorInputSchema, result: distributorSchema },
  "PUT /admin/distributors/:slug": { params: distributorParams, body: distributorInputSchema, result: distributorSchema },
  "GET /admin/films/:id/hire-terms": { params: filmParams, result: hireTermsSchema.nullable() },
  "PUT /admin/films/:id/hire-terms": { params: filmParams, body: hireTermsInputSchema, result: hireTermsSchema },
  // `format=csv|xlsx|pdf` answers a file instead of JSON.
  "GET /admin/reports/settlements": { query: settlementQuery, result: settlementSchema },
  "GET /admin/report-subscriptions": { result: z.array(reportSubscriptionSchema) },
  "PUT /admin/report-subscriptions/:frequency": { params: reportFrequencyParams, body: reportSubscriptionInputSchema, result: reportSubscriptionSchema },
  "DELETE /admin/report-subscriptions/:frequency": { params: reportFrequencyParams, result: z.object({ removed: z.boolean() }) },
  "POST /report-subscriptions/unsubscribe": { body: unsubscribeInputSchema, result: z.object({ frequency: z.enum(["daily", "weekly"]), email: z.string() }) },
} satisfies Record<string, ApiRouteSchemas>;
