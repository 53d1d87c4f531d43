import type { CounterSale, CounterSaleResult } from "@hancine/contract/box-office";
import { unavailableSeatsMessage } from "@hancine/contract/seat-rules";
import { isExclusionViolation, isRetryable } from "#server/db/errors.ts";
import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { Actor } from "../auth/actor.ts";
import { holdSeats } from "../booking/hold-seats-repository.ts";
import { newOrderCode } from "../booking/order-code.ts";
import { makeClaimsPermanent } from "../booking/order-holds-repository.ts";
import { replaceOrderProducts } from "../booking/order-lines-repository.ts";
import { moveOrder } from "../booking/order-status-repository.ts";
import { announceSeatChanges, transactionAnnouncingSeats } from "../booking/seat-events.ts";
import type { CheckoutContext } from "../checkout/checkout-context.ts";
import { orderDetails } from "../checkout/order-details.ts";
import { issueTickets } from "../checkout/tickets-repository.ts";
import { salesOpenAfter, SHOWTIME_CANCELLED_MESSAGE } from "../showtimes/sales-window.ts";
import { isUuid, seatsInRowsOf } from "../showtimes/showtimes-repository.ts";
import { settlePayments } from "./counter-payments.ts";
import { insertCounterPayments, markCounterOrder, productsAtCinema } from "./counter-sale-repository.ts";
import { assertMayUseShift, lockOwnOpenShift } from "./shifts.ts";
import { shiftView, showtimePlace } from "./shifts-repository.ts";
import { vietQrPayload } from "./vietqr.ts";

const ATTEMPTS = 4;
/** A counter sale's claim is a hold of a moment: it becomes a sale in the same transaction. */
const COUNTER_HOLD_MS = 60_000;

const invalid = (field: string, message: string) => new DomainError("VALIDATION_FAILED", { message, fields: { [field]: message } });

const seatTaken = (seatIds: string[], labels: string[]) => new DomainError("SEAT_TAKEN", { message: unavailableSeatsMessage(labels), details: { seatIds } });

/**
 * A sale at the box office (issue 34, decision 076): seats of a showtime and/or products, paid at once.
 * The seats are claimed by the website's own hold (hold_seats, decision 064) in the seller's name, so the
 * exclusion constraint decides between the counter and the website; the order then moves to paid through
 * the one owner of an order's status (decision 065) and its tickets are issued as an online order's.
 */
export async function sellAtCounter(ctx: CheckoutContext, actor: Actor, input: CounterSale): Promise<CounterSaleResult> {
  const deps = ctx.deps;
  const db = deps.database.db;
  const now = deps.clock();
  const seatIds = input.seatIds ?? [];
  const lines = input.products ?? [];
  if (seatIds.length === 0 && lines.length === 0) throw invalid("seatIds", "Giỏ hàng trống: hãy chọn ghế hoặc bắp nước.");
  if (!input.showtimeId) throw invalid("showtimeId", "Hãy chọn suất chiếu (quầy chưa bán riêng bắp nước không kèm suất).");
  if (input.voucherCode) throw invalid("voucherCode", "Quầy chưa nhận mã khuyến mãi.");
  if (input.memberPhone) throw invalid("memberPhone", "Quầy chưa tích điểm thành viên theo số điện thoại.");
  const showtimeId = input.showtimeId;

  // Where the shift is (checked again under its lock in the transaction).
  const shift = isUuid(input.shiftId) ? await shiftView(db, input.shiftId) : null;
  if (!shift) throw new DomainError("NOT_FOUND", { message: "Không tìm thấy ca bán vé này." });
  await assertMayUseShift(db, actor, shift);
  if (shift.closedAt) throw new DomainError("SHIFT_CLOSED");
  const place = isUuid(showtimeId) ? await showtimePlace(db, showtimeId) : null;
  if (!place) throw new DomainError("NOT_FOUND", { message: "Không tìm thấy suất chiếu này." });
  if (place.cinemaId !== shift.cinemaId) throw invalid("showtimeId", "Suất chiếu này không thuộc rạp của ca bán vé.");
  if (place.cancelled) throw new DomainError("SALES_CLOSED", { message: SHOWTIME_CANCELLED_MESSAGE });
  if (place.startsAt <= salesOpenAfter(deps)) throw new DomainError("SALES_CLOSED");

  const { seats } = await seatsInRowsOf(db, showtimeId, seatIds, actor.user.id, now);
  const byId = new Map(seats.map((seat) => [seat.id, seat]));
  if (seatIds.some((id) => !byId.has(id))) throw invalid("seatIds", "Có ghế không thuộc phòng chiếu của suất này. Hãy tải lại sơ đồ ghế.");
  const chosen = seatIds.map((id) => byId.get(id)!).sort((a, b) => a.id.localeCompare(b.id));
  const unavailable = chosen.filter((seat) => seat.status !== "available");
  if (unavailable.length > 0)
    throw seatTaken(
      unavailable.map((s) => s.id),
      unavailable.map((s) => s.label),
    );
  if (chosen.some((seat) => seat.price <= 0)) throw new DomainError("SALES_CLOSED", { message: "Suất chiếu này chưa có bảng giá vé." });

  const found = await productsAtCinema(db, lines.map((l) => l.id).filter(isUuid), shift.cinemaId);
  const productById = new Map(found.map((p) => [p.id, p]));
  for (const line of lines) {
    const product = productById.get(line.id);
    if (!product) throw invalid("products", "Có món không còn bán. Hãy tải lại danh sách bắp nước.");
    if (!product.soldHere) throw invalid("products", `Rạp này không bán "${product.name}".`);
  }
  const productLines = lines.map((l) => ({ productId: l.id, quantity: l.quantity, unitPriceVnd: productById.get(l.id)!.price }));
  const seatsVnd = chosen.reduce((sum, s) => sum + s.price, 0);
  const totalVnd = seatsVnd + productLines.reduce((sum, l) => sum + l.quantity * l.unitPriceVnd, 0);
  const settled = settlePayments(totalVnd, input.payments, { vietqr: deps.config.vietqr !== null });

  for (let attempt = 1; ; attempt++) {
    const code = newOrderCode();
    try {
      const orderId = await transactionAnnouncingSeats(db, async (tx) => {
        await lockOwnOpenShift(tx, actor, shift.id);
        const held = await holdSeats(tx, {
          showtimeId,
          userId: actor.user.id,
          seats: chosen,
          subtotal: seatsVnd,
          code,
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
            held.seatIds.map((id) => byId.get(id)?.label ?? id),
          );
        if (held.outcome !== "held") throw new Error(`hold_seats answered ${held.outcome} with no limits`);
        await replaceOrderProducts(tx, held.orderId, productLines);
        await markCounterOrder(tx, held.orderId, { shiftId: shift.id, sellerId: actor.user.id, subtotalVnd: totalVnd, now });
        await makeClaimsPermanent(tx, held.orderId, now);
        await moveOrder(tx, held.orderId, "paid", now, { paidAt: now });
        await issueTickets(tx, held.orderId, now);
        await insertCounterPayments(
          tx,
          settled.rows.map((row) => ({ ...row, orderId: held.orderId, shiftId: shift.id, at: now })),
        );
        await announceSeatChanges(tx, { showtimeId, seats: chosen.map((seat) => ({ id: seat.id, status: "sold" as const })) }, held.seq);
        await writeAudit(tx, {
          at: now,
          action: "order.paid",
          actorUserId: actor.user.id,
          ip: actor.ip,
          details: { orderId: held.orderId, channel: "counter", shiftId: shift.id, payments: settled.rows, totalVnd },
          change: { entity: "shift", id: shift.id, cinemaId: shift.cinemaId, before: null, after: { sale: code, totalVnd, change: settled.changeVnd } },
        });
        return held.orderId;
      });
      const details = await orderDetails(db, ctx, orderId, deps.clock());
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
      if (isExclusionViolation(error, "seat_claims_no_overlap"))
        throw seatTaken(
          seatIds,
          chosen.map((s) => s.label),
        );
      if (isRetryable(error) && attempt < ATTEMPTS) continue;
      throw error;
    }
  }
}
