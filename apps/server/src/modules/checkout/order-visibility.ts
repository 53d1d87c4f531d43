import { hasRole, type UserRole } from "@hancine/contract/auth";
import type { Database } from "#server/db/client.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import { orderNotFound } from "../booking/order-not-found.ts";
import { cinemaIdOfOrder, type OrderRow } from "../booking/orders-repository.ts";

/**
 * Who may read an order and its tickets through the customer endpoints (`GET /orders/:id`,
 * `GET /orders/by-code/:code`, the payment check, the tickets' QR images), issue 30:
 * - its owner, whatever their role (a staff member's own purchase stays theirs to see);
 * - staff and managers, an order of one of their cinemas: another cinema's is 403 `FORBIDDEN`, as the
 *   order desk answers (contract, "Back office"); admins, any order;
 * - anyone else (a customer) is told it does not exist: 404, as before (contract, `GET /orders/:id`).
 */
export async function visibleOrder(db: Database, row: OrderRow | null, viewer: { id: string; role: UserRole }): Promise<OrderRow> {
  if (!row) throw orderNotFound();
  if (row.userId === viewer.id) return row;
  if (!hasRole(viewer.role, "staff")) throw orderNotFound();
  const cinemaId = await cinemaIdOfOrder(db, row.id);
  if (!cinemaId) throw orderNotFound();
  assertInScope(await cinemaScopeOf(db, viewer), cinemaId);
  return row;
}
