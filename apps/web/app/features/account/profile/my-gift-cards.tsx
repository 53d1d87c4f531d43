import { Link } from "react-router";
import { formatTime, formatVnd } from "@hancine/contract/format";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";
import { dateLong } from "#web/lib/i18n/dates.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { giftCardOrderPagePath, type MyGiftCard } from "@hancine/contract/gift-cards";
import { cx } from "#web/ui/cx.ts";
import { paths } from "#web/features/site/paths.ts";

const STATUS: Record<MyGiftCard["status"], { label: WebMessageKey; tone: string }> = {
  active: { label: "me.giftCards.status.active", tone: "bg-green-50 text-green-900 ring-green-700/30" },
  blocked: { label: "me.giftCards.status.blocked", tone: "bg-red-50 text-red-900 ring-red-700/30" },
  expired: { label: "me.giftCards.status.expired", tone: "bg-slate-100 text-slate-700 ring-slate-300" },
};

/** "Thẻ quà tặng đã mua": the cards this account bought (code masked), their balance, recipient and when they were sent. */
export function MyGiftCards({ cards }: { cards: MyGiftCard[] }) {
  const { t, rich, href, chainLang, locale } = useI18n();
  const at = (iso: string) => ({ time: formatTime(iso), date: dateLong(locale, iso) });
  return (
    <section aria-labelledby="my-gift-cards-title" className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="my-gift-cards">
      <h2 id="my-gift-cards-title" className="text-lg font-bold text-night-900">
        {t("me.giftCards.title")}
      </h2>
      {cards.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {t("me.giftCards.none")}{" "}
          <Link to={href(paths.giftCards())} className="font-semibold text-link underline">
            {t("me.giftCards.give")}
          </Link>
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {cards.map((card) => (
            <li key={card.id} className="rounded-card border border-slate-200 p-4">
              <div className="flex items-start justify-between gap-2">
                <p className="font-mono font-semibold text-night-900">{card.code}</p>
                <span className={cx("shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1", STATUS[card.status].tone)}>
                  {t(STATUS[card.status].label)}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-800">
                {rich("me.giftCards.balance", {
                  balance: <strong className="text-night-900">{formatVnd(card.balance)}</strong>,
                  initial: formatVnd(card.initial),
                  date: dateLong(locale, card.expiresAt),
                })}
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {rich("me.giftCards.recipient", {
                  name: <span lang={chainLang}>{card.recipientName}</span>,
                  email: card.recipientEmail,
                  when: card.sentAt
                    ? t("me.giftCards.sent", at(card.sentAt))
                    : card.sendAt
                      ? t("me.giftCards.willSend", at(card.sendAt))
                      : t("me.giftCards.sending"),
                })}
              </p>
              {card.orderCode ? (
                <Link to={giftCardOrderPagePath(card.orderCode)} className="mt-2 inline-flex min-h-6 items-center text-sm font-medium text-link underline">
                  {t("me.order", { code: card.orderCode })}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
