import { z } from "zod";
import { adminCinemaSchema } from "../back-office.ts";
import { adminRoomListSchema, adminRoomSchema, adminRoomsQuerySchema, roomParamsSchema, saveLayoutSchema, updateRoomSchema } from "../back-office-rooms.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

/** The back office (`/admin/...`): staff and managers see and act on their cinemas only, admins on the chain. */
export const adminApi = {
  "GET /admin/cinemas": { result: z.array(adminCinemaSchema) },
  "GET /admin/auditoriums": { query: adminRoomsQuerySchema, result: adminRoomListSchema },
  "GET /admin/auditoriums/:id": { params: roomParamsSchema, result: adminRoomSchema },
  "PATCH /admin/auditoriums/:id": { params: roomParamsSchema, body: updateRoomSchema, result: adminRoomSchema },
  "PUT /admin/auditoriums/:id/layout": { params: roomParamsSchema, body: saveLayoutSchema, result: adminRoomSchema },
} satisfies Record<string, ApiRouteSchemas>;
