import type { Order, ShowtimeDetail } from "@hancine/contract/booking";
import { formatDayShort, formatTime, formatVnd } from "@hancine/contract/format";
import { AgeBadge } from "#web/ui/age-badge.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import type { I18n } from "#web/lib/i18n/messages.tsx";
import { dateLong } from "#web/lib/i18n/dates.ts";
import { versionName } from "#web/features/discover/showtimes/version-name.ts";

type Ticket = NonNullable<Order["tickets"]>[number];

/** "Thứ Hai" / "Monday" for the chain day the showtime falls on. */
const dayName = (t: I18n["t"], at: string) => t("purchase.ticket.weekday", { day: formatDayShort(at).split(",")[0]! });

const qrSrc = (order: Order, ticket: Ticket) => `/api/v1/orders/${encodeURIComponent(order.id)}/tickets/${encodeURIComponent(ticket.id)}/qr.svg`;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-sm text-slate-600 sm:w-32">{label}</dt>
      <dd className="font-medium text-night-900">{children}</dd>
    </div>
  );
}

/** The paid order as a ticket: what, where, when, what was paid, and one QR code per seat. Prints on paper. */
export function TicketSheet({ order, showtime }: { order: Order & { showtime: { film: { nameLang?: "vi" | undefined } } }; showtime: ShowtimeDetail | null }) {
  const { t, locale, chainLang } = useI18n();
  const tickets = order.tickets ?? [];
  const start = order.showtime.startsAt;
  return (
    <div className="space-y-5">
      <div className="rounded-card border border-slate-200 bg-white shadow-sm print:border-slate-400 print:shadow-none">
        <div className="flex flex-wrap items-start justify-between gap-3 rounded-t-card bg-night-900 px-5 py-4 text-white print:bg-white print:text-night-900">
          <div className="min-w-0">
            <p className="text-sm text-slate-300 print:text-slate-600">{t("purchase.ticket.kind")}</p>
            <h2 className="flex flex-wrap items-center gap-2 text-xl font-bold leading-snug sm:text-2xl">
              <span lang={order.showtime.film.nameLang}>{order.showtime.film.name}</span> <AgeBadge age={order.showtime.film.age} />
            </h2>
          </div>
          <div className="sm:text-right">
            <p className="text-sm text-slate-300 print:text-slate-600">{t("purchase.ticket.code")}</p>
            <p className="font-mono text-2xl font-bold tracking-wider text-amber-brand print:text-night-900" data-testid="booking-code">
              {order.code}
            </p>
          </div>
        </div>
        <dl className="grid gap-3 px-5 py-4 sm:grid-cols-2 sm:gap-x-8">
          <Fact label={t("purchase.ticket.showtime")}>
            <span className="block text-lg font-bold">
              {formatTime(start)} – {formatTime(order.showtime.endsAt)}
            </span>
            <span className="block">
              {dayName(t, start)}, {dateLong(locale, start)} · {order.showtime.format} · {versionName(t, order.showtime.version)}
            </span>
          </Fact>
          <Fact label={t("purchase.ticket.cinema")}>
            <span lang={chainLang}>{order.showtime.cinema.name}</span>
            {showtime ? (
              <span className="block text-sm font-normal text-slate-600" lang={chainLang}>
                {showtime.cinema.address}
              </span>
            ) : null}
          </Fact>
          <Fact label={t("purchase.ticket.auditorium")}>
            <span lang={chainLang}>{order.showtime.auditorium.name}</span>
          </Fact>
          <Fact label={t("purchase.ticket.seats")}>
            <span className="text-lg font-bold">{order.seats.map((s) => s.label).join(", ")}</span>{" "}
            <span className="text-sm font-normal text-slate-600">
              ({[...new Set(order.seats.map((s) => t("purchase.seat.type", { type: s.type })))].join(", ")})
            </span>
          </Fact>
          <Fact label={t("purchase.ticket.snacks")}>
            {order.products.length > 0 ? (
              <span lang={chainLang}>{order.products.map((p) => `${p.quantity} × ${p.name}`).join(", ")}</span>
            ) : (
              t("purchase.ticket.noSnacks")
            )}
          </Fact>
          <Fact label={t("purchase.ticket.total")}>
            {formatVnd(order.total)}
            {order.discount > 0 ? (
              <span className="block text-sm font-normal text-slate-600">
                {t("purchase.ticket.discount", { amount: formatVnd(order.discount) })}
                {order.voucher ? t("purchase.ticket.voucher", { code: order.voucher.code }) : ""}
              </span>
            ) : null}
            {order.pointsDiscount ? (
              <span className="block text-sm font-normal text-slate-600">
                {t("purchase.ticket.points", { points: order.points ?? 0, amount: formatVnd(order.pointsDiscount) })}
              </span>
            ) : null}
          </Fact>
        </dl>
      </div>

      <section aria-labelledby="tickets-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="tickets-title" className="text-lg font-bold text-night-900">
            {t("purchase.ticket.qrTitle", { count: tickets.length })}
          </h2>
          <button type="button" onClick={() => window.print()} className={buttonClass("secondary", "print:hidden")}>
            {t("purchase.ticket.print")}
          </button>
        </div>
        <p className="mt-1 text-sm text-slate-600 print:hidden">{t("purchase.ticket.howTo")}</p>
        <ul className="mt-3 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3 print:grid-cols-3">
          {tickets.map((ticket) => (
            <li
              key={ticket.id}
              className="break-inside-avoid rounded-card border border-slate-200 bg-white p-4 text-center shadow-sm print:shadow-none"
              data-testid="ticket"
            >
              <img
                src={qrSrc(order, ticket)}
                alt={t("purchase.ticket.qrAlt", { seat: ticket.seatLabel })}
                width={200}
                height={200}
                className="mx-auto size-48 sm:size-52 print:size-44"
              />
              <p className="mt-2 text-lg font-bold text-night-900">{t("purchase.ticket.seat", { seat: ticket.seatLabel })}</p>
              <p className="text-sm text-slate-700">
                {t("purchase.ticket.ticketCode")} <span className="font-mono tracking-wide">{ticket.code}</span>
              </p>
              {ticket.doorCheck ? (
                <p className="mt-2 text-sm">
                  <strong className="rounded bg-amber-50 px-1.5 py-0.5 text-night-900 ring-1 ring-amber-brand/50">
                    {t("purchase.lines.ticketType", { type: ticket.ticketType ?? ticket.ticketTypeLabel ?? "" })}
                  </strong>
                  <span className="mt-1 block text-slate-700">{t("purchase.ticket.doorNote")}</span>
                </p>
              ) : null}
              {ticket.checkedInAt ? (
                <p className="mt-2 inline-block rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
                  {t("purchase.ticket.checkedIn", { time: formatTime(ticket.checkedInAt), day: dateLong(locale, ticket.checkedInAt) })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
