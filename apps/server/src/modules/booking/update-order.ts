import type { UpdateOrder } from "@hancine/contract/booking";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { isUuid } from "../showtimes/showtimes-repository.ts";
import { effectiveStatus, lockOrderRow, orderProducts, orderSeats, type OrderRow } from "./orders-repository.ts";
import { priceVoucher, repriceVoucher, type PricedVoucher, type VoucherAsk } from "./voucher-checks.ts";
import { orderNotFound } from "./order-not-found.ts";
import { subtotalOf } from "@hancine/contract/voucher-rules";
import { activeProductsForOrder, orderCinema, replaceOrderProducts, saveOrderTotals } from "./order-lines-repository.ts";
import { pointsAfter } from "../loyalty/order-points-change.ts";
import { isOutOfStock, outOfStockError } from "../stock/out-of-stock.ts";
import { chooseTicketTypes } from "./ticket-type-choice.ts";
import { msg } from "@hancine/contract/i18n/message";

/**
 * Locks the caller's own open order for a change. Another customer's order answers 404 (not 403):
 * its existence is nobody else's business.
 */
export async function lockOwnOpenOrder(tx: Database, orderId: string, userId: string, now: Date): Promise<OrderRow> {
  const row = await lockOrderRow(tx, orderId);
  if (!row || row.userId !== userId) throw orderNotFound();
  const status = effectiveStatus(row, now);
  if (status === "expired") throw new DomainError("HOLD_EXPIRED");
  if (status !== "held") throw new DomainError("ORDER_NOT_EDITABLE");
  // Snacks, vouchers and points change a ticket order; a gift card's amount is what it is (decision 079).
  if (row.kind === "gift_card") throw new DomainError("ORDER_NOT_EDITABLE", { message: msg("error.ORDER_NOT_EDITABLE.giftCardOrder") });
  // Snacks on their own are ordered as they are (decision 083): a change is a new order.
  if (row.kind === "snacks") throw new DomainError("ORDER_NOT_EDITABLE", { message: msg("error.ORDER_NOT_EDITABLE.snackOrder") });
  return row;
}

/** Concessions, ticket types, voucher, reward points and age confirmation of a held order; totals are recomputed here, never taken from the client. */
export async function updateOrder(deps: AppDeps, userId: string, orderId: string, input: UpdateOrder, ip: string | null): Promise<void> {
  const now = deps.clock();
  try {
    await changeOrder(deps, userId, orderId, input, ip, now);
  } catch (error) {
    // The cinema has not enough left (the level's CHECK refused the sale, decision 077): say what.
    if (input.products !== undefined && isOutOfStock(error)) throw await orderOutOfStock(deps.database.db, orderId, input.products);
    throw error;
  }
}

async function changeOrder(deps: AppDeps, userId: string, orderId: string, input: UpdateOrder, ip: string | null, now: Date): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockOwnOpenOrder(tx, orderId, userId, now);
    if (input.products !== undefined) await replaceProducts(tx, orderId, input.products);
    if (input.ticketTypes !== undefined) await chooseTicketTypes(tx, orderId, input.ticketTypes);

    const seats = await orderSeats(tx, orderId);
    const lines = await orderProducts(tx, orderId);
    const subtotal = subtotalOf({ seats, products: lines });
    const voucher = await voucherAfter(tx, input.voucherCode, row.voucherCode, { orderId, userId, now, paymentMethod: null });
    const voucherCode = voucher?.terms.code ?? null;
    const discount = voucher?.discount ?? 0;
    const points = await pointsAfter(tx, row, {
      requested: input.points,
      totalBeforePoints: subtotal - discount,
      pointValueVnd: deps.config.pointValueVnd,
      now,
    });

    await saveOrderTotals(tx, orderId, {
      subtotal,
      discount,
      voucherCode,
      points,
      ...(input.ageConfirmed !== undefined && { ageConfirmed: input.ageConfirmed }),
      now,
    });
    await writeAudit(tx, {
      at: now,
      action: "order.updated",
      actorUserId: userId,
      ip,
      details: {
        orderId,
        voucherCode,
        products: input.products?.length ?? null,
        points: points.used,
        ...(input.ticketTypes && { ticketTypes: Object.fromEntries(seats.map((seat) => [seat.label, seat.ticketType])) }),
      },
    });
  });
}

/** OUT_OF_STOCK naming what the order's cinema cannot make: what the order holds already counts as its own. */
async function orderOutOfStock(db: Database, orderId: string, wanted: NonNullable<UpdateOrder["products"]>): Promise<DomainError> {
  const [[cinema], lines] = await Promise.all([orderCinema(db, orderId), orderProducts(db, orderId)]);
  const held = new Map(lines.map((line) => [line.productId, line.quantity]));
  return outOfStockError(db, { cinemaId: cinema!.id, cinemaName: cinema!.name }, wanted, held);
}

/**
 * The voucher the order carries after this change: a code applied now must fit (or the request
 * fails, changing nothing); one applied earlier quietly drops out when the order changed under it.
 */
async function voucherAfter(tx: Database, requested: string | null | undefined, current: string | null, ask: VoucherAsk): Promise<PricedVoucher | null> {
  if (requested !== undefined) return requested ? priceVoucher(tx, requested, ask) : null;
  return current ? repriceVoucher(tx, current, ask) : null;
}

/**
 * The order's concessions become `wanted` (quantity 0 removes one): only products on sale that the
 * order's cinema sells, at most 20 of each, at today's prices. Snacks on their own use it too.
 */
export async function replaceProducts(tx: Database, orderId: string, wanted: readonly { productId: string; quantity: number }[]): Promise<void> {
  const quantities = new Map<string, number>();
  for (const item of wanted) quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  const ids = [...quantities.keys()];
  const bad = ids.filter((id) => !isUuid(id));
  const found = await activeProductsForOrder(tx, orderId, ids.filter(isUuid));
  if (bad.length > 0 || found.length !== ids.length) {
    throw new DomainError("VALIDATION_FAILED", { fields: { products: msg("error.VALIDATION_FAILED.productsGone") } });
  }
  // Only what the showtime's cinema sells (product_cinemas; decision 048). Removing it (quantity 0) is always allowed.
  const elsewhere = found.filter((p) => !p.soldHere && (quantities.get(p.id) ?? 0) > 0);
  if (elsewhere.length > 0) {
    const [cinema] = await orderCinema(tx, orderId);
    const names = elsewhere.map((p) => `“${p.name}”`).join(", ");
    const message = cinema
      ? msg("error.VALIDATION_FAILED.productsNotHere", { names, cinema: cinema.name })
      : msg("error.VALIDATION_FAILED.productsNotAtShowtime", { names });
    throw new DomainError("VALIDATION_FAILED", { message, fields: { products: message } });
  }
  if ([...quantities.values()].some((q) => q > 20)) {
    throw new DomainError("VALIDATION_FAILED", { fields: { products: msg("error.VALIDATION_FAILED.productQuantity") } });
  }
  const lines = found
    .map((product) => ({ productId: product.id, quantity: quantities.get(product.id)!, unitPriceVnd: product.price }))
    .filter((line) => line.quantity > 0);
  await replaceOrderProducts(tx, orderId, lines);
}
