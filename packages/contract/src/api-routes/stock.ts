import { contentIdParams } from "../back-office-content.ts";
import {
  recipeResultSchema,
  recipeSchema,
  stockMovementSchema,
  stockMovementViewSchema,
  stockQuerySchema,
  stockReportSchema,
  stockThresholdSchema,
} from "../stock.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

/** Stock per cinema (issue 34, decision 077): staff read their cinema's, managers and admins record movements. */
export const stockApi = {
  "GET /admin/stock": { query: stockQuerySchema, result: stockReportSchema },
  "POST /admin/stock/movements": { body: stockMovementSchema, result: stockMovementViewSchema },
  "PUT /admin/stock/thresholds": { body: stockThresholdSchema, result: stockReportSchema.shape.items.element },
  "GET /admin/products/:id/recipe": { params: contentIdParams, result: recipeResultSchema },
  "PUT /admin/products/:id/recipe": { params: contentIdParams, body: recipeSchema, result: recipeResultSchema },
} satisfies Record<string, ApiRouteSchemas>;
