import { useEffect, useState } from "react";
import type { AdminOrder } from "@hancine/contract/back-office-orders";
import type { Showtime } from "@hancine/contract/booking";
import type { CounterExchangeQuoteResult, CounterExchangeResult } from "@hancine/contract/box-office";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { ApprovalFields } from "./approval-fields.tsx";
import { CounterSeatMap } from "./counter-seat-map.tsx";
import { OrderCodeSearch } from "./order-code-search.tsx";
import { useOrderLookup } from "./use-order-lookup.ts";
import { cx } from "#web/ui/cx.ts";
import { FieldError, FormAlert, inputClass, invalidProps } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { paymentsOf } from "./basket.ts";
import { PaymentPanel } from "./payment-panel.tsx";
import { DonePanel } from "./done-panel.tsx";
import { useCounterSeats } from "./use-counter-seats.ts";
import { usePayment } from "./use-payment.ts";

type Errors = { form?: string; reason?: string; payments?: string; approval?: string };

/**
 * "Đổi vé" at the counter (decision 084): the order found by its code, another of today's showtimes
 * of the same film, its seats on the same live map the counter sells from, the difference quoted by
 * the server (what the customer pays on top, or what goes back: cash from this drawer for a counter
 * order, the gateway for an online one), the payment of the extra by the counter's methods, the reason
 * and, for staff, the manager's e-mail and counter PIN. Done: the money to hand over or back in big
 * type and the new tickets previewed for the printer.
 */
export function CounterExchangeDialog({
  shiftId,
  showtimes,
  needsApproval,
  onClose,
}: {
  shiftId: string;
  showtimes: Showtime[];
  needsApproval: boolean;
  onClose: () => void;
}) {
  const lookedUp = useOrderLookup("", "Hãy nhập mã đơn (in trên vé, hoá đơn hoặc e-mail của khách).");
  const { code, setCode, order, lookup } = lookedUp;
  const [target, setTarget] = useState<Showtime | null>(null);
  const [done, setDone] = useState<CounterExchangeResult | null>(null);

  const find = async () => {
    await lookedUp.find();
    setTarget(null);
  };
  const others = order ? showtimes.filter((s) => s.film.name === order.film && s.startsAt !== order.startsAt) : [];

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={done ? `Đã đổi vé · đơn mới ${done.order.code}` : "Đổi vé tại quầy"}
      description={done ? undefined : "Sang suất khác cùng phim, theo quy định đổi vé của website; chênh lệch thu thêm hoặc trả lại trong ca này."}
      size="xl"
    >
      {done ? (
        <ExchangeDone result={done} onClose={onClose} />
      ) : (
        <div className="space-y-3">
          <OrderCodeSearch
            id="exchange-code"
            label="Mã đơn cần đổi"
            code={code}
            onCodeChange={setCode}
            onFind={() => void find()}
            busy={lookup.busy}
            error={lookup.error}
          />
          {order ? (
            <div className="rounded-card border border-slate-200 bg-white p-3 text-sm">
              <p className="font-bold text-night-900">
                Đơn {order.code} · {order.film} · {formatTime(order.startsAt)} · {order.auditorium}
              </p>
              <p className="text-slate-700">
                Ghế {order.seats.join(", ")} · đã trả {formatVnd(order.total)} · {order.counter ? "bán tại quầy" : "mua trên website"}
              </p>
              {order.status !== "paid" ? <p className="mt-1 font-bold text-red-800">Đơn không ở trạng thái đã thanh toán nên không đổi được.</p> : null}
            </div>
          ) : null}
          {order && order.status === "paid" ? (
            others.length === 0 ? (
              <p className="rounded-card bg-amber-50 px-3 py-2 text-sm text-amber-950">Hôm nay không còn suất nào khác của phim này đang mở bán.</p>
            ) : (
              <fieldset>
                <legend className="mb-1.5 text-sm font-bold text-night-900">Suất mới</legend>
                <div className="flex flex-wrap gap-1.5">
                  {others.map((showtime) => (
                    <button
                      key={showtime.id}
                      type="button"
                      aria-pressed={target?.id === showtime.id}
                      onClick={() => setTarget(showtime)}
                      className={cx(
                        "min-h-11 rounded-card border px-3 text-left text-sm",
                        target?.id === showtime.id ? "border-night-900 bg-night-900 text-white" : "border-slate-300 bg-white text-night-900 hover:bg-mist",
                      )}
                    >
                      <span className="text-lg font-bold tabular-nums">{formatTime(showtime.startsAt)}</span> · {showtime.auditorium.name}
                      {showtime.format !== showtime.auditorium.name ? ` · ${showtime.format}` : ""}
                    </button>
                  ))}
                </div>
              </fieldset>
            )
          ) : null}
          {order && target ? (
            <ExchangeForm key={`${order.code}-${target.id}`} order={order} target={target} shiftId={shiftId} needsApproval={needsApproval} onDone={setDone} />
          ) : null}
        </div>
      )}
    </Modal>
  );
}

function ExchangeForm({
  order,
  target,
  shiftId,
  needsApproval,
  onDone,
}: {
  order: AdminOrder;
  target: Showtime;
  shiftId: string;
  needsApproval: boolean;
  onDone: (result: CounterExchangeResult) => void;
}) {
  const [announcement, setAnnouncement] = useState("");
  const seats = useCounterSeats(target.id, setAnnouncement);
  const seatIds = seats.selectedSeats.map((seat) => seat.id);
  const [quote, setQuote] = useState<CounterExchangeQuoteResult | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const payment = usePayment(quote?.toPay ?? 0);
  const seatKey = seatIds.join(",");

  useEffect(() => {
    setQuote(null);
    if (seatIds.length === 0) return;
    let live = true;
    void callApi("POST /box-office/orders/:code/exchange-quote", { params: { code: order.code }, body: { shiftId, showtimeId: target.id, seatIds } }).then(
      (reply) => {
        if (!live) return;
        if (reply.ok) setErrors({});
        else setErrors({ form: Object.values(reply.error.fields ?? {})[0] ?? reply.error.message });
        setQuote(reply.ok ? reply.result : null);
      },
    );
    return () => {
      live = false;
    };
    // The quote follows the seats picked (their ids joined).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seatKey, order.code, target.id, shiftId]);

  const submit = async (form: HTMLFormElement) => {
    if (busy) return;
    const data = new FormData(form);
    const approval = { email: String(data.get("approval.email") ?? ""), pin: String(data.get("approval.pin") ?? "") };
    if (!quote) {
      setErrors({ form: "Hãy chọn ghế của suất mới." });
      return;
    }
    if (quote.toPay > 0 && (!payment.mode || !payment.ready)) {
      setErrors({ payments: payment.mode ? "Các khoản thanh toán chưa khớp số tiền khách trả thêm." : "Hãy chọn hình thức khách trả thêm." });
      return;
    }
    setBusy(true);
    setErrors({});
    seats.selling(seatIds);
    const reply = await callApi("POST /box-office/orders/:code/exchange", {
      params: { code: order.code },
      body: {
        shiftId,
        showtimeId: target.id,
        seatIds,
        reason: reason.trim(),
        ...(quote.toPay > 0 && { payments: paymentsOf(payment.drafts()) }),
        ...(needsApproval && { approval: { email: approval.email.trim(), pin: approval.pin.trim() } }),
      },
    });
    setBusy(false);
    if (reply.ok) {
      onDone(reply.result);
      return;
    }
    seats.selling([]);
    const { error } = reply;
    if (error.code === "SEAT_TAKEN") {
      const ids = Array.isArray(error.details?.seatIds) ? error.details.seatIds.filter((id): id is string => typeof id === "string") : [];
      seats.refuse(ids);
      return;
    }
    const fields = error.fields ?? {};
    const paymentsError = Object.entries(fields).find(([name]) => name.startsWith("payments"))?.[1];
    const approvalError = Object.entries(fields).find(([name]) => name.startsWith("approval"))?.[1];
    if (error.code === "APPROVAL_REQUIRED") setErrors({ approval: `${error.message} Quản lý kiểm tra lại e-mail và mã PIN rồi thử lại.` });
    else if (fields.reason || paymentsError || approvalError)
      setErrors({
        ...(fields.reason && { reason: fields.reason }),
        ...(paymentsError && { payments: paymentsError }),
        ...(approvalError && { approval: approvalError }),
      });
    else setErrors({ form: Object.values(fields)[0] ?? error.message });
  };

  return (
    <form
      aria-label="Đổi vé"
      className="grid gap-3 md:grid-cols-[minmax(0,1fr)_18rem]"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <div className="min-w-0 space-y-2">
        {/* The map scrolls inside its part at 1024 × 768, so the difference and the payment stay beside it. */}
        <CounterSeatMap seats={seats} showtime={target} scrollClass="max-h-[calc(100dvh-26rem)] min-h-56 overflow-y-auto" />
      </div>
      <div className="space-y-2">
        <div role="status" className="rounded-card border border-slate-200 bg-white p-3 text-[15px]">
          {quote ? (
            <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-0.5">
              <dt className="text-slate-700">Ghế mới</dt>
              <dd className="font-bold text-night-900">{seats.selectedSeats.map((seat) => seat.label).join(", ")}</dd>
              <dt className="text-slate-700">Đơn mới</dt>
              <dd className="tabular-nums">{formatVnd(quote.total)}</dd>
              <dt className="text-slate-700">Đơn cũ đã trả</dt>
              <dd className="tabular-nums">{formatVnd(quote.credit)}</dd>
              <dt className="mt-1 font-bold text-night-900">{quote.toPay > 0 ? "Khách trả thêm" : "Trả lại khách"}</dt>
              <dd data-testid="exchange-difference" className="mt-1 text-xl font-bold tabular-nums text-night-900">
                {formatVnd(quote.toPay > 0 ? quote.toPay : quote.toGiveBack)}
              </dd>
              {quote.toGiveBack > 0 ? (
                <dd className="col-span-2 text-sm text-slate-700">
                  {quote.giveBackTo === "drawer" ? "Trả từ ngăn kéo của ca (tiền mặt trước)." : "Hoàn về cổng thanh toán khách đã dùng."}
                </dd>
              ) : null}
            </dl>
          ) : (
            <p className="text-slate-700">Chọn ghế trên sơ đồ để xem chênh lệch.</p>
          )}
        </div>
        {quote && quote.toPay > 0 ? <PaymentPanel payment={payment} error={errors.payments} /> : null}
      </div>
      {/* Below both, across the dialog: what the cashier types last, and the button, in view at 1024 × 768. */}
      <div className="grid items-start gap-2 md:col-span-2 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_14rem]">
        <div>
          <label htmlFor="exchange-reason" className="mb-1 block text-sm font-medium text-slate-800">
            Lý do đổi
          </label>
          <input
            id="exchange-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={300}
            className={inputClass}
            {...invalidProps("exchange-reason", errors.reason)}
          />
          <FieldError id="exchange-reason" error={errors.reason} />
        </div>
        {needsApproval ? <ApprovalFields idPrefix="exchange" error={errors.approval} /> : <div />}
        <div className="space-y-2 md:pt-6">
          <FormAlert message={errors.form ?? null} />
          <button type="submit" disabled={busy} className={buttonClass("primary", "min-h-12 w-full text-lg")}>
            {busy ? "Đang đổi vé…" : quote && quote.toPay > 0 ? `Thu ${formatVnd(quote.toPay)} và đổi vé` : "Đổi vé"}
          </button>
        </div>
      </div>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </form>
  );
}

/** The exchange made: the money to take or give back in big type, the new order, its tickets previewed and printed ("In vé", F8). */
function ExchangeDone({ result, onClose }: { result: CounterExchangeResult; onClose: () => void }) {
  const back = result.givenBack.cash;
  const headline =
    result.toPay > 0
      ? { label: result.change > 0 ? "Tiền thối lại cho khách" : "Đã thu thêm", amount: result.change > 0 ? result.change : result.toPay }
      : result.toGiveBack > 0 && result.giveBackTo === "drawer"
        ? { label: "Trả lại khách tiền mặt", amount: back }
        : { label: result.toGiveBack > 0 ? "Hoàn về cổng thanh toán" : "Không có chênh lệch", amount: result.toGiveBack };
  return (
    <DonePanel
      code={result.order.code}
      headline={headline}
      moneyTestId="exchange-money"
      printLabel="In vé mới"
      keys="F8: in vé · Esc: đóng"
      actions={
        <button type="button" onClick={onClose} className={buttonClass("secondary", "min-h-12 flex-1")}>
          Xong
        </button>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-[15px]">
        <dt className="text-slate-600">Suất mới</dt>
        <dd className="font-bold text-night-900">
          {result.order.showtime.film.name} · {formatTime(result.order.showtime.startsAt)} · {result.order.showtime.auditorium.name}
        </dd>
        <dt className="text-slate-600">Ghế</dt>
        <dd className="font-bold text-night-900">{result.order.seats.map((seat) => seat.label).join(", ")}</dd>
        <dt className="text-slate-600">Đơn cũ</dt>
        <dd>{result.oldOrderCode} · vé cũ đã hết hiệu lực</dd>
        {result.approvedBy ? (
          <>
            <dt className="text-slate-600">Duyệt</dt>
            <dd>{result.approvedBy}</dd>
          </>
        ) : null}
      </dl>
    </DonePanel>
  );
}
