import { and, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { seatClaims } from "../../db/schema/booking.ts";
import { releaseVoucherUses } from "./vouchers-repository.ts";

/**
 * Ends what these orders still hold at `now`: their running seat claims and their voucher
 * reservations (a use kept by a paid order stays). For orders leaving the open states without being
 * paid: released, replaced, failed, refunded. Returns the seats freed.
 */
export async function endOrderHolds(tx: Database, orderIds: string[], now: Date): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const freed = await tx
    .update(seatClaims)
    .set({ heldUntil: sql`greatest(${seatClaims.heldFrom}, ${now.toISOString()}::timestamptz)` })
    .where(and(inArray(seatClaims.orderId, orderIds), or(isNull(seatClaims.heldUntil), gt(seatClaims.heldUntil, now))))
    .returning({ seatId: seatClaims.seatId });
  await releaseVoucherUses(tx, orderIds, now);
  return freed.map((row) => row.seatId);
}
