import type { CounterQuote, CounterQuoteResult, CounterSale, CounterSaleResult } from "@hancine/contract/box-office";
import type { VoucherOrder } from "@hancine/contract/voucher-rules";
import { companionAloneMsg, unavailableSeatsMsg } from "../booking/seat-rule-messages.ts";
import { isCheckViolation, isExclusionViolation, isRetryable } from "#server/db/errors.ts";
import { DomainError } from "#server/domain-error.ts";
import type { Database } from "#server/db/client.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { Actor } from "../auth/actor.ts";
import { holdSeats } from "../booking/hold-seats-repository.ts";
import { lockSeats } from "../booking/seat-locks-repository.ts";
import { rewardPaidOrder } from "../loyalty/order-points.ts";
import { newOrderCode } from "../booking/order-code.ts";
import { makeClaimsPermanent } from "../booking/order-holds-repository.ts";
import { replaceOrderProducts, saveOrderTotals } from "../booking/order-lines-repository.ts";
import { moveOrder } from "../booking/order-status-repository.ts";
import { announceSeatChanges, transactionAnnouncingSeats } from "../booking/seat-events.ts";
import type { CheckoutContext } from "../checkout/checkout-context.ts";
import { orderDetails } from "../checkout/order-details.ts";
import { issueTickets } from "../checkout/tickets-repository.ts";
import { salesOpenAfter, SHOWTIME_CANCELLED_MESSAGE } from "../showtimes/sales-window.ts";
import { findShowtime, isUuid, seatsInRowsOf } from "../showtimes/showtimes-repository.ts";
import { markTicketTypes, priceSeatsAsTypes } from "../booking/ticket-type-choice.ts";
import { isOutOfStock, outOfStockError } from "../stock/out-of-stock.ts";
import { settlePayments } from "./counter-payments.ts";
import { maskedGiftCardCode } from "@hancine/contract/gift-cards";
import { openCounterGiftCards } from "../gift-cards/order-gift-cards.ts";
import { spendCounterGiftCards } from "../gift-cards/order-gift-cards-repository.ts";
import { counterCustomer } from "./counter-customer.ts";
import { redeemAtCounter, voucherForCounter } from "./counter-voucher.ts";
import { giveOrderTo, insertCounterPayments, markCounterOrder, productsAtCinema, voucherShowtimeOf } from "./counter-sale-repository.ts";
import { priceVoucherForBasket } from "../booking/voucher-checks.ts";
import { endHouseClaims } from "./house-seats-repository.ts";
import { assertMayUseShift, lockOwnOpenShift } from "./shifts.ts";
import { shiftView, showtimePlace } from "./shifts-repository.ts";
import { vietQrPayload } from "./vietqr.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

const ATTEMPTS = 4;
const NO_POINTS = { used: 0, vnd: 0 };
/** A counter sale's claim is a hold of a moment: it becomes a sale in the same transaction. */
const COUNTER_HOLD_MS = 60_000;

const invalid = (field: string, message: ErrorText) => new DomainError("VALIDATION_FAILED", { message, fields: { [field]: message } });

const seatTaken = (seatIds: string[], labels: string[]) => new DomainError("SEAT_TAKEN", { message: unavailableSeatsMsg(labels), details: { seatIds } });

/**
 * A sale at the box office (issue 34, decision 076): seats of a showtime and/or products, paid at once.
 * The seats are claimed by the website's own hold (hold_seats, decision 064) in the seller's name, so the
 * exclusion constraint decides between the counter and the website (a house seat's claim ends first, under
 * the seats' locks); a voucher is the website's, checked and kept under its row lock; the order then moves
 * to paid through the one owner of an order's status (decision 065), goes to its customer (a member found
 * by phone, who earns points as online, or the walk-in account) and its tickets are issued as online.
 */
/**
 * The basket as the counter sells it, checked before any lock (the sale checks the seats again under
 * them): the shift (the seller's to use, open), the showtime (this cinema's, on sale), the customer,
 * the voucher (the counter's restrictions), the seats (house seats available here) and the products
 * (sold at this cinema), with their prices. The sale and the price quote share it.
 */
export async function counterBasket(deps: CheckoutContext["deps"], actor: Actor, input: CounterQuote) {
  const db = deps.database.db;
  const now = deps.clock();
  const seatIds = input.seatIds ?? [];
  const lines = input.products ?? [];
  if (seatIds.length === 0 && lines.length === 0) throw invalid("seatIds", msg("error.VALIDATION_FAILED.emptyBasket"));
  if (!input.showtimeId) throw invalid("showtimeId", msg("error.VALIDATION_FAILED.showtimeNeeded"));
  const showtimeId = input.showtimeId;

  // Where the shift is (checked again under its lock in the transaction).
  const shift = isUuid(input.shiftId) ? await shiftView(db, input.shiftId) : null;
  if (!shift) throw new DomainError("NOT_FOUND", { message: msg("error.NOT_FOUND.shift") });
  await assertMayUseShift(db, actor, shift);
  if (shift.closedAt) throw new DomainError("SHIFT_CLOSED");
  const place = isUuid(showtimeId) ? await showtimePlace(db, showtimeId) : null;
  if (!place) throw new DomainError("NOT_FOUND", { message: msg("error.NOT_FOUND.showtime") });
  if (place.cinemaId !== shift.cinemaId) throw invalid("showtimeId", msg("error.VALIDATION_FAILED.showtimeOtherCinema"));
  if (place.cancelled) throw new DomainError("SALES_CLOSED", { message: SHOWTIME_CANCELLED_MESSAGE });
  if (place.startsAt <= salesOpenAfter(deps)) throw new DomainError("SALES_CLOSED");

  const customer = await counterCustomer(db, input.memberPhone || undefined);
  const voucher = input.voucherCode ? await voucherForCounter(db, input.voucherCode, customer) : null;

  // House seats are for sale here (decision 076): the counter sees them available.
  const { seats } = await seatsInRowsOf(db, showtimeId, seatIds, { viewerId: actor.user.id, counter: true }, now);
  const byId = new Map(seats.map((seat) => [seat.id, seat]));
  if (seatIds.some((id) => !byId.has(id))) throw invalid("seatIds", msg("error.VALIDATION_FAILED.counterSeatsNotInRoom"));
  const picked = seatIds.map((id) => byId.get(id)!).sort((a, b) => a.id.localeCompare(b.id));
  const unavailable = picked.filter((seat) => seat.status !== "available");
  if (unavailable.length > 0)
    throw seatTaken(
      unavailable.map((s) => s.id),
      unavailable.map((s) => s.label),
    );
  if (picked.some((seat) => seat.price <= 0)) throw new DomainError("SALES_CLOSED", { message: msg("error.SALES_CLOSED.noPrices") });
  // Each seat as the type the seller chose (the customer showed the card), priced by the table (decision 085).
  const typePrices = input.ticketTypes ? ((await findShowtime(db, showtimeId, now, deps.config.salesCloseMinutes))?.prices ?? []) : [];
  const chosen = priceSeatsAsTypes(typePrices, picked, input.ticketTypes ?? []);

  const found = await productsAtCinema(db, lines.map((l) => l.id).filter(isUuid), shift.cinemaId);
  const productById = new Map(found.map((p) => [p.id, p]));
  for (const line of lines) {
    const product = productById.get(line.id);
    if (!product) throw invalid("products", msg("error.VALIDATION_FAILED.productGone"));
    if (!product.soldHere) throw invalid("products", msg("error.VALIDATION_FAILED.productNotHere", { name: product.name }));
  }
  const productLines = lines.map((l) => ({ productId: l.id, quantity: l.quantity, unitPriceVnd: productById.get(l.id)!.price }));
  const seatsVnd = chosen.reduce((sum, s) => sum + s.price, 0);
  const subtotalVnd = seatsVnd + productLines.reduce((sum, l) => sum + l.quantity * l.unitPriceVnd, 0);
  return { now, seatIds, lines, showtimeId, shift, customer, voucher, byId, chosen, productById, productLines, seatsVnd, subtotalVnd };
}

/**
 * `POST /box-office/quote`: the basket's price before payment, the voucher's discount included, by the
 * website's rule for this customer now (checkout's voucher checks on the basket, nothing reserved or
 * written). The sale checks it all again in its transaction: a quote is not a promise.
 */
export async function quoteAtCounter(ctx: CheckoutContext, actor: Actor, input: CounterQuote): Promise<CounterQuoteResult> {
  const db = ctx.deps.database.db;
  const basket = await counterBasket(ctx.deps, actor, input);
  if (!basket.voucher) return { subtotal: basket.subtotalVnd, discount: 0, total: basket.subtotalVnd, voucherCode: null };
  const order = {
    seats: basket.chosen.map((seat) => ({ type: seat.type as VoucherOrder["seats"][number]["type"], price: seat.price })),
    products: basket.productLines.map((line) => ({
      kind: basket.productById.get(line.productId)!.kind,
      unitPrice: line.unitPriceVnd,
      quantity: line.quantity,
    })),
    showtime: await voucherShowtimeOf(db, basket.showtimeId),
  };
  try {
    const { discount } = await priceVoucherForBasket(db, basket.voucher.code, { userId: basket.customer.userId, now: basket.now }, order);
    return { subtotal: basket.subtotalVnd, discount, total: basket.subtotalVnd - discount, voucherCode: basket.voucher.code };
  } catch (error) {
    if (error instanceof DomainError && error.code === "VOUCHER_UNAVAILABLE") {
      const message = error.text;
      throw new DomainError("VALIDATION_FAILED", { message, fields: { voucherCode: message } });
    }
    throw error;
  }
}

/**
 * The seats of a counter sale (or exchange) claimed in the seller's name, inside the caller's transaction:
 * a house seat's claim ends first, under the seats' locks, then the website's own hold (hold_seats) with no
 * hold limits. A seat someone holds or bought → 409 SEAT_TAKEN.
 */
export async function holdAtCounter(
  tx: Database,
  actor: Actor,
  input: { showtimeId: string; chosen: CounterSeat[]; seatsVnd: number; code: string; now: Date },
): Promise<{ orderId: string; seq: number }> {
  const { showtimeId, chosen, now } = input;
  const seatIds = chosen.map((seat) => seat.id);
  await lockSeats(tx, showtimeId, seatIds);
  await endHouseClaims(tx, showtimeId, seatIds, now);
  const held = await holdSeats(tx, {
    showtimeId,
    userId: actor.user.id,
    seats: chosen,
    subtotal: input.seatsVnd,
    code: input.code,
    now,
    expiresAt: new Date(now.getTime() + COUNTER_HOLD_MS),
    // The counter is not a hoarder: no hold limits for the seller.
    limits: [],
    windowMs: 1,
    maxOpenOrders: 1_000_000,
    ip: actor.ip,
  });
  if (held.outcome === "taken")
    throw seatTaken(
      held.seatIds,
      held.seatIds.map((id) => chosen.find((seat) => seat.id === id)?.label ?? id),
    );
  if (held.outcome !== "held") throw new Error(`hold_seats answered ${held.outcome} with no limits`);
  return { orderId: held.orderId, seq: held.seq };
}

/** A rival's claim found by the exclusion constraint → 409 SEAT_TAKEN; a companion seat alone → 400 (decision 082). Anything else is rethrown by the caller. */
export function counterSeatsError(error: unknown, chosen: readonly CounterSeat[]): void {
  if (isExclusionViolation(error, "seat_claims_no_overlap"))
    throw seatTaken(
      chosen.map((s) => s.id),
      chosen.map((s) => s.label),
    );
  if (isCheckViolation(error, "seat_claims_companion_check")) {
    const message = companionAloneMsg(chosen.filter((seat) => seat.companion).map((seat) => seat.label));
    throw new DomainError("VALIDATION_FAILED", { message, fields: { seatIds: message } });
  }
}

type CounterSeat = Awaited<ReturnType<typeof counterBasket>>["chosen"][number];

export async function sellAtCounter(ctx: CheckoutContext, actor: Actor, input: CounterSale): Promise<CounterSaleResult> {
  const deps = ctx.deps;
  const db = deps.database.db;
  const { now, lines, showtimeId, shift, customer, voucher, chosen, productLines, seatsVnd, subtotalVnd } = await counterBasket(deps, actor, input);
  const paying = { vietqr: deps.config.vietqr !== null };
  // Gift cards among the payments: opened by their PINs before any lock (decision 080).
  const giftCards = await openCounterGiftCards(deps, input.payments, actor.ip ?? "");
  // Without a voucher the payments are checked before any lock; with one, once its discount is known.
  if (!voucher) settlePayments(subtotalVnd, input.payments, paying);

  for (let attempt = 1; ; attempt++) {
    const code = newOrderCode();
    try {
      const sale = await transactionAnnouncingSeats(db, async (tx) => {
        await lockOwnOpenShift(tx, actor, shift.id);
        const held = await holdAtCounter(tx, actor, { showtimeId, chosen, seatsVnd, code, now });
        await markTicketTypes(tx, held.orderId, chosen);
        await replaceOrderProducts(tx, held.orderId, productLines);
        // The website's voucher rules and limits for this customer, its use kept for good at once.
        const discountVnd = voucher ? await redeemAtCounter(tx, voucher.code, { orderId: held.orderId, userId: customer.userId, now }) : 0;
        const totalVnd = subtotalVnd - discountVnd;
        const settled = settlePayments(totalVnd, input.payments, paying);
        await saveOrderTotals(tx, held.orderId, { subtotal: subtotalVnd, discount: discountVnd, voucherCode: voucher?.code ?? null, points: NO_POINTS, now });
        await markCounterOrder(tx, held.orderId, { shiftId: shift.id, sellerId: actor.user.id, now });
        await makeClaimsPermanent(tx, held.orderId, now);
        await moveOrder(tx, held.orderId, "paid", now, { paidAt: now });
        // Paid, the order goes to its customer: the member (in their orders, earning points) or the walk-in account.
        await giveOrderTo(tx, held.orderId, customer.userId);
        const pointsEarned = customer.member
          ? await rewardPaidOrder(tx, {
              orderId: held.orderId,
              userId: customer.userId,
              addedVnd: totalVnd,
              paymentId: null,
              pointValueVnd: deps.config.pointValueVnd,
              now,
            })
          : 0;
        await issueTickets(tx, held.orderId, now);
        await spendCounterGiftCards(tx, { orderId: held.orderId, lines: giftCards, actorUserId: actor.user.id, now });
        let cardIndex = 0;
        await insertCounterPayments(
          tx,
          settled.rows.map((row) => ({
            ...row,
            // A gift card's line names its card (masked), as a card's names the terminal's reference.
            ...(row.method === "gift_card" && { reference: maskedGiftCardCode(giftCards[cardIndex++]!.card.codeLast4) }),
            orderId: held.orderId,
            shiftId: shift.id,
            at: now,
          })),
        );
        await announceSeatChanges(tx, { showtimeId, seats: chosen.map((seat) => ({ id: seat.id, status: "sold" as const })) }, held.seq);
        await writeAudit(tx, {
          at: now,
          action: "order.paid",
          actorUserId: actor.user.id,
          ip: actor.ip,
          details: {
            orderId: held.orderId,
            channel: "counter",
            shiftId: shift.id,
            payments: settled.rows,
            totalVnd,
            customerId: customer.userId,
            member: customer.member,
            voucherCode: voucher?.code ?? null,
            discountVnd,
            ticketTypes: Object.fromEntries(chosen.map((seat) => [seat.label, seat.ticketType])),
            pointsEarned,
          },
          change: { entity: "shift", id: shift.id, cinemaId: shift.cinemaId, before: null, after: { sale: code, totalVnd, change: settled.changeVnd } },
        });
        return { orderId: held.orderId, settled };
      });
      const { settled } = sale;
      const details = await orderDetails(db, ctx, sale.orderId, deps.clock());
      const vietqr = settled.rows.find((r) => r.method === "vietqr");
      return {
        order: details.order,
        tickets: details.order.tickets ?? [],
        change: settled.changeVnd,
        vietqr:
          vietqr && deps.config.vietqr
            ? vietQrPayload({ bankBin: deps.config.vietqr.bankBin, account: deps.config.vietqr.account, amountVnd: vietqr.amountVnd, note: code })
            : null,
      };
    } catch (error) {
      counterSeatsError(error, chosen);
      if (isOutOfStock(error))
        throw await outOfStockError(
          db,
          { cinemaId: shift.cinemaId, cinemaName: shift.cinemaName },
          lines.map((l) => ({ productId: l.id, quantity: l.quantity })),
        );
      if (isRetryable(error) && attempt < ATTEMPTS) continue;
      throw error;
    }
  }
}
