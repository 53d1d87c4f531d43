import { useEffect, useState } from "react";
import type { CounterSaleResult } from "@hancine/contract/box-office";
import type { ShowtimeDetail } from "@hancine/contract/booking";
import type { TicketType } from "@hancine/contract/booking-constants";
import { ticketTypeOptions, ticketTypePrice } from "@hancine/contract/ticket-types";
import { callApi } from "#web/lib/api-client.ts";
import { basketLines, basketTotal, paymentsOf, type BasketLine, type BasketProduct } from "./basket.ts";
import type { CounterSeats } from "./use-counter-seats.ts";
import { usePayment } from "./use-payment.ts";

type SaleErrors = { payments?: string; memberPhone?: string; voucherCode?: string; form?: string };

/** What a sale left for its summary: the server's answer and the change it says to give back. */
export type SaleDone = CounterSaleResult & { paidWith: string };

/**
 * One customer's sale at the counter: the basket (the seats picked on the map, the snacks' quantities,
 * a member's phone and a voucher), the payment, and `POST /box-office/sales`. Not a form route: the
 * basket is the screen's state, not inputs (decision 076, "The counter screen").
 */
export function useCounterSale({
  shiftId,
  showtimeId,
  seats,
  products,
  announce,
}: {
  shiftId: string;
  showtimeId: string | null;
  seats: CounterSeats | null;
  products: BasketProduct[];
  announce: (text: string) => void;
}) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [extras, setExtras] = useState({ memberPhone: "", voucherCode: "" });
  const [errors, setErrors] = useState<SaleErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<SaleDone | null>(null);

  // Each picked seat as the type the cashier chose (the customer showed the card), priced by the showtime's table (decision 085).
  const [prices, setPrices] = useState<ShowtimeDetail["prices"]>([]);
  const [types, setTypes] = useState<Record<string, TicketType>>({});
  useEffect(() => {
    setPrices([]);
    setTypes({});
    if (!showtimeId) return;
    let live = true;
    void callApi("GET /showtimes/:id", { params: { id: showtimeId } }).then((reply) => {
      if (live && reply.ok) setPrices(reply.result.prices);
    });
    return () => {
      live = false;
    };
  }, [showtimeId]);
  const typedSeats = (seats?.selectedSeats ?? []).map((seat) => {
    const ticketType = types[seat.id] ?? "adult";
    return { ...seat, ticketType, price: ticketTypePrice(prices, seat.type, ticketType) ?? seat.price, options: ticketTypeOptions(prices, seat.type) };
  });
  const ticketTypes = typedSeats.filter((seat) => seat.ticketType !== "adult").map((seat) => ({ seatId: seat.id, ticketType: seat.ticketType }));
  const lines = basketLines(typedSeats, products, quantities);
  // The voucher the cashier applied ("Áp dụng"), priced by the server with the basket (POST /box-office/quote)
  // before payment, and again whenever the basket or the member changes.
  const [voucherApplied, setVoucherApplied] = useState<string | null>(null);
  const [quote, setQuote] = useState<{ key: string; discount: number } | null>(null);
  const selectedIds = seats?.selectedSeats.map((seat) => seat.id) ?? [];
  const chosenProducts = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ id, quantity }));
  const memberPhoneTyped = extras.memberPhone.trim();
  const quoteKey = JSON.stringify([showtimeId, selectedIds, ticketTypes, chosenProducts, memberPhoneTyped, voucherApplied]);
  useEffect(() => {
    if (!voucherApplied || !showtimeId || lines.length === 0) {
      setQuote(null);
      return;
    }
    let live = true;
    const timer = window.setTimeout(async () => {
      const reply = await callApi("POST /box-office/quote", {
        body: {
          shiftId,
          showtimeId,
          ...(selectedIds.length > 0 && { seatIds: selectedIds }),
          ...(ticketTypes.length > 0 && { ticketTypes }),
          ...(chosenProducts.length > 0 && { products: chosenProducts }),
          ...(memberPhoneTyped && { memberPhone: memberPhoneTyped }),
          voucherCode: voucherApplied,
        },
      });
      if (!live) return;
      if (reply.ok) {
        setQuote({ key: quoteKey, discount: reply.result.discount });
        announce(`Mã ${reply.result.voucherCode ?? voucherApplied} giảm ${reply.result.discount.toLocaleString("vi-VN")} đồng.`);
        return;
      }
      setQuote(null);
      setVoucherApplied(null);
      const fields = reply.error.fields ?? {};
      const said = fields.voucherCode ?? fields.memberPhone ?? reply.error.message;
      setErrors((previous) => ({ ...previous, ...(fields.memberPhone ? { memberPhone: fields.memberPhone } : { voucherCode: said }) }));
      announce(said);
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // quoteKey says everything the quote depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteKey]);
  const discount = quote && quote.key === quoteKey ? quote.discount : 0;
  const total = basketTotal(lines) - discount;
  const payment = usePayment(total);

  const clear = () => {
    setQuantities({});
    setVoucherApplied(null);
    setExtras({ memberPhone: "", voucherCode: "" });
    setErrors({});
    payment.reset();
    seats?.clearSelection();
  };

  const submit = async () => {
    if (busy) return;
    if (!showtimeId || lines.length === 0) {
      setErrors({ form: "Giỏ hàng đang trống: hãy chọn ghế hoặc bắp nước." });
      return;
    }
    if (!payment.mode) {
      setErrors({ payments: "Hãy chọn hình thức thanh toán." });
      return;
    }
    if (!payment.ready) {
      setErrors({ payments: "Các khoản thanh toán chưa khớp tổng tiền." });
      return;
    }
    setBusy(true);
    setErrors({});
    const seatIds = seats?.selectedSeats.map((seat) => seat.id) ?? [];
    const chosen = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([id, quantity]) => ({ id, quantity }));
    const memberPhone = extras.memberPhone.trim();
    const voucherCode = extras.voucherCode.trim();
    seats?.selling(seatIds);
    const reply = await callApi("POST /box-office/sales", {
      body: {
        shiftId,
        showtimeId,
        ...(seatIds.length > 0 && { seatIds }),
        ...(ticketTypes.length > 0 && { ticketTypes }),
        ...(chosen.length > 0 && { products: chosen }),
        ...(memberPhone && { memberPhone }),
        ...(voucherCode && { voucherCode }),
        payments: paymentsOf(payment.drafts()),
      },
    });
    setBusy(false);
    // Kept after a sale (its seats are sold; a late event about them is no news), dropped after a refusal.
    if (!reply.ok) seats?.selling([]);
    if (reply.ok) {
      const paidWith = payment.mode;
      seats?.markSold(reply.result.order.seats.map((seat) => seat.id));
      setDone({ ...reply.result, paidWith });
      setQuantities({});
      setVoucherApplied(null);
      setExtras({ memberPhone: "", voucherCode: "" });
      payment.reset();
      announce(`Đã bán đơn ${reply.result.order.code}.`);
      return;
    }
    const { error } = reply;
    if (error.code === "SEAT_TAKEN") {
      const ids = Array.isArray(error.details?.seatIds) ? error.details.seatIds.filter((id): id is string => typeof id === "string") : [];
      seats?.refuse(ids);
      setErrors({ form: ids.length > 0 ? undefined : error.message });
      return;
    }
    const fields = error.fields ?? {};
    const payments = Object.entries(fields).find(([name]) => name === "payments" || name.startsWith("payments."))?.[1];
    const next: SaleErrors = {
      ...(payments && { payments }),
      ...(fields.memberPhone && { memberPhone: fields.memberPhone }),
      ...(fields.voucherCode && { voucherCode: fields.voucherCode }),
    };
    if (Object.keys(next).length === 0) next.form = fields.seatIds ?? fields.ticketTypes ?? fields.products ?? error.message;
    setErrors(next);
    announce(Object.values(next).join(" "));
  };

  return {
    lines,
    total,
    payment,
    quantities,
    /** The ticket type of a seat in the basket (the customer showed the card). */
    setTicketType: (line: BasketLine, ticketType: TicketType) => setTypes((previous) => ({ ...previous, [line.key.slice("seat:".length)]: ticketType })),
    setQuantity: (productId: string, quantity: number) => setQuantities((previous) => ({ ...previous, [productId]: quantity })),
    removeLine: (line: BasketLine) => {
      if (line.key.startsWith("product:")) setQuantities((previous) => ({ ...previous, [line.key.slice("product:".length)]: 0 }));
      else {
        const seat = seats?.selectedSeats.find((s) => `seat:${s.id}` === line.key);
        if (seat) seats?.toggle(seat);
      }
    },
    extras,
    setExtras: (next: { memberPhone: string; voucherCode: string }) => {
      // Another code typed: the one applied no longer stands.
      if (next.voucherCode.trim() !== (voucherApplied ?? next.voucherCode.trim())) setVoucherApplied(null);
      setExtras(next);
    },
    /** "Áp dụng": the typed code is priced with the basket before payment. */
    applyVoucher: () => {
      const code = extras.voucherCode.trim();
      setErrors((previous) => ({ ...previous, voucherCode: undefined, memberPhone: undefined }));
      setVoucherApplied(code || null);
      if (!code) setErrors((previous) => ({ ...previous, voucherCode: "Hãy nhập mã giảm giá trước khi áp dụng." }));
    },
    discount,
    voucherApplied: quote && quote.key === quoteKey ? voucherApplied : null,
    errors,
    busy,
    submit,
    done,
    closeDone: () => setDone(null),
    clear,
  };
}

export type CounterSale = ReturnType<typeof useCounterSale>;
