import { useId, useState } from "react";
import type { Order } from "@hancine/contract/booking";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { Field, FormAlert, inputClass } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { dateLong } from "#web/lib/i18n/dates.ts";

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
  const { t, rich, locale } = useI18n();
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
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t("purchase.cancel.title", { code: order.code })}
      description={<span>{order.afterSale?.rule ?? ""}</span>}
      closeLabel={t("site.dialog.close")}
    >
      <div className="space-y-2 text-[15px] text-slate-800">
        <p>
          <span lang={(order.showtime.film as { nameLang?: "vi" }).nameLang}>{order.showtime.film.name}</span> · {formatTime(order.showtime.startsAt)},{" "}
          {dateLong(locale, order.showtime.startsAt)} · {t("purchase.ticket.seat", { seat: order.seats.map((s) => s.label).join(", ") })}
        </p>
        {refund ? (
          <p>
            {rich("purchase.cancel.back", { amount: <strong>{formatVnd(refund.amount)}</strong> })}
            {cardsPart > 0 ? (
              <>
                {rich("purchase.cancel.cards", { cards: <strong>{formatVnd(cardsPart)}</strong> })}
                {onto ? rich("purchase.cancel.andChoice", { amount: <strong>{formatVnd(onto.amount)}</strong> }) : null}.
              </>
            ) : (
              rich("purchase.cancel.to", { to: <strong>{refund.to}</strong> })
            )}
          </p>
        ) : null}
        {onto ? (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t("purchase.cancel.how", { amount: formatVnd(onto.amount) })}</legend>
            {option("original", t("purchase.cancel.original"), t("purchase.cancel.originalHow"))}
            {option("new_card", t("purchase.cancel.newCard"), t("purchase.cancel.newCardHow", { bonus: onto.bonus > 0 ? formatVnd(onto.bonus) : "none" }))}
            {option("own_card", t("purchase.cancel.ownCard"), t("purchase.cancel.ownCardHow", { bonus: onto.bonus > 0 ? formatVnd(onto.bonus) : "none" }))}
            {choice === "own_card" ? (
              <div className="grid gap-2 pl-7 sm:grid-cols-[1fr_9rem]">
                <Field id={`${id}-code`} label={t("purchase.cards.code")}>
                  <input
                    id={`${id}-code`}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    autoComplete="off"
                    spellCheck={false}
                    className={inputClass}
                  />
                </Field>
                <Field id={`${id}-pin`} label={t("purchase.cards.pin")}>
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
        <p>{t("purchase.cancel.final")}</p>
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
          {busy ? t("purchase.cancel.cancelling") : t("purchase.cancel.confirm")}
        </button>
        <button type="button" autoFocus className={buttonClass("ghost", "border border-slate-300 bg-white")} disabled={busy} onClick={onClose}>
          {t("purchase.cancel.keep")}
        </button>
      </div>
    </Modal>
  );
}
