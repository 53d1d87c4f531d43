import { useEffect, useRef, useState } from "react";
import { data, Form } from "react-router";
import { hasRole } from "@hancine/contract/auth";
import type { Showtime } from "@hancine/contract/booking";
import type { Shift, ShiftReport } from "@hancine/contract/box-office";
import { chainDay, formatTime, formatVnd } from "@hancine/contract/format";
import { addDays } from "@hancine/contract/chain-clock";
import { startsTonightAfterMidnight } from "@hancine/contract/cinema-opening-hours";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-counter";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";
import type { BasketProduct } from "#web/features/admin/counter/basket.ts";
import { BasketPanel } from "#web/features/admin/counter/basket-panel.tsx";
import { CounterExchangeDialog } from "#web/features/admin/counter/counter-exchange-dialog.tsx";
import { CounterRefundDialog } from "#web/features/admin/counter/counter-refund-dialog.tsx";
import { CounterSeatMap } from "#web/features/admin/counter/counter-seat-map.tsx";
import { PaymentPanel } from "#web/features/admin/counter/payment-panel.tsx";
import { SaleDoneDialog } from "#web/features/admin/counter/sale-done-dialog.tsx";
import { CloseShiftDialog, OpenShiftCard, ShiftBar, ShiftReportDialog } from "#web/features/admin/counter/shift-bar.tsx";
import { ShowtimePicker } from "#web/features/admin/counter/showtime-picker.tsx";
import { SnackGrid } from "#web/features/admin/counter/snack-grid.tsx";
import { useCounterSale } from "#web/features/admin/counter/use-counter-sale.ts";
import { useCounterSeats } from "#web/features/admin/counter/use-counter-seats.ts";
import type { PayMode } from "#web/features/admin/counter/use-payment.ts";
import { AgeBadge } from "#web/ui/age-badge.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";

export const meta: Route.MetaFunction = () => [{ title: "Quầy vé – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

const SNACK_KINDS = new Set(["combo", "drink", "snack"]);

/**
 * The counter of one cinema (`?cinema=`; the only one of a person who works at one): the person's
 * open shift there, today's showtimes still on sale, and the cinema's snacks and combos.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const timeoutMs = HOME.requestTimeoutMs;
  const cinemas = await readApi(api, "GET /admin/cinemas", { timeoutMs });
  const mine = cinemas.ok ? cinemas.result : [];
  const asked = new URL(request.url).searchParams.get("cinema");
  const cinema = mine.find((c) => c.slug === asked) ?? (mine.length === 1 ? mine[0] : undefined);
  if (!cinema) return { cinema: null, shift: null, showtimes: [], products: [], problem: asked ? "Bạn không bán vé ở rạp này." : null };
  const today = chainDay(new Date());
  const [shift, showtimes, tonight, products] = await Promise.all([
    readApi(api, "GET /box-office/shifts/current", { query: { cinema: cinema.slug }, timeoutMs }),
    readApi(api, "GET /showtimes", { query: { cinema: cinema.slug, date: today }, timeoutMs }),
    // Tonight's late shows after midnight are sold with the evening's: the next calendar day's before 06:00.
    readApi(api, "GET /showtimes", { query: { cinema: cinema.slug, date: addDays(today, 1) }, timeoutMs }),
    // The cinema's whole menu with what it has run out of (stock, decision 077): the counter shows those marked, not hidden.
    readApi(api, "GET /admin/stock", { query: { cinema: cinema.slug }, timeoutMs }),
  ]);
  if (!shift.ok) throw data(null, { status: shift.status === 403 ? 403 : 503 });
  return {
    cinema: { slug: cinema.slug, name: cinema.name },
    shift: shift.result,
    showtimes: [...(showtimes.ok ? showtimes.result : []), ...(tonight.ok ? tonight.result.filter((s) => startsTonightAfterMidnight(s.startsAt)) : [])],
    products: products.ok
      ? products.result.products
          .filter((p) => SNACK_KINDS.has(p.kind))
          .map(({ id, name, price, outOfStock }): BasketProduct => ({ id, name, price, outOfStock }))
      : [],
    problem: showtimes.ok && tonight.ok && products.ok ? null : "Chưa tải được suất chiếu hoặc bắp nước. Hãy tải lại trang.",
  };
}

export default function AdminCounter({ loaderData }: Route.ComponentProps) {
  const { cinema, shift, problem } = loaderData;
  const session = useAdminSession();
  const [report, setReport] = useState<ShiftReport | null>(null);
  const [closing, setClosing] = useState<Shift | null>(null);
  return (
    <div className="mx-auto max-w-[90rem]">
      <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className={cx("text-xl font-bold text-night-900", shift && "sr-only")}>Quầy vé{cinema ? ` · ${cinema.name}` : ""}</h1>
        {session.cinemas.length > 1 ? <CinemaPicker current={cinema?.slug ?? null} /> : null}
      </div>
      {problem ? (
        <p role="alert" className="mb-2 rounded-card bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      {!cinema ? (
        <p className="rounded-card bg-white p-6 text-slate-700">
          {session.cinemas.length === 0 ? "Bạn chưa được phân công rạp nào để bán vé." : "Chọn rạp bạn đang đứng quầy."}
        </p>
      ) : shift ? (
        <CounterScreen key={shift.id} {...loaderData} cinema={cinema} shift={shift} onCloseShift={() => setClosing(shift)} />
      ) : (
        <OpenShiftCard cinema={cinema.slug} cinemaName={cinema.name} />
      )}
      {closing ? (
        <CloseShiftDialog
          shift={closing}
          onClose={() => setClosing(null)}
          onClosed={(closed) => {
            setClosing(null);
            setReport(closed);
          }}
        />
      ) : null}
      {report ? <ShiftReportDialog report={report} onClose={() => setReport(null)} /> : null}
    </div>
  );
}

function CinemaPicker({ current }: { current: string | null }) {
  const session = useAdminSession();
  return (
    <Form method="get" action={adminPaths.counter()} className="ml-auto flex items-center gap-2">
      <label htmlFor="counter-cinema" className="text-sm font-medium text-slate-800">
        Rạp
      </label>
      <select
        id="counter-cinema"
        name="cinema"
        defaultValue={current ?? ""}
        className="h-11 rounded-card border border-slate-300 bg-white px-3 text-[15px] text-slate-900"
      >
        <option value="" disabled>
          Chọn rạp…
        </option>
        {session.cinemas.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
      <button type="submit" className={buttonClass("secondary", "min-h-11")}>
        Mở quầy
      </button>
    </Form>
  );
}

type ScreenProps = Route.ComponentProps["loaderData"] & {
  cinema: { slug: string; name: string };
  shift: NonNullable<Route.ComponentProps["loaderData"]["shift"]>;
  onCloseShift: () => void;
};

const SHORTCUT_MODES: Record<string, PayMode> = { F2: "cash", F3: "card", F4: "vietqr" };

/** The counter while a shift is open: the shift bar, the showtimes or the chosen one's seat map and snacks, the basket and the payment. */
function CounterScreen({ shift, showtimes, products, onCloseShift }: ScreenProps) {
  const session = useAdminSession();
  const [showtime, setShowtime] = useState<Showtime | null>(null);
  const [refund, setRefund] = useState<{ code: string } | null>(null);
  const [exchanging, setExchanging] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const announce = (text: string) => setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));

  return (
    <div className="space-y-2">
      <ShiftBar shift={shift} onRefund={() => setRefund({ code: "" })} onExchange={() => setExchanging(true)} onCloseShift={onCloseShift} />
      {showtime ? (
        <SaleScreen
          key={showtime.id}
          showtime={showtime}
          shiftId={shift.id}
          products={products}
          announce={announce}
          onChangeShowtime={() => setShowtime(null)}
          onRefund={(code) => setRefund({ code })}
        />
      ) : (
        <section aria-labelledby="counter-showtimes">
          <h2 id="counter-showtimes" className="mb-2 text-lg font-bold text-night-900">
            Suất chiếu hôm nay
          </h2>
          <ShowtimePicker
            showtimes={showtimes}
            onPick={(picked) => {
              setShowtime(picked);
              announce(`Đã chọn suất ${formatTime(picked.startsAt)} ${picked.film.name}, ${picked.auditorium.name}.`);
            }}
          />
        </section>
      )}
      {refund ? (
        <CounterRefundDialog
          shiftId={shift.id}
          initialCode={refund.code}
          needsApproval={!hasRole(session.user.role, "manager")}
          onClose={() => setRefund(null)}
        />
      ) : null}
      {exchanging ? (
        <CounterExchangeDialog
          shiftId={shift.id}
          showtimes={showtimes}
          needsApproval={!hasRole(session.user.role, "manager")}
          onClose={() => setExchanging(false)}
        />
      ) : null}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}

function SaleScreen({
  showtime,
  shiftId,
  products,
  announce,
  onChangeShowtime,
  onRefund,
}: {
  showtime: Showtime;
  shiftId: string;
  products: BasketProduct[];
  announce: (text: string) => void;
  onChangeShowtime: () => void;
  onRefund: (code: string) => void;
}) {
  const seats = useCounterSeats(showtime.id, announce);
  const sale = useCounterSale({ shiftId, showtimeId: showtime.id, seats, products, announce });
  const { payment } = sale;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const mode = SHORTCUT_MODES[event.key];
    if (mode) {
      event.preventDefault();
      payment.choose(mode);
    } else if (event.key === "F6") {
      event.preventDefault();
      payment.choose("cash");
      payment.exact();
    } else if (event.key === "F9") {
      event.preventDefault();
      void sale.submit();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the screen's function keys (listed on screen), not an action of its own
    <div onKeyDown={onKeyDown} className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-2">
        <div className="flex items-center gap-2 rounded-card border border-slate-200 bg-white px-3 py-1.5">
          <h2 ref={heading} tabIndex={-1} className="flex min-w-0 flex-1 items-center gap-2 text-[15px] outline-none">
            <span className="text-xl font-bold tabular-nums text-night-900">{formatTime(showtime.startsAt)}</span>
            <span className="truncate font-bold text-night-900">{showtime.film.name}</span>
            <AgeBadge age={showtime.film.age} className="h-5 min-w-7 shrink-0 text-[11px]" />
            <span className="truncate text-slate-700">
              · {showtime.auditorium.name} · {showtime.format}
            </span>
          </h2>
          <button type="button" onClick={onChangeShowtime} className={buttonClass("ghost", "min-h-11 shrink-0 border border-slate-300 px-3")}>
            Đổi suất
          </button>
        </div>
        {/* On the counter's screen the map scrolls inside its part, so the snacks below stay in view. */}
        <CounterSeatMap seats={seats} showtime={showtime} scrollClass="lg:max-h-[calc(100dvh-24.5rem)] lg:min-h-64 lg:overflow-y-auto" />
        <section aria-labelledby="counter-snacks">
          <h2 id="counter-snacks" className="sr-only">
            Bắp nước
          </h2>
          <SnackGrid products={products} quantities={sale.quantities} onChange={sale.setQuantity} />
        </section>
      </div>

      <form
        aria-label="Giỏ hàng và thanh toán"
        className="space-y-1.5 lg:sticky lg:top-2 lg:self-start"
        onSubmit={(event) => {
          event.preventDefault();
          void sale.submit();
        }}
      >
        <BasketPanel
          lines={sale.lines}
          extras={sale.extras}
          onExtras={sale.setExtras}
          onRemove={sale.removeLine}
          errors={sale.errors}
          discount={sale.discount}
          voucherApplied={sale.voucherApplied}
          onApplyVoucher={sale.applyVoucher}
          onTicketType={sale.setTicketType}
        />
        <PaymentPanel payment={payment} error={sale.errors.payments} />
        {sale.errors.form ? (
          <p role="alert" className="rounded-card bg-red-50 px-3 py-2 text-sm text-red-800">
            {sale.errors.form}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={sale.busy}
          aria-keyshortcuts="F9"
          className={cx(buttonClass("primary", "min-h-14 w-full text-lg"), sale.lines.length === 0 && "opacity-70")}
        >
          {sale.busy ? "Đang ghi đơn…" : `Xác nhận thanh toán${sale.total > 0 ? ` · ${formatVnd(sale.total)}` : ""}`}
        </button>
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            onClick={sale.clear}
            className={buttonClass("ghost", "min-h-11 shrink-0 whitespace-nowrap border border-slate-300 px-3 text-sm")}
          >
            Xoá giỏ
          </button>
          <p className="text-right text-xs leading-snug text-slate-600">Phím tắt: F2 tiền mặt · F3 thẻ · F4 VietQR · F6 đúng số · F9 xác nhận</p>
        </div>
      </form>

      {sale.done ? (
        <SaleDoneDialog
          sale={sale.done}
          onNext={sale.closeDone}
          onRefund={() => {
            const code = sale.done?.order.code ?? "";
            sale.closeDone();
            onRefund(code);
          }}
        />
      ) : null}
    </div>
  );
}
