import { TICKET_TYPE_NOTE } from "@hancine/contract/booking-constants";
import type { Order, ShowtimeDetail } from "@hancine/contract/booking";
import { SEAT_TYPE_LABELS } from "@hancine/contract/booking-constants";
import { formatDate, formatDayShort, formatTime, formatVnd } from "@hancine/contract/format";
import { AgeBadge } from "#web/ui/age-badge.tsx";
import { buttonClass } from "#web/ui/button.tsx";

type Ticket = NonNullable<Order["tickets"]>[number];

const DAY_NAMES: Record<string, string> = { CN: "Chủ Nhật", T2: "Thứ Hai", T3: "Thứ Ba", T4: "Thứ Tư", T5: "Thứ Năm", T6: "Thứ Sáu", T7: "Thứ Bảy" };
/** "Thứ Hai" for the chain day the showtime falls on. */
const dayName = (at: string) => DAY_NAMES[formatDayShort(at).split(",")[0]!] ?? "";

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
export function TicketSheet({ order, showtime }: { order: Order; showtime: ShowtimeDetail | null }) {
  const tickets = order.tickets ?? [];
  const start = order.showtime.startsAt;
  return (
    <div className="space-y-5">
      <div className="rounded-card border border-slate-200 bg-white shadow-sm print:border-slate-400 print:shadow-none">
        <div className="flex flex-wrap items-start justify-between gap-3 rounded-t-card bg-night-900 px-5 py-4 text-white print:bg-white print:text-night-900">
          <div className="min-w-0">
            <p className="text-sm text-slate-300 print:text-slate-600">Vé xem phim</p>
            <h2 className="flex flex-wrap items-center gap-2 text-xl font-bold leading-snug sm:text-2xl">
              {order.showtime.film.name} <AgeBadge age={order.showtime.film.age} />
            </h2>
          </div>
          <div className="sm:text-right">
            <p className="text-sm text-slate-300 print:text-slate-600">Mã đặt vé</p>
            <p className="font-mono text-2xl font-bold tracking-wider text-amber-brand print:text-night-900" data-testid="booking-code">
              {order.code}
            </p>
          </div>
        </div>
        <dl className="grid gap-3 px-5 py-4 sm:grid-cols-2 sm:gap-x-8">
          <Fact label="Suất chiếu">
            <span className="block text-lg font-bold">
              {formatTime(start)} – {formatTime(order.showtime.endsAt)}
            </span>
            <span className="block">
              {dayName(start)}, {formatDate(start)} · {order.showtime.format} · {order.showtime.version}
            </span>
          </Fact>
          <Fact label="Rạp">
            {order.showtime.cinema.name}
            {showtime ? <span className="block text-sm font-normal text-slate-600">{showtime.cinema.address}</span> : null}
          </Fact>
          <Fact label="Phòng chiếu">{order.showtime.auditorium.name}</Fact>
          <Fact label="Ghế">
            <span className="text-lg font-bold">{order.seats.map((s) => s.label).join(", ")}</span>{" "}
            <span className="text-sm font-normal text-slate-600">({[...new Set(order.seats.map((s) => SEAT_TYPE_LABELS[s.type]))].join(", ")})</span>
          </Fact>
          <Fact label="Bắp nước">{order.products.length > 0 ? order.products.map((p) => `${p.quantity} × ${p.name}`).join(", ") : "Không có"}</Fact>
          <Fact label="Tổng tiền">
            {formatVnd(order.total)}
            {order.discount > 0 ? (
              <span className="block text-sm font-normal text-slate-600">
                Đã giảm {formatVnd(order.discount)}
                {order.voucher ? ` (mã ${order.voucher.code})` : ""}
              </span>
            ) : null}
            {order.pointsDiscount ? (
              <span className="block text-sm font-normal text-slate-600">
                Đã dùng {order.points} điểm thưởng (−{formatVnd(order.pointsDiscount)})
              </span>
            ) : null}
          </Fact>
        </dl>
      </div>

      <section aria-labelledby="tickets-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="tickets-title" className="text-lg font-bold text-night-900">
            Mã QR vào rạp ({tickets.length} vé)
          </h2>
          <button type="button" onClick={() => window.print()} className={buttonClass("secondary", "print:hidden")}>
            In vé
          </button>
        </div>
        <p className="mt-1 text-sm text-slate-600 print:hidden">
          Đưa mã QR của từng vé cho nhân viên soát vé. Bạn có thể mở trang này trên điện thoại hoặc in ra giấy.
        </p>
        <ul className="mt-3 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3 print:grid-cols-3">
          {tickets.map((ticket) => (
            <li
              key={ticket.id}
              className="break-inside-avoid rounded-card border border-slate-200 bg-white p-4 text-center shadow-sm print:shadow-none"
              data-testid="ticket"
            >
              <img
                src={qrSrc(order, ticket)}
                alt={`Mã QR vé ghế ${ticket.seatLabel}`}
                width={200}
                height={200}
                className="mx-auto size-48 sm:size-52 print:size-44"
              />
              <p className="mt-2 text-lg font-bold text-night-900">Ghế {ticket.seatLabel}</p>
              <p className="text-sm text-slate-700">
                Mã vé <span className="font-mono tracking-wide">{ticket.code}</span>
              </p>
              {ticket.doorCheck ? (
                <p className="mt-2 text-sm">
                  <strong className="rounded bg-amber-50 px-1.5 py-0.5 text-night-900 ring-1 ring-amber-brand/50">Vé {ticket.ticketTypeLabel}</strong>
                  <span className="mt-1 block text-slate-700">{TICKET_TYPE_NOTE}</span>
                </p>
              ) : null}
              {ticket.checkedInAt ? (
                <p className="mt-2 inline-block rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
                  Đã soát lúc {formatTime(ticket.checkedInAt)}, {formatDate(ticket.checkedInAt)}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
