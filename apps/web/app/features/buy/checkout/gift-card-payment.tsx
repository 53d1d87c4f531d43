import { useId, useState } from "react";
import { formatVnd } from "@hancine/contract/format";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, inputClass, invalidProps } from "#web/ui/form-fields.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

// As @hancine/contract/gift-cards writes them, without pulling zod into the booking page.
const maskedGiftCardCode = (last4: string) => `••••-••••-••••-${last4}`;
const normaliseGiftCardCode = (input: string) => input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");

/** A card the buyer added: its code and PIN (sent with the checkout) and the balance the look-up answered. */
export type AppliedGiftCard = { code: string; pin: string; balance: number };

/** What each card covers of `due`, in the order they were added, and what is left for the gateway. */
export function giftCardCoverage(cards: AppliedGiftCard[], due: number): { covers: number[]; rest: number } {
  let rest = due;
  const covers = cards.map((card) => {
    const amount = Math.min(card.balance, rest);
    rest -= amount;
    return amount;
  });
  return { covers, rest };
}

/**
 * "Thẻ quà tặng" in the payment step (decision 080): the buyer adds cards by code and PIN (each
 * checked by POST /gift-cards/balance), sees what each covers of the order and what is left for the
 * gateway; the checkout sends them and the server takes the money.
 */
export function GiftCardPayment({ cards, onChange, due }: { cards: AppliedGiftCard[]; onChange: (cards: AppliedGiftCard[]) => void; due: number }) {
  const id = useId();
  const [open, setOpen] = useState(cards.length > 0);
  const [code, setCode] = useState("");
  const [pin, setPin] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ code?: string; pin?: string; form?: string }>({});
  const { covers, rest } = giftCardCoverage(cards, due);
  const { t, rich } = useI18n();

  async function add() {
    const normalised = normaliseGiftCardCode(code);
    if (cards.some((card) => card.code === normalised)) return setError({ code: t("purchase.cards.duplicate") });
    if (rest <= 0) return setError({ form: t("purchase.cards.enough") });
    setBusy(true);
    setError({});
    const answer = await callApi("POST /gift-cards/balance", { body: { code, pin } });
    setBusy(false);
    if (!answer.ok) {
      const fields = answer.error.fields ?? {};
      return setError({ code: fields.code, pin: fields.pin, form: fields.code || fields.pin ? undefined : answer.error.message });
    }
    if (answer.result.balance <= 0) return setError({ form: t("purchase.cards.empty") });
    onChange([...cards, { code: normalised, pin: pin.trim(), balance: answer.result.balance }]);
    setCode("");
    setPin("");
  }

  return (
    <div className="mt-4 rounded-card border border-slate-200 p-3" data-testid="gift-cards">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-2 text-left font-bold text-night-900"
      >
        <span>{t("purchase.cards.use")}</span>
        <span aria-hidden="true">{open ? "−" : "+"}</span>
      </button>
      {open ? (
        <div id={`${id}-body`} className="mt-2">
          {cards.length > 0 ? (
            <ul className="mb-3 divide-y divide-slate-200 rounded-card bg-slate-50 px-3" aria-label={t("purchase.cards.added")}>
              {cards.map((card, i) => (
                <li key={card.code} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    <span className="font-bold text-night-900">{maskedGiftCardCode(card.code.slice(-4))}</span>
                    <span className="block text-slate-600">{t("purchase.cards.balance", { amount: formatVnd(card.balance) })}</span>
                  </span>
                  <span className="flex items-center gap-3">
                    <span className="font-bold text-night-900">−{formatVnd(covers[i] ?? 0)}</span>
                    <button
                      type="button"
                      className={buttonClass("ghost", "min-h-11 border border-slate-300 bg-white px-3", "sm")}
                      onClick={() => onChange(cards.filter((c) => c.code !== card.code))}
                      aria-label={t("purchase.cards.removeCard", { card: maskedGiftCardCode(card.code.slice(-4)) })}
                    >
                      {t("purchase.cards.remove")}
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {rest > 0 ? (
            <div className="grid gap-2 sm:grid-cols-[1fr_9rem_auto] sm:items-start">
              <Field id={`${id}-code`} label={t("purchase.cards.code")} error={error.code}>
                <input
                  id={`${id}-code`}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="XXXX-XXXX-XXXX-XXXX"
                  className={inputClass}
                  {...invalidProps(`${id}-code`, error.code)}
                />
              </Field>
              <Field id={`${id}-pin`} label={t("purchase.cards.pin")} error={error.pin}>
                <input
                  id={`${id}-pin`}
                  value={pin}
                  onChange={(e) => setPin(e.target.value)}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={6}
                  className={inputClass}
                  {...invalidProps(`${id}-pin`, error.pin)}
                />
              </Field>
              <button type="button" onClick={() => void add()} disabled={busy || !code || !pin} className={buttonClass("secondary", "h-11 sm:mt-[1.625rem]")}>
                {busy ? t("purchase.cards.checking") : t("purchase.cards.apply")}
              </button>
            </div>
          ) : null}
          {error.form ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error.form}
            </p>
          ) : null}
          {cards.length > 0 ? (
            <p className="mt-3 text-sm text-slate-800" data-testid="gift-card-rest" aria-live="polite">
              {rich("purchase.cards.pays", { amount: <strong>{formatVnd(due - rest)}</strong> })}
              {rest > 0 ? rich("purchase.cards.rest", { amount: <strong>{formatVnd(rest)}</strong> }) : t("purchase.cards.whole")}
            </p>
          ) : (
            <p className="mt-2 text-xs text-slate-600">{t("purchase.cards.how")}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
