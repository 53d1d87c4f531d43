import type { CashDrop, CloseShift, OpenShift, Shift, ShiftApprove, ShiftReport, ShiftReportView } from "@hancine/contract/box-office";
import { hasRole } from "@hancine/contract/auth";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { Actor } from "../auth/actor.ts";
import { assertInScope, cinemaInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import { requireRecentProofOf } from "../auth/mfa-rule.ts";
import type { CurrentUser } from "../auth/sessions-repository.ts";
import { isUuid } from "../showtimes/showtimes-repository.ts";
import {
  insertCashDrop,
  insertShift,
  lockShift,
  markShiftApproved,
  markShiftClosed,
  openShiftOf,
  type ShiftRow,
  shiftDetails,
  shiftsOfCinema,
  type ShiftTotals,
  shiftTotals,
  shiftView,
  type ShiftView,
} from "./shifts-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** The approval a close's difference needs: above the threshold either way (missing or extra cash). */
export const needsApproval = (difference: number, thresholdVnd: number) => Math.abs(difference) > thresholdVnd;

/** What the drawer should hold: opening float + cash sales − cash refunds − cash drops. */
const expectedCashOf = (shift: Pick<ShiftRow, "openingFloatVnd">, totals: ShiftTotals) =>
  shift.openingFloatVnd + totals.cashSales - totals.cashRefunds - totals.cashDrops;

/** The close's report of a shift: its totals, what was counted (null while open) and the approval it waits for. */
function reportOf(
  shift: Pick<ShiftRow, "id" | "openingFloatVnd">,
  totals: ShiftTotals,
  expectedCash: number,
  countedCash: number,
  approval: ShiftReport["approval"],
): ShiftReport {
  return {
    shiftId: shift.id,
    openingFloat: shift.openingFloatVnd,
    cashSales: totals.cashSales,
    cashRefunds: totals.cashRefunds,
    cashDrops: totals.cashDrops,
    expectedCash,
    countedCash,
    difference: countedCash - expectedCash,
    byMethod: totals.byMethod,
    tickets: totals.tickets,
    products: totals.products,
    orders: totals.orders,
    approval,
    currency: "VND",
  };
}

export const shiftJson = (shift: ShiftView, thresholdVnd: number): Shift => {
  const closed = shift.closedAt !== null;
  return {
    id: shift.id,
    status: closed ? "closed" : "open",
    cinema: { slug: shift.cinemaSlug, name: shift.cinemaName },
    openedBy: { id: shift.userId, name: shift.userName },
    openedAt: shift.openedAt.toISOString(),
    closedAt: shift.closedAt?.toISOString() ?? null,
    openingFloat: shift.openingFloatVnd,
    cashDrops: shift.cashDropsVnd,
    expectedCash: shift.expectedCashVnd,
    countedCash: shift.countedCashVnd,
    difference: closed && shift.countedCashVnd !== null && shift.expectedCashVnd !== null ? shift.countedCashVnd - shift.expectedCashVnd : null,
    approval:
      shift.approval === "pending" || shift.approval === "approved"
        ? {
            state: shift.approval,
            threshold: thresholdVnd,
            approvedBy: shift.approvedByUserId && shift.approverName ? { id: shift.approvedByUserId, name: shift.approverName } : null,
            approvedAt: shift.approvedAt?.toISOString() ?? null,
            note: shift.approvalNote,
          }
        : null,
    currency: "VND",
  };
};

export async function openShift(deps: AppDeps, actor: Actor, input: OpenShift): Promise<Shift> {
  const cinema = await cinemaInScope(deps.database.db, await cinemaScopeOf(deps.database.db, actor.user), input.cinema);
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
    return shiftJson((await shiftView(deps.database.db, id))!, deps.config.shiftDifferenceApprovalVnd);
  } catch (error) {
    if (isUniqueViolation(error, "box_office_shifts_one_open")) throw new DomainError("SHIFT_ALREADY_OPEN");
    throw error;
  }
}

export async function currentShift(deps: AppDeps, actor: Actor, cinemaSlug: string): Promise<Shift | null> {
  const cinema = await cinemaInScope(deps.database.db, await cinemaScopeOf(deps.database.db, actor.user), cinemaSlug);
  const shift = await openShiftOf(deps.database.db, actor.user.id, cinema.id);
  return shift ? shiftJson(shift, deps.config.shiftDifferenceApprovalVnd) : null;
}

/** A cinema's shifts for its managers (and admins): newest first. */
export async function listShifts(
  deps: AppDeps,
  actor: Actor,
  query: { cinema: string; status?: "open" | "closed" | undefined; approval?: "pending" | "approved" | undefined; limit?: number | undefined },
): Promise<Shift[]> {
  const cinema = await cinemaInScope(deps.database.db, await cinemaScopeOf(deps.database.db, actor.user), query.cinema);
  const rows = await shiftsOfCinema(deps.database.db, cinema.id, { status: query.status, approval: query.approval, limit: query.limit ?? 100 });
  return rows.map((row) => shiftJson(row, deps.config.shiftDifferenceApprovalVnd));
}

/** A shift the person may read: 404 when there is none, 403 for another cinema or (staff) another person's drawer. */
async function readableShift(deps: AppDeps, actor: Actor, shiftId: string): Promise<ShiftView> {
  const shift = isUuid(shiftId) ? await shiftView(deps.database.db, shiftId) : null;
  if (!shift) throw notFound(msg("error.NOT_FOUND.shift"));
  await assertMayUseShift(deps.database.db, actor, shift);
  return shift;
}

/**
 * The shift's report: the close's figures (for an open shift, so far: what the drawer should hold
 * now, nothing counted yet), with sales and refunds per method, the cash drops and the products.
 */
export async function shiftReport(deps: AppDeps, actor: Actor, shiftId: string): Promise<ShiftReportView> {
  const shift = await readableShift(deps, actor, shiftId);
  const db = deps.database.db;
  const [totals, details] = await Promise.all([shiftTotals(db, shift.id), shiftDetails(db, shift.id)]);
  const json = shiftJson(shift, deps.config.shiftDifferenceApprovalVnd);
  const expectedCash = shift.expectedCashVnd ?? expectedCashOf(shift, totals);
  return {
    ...reportOf(shift, totals, expectedCash, shift.countedCashVnd ?? 0, json.approval?.state ?? null),
    countedCash: shift.countedCashVnd,
    difference: json.difference,
    shift: json,
    sales: details.sales,
    refunds: details.refunds,
    drops: details.drops.map((d) => ({ amount: d.amount, note: d.note, at: d.at.toISOString() })),
    productLines: details.productLines,
  };
}

/**
 * A manager or admin of the shift's cinema approves its pending cash difference, with a note (issue
 * 33's counter approval: a second factor proven in the last 10 minutes). Nobody approves their own drawer.
 */
export async function approveShift(deps: AppDeps, current: CurrentUser, actor: Actor, shiftId: string, input: ShiftApprove): Promise<Shift> {
  if (!hasRole(actor.user.role, "manager")) throw new DomainError("FORBIDDEN", { message: msg("error.FORBIDDEN.approverRole") });
  const db = deps.database.db;
  const found = isUuid(shiftId) ? await shiftView(db, shiftId) : null;
  if (!found) throw notFound(msg("error.NOT_FOUND.shift"));
  assertInScope(await cinemaScopeOf(db, actor.user), found.cinemaId);
  if (found.userId === actor.user.id) throw new DomainError("FORBIDDEN", { message: msg("error.FORBIDDEN.ownShift") });
  if (found.approval !== "pending") throw new DomainError("SHIFT_NOT_PENDING");
  await requireRecentProofOf(deps, current);
  const now = deps.clock();
  await db.transaction(async (tx) => {
    const shift = (await lockShift(tx, found.id))!;
    // Two managers at once: the second finds it approved.
    if (shift.approval !== "pending") throw new DomainError("SHIFT_NOT_PENDING");
    await markShiftApproved(tx, shift.id, { approvedByUserId: actor.user.id, approvedAt: now, approvalNote: input.note });
    await writeAudit(tx, {
      at: now,
      action: "shift.approve",
      actorUserId: actor.user.id,
      ip: actor.ip,
      change: {
        entity: "shift",
        id: shift.id,
        cinemaId: shift.cinemaId,
        before: { approval: "pending" },
        after: { approval: "approved", note: input.note, difference: (shift.countedCashVnd ?? 0) - (shift.expectedCashVnd ?? 0) },
      },
    });
  });
  return shiftJson((await shiftView(db, found.id))!, deps.config.shiftDifferenceApprovalVnd);
}

/**
 * The shift under its row lock, for a change: 404 when there is none, 403 when its cinema is not the
 * person's or (for staff) it is someone else's drawer, 409 SHIFT_CLOSED once closed.
 */
export async function lockOwnOpenShift(tx: Database, actor: Actor, shiftId: string): Promise<ShiftRow> {
  const shift = isUuid(shiftId) ? await lockShift(tx, shiftId) : null;
  if (!shift) throw notFound(msg("error.NOT_FOUND.shift"));
  await assertMayUseShift(tx, actor, shift);
  if (shift.closedAt) throw new DomainError("SHIFT_CLOSED");
  return shift;
}

/** 403 when the shift's cinema is not the person's, or (for staff) the drawer is someone else's. */
export async function assertMayUseShift(db: Database, actor: Actor, shift: Pick<ShiftRow, "cinemaId" | "userId">): Promise<void> {
  assertInScope(await cinemaScopeOf(db, actor.user), shift.cinemaId);
  if (shift.userId !== actor.user.id && !hasRole(actor.user.role, "manager"))
    throw new DomainError("FORBIDDEN", { message: msg("error.FORBIDDEN.othersShift") });
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
    const expectedCash = expectedCashOf(shift, totals);
    const difference = input.countedCash - expectedCash;
    const approval = needsApproval(difference, deps.config.shiftDifferenceApprovalVnd) ? ("pending" as const) : null;
    await markShiftClosed(tx, shift.id, { closedAt: now, expectedCashVnd: expectedCash, countedCashVnd: input.countedCash, approval });
    const report = reportOf(shift, totals, expectedCash, input.countedCash, approval);
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
