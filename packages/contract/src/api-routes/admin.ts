import { z } from "zod";
import { adminCinemaSchema } from "../back-office.ts";
import { auditEntrySchema, auditQuery } from "../back-office-audit.ts";
import {
  adminPriceTableSchema,
  cinemaSlugParams,
  holidayBodySchema,
  holidayParams,
  holidaySchema,
  holidaysQuery,
  priceQuoteQuery,
  priceQuoteSchema,
  priceTableBodySchema,
} from "../back-office-prices.ts";
import { adminUserParams, adminUserPatchSchema, adminUserSchema, adminUsersPageSchema, adminUsersQuery } from "../back-office-users.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

/** The back office (`/admin/...`): staff and managers see and act on their cinemas only, admins on the chain. */
export const adminApi = {
  "GET /admin/cinemas": { result: z.array(adminCinemaSchema) },
  // Prices and the holiday calendar (managers of the cinema and admins; the calendar is the chain's: admins change it).
  "GET /admin/cinemas/:slug/prices": { params: cinemaSlugParams, result: adminPriceTableSchema },
  "PUT /admin/cinemas/:slug/prices": { params: cinemaSlugParams, body: priceTableBodySchema, result: adminPriceTableSchema },
  "GET /admin/prices/quote": { query: priceQuoteQuery, result: priceQuoteSchema },
  "GET /admin/holidays": { query: holidaysQuery, result: z.array(holidaySchema) },
  "PUT /admin/holidays/:day": { params: holidayParams, body: holidayBodySchema, result: holidaySchema },
  "DELETE /admin/holidays/:day": { params: holidayParams, result: holidaySchema },
  // People (admins only) and the change log.
  "GET /admin/users": { query: adminUsersQuery, result: adminUsersPageSchema },
  "PATCH /admin/users/:id": { params: adminUserParams, body: adminUserPatchSchema, result: adminUserSchema },
  "GET /admin/audit": { query: auditQuery, result: z.array(auditEntrySchema) },
} satisfies Record<string, ApiRouteSchemas>;
