import { hasRole } from "@hancine/contract/auth";
import type {
  CounterExchange,
  CounterExchangeQuote,
  CounterExchangeQuoteResult,
  CounterExchangeResult,
  CounterPaymentMethod,
} from "@hancine/contract/box-office";
import { maskedGiftCardCode } from "@hancine/contract/gift-cards";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { isRetryable } from "#server/db/errors.ts";
import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { Actor } from "../auth/actor.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import { newOrderCode } from "../booking/order-code.ts";
import { endOrderHolds, makeClaimsPermanent } from "../booking/order-holds-repository.ts";
import { showtimeOfTicketOrder } from "../booking/order-kind.ts";
import { replaceOrderProducts, saveOrderTotals } from "../booking/order-lines-repository.ts";
import { moveOrder } from "../booking/order-status-repository.ts";
import { cinemaIdOfOrder, findOrderRowByCode, lockOrderRow, type OrderRow } from "../booking/orders-repository.ts";
import { announceSeatChanges, transactionAnnouncingSeats } from "../booking/seat-events.ts";
import { linkExchange, setExchangeCredit, showtimeForAfterSale } from "../checkout/after-sale-repository.ts";
import { assertAfterSaleOpen } from "../checkout/after-sale-rules.ts";
import type { CheckoutContext } from "../checkout/checkout-context.ts";
import { creditOf } from "../checkout/complete-exchange.ts";
import { PAID_BY_GIFT_CARD_NO_EXCHANGE } from "../checkout/exchange-order.ts";
import { lockTicketsOfOrder } from "../checkout/funding-payments-repository.ts";
import { orderDetails } from "../checkout/order-details.ts";
import { REFUND_REASON_TEXT } from "../checkout/order-emails.ts";
import { ticketsOfOrder } from "../checkout/order-tickets-repository.ts";
import { insertRefund } from "../checkout/refunds-repository.ts";
import { runRefund } from "../checkout/refunds.ts";
import { issueTickets } from "../checkout/tickets-repository.ts";
import { openCounterGiftCards } from "../gift-cards/order-gift-cards.ts";
import { giftCardAmountOf, spendCounterGiftCards } from "../gift-cards/order-gift-cards-repository.ts";
import { rewardPaidOrder, settleOrderPoints } from "../loyalty/order-points.ts";
import { isOutOfStock, outOfStockError } from "../stock/out-of-stock.ts";
import { productLinesOf } from "./counter-exchange-repository.ts";
import { walkInAccountId } from "./counter-customer.ts";
import { settlePayments, type SettledPayment } from "./counter-payments.ts";
import { approver, giveBackCashFirst, REFUND_ORDER } from "./counter-refund.ts";
import { paidByMethod } from "./counter-refund-repository.ts";
import { counterBasket, counterSeatsError, holdAtCounter } from "./counter-sale.ts";
import { giveOrderTo, insertCounterPayments, markCounterOrder, type CounterPaymentValues } from "./counter-sale-repository.ts";
import { lockOwnOpenShift } from "./shifts.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

const ATTEMPTS = 4;
const NO_POINTS = { used: 0, vnd: 0 };
type ByMethod = Record<CounterPaymentMethod, number>;
const noMoney = (): ByMethod => ({ cash: 0, card: 0, vietqr: 0, gift_card: 0 });

const invalid = (field: string, message: ErrorText) => new DomainError("VALIDATION_FAILED", { message, fields: { [field]: message } });
const notEditable = (message: ErrorText) => new DomainError("ORDER_NOT_EDITABLE", { message });

/** What the old order's payment still holds: a counter order's drawer money per method, or an online order's gateway payment. */
async function creditHeld(db: Database, old: OrderRow): Promise<{ creditVnd: number; byMethod: ByMethod }> {
  const byMethod = noMoney();
  if (old.channel !== "counter") return { creditVnd: (await creditOf(db, old)).creditVnd, byMethod };
  for (const row of await paidByMethod(db, old.id)) byMethod[row.method as CounterPaymentMethod] = Math.max(0, row.amountVnd);
  return { creditVnd: Object.values(byMethod).reduce((a, b) => a + b, 0), byMethod };
}

/** The old order may be exchanged now (read before the locks, then again under them): the website's rules, and what the counter cannot carry. */
async function assertExchangeable(db: Database, old: OrderRow, startsAt: Date, cancelBeforeMinutes: number, now: Date): Promise<void> {
  assertAfterSaleOpen(old, startsAt, cancelBeforeMinutes, now);
  if (old.exchangeOfOrderId) throw notEditable(msg("error.ORDER_NOT_EDITABLE.counterExchangedOnce"));
  if ((await giftCardAmountOf(db, old.id)) > 0) throw new DomainError("VALIDATION_FAILED", { message: PAID_BY_GIFT_CARD_NO_EXCHANGE });
  const tickets = await ticketsOfOrder(db, old.id);
  const admitted = tickets.filter((ticket) => ticket.checkedInAt && !ticket.refundedAt);
  if (admitted.length > 0)
    throw new DomainError("ALREADY_CHECKED_IN", {
      message: msg("error.ALREADY_CHECKED_IN.counterExchange", { seats: admitted.map((t) => t.seatLabel).join(", ") }),
    });
  if (tickets.some((ticket) => ticket.refundedAt)) throw notEditable(msg("error.ORDER_NOT_EDITABLE.partlyRefunded"));
}

/**
 * Everything an exchange at the counter checks before its locks, shared with its price quote: the old
 * order (found by code, of a cinema the person works at, a ticket order paid and exchangeable by the
 * website's rules), the new showtime (the same film, another time, this shift's cinema, on sale) and its
 * seats (the counter's basket check: house seats available here), the old order's snacks carried at the
 * prices paid, its discount carried (never more than the new subtotal), and the difference.
 */
async function exchangeBasket(deps: AppDeps, actor: Actor, code: string, input: CounterExchangeQuote) {
  const db = deps.database.db;
  const row = /^[A-Za-z0-9-]{1,32}$/.test(code) ? await findOrderRowByCode(db, code.toUpperCase()) : null;
  if (!row) throw new DomainError("NOT_FOUND", { message: msg("error.NOT_FOUND.order") });
  if (row.kind !== "tickets") throw notEditable(msg("error.ORDER_NOT_EDITABLE.counterNotTickets"));
  const cinemaId = (await cinemaIdOfOrder(db, row.id))!;
  assertInScope(await cinemaScopeOf(db, actor.user), cinemaId);
  const from = (await showtimeForAfterSale(db, showtimeOfTicketOrder(row)))!;
  const now = deps.clock();
  await assertExchangeable(db, row, from.startsAt, deps.config.cancelBeforeMinutes, now);

  const to = await showtimeForAfterSale(db, input.showtimeId);
  if (!to) throw new DomainError("NOT_FOUND", { message: msg("error.NOT_FOUND.showtime") });
  if (to.id === from.id) throw invalid("showtimeId", msg("error.VALIDATION_FAILED.sameShowtime"));
  if (to.filmId !== from.filmId) throw invalid("showtimeId", msg("error.VALIDATION_FAILED.otherFilm"));
  const basket = await counterBasket(deps, actor, { shiftId: input.shiftId, showtimeId: input.showtimeId, seatIds: input.seatIds, products: [] });
  if (basket.shift.cinemaId !== cinemaId) throw invalid("shiftId", msg("error.VALIDATION_FAILED.shiftOtherCinema"));

  const carried = await productLinesOf(db, row.id);
  const subtotal = basket.seatsVnd + carried.reduce((sum, line) => sum + line.quantity * line.unitPriceVnd, 0);
  const discount = Math.min(row.discountVnd + row.pointsVnd, subtotal);
  const total = subtotal - discount;
  const { creditVnd } = await creditHeld(db, row);
  const quote: CounterExchangeQuoteResult = {
    oldOrderCode: row.code,
    credit: creditVnd,
    subtotal,
    discount,
    total,
    toPay: Math.max(0, total - creditVnd),
    toGiveBack: Math.max(0, creditVnd - total),
    giveBackTo: row.channel === "counter" ? "drawer" : "gateway",
  };
  return { row, cinemaId, from, basket, carried, quote, now };
}

/** `POST /box-office/orders/:code/exchange-quote`: the difference of an exchange before it is made (nothing held or written). */
export async function quoteExchangeAtCounter(deps: AppDeps, actor: Actor, code: string, input: CounterExchangeQuote): Promise<CounterExchangeQuoteResult> {
  return (await exchangeBasket(deps, actor, code, input)).quote;
}

/**
 * `POST /box-office/orders/:code/exchange` (decision 084): a paid order, sold online or at the counter,
 * moves to other seats of another showtime of the same film, by the website's rules (until
 * CANCEL_BEFORE_MINUTES before the old showtime, nothing admitted, exchanged once). In one transaction,
 * under the shift's, the old order's and its tickets' locks: the old order goes `exchanged` (its tickets
 * refused at the door, its seats on sale again, its snacks' stock given back), then the new seats are held
 * as a counter sale holds them (the database judges a seat contested online) and paid, with the old
 * snacks and discount carried over. The money: a counter order's sale is reversed in this shift (negative
 * rows by method) and the new order is sold with what it keeps of that money plus the extra the customer
 * pays (the sale's methods); what is left comes back cash first out of this drawer. An online order's
 * payment keeps funding the new one (`exchange_credit_vnd`) and the rest goes back to its gateway.
 * Staff need a manager's approval; a manager giving back more than REFUND_STEP_UP_VND on their own proves
 * the second factor again (`stepUp`), as for a counter refund.
 */
export async function exchangeAtCounter(
  ctx: CheckoutContext,
  actor: Actor,
  code: string,
  input: CounterExchange,
  stepUp: (amountVnd: number) => void,
): Promise<CounterExchangeResult> {
  const deps = ctx.deps;
  const db = deps.database.db;
  const { row, cinemaId, from, basket, carried, quote, now } = await exchangeBasket(deps, actor, code, input);
  const approvedBy = hasRole(actor.user.role, "manager") ? null : await approver(deps, actor, input.approval, cinemaId);
  const payments = input.payments ?? [];
  const paying = { vietqr: deps.config.vietqr !== null };
  if (quote.toPay === 0 && payments.length > 0) throw invalid("payments", msg("error.VALIDATION_FAILED.nothingToPay"));
  if (quote.toPay > 0) settlePayments(quote.toPay, payments, paying);
  const giftCards = await openCounterGiftCards(deps, payments, actor.ip ?? "");
  const { chosen, seatsVnd, showtimeId } = basket;
  const walkIn = await walkInAccountId(db);

  for (let attempt = 1; ; attempt++) {
    const newCode = newOrderCode();
    try {
      const done = await transactionAnnouncingSeats(db, async (tx) => {
        const shift = await lockOwnOpenShift(tx, actor, input.shiftId);
        const old = (await lockOrderRow(tx, row.id))!;
        await lockTicketsOfOrder(tx, old.id);
        await assertExchangeable(tx, old, from.startsAt, deps.config.cancelBeforeMinutes, now);
        // The money may have moved since the quote (a refund at the desk): the difference is the one under the locks.
        const { creditVnd, byMethod: oldPaid } = await creditHeld(tx, old);
        if (creditVnd !== quote.credit) throw notEditable(msg("error.VALIDATION_FAILED.oldAmountChanged"));
        const total = quote.total;
        const toPay = quote.toPay;
        const back = quote.toGiveBack;
        // A manager's own exchange that gives money back: a fresh second factor above the threshold.
        if (!approvedBy) stepUp(back);

        // The old order first: its seats freed and its snacks' stock given back before the new order takes them.
        await moveOrder(tx, old.id, "exchanged", now);
        const freed = await endOrderHolds(tx, [old.id], now);

        const held = await holdAtCounter(tx, actor, { showtimeId, chosen, seatsVnd, code: newCode, now });
        await replaceOrderProducts(tx, held.orderId, carried);
        await saveOrderTotals(tx, held.orderId, { subtotal: quote.subtotal, discount: quote.discount, voucherCode: null, points: NO_POINTS, now });
        await markCounterOrder(tx, held.orderId, { shiftId: shift.id, sellerId: actor.user.id, now });
        await linkExchange(tx, held.orderId, old.id);
        await setExchangeCredit(tx, held.orderId, Math.min(creditVnd, total));
        await makeClaimsPermanent(tx, held.orderId, now);
        await moveOrder(tx, held.orderId, "paid", now, { paidAt: now });
        // The new order is the old one's customer's (a member keeps it in their orders).
        await giveOrderTo(tx, held.orderId, old.userId);
        await issueTickets(tx, held.orderId, now);

        const extra = toPay > 0 ? settlePayments(toPay, payments, paying) : { rows: [] as SettledPayment[], changeVnd: 0 };
        await spendCounterGiftCards(tx, { orderId: held.orderId, lines: giftCards, actorUserId: actor.user.id, now });
        const rows: CounterPaymentValues[] = [];
        const at = { shiftId: shift.id, at: now, tenderedVnd: null, changeVnd: 0 };
        let refundId: string | null = null;
        let givenBack = noMoney();
        if (old.channel === "counter") {
          // The old sale reversed in this shift, and the new one sold with what it keeps of that money:
          // the drawer's net is the difference only, cash first back to the customer.
          givenBack = giveBackCashFirst(back, oldPaid);
          for (const method of REFUND_ORDER) {
            if (oldPaid[method] > 0) rows.push({ ...at, orderId: old.id, method, amountVnd: -oldPaid[method], reference: `Đổi sang ${newCode}` });
            const kept = oldPaid[method] - givenBack[method];
            if (kept > 0) rows.push({ ...at, orderId: held.orderId, method, amountVnd: kept, reference: `Đổi từ ${old.code}` });
          }
        } else if (back > 0) {
          // An online order's difference goes back to its gateway (the refund job retries what fails).
          const { payment } = await creditOf(tx, old);
          refundId = await insertRefund(tx, payment!, REFUND_REASON_TEXT.exchange_difference, now, { amountVnd: back, partial: false });
        }
        let cardIndex = 0;
        for (const row of extra.rows)
          rows.push({
            ...row,
            ...(row.method === "gift_card" && { reference: maskedGiftCardCode(giftCards[cardIndex++]!.card.codeLast4) }),
            orderId: held.orderId,
            shiftId: shift.id,
            at: now,
          });
        await insertCounterPayments(tx, rows);

        // A member earns on what the exchange added, and keeps on the old order what it still funds.
        const member = old.userId !== walkIn;
        if (member && toPay > 0)
          await rewardPaidOrder(tx, {
            orderId: held.orderId,
            userId: old.userId,
            addedVnd: toPay,
            paymentId: null,
            pointValueVnd: deps.config.pointValueVnd,
            now,
          });
        if (member && back > 0) await settleOrderPoints(tx, { orderId: old.id, paidVnd: old.totalVnd, refundedVnd: back, now });

        await announceSeatChanges(tx, { showtimeId: old.showtimeId, seats: freed.map((id) => ({ id, status: "available" as const })) });
        await announceSeatChanges(tx, { showtimeId, seats: chosen.map((seat) => ({ id: seat.id, status: "sold" as const })) }, held.seq);
        const seats = { from: (await ticketsOfOrder(tx, old.id)).map((t) => t.seatLabel), to: chosen.map((seat) => seat.label) };
        await writeAudit(tx, {
          at: now,
          action: "order.exchanged",
          actorUserId: actor.user.id,
          ip: actor.ip,
          details: { label: old.code, newOrderCode: newCode, channel: "counter", shiftId: shift.id, approvedBy: approvedBy?.id ?? null, refundId },
          change: {
            entity: "order",
            id: old.id,
            cinemaId,
            before: { status: old.status, showtimeId: old.showtimeId, seats: seats.from },
            after: {
              status: "exchanged",
              newOrderCode: newCode,
              showtimeId,
              seats: seats.to,
              creditVnd: creditVnd,
              totalVnd: total,
              paidVnd: toPay,
              backVnd: back,
              givenBack,
              payments: extra.rows,
              reason: input.reason,
              approvedBy: approvedBy?.name ?? null,
            },
          },
        });
        return { orderId: held.orderId, change: extra.changeVnd, givenBack, refundId };
      });
      if (done.refundId) await runRefund(ctx, done.refundId).catch(() => false);
      const details = await orderDetails(db, ctx, done.orderId, deps.clock());
      return {
        ...quote,
        order: details.order,
        tickets: details.order.tickets ?? [],
        change: done.change,
        givenBack: done.givenBack,
        approvedBy: approvedBy?.name ?? null,
      };
    } catch (error) {
      counterSeatsError(error, chosen);
      if (isOutOfStock(error))
        throw await outOfStockError(
          db,
          { cinemaId: basket.shift.cinemaId, cinemaName: basket.shift.cinemaName },
          carried.map((l) => ({ productId: l.productId, quantity: l.quantity })),
        );
      if (isRetryable(error) && attempt < ATTEMPTS) continue;
      throw error;
    }
  }
}
