import type { Order, Seat } from "@hancine/contract/booking";
import { formatVnd } from "@hancine/contract/format";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** Before the hold: the picked seats and a preview of their price (the server prices the order). */
export function SelectionLines({ seats }: { seats: Seat[] }) {
  const { t } = useI18n();
  if (seats.length === 0) return <p className="text-sm text-slate-600">{t("purchase.lines.none")}</p>;
  const total = seats.reduce((sum, seat) => sum + seat.price, 0);
  return (
    <div className="text-sm">
      <p>
        <span className="text-slate-600">{t("purchase.lines.picked", { count: seats.length })}</span>
        <strong className="text-night-900" data-testid="selected-seats">
          {seats.map((seat) => seat.label).join(", ")}
        </strong>
      </p>
      <p className="mt-1 flex justify-between">
        <span className="text-slate-600">{t("purchase.lines.subtotal")}</span>
        <strong className="text-night-900">{formatVnd(total)}</strong>
      </p>
    </div>
  );
}

/** The held order's lines and totals, exactly as the server computed them. */
export function OrderLines({ order }: { order: Order }) {
  const { t, rich, chainLang } = useI18n();
  return (
    <div className="text-sm">
      <ul className="space-y-1">
        {order.seats.map((seat) => (
          <li key={seat.id} className="flex justify-between gap-3">
            <span>
              {rich("purchase.lines.seat", { seat: <strong className="text-night-900">{seat.label}</strong> })}{" "}
              <span className="text-slate-600">({t("purchase.seat.type", { type: seat.type })})</span>
              {seat.ticketType && seat.ticketType !== "adult" ? (
                <span className="ml-1.5 whitespace-nowrap rounded bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-night-900 ring-1 ring-amber-brand/50">
                  {t("purchase.lines.ticketType", { type: seat.ticketType })}
                </span>
              ) : null}
            </span>
            <span className="shrink-0 whitespace-nowrap">{formatVnd(seat.price)}</span>
          </li>
        ))}
        {order.products.map((line) => (
          <li key={line.productId} className="flex justify-between gap-3">
            <span>
              {/* A no-break space: '× 2' goes to the next line with the name's last word, never alone. */}
              <span lang={chainLang}>{line.name}</span>
              {"\u00a0"}
              <span className="whitespace-nowrap text-slate-600">× {line.quantity}</span>
            </span>
            <span className="shrink-0 whitespace-nowrap">{formatVnd(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3">
        <div className="flex justify-between">
          <dt className="text-slate-600">{t("purchase.lines.subtotal")}</dt>
          <dd data-testid="order-subtotal">{formatVnd(order.subtotal)}</dd>
        </div>
        {order.discount > 0 ? (
          <div className="flex justify-between text-green-800">
            <dt>
              {t("purchase.lines.discount")}
              {order.voucher ? ` (${order.voucher.code})` : ""}
            </dt>
            <dd data-testid="order-discount">−{formatVnd(order.discount)}</dd>
          </div>
        ) : null}
        {order.pointsDiscount ? (
          <div className="flex justify-between text-green-800">
            <dt>{t("purchase.lines.points", { points: order.points ?? 0 })}</dt>
            <dd data-testid="order-points">−{formatVnd(order.pointsDiscount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between text-base font-bold text-night-900">
          <dt>{t("purchase.lines.total")}</dt>
          <dd data-testid="order-total">{formatVnd(order.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Phones' bottom bar: the held seats, how many concessions, and the total on one line. */
export function OrderTotalLine({ order }: { order: Order }) {
  const { t, rich } = useI18n();
  const items = order.products.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="flex items-baseline justify-between gap-3 text-sm">
      <p className="min-w-0 truncate text-slate-600">
        {rich("purchase.lines.seat", { seat: <strong className="text-night-900">{order.seats.map((seat) => seat.label).join(", ")}</strong> })}
        {items > 0 ? t("purchase.lines.snacks", { count: items }) : ""}
      </p>
      <p className="shrink-0 whitespace-nowrap">
        <span className="text-slate-600">{t("purchase.lines.totalShort")}</span>
        <strong className="text-base text-night-900">{formatVnd(order.total)}</strong>
      </p>
    </div>
  );
}
