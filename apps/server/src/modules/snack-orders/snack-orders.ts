import { cinemaBySlug } from "../auth/cinema-refs-repository.ts";
import { chainTime } from "@hancine/contract/chain-clock";
import { chainDay } from "@hancine/contract/format";
import {
  counterInstant,
  type CounterHours,
  pickupSlots,
  type PickupTimes,
  PICKUP_LEAD_MINUTES,
  PICKUP_STATUSES,
  type Pickup,
  type PickupStatus,
  type SnackOrder,
  type SnackOrderInput,
} from "@hancine/contract/snack-orders";
import { randomInt } from "node:crypto";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { isCheckViolation, isUniqueViolation } from "#server/db/errors.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { Actor } from "../auth/actor.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import { newOrderCode } from "../booking/order-code.ts";
import { effectiveStatus } from "../booking/orders-repository.ts";
import { replaceProducts } from "../booking/update-order.ts";
import { ticketQrSvg } from "../checkout/ticket-qr-image.ts";
import { lockAccount, openOrdersOfKind } from "../limits/open-orders-repository.ts";
import { isOutOfStock, outOfStockError } from "../stock/out-of-stock.ts";
import {
  insertHeldSnackOrder,
  findSnackOrder,
  insertSnackOrder,
  lockPickup,
  pickupByOrder,
  pickupsOf,
  setPickupStatus,
  setSnackOrderTotal,
  snackLines,
  type PickupRow,
  type SnackLine,
  type SnackOrderRow,
} from "./snack-orders-repository.ts";
import { pickupQrPayload, queueReadyEmail } from "./pickup-emails.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

/** Read aloud at the counter: no 0/O, 1/I/L (as order codes). 31^6 ≈ 8.9 × 10^8. */
const PICKUP_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const newPickupCode = () => Array.from({ length: 6 }, () => PICKUP_ALPHABET[randomInt(PICKUP_ALPHABET.length)]).join("");

/** A pickup time is today (chain time), within the counters' hours, and at least PICKUP_LEAD_MINUTES ahead. */
export function checkPickupTime(pickupAt: Date, now: Date, hours: CounterHours): void {
  const today = chainDay(now);
  const refuse = (message: ErrorText) => {
    throw new DomainError("VALIDATION_FAILED", { message, fields: { pickupAt: message } });
  };
  if (Number.isNaN(pickupAt.getTime())) refuse(msg("error.VALIDATION_FAILED.pickupInvalid"));
  if (chainDay(pickupAt) !== today) refuse(msg("error.VALIDATION_FAILED.pickupToday"));
  if (pickupAt < counterInstant(today, hours.opens) || pickupAt > counterInstant(today, hours.closes))
    refuse(msg("error.VALIDATION_FAILED.pickupHours", { opens: hours.opens, closes: hours.closes }));
  if (pickupAt.getTime() < now.getTime() + PICKUP_LEAD_MINUTES * 60_000) {
    refuse(
      msg("error.VALIDATION_FAILED.pickupLead", { minutes: PICKUP_LEAD_MINUTES, earliest: { time: new Date(now.getTime() + PICKUP_LEAD_MINUTES * 60_000) } }),
    );
  }
}

/** `GET /snack-orders/pickup-times`: the counters' hours and the pickup times offered now. */
export function pickupTimes(deps: Pick<AppDeps, "config" | "clock">): PickupTimes {
  const hours = deps.config.snackCounterHours;
  return { ...hours, slots: pickupSlots(deps.clock(), hours) };
}

/**
 * `POST /snack-orders`: a held order of kind `snacks` at a cinema, for a pickup today; paid like any
 * order (`POST /orders/:id/checkout`). Its lines take stock at that cinema at once (decision 077),
 * given back if the hold lapses; an account keeps at most MAX_OPEN_ORDERS unpaid snack orders. The
 * order keeps the language of the request that made it (`locale`, decision 098) for its e-mails and pages.
 */
export async function placeSnackOrder(
  deps: AppDeps,
  userId: string,
  input: SnackOrderInput,
  ip: string | null,
  locale: "vi" | "en" = "vi",
): Promise<SnackOrder> {
  const now = deps.clock();
  const pickupAt = new Date(input.pickupAt);
  checkPickupTime(pickupAt, now, deps.config.snackCounterHours);
  const cinema = await cinemaBySlug(deps.database.db, input.cinema);
  if (!cinema) throw new DomainError("VALIDATION_FAILED", { fields: { cinema: msg("error.VALIDATION_FAILED.snackCinema") } });
  const wanted = input.items.map((item) => ({ productId: item.product, quantity: item.quantity }));
  for (let attempt = 0; ; attempt++) {
    try {
      const orderId = await deps.database.db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        if ((await openOrdersOfKind(tx, userId, "snacks", now)) >= deps.config.holdLimits.maxOpenOrders) {
          throw new DomainError("HOLD_LIMIT_REACHED", {
            message: msg("error.HOLD_LIMIT_REACHED.snackOrders"),
          });
        }
        const id = await insertHeldSnackOrder(tx, {
          code: newOrderCode(),
          userId,
          expiresAt: new Date(now.getTime() + deps.config.holdMinutes * 60_000),
          now,
          locale,
        });
        // The cinema first: the lines' stock trigger finds the order's cinema here.
        await insertSnackOrder(tx, { orderId: id, cinemaId: cinema.id, pickupAt, pickupCode: newPickupCode() });
        await replaceProducts(tx, id, wanted);
        await priceSnackOrder(tx, id, now);
        await writeAudit(tx, {
          at: now,
          action: "order.snacks_placed",
          actorUserId: userId,
          ip,
          details: { orderId: id, cinemaId: cinema.id, pickupAt: pickupAt.toISOString() },
        });
        return id;
      });
      return (await snackOrderView(deps, { id: orderId }, userId))!;
    } catch (error) {
      if (isOutOfStock(error)) throw await outOfStockError(deps.database.db, { cinemaId: cinema.id, cinemaName: cinema.name }, wanted);
      // A pickup code drawn twice (one in ~10^9): draw again.
      if (isUniqueViolation(error, "snack_orders_pickup_code_key") && attempt < 3) continue;
      throw error;
    }
  }
}

async function priceSnackOrder(tx: Database, orderId: string, now: Date): Promise<void> {
  const lines = (await snackLines(tx, [orderId])).get(orderId) ?? [];
  await setSnackOrderTotal(
    tx,
    orderId,
    lines.reduce((sum, line) => sum + line.quantity * line.unitPriceVnd, 0),
    now,
  );
}

const lineJson = (line: SnackLine) => ({
  product: { id: line.productId, name: line.name },
  quantity: line.quantity,
  unitPrice: line.unitPriceVnd,
  total: line.quantity * line.unitPriceVnd,
});

/** A snack order as its buyer sees it (by id or code), or null when it is not theirs. The pickup code only once paid. */
export async function snackOrderView(deps: AppDeps, by: { id: string } | { code: string }, userId: string): Promise<SnackOrder | null> {
  const row = await findSnackOrder(deps.database.db, by);
  if (!row || row.order.userId !== userId) return null;
  return toSnackOrder(row, (await snackLines(deps.database.db, [row.order.id])).get(row.order.id) ?? [], deps.clock());
}

async function toSnackOrder({ order, snack, cinema }: SnackOrderRow, lines: SnackLine[], now: Date): Promise<SnackOrder> {
  const paid = order.status === "paid";
  return {
    id: order.id,
    code: order.code,
    kind: "snacks",
    status: effectiveStatus(order, now),
    cinema,
    items: lines.map(lineJson),
    total: order.totalVnd,
    currency: "VND",
    pickupAt: snack.pickupAt.toISOString(),
    pickupStatus: paid ? snack.status : null,
    pickupCode: paid ? snack.pickupCode : null,
    pickupQrSvg: paid ? await ticketQrSvg(pickupQrPayload(snack.pickupCode)) : null,
    expiresAt: order.expiresAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** `GET /box-office/pickups`: today's paid snack orders of a cinema in the person's scope, by pickup time. */
export async function listPickups(deps: AppDeps, actor: Actor, query: { cinema: string; status?: PickupStatus | undefined }): Promise<Pickup[]> {
  const db = deps.database.db;
  const cinema = await cinemaBySlug(db, query.cinema);
  if (!cinema) throw notFound(msg("error.NOT_FOUND.cinema"));
  assertInScope(await cinemaScopeOf(db, actor.user), cinema.id);
  const today = chainDay(deps.clock());
  const rows = await pickupsOf(db, cinema.id, { from: chainTime(today, 0), to: chainTime(today, 24) }, query.status);
  const lines = await snackLines(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map((row) => toPickup(row, lines.get(row.order.id) ?? []));
}

/**
 * `POST /box-office/pickups/:code/status`: the counter moves a paid pickup forward (by its pickup
 * code or its order code); back or sideways → 409 PICKUP_STATUS_INVALID, another cinema → 403.
 */
export async function movePickup(deps: AppDeps, actor: Actor, code: string, status: Exclude<PickupStatus, "paid">): Promise<Pickup> {
  const db = deps.database.db;
  const now = deps.clock();
  const wanted = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{4,32}$/.test(wanted)) throw notFound(msg("error.NOT_FOUND.snackOrder"));
  const found = await db.transaction(async (tx) => {
    const row = await lockPickup(tx, wanted);
    if (!row) throw notFound(msg("error.NOT_FOUND.snackOrder"));
    assertInScope(await cinemaScopeOf(tx, actor.user), row.snack.cinemaId);
    if (row.order.status !== "paid") throw new DomainError("PICKUP_STATUS_INVALID", { message: msg("error.PICKUP_STATUS_INVALID.unpaid") });
    if (PICKUP_STATUSES.indexOf(status) <= PICKUP_STATUSES.indexOf(row.snack.status)) {
      throw new DomainError("PICKUP_STATUS_INVALID", {
        message: msg("error.PICKUP_STATUS_INVALID.backwards", { code: row.snack.pickupCode, status: row.snack.status }),
      });
    }
    try {
      await setPickupStatus(tx, row.order.id, { status, at: now, by: actor.user.id });
    } catch (error) {
      if (isCheckViolation(error, "snack_orders_forward")) throw new DomainError("PICKUP_STATUS_INVALID");
      throw error;
    }
    if (status === "ready") await queueReadyEmail(deps, tx, row.order.id, now);
    await writeAudit(tx, {
      at: now,
      action: "order.pickup_status",
      actorUserId: actor.user.id,
      ip: actor.ip,
      details: { orderId: row.order.id, from: row.snack.status, to: status },
    });
    return row.order.id;
  });
  const [row] = await pickupByOrder(db, found);
  return toPickup(row!, (await snackLines(db, [found])).get(found) ?? []);
}

const toPickup = ({ order, snack, customerName }: PickupRow, lines: SnackLine[]): Pickup => ({
  code: order.code,
  pickupCode: snack.pickupCode,
  pickupAt: snack.pickupAt.toISOString(),
  status: snack.status,
  statusAt: snack.statusAt?.toISOString() ?? null,
  customerName,
  items: lines.map(lineJson),
  total: order.totalVnd,
  paidAt: order.paidAt?.toISOString() ?? null,
});
