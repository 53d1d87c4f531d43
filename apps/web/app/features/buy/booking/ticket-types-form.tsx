import { useId, useState } from "react";
import type { Order, ShowtimeDetail, UpdateOrder } from "@hancine/contract/booking";
import type { TicketType } from "@hancine/contract/booking-constants";
import { formatVnd } from "@hancine/contract/format";
import { ticketTypeOptions } from "@hancine/contract/ticket-types";
import type { ApiOutcome } from "#web/lib/api-client.ts";
import { cx } from "#web/ui/cx.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

type Props = {
  order: Order;
  prices: ShowtimeDetail["prices"];
  onChoose: (ticketTypes: NonNullable<UpdateOrder["ticketTypes"]>) => Promise<ApiOutcome<Order> | null>;
};

/**
 * 'Loại vé': each held seat as adult (the default) or a type the cinema's table sells for it — student,
 * U22, elderly — priced by the server (decision 085). Shown only when some seat has a choice.
 */
export function TicketTypesForm({ order, prices, onChoose }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t, rich } = useI18n();
  const seats = order.seats.map((seat) => ({ seat, options: ticketTypeOptions(prices, seat.type) }));
  if (!seats.some(({ options }) => options.length > 1)) return null;
  const discounted = order.seats.some((seat) => seat.ticketType && seat.ticketType !== "adult");

  const choose = async (seatId: string, ticketType: TicketType) => {
    setBusy(true);
    const reply = await onChoose([{ seatId, ticketType }]);
    setBusy(false);
    setError(reply && !reply.ok ? reply.error.message : null);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-slate-200 bg-white p-4 sm:p-5">
      <h3 id={`${id}-title`} className="text-base font-bold text-night-900">
        {t("purchase.types.title")}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t("purchase.types.lead")}</p>
      <ul className="mt-3 space-y-2">
        {seats.map(({ seat, options }) => (
          <li key={seat.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <label htmlFor={`${id}-${seat.id}`} className="text-sm text-slate-900">
              {rich("purchase.lines.seat", { seat: <strong>{seat.label}</strong> })}
            </label>
            <select
              id={`${id}-${seat.id}`}
              value={seat.ticketType ?? "adult"}
              disabled={busy || options.length < 2}
              aria-describedby={`${id}-note${error ? ` ${id}-error` : ""}`}
              onChange={(event) => void choose(seat.id, event.target.value as TicketType)}
              className="h-10 min-w-[15rem] rounded-card border border-slate-300 bg-white px-2 text-sm text-night-900 focus:border-link focus:outline-none focus-visible:ring-2 focus-visible:ring-link/40 disabled:opacity-70 max-sm:w-full"
            >
              {options.map((option) => (
                <option key={option.ticketType} value={option.ticketType}>
                  {t("purchase.types.option", { type: option.ticketType })} – {formatVnd(option.price)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <p
        id={`${id}-note`}
        className={cx(
          "mt-3 rounded-card px-3 py-2 text-sm",
          discounted ? "bg-amber-50 font-semibold text-night-900 ring-1 ring-amber-brand/50" : "bg-mist text-slate-700",
        )}
      >
        {t("purchase.types.note")}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
