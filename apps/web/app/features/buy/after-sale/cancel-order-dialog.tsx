import { useId, useState } from "react";
import type { Order } from "@hancine/contract/booking";
import { formatDate, formatTime, formatVnd } from "@hancine/contract/format";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { Field, FormAlert, inputClass } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";

type Props = { order: Order; onClose: () => void; onDone: (order: Order) => void };
type Choice = "original" | "new_card" | "own_card";

/**
 * "Hủy vé": says what comes back and where, and that the seats go back on sale; the server decides
 * (POST /orders/:id/cancel). What was paid through a gateway may go onto a gift card instead — a new
 * one e-mailed to the buyer or one they have — with the chain's bonus (decision 080).
 */
export function CancelOrderDialog({ order, onClose, onDone }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [choice, setChoice] = useState<Choice>("original");
  const [code, setCode] = useState("");
  const [pin, setPin] = useState("");
  const refund = order.afterSale?.refund;
  const onto = order.afterSale?.giftCardRefund ?? null;
  const cardsPart = (order.giftCards ?? []).filter((part) => part.status === "captured").reduce((sum, part) => sum + part.amount, 0);

  async function cancel() {
    setBusy(true);
    setError(null);
    const body =
      choice === "original" ? { refundTo: "original" as const } : { refundTo: "gift_card" as const, ...(choice === "own_card" && { giftCard: { code, pin } }) };
    const answer = await callApi("POST /orders/:id/cancel", { params: { id: order.id }, body });
    setBusy(false);
    if (!answer.ok) {
      const fields = answer.error.fields ?? {};
      return setError(fields["giftCard.code"] ?? fields["giftCard.pin"] ?? fields.code ?? fields.pin ?? answer.error.message);
    }
    onDone(answer.result);
  }

  const option = (value: Choice, title: string, detail: string) => (
    <label
      className={cx(
        "flex min-h-11 cursor-pointer items-start gap-3 rounded-card border-2 px-3 py-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-link",
        choice === value ? "border-night-900 bg-slate-50" : "border-slate-200",
      )}
    >
      <input
        type="radio"
        name={`${id}-to`}
        value={value}
        checked={choice === value}
        onChange={() => setChoice(value)}
        className="mt-1 size-4 accent-night-900"
      />
      <span>
        <span className="block font-bold text-night-900">{title}</span>
        <span className="block text-sm text-slate-600">{detail}</span>
      </span>
    </label>
  );

  return (
    <Modal open onOpenChange={(isOpen) => !isOpen && onClose()} title={`Hủy đơn hàng ${order.code}?`} description={order.afterSale?.rule ?? ""}>
      <div className="space-y-2 text-[15px] text-slate-800">
        <p>
          {order.showtime.film.name} · {formatTime(order.showtime.startsAt)}, {formatDate(order.showtime.startsAt)} · Ghế{" "}
          {order.seats.map((s) => s.label).join(", ")}
        </p>
        {refund ? (
          <p>
            Bạn được hoàn <strong>{formatVnd(refund.amount)}</strong>
            {cardsPart > 0 ? (
              <>
                : <strong>{formatVnd(cardsPart)}</strong> về lại thẻ quà tặng đã dùng
                {onto ? (
                  <>
                    {" "}
                    và <strong>{formatVnd(onto.amount)}</strong> theo lựa chọn dưới đây
                  </>
                ) : null}
                .
              </>
            ) : (
              <>
                {" "}
                về <strong>{refund.to}</strong> (tài khoản hoặc ví đã thanh toán). Tiền thường về trong 1–15 ngày làm việc, tùy ngân hàng.
              </>
            )}
          </p>
        ) : null}
        {onto ? (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">Nhận tiền hoàn qua cổng thanh toán ({formatVnd(onto.amount)}) bằng cách</legend>
            {option("original", "Về phương thức đã thanh toán", "Tài khoản hoặc ví đã trả; thường về trong 1–15 ngày làm việc, tùy ngân hàng.")}
            {option(
              "new_card",
              "Vào thẻ quà tặng mới",
              `Dùng được ngay: mã thẻ và mã PIN gửi qua e-mail${onto.bonus > 0 ? `, tặng thêm ${formatVnd(onto.bonus)}` : ""}.`,
            )}
            {option("own_card", "Vào thẻ quà tặng tôi đang có", `Cộng ngay vào số dư thẻ${onto.bonus > 0 ? `, tặng thêm ${formatVnd(onto.bonus)}` : ""}.`)}
            {choice === "own_card" ? (
              <div className="grid gap-2 pl-7 sm:grid-cols-[1fr_9rem]">
                <Field id={`${id}-code`} label="Mã thẻ (16 ký tự)">
                  <input
                    id={`${id}-code`}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    autoComplete="off"
                    spellCheck={false}
                    className={inputClass}
                  />
                </Field>
                <Field id={`${id}-pin`} label="Mã PIN">
                  <input
                    id={`${id}-pin`}
                    value={pin}
                    onChange={(e) => setPin(e.target.value)}
                    inputMode="numeric"
                    maxLength={6}
                    autoComplete="off"
                    className={inputClass}
                  />
                </Field>
              </div>
            ) : null}
          </fieldset>
        ) : null}
        <p>Vé sẽ mất giá trị ngay và ghế được mở bán lại cho người khác. Việc hủy không thể hoàn tác.</p>
      </div>
      <div className="mt-3">
        <FormAlert message={error} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass("secondary", "bg-red-700 hover:bg-red-800")}
          disabled={busy || (choice === "own_card" && (!code || !pin))}
          onClick={() => void cancel()}
        >
          {busy ? "Đang hủy…" : "Xác nhận hủy vé"}
        </button>
        <button type="button" autoFocus className={buttonClass("ghost", "border border-slate-300 bg-white")} disabled={busy} onClick={onClose}>
          Giữ vé
        </button>
      </div>
    </Modal>
  );
}
