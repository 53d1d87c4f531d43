import { Link } from "react-router";
import { formatDate, formatTime, formatVnd } from "@hancine/contract/format";
import { giftCardOrderPagePath, type MyGiftCard } from "@hancine/contract/gift-cards";
import { cx } from "#web/ui/cx.ts";
import { paths } from "#web/features/site/paths.ts";

const STATUS: Record<MyGiftCard["status"], { label: string; tone: string }> = {
  active: { label: "Còn hiệu lực", tone: "bg-green-50 text-green-900 ring-green-700/30" },
  blocked: { label: "Đã khoá", tone: "bg-red-50 text-red-900 ring-red-700/30" },
  expired: { label: "Hết hạn", tone: "bg-slate-100 text-slate-700 ring-slate-300" },
};

/** "Thẻ quà tặng đã mua": the cards this account bought (code masked), their balance, recipient and when they were sent. */
export function MyGiftCards({ cards }: { cards: MyGiftCard[] }) {
  return (
    <section aria-labelledby="my-gift-cards-title" className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="my-gift-cards">
      <h2 id="my-gift-cards-title" className="text-lg font-bold text-night-900">
        Thẻ quà tặng đã mua
      </h2>
      {cards.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          Bạn chưa mua thẻ quà tặng nào.{" "}
          <Link to={paths.giftCards()} className="font-semibold text-link underline">
            Tặng một tấm thẻ xem phim
          </Link>
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {cards.map((card) => (
            <li key={card.id} className="rounded-card border border-slate-200 p-4">
              <div className="flex items-start justify-between gap-2">
                <p className="font-mono font-semibold text-night-900">{card.code}</p>
                <span className={cx("shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1", STATUS[card.status].tone)}>
                  {STATUS[card.status].label}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-800">
                Số dư <strong className="text-night-900">{formatVnd(card.balance)}</strong> / {formatVnd(card.initial)} · hạn hết ngày{" "}
                {formatDate(card.expiresAt)}
              </p>
              <p className="mt-1 text-sm text-slate-700">
                Tặng {card.recipientName} ({card.recipientEmail}) ·{" "}
                {card.sentAt
                  ? `đã gửi ${formatTime(card.sentAt)} ${formatDate(card.sentAt)}`
                  : card.sendAt
                    ? `sẽ gửi ${formatTime(card.sendAt)} ${formatDate(card.sendAt)}`
                    : "đang gửi"}
              </p>
              {card.orderCode ? (
                <Link to={giftCardOrderPagePath(card.orderCode)} className="mt-2 inline-flex min-h-6 items-center text-sm font-medium text-link underline">
                  Đơn {card.orderCode}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
