import type { CashDrop, CloseShift, OpenShift, Shift, ShiftReport } from "@hancine/contract/box-office";
import { hasRole } from "@hancine/contract/auth";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { Actor } from "../auth/actor.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import { isUuid } from "../showtimes/showtimes-repository.ts";
import {
  cinemaBySlug,
  insertCashDrop,
  insertShift,
  lockShift,
  markShiftClosed,
  openShiftOf,
  type ShiftRow,
  shiftTotals,
  shiftView,
  type ShiftView,
} from "./shifts-repository.ts";

export const shiftJson = (shift: ShiftView): Shift => ({
  id: shift.id,
  status: shift.closedAt ? "closed" : "open",
  cinema: { slug: shift.cinemaSlug, name: shift.cinemaName },
  openedBy: { id: shift.userId, name: shift.userName },
  openedAt: shift.openedAt.toISOString(),
  closedAt: shift.closedAt?.toISOString() ?? null,
  openingFloat: shift.openingFloatVnd,
  cashDrops: shift.cashDropsVnd,
  currency: "VND",
});

/** A cinema of the person's, by slug: 404 when there is none, 403 when it is someone else's. */
async function cinemaInScope(deps: AppDeps, actor: Actor, slug: string) {
  const db = deps.database.db;
  const cinema = await cinemaBySlug(db, slug);
  if (!cinema) throw notFound("Không tìm thấy rạp này.");
  assertInScope(await cinemaScopeOf(db, actor.user), cinema.id);
  return cinema;
}

export async function openShift(deps: AppDeps, actor: Actor, input: OpenShift): Promise<Shift> {
  const cinema = await cinemaInScope(deps, actor, input.cinema);
  const now = deps.clock();
  try {
    const id = await deps.database.db.transaction(async (tx) => {
      const shiftId = await insertShift(tx, { cinemaId: cinema.id, userId: actor.user.id, openingFloatVnd: input.openingFloat, openedAt: now });
      await writeAudit(tx, {
        at: now,
        action: "shift.open",
        actorUserId: actor.user.id,
        ip: actor.ip,
        change: { entity: "shift", id: shiftId, cinemaId: cinema.id, before: null, after: { openingFloat: input.openingFloat } },
      });
      return shiftId;
    });
    return shiftJson((await shiftView(deps.database.db, id))!);
  } catch (error) {
    if (isUniqueViolation(error, "box_office_shifts_one_open")) throw new DomainError("SHIFT_ALREADY_OPEN");
    throw error;
  }
}

export async function currentShift(deps: AppDeps, actor: Actor, cinemaSlug: string): Promise<Shift | null> {
  const cinema = await cinemaInScope(deps, actor, cinemaSlug);
  const shift = await openShiftOf(deps.database.db, actor.user.id, cinema.id);
  return shift ? shiftJson(shift) : null;
}

/**
 * The shift under its row lock, for a change: 404 when there is none, 403 when its cinema is not the
 * person's or (for staff) it is someone else's drawer, 409 SHIFT_CLOSED once closed.
 */
export async function lockOwnOpenShift(tx: Database, actor: Actor, shiftId: string): Promise<ShiftRow> {
  const shift = isUuid(shiftId) ? await lockShift(tx, shiftId) : null;
  if (!shift) throw notFound("Không tìm thấy ca bán vé này.");
  await assertMayUseShift(tx, actor, shift);
  if (shift.closedAt) throw new DomainError("SHIFT_CLOSED");
  return shift;
}

/** 403 when the shift's cinema is not the person's, or (for staff) the drawer is someone else's. */
export async function assertMayUseShift(db: Database, actor: Actor, shift: Pick<ShiftRow, "cinemaId" | "userId">): Promise<void> {
  assertInScope(await cinemaScopeOf(db, actor.user), shift.cinemaId);
  if (shift.userId !== actor.user.id && !hasRole(actor.user.role, "manager"))
    throw new DomainError("FORBIDDEN", { message: "Ca bán vé này là của người khác: mỗi người bán trên ca của mình." });
}

export async function dropCash(deps: AppDeps, actor: Actor, shiftId: string, input: CashDrop) {
  const now = deps.clock();
  const drop = await deps.database.db.transaction(async (tx) => {
    const shift = await lockOwnOpenShift(tx, actor, shiftId);
    const row = await insertCashDrop(tx, { shiftId: shift.id, amountVnd: input.amount, note: input.note || null, at: now });
    await writeAudit(tx, {
      at: now,
      action: "shift.cash_drop",
      actorUserId: actor.user.id,
      ip: actor.ip,
      change: { entity: "shift", id: shift.id, cinemaId: shift.cinemaId, before: null, after: { cashDrop: input.amount, note: input.note ?? null } },
    });
    return row;
  });
  return { id: drop.id, shiftId: drop.shiftId, amount: drop.amountVnd, note: drop.note, at: drop.at.toISOString() };
}

/** Closes the shift: expected cash = opening float + cash sales − cash refunds − cash drops; the difference is counted − expected. */
export async function closeShift(deps: AppDeps, actor: Actor, shiftId: string, input: CloseShift): Promise<ShiftReport> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const shift = await lockOwnOpenShift(tx, actor, shiftId);
    const totals = await shiftTotals(tx, shift.id);
    const expectedCash = shift.openingFloatVnd + totals.cashSales - totals.cashRefunds - totals.cashDrops;
    await markShiftClosed(tx, shift.id, { closedAt: now, expectedCashVnd: expectedCash, countedCashVnd: input.countedCash });
    const report: ShiftReport = {
      shiftId: shift.id,
      openingFloat: shift.openingFloatVnd,
      cashSales: totals.cashSales,
      cashRefunds: totals.cashRefunds,
      cashDrops: totals.cashDrops,
      expectedCash,
      countedCash: input.countedCash,
      difference: input.countedCash - expectedCash,
      byMethod: totals.byMethod,
      tickets: totals.tickets,
      products: totals.products,
      orders: totals.orders,
      currency: "VND",
    };
    await writeAudit(tx, {
      at: now,
      action: "shift.close",
      actorUserId: actor.user.id,
      ip: actor.ip,
      change: { entity: "shift", id: shift.id, cinemaId: shift.cinemaId, before: { status: "open" }, after: { status: "closed", ...report } },
    });
    return report;
  });
}
