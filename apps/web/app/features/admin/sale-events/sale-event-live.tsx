import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { CHAIN_TIME_ZONE, formatCount } from "@hancine/contract/format";
import { type AdminSaleEvent, type SaleEventPatch, type SaleEventStatus, saleEventPatchSchema } from "@hancine/contract/waiting-room";
import { checkWith } from "#web/lib/form-errors.ts";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { errorIdOf, Field, FormAlert, inputClass } from "#web/ui/form-fields.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { momentText } from "../content/moment-text.ts";
import { EndSaleEventDialog } from "./end-sale-event-dialog.tsx";
import { OpeningForm } from "./opening-form.tsx";
import { SALE_EVENT_STATUS_LABELS, SaleEventStatusBadge } from "./sale-event-status.tsx";
import { useLiveSaleEvent } from "./use-live-sale-event.ts";

const clockFormat = new Intl.DateTimeFormat("vi-VN", { timeZone: CHAIN_TIME_ZONE, hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });

/** What a status change means, said once to screen readers (the numbers themselves are not read out on every refresh). */
const STATUS_NEWS: Record<SaleEventStatus, string> = {
  scheduled: "Đợt mở bán đang chờ đến giờ mở.",
  open: "Đợt mở bán đang cho khách vào chọn ghế.",
  paused: "Đợt mở bán đang tạm dừng: không ai được cho vào thêm.",
  closed: "Đợt mở bán đã kết thúc: các suất bán như bình thường.",
};

function Count({ label, value, hint }: { label: string; value: number; hint: string }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-4">
      <dt className="text-sm font-bold text-slate-700">{label}</dt>
      <dd className="mt-1 text-4xl font-bold tabular-nums text-night-900 sm:text-5xl">{formatCount(value)}</dd>
      <dd className="mt-1 text-xs text-slate-600">{hint}</dd>
    </div>
  );
}

/** The live screen of one sale event: its counts every 2 seconds, the rate, pause and resume, the end. */
export function SaleEventLive({ initial, created }: { initial: AdminSaleEvent; created: string | null }) {
  const { event, setEvent, readAt, stale } = useLiveSaleEvent(initial);
  const [news, setNews] = useState(created ? `Đã tạo đợt mở bán ${created}.` : "");
  const [rate, setRate] = useState(String(initial.ratePerMinute));
  const [rateError, setRateError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [ending, setEnding] = useState(false);
  const lastStatus = useRef(initial.status);

  useEffect(() => {
    if (event.status === lastStatus.current) return;
    lastStatus.current = event.status;
    setNews(STATUS_NEWS[event.status]);
  }, [event.status]);

  /** Sends a change; `onFields`: the form that shows the server's complaints by field (else they show above the controls). */
  const change = async (patch: SaleEventPatch, done: (e: AdminSaleEvent) => string, onFields?: (fields: Record<string, string>) => void): Promise<boolean> => {
    if (busy) return false;
    setActionError(null);
    // The contract's schema checks the change here first, with the server's own Vietnamese messages.
    const checked = checkWith(saleEventPatchSchema, patch);
    if (!checked.ok) {
      if (onFields) onFields(checked.fields);
      else setActionError(Object.values(checked.fields)[0] ?? null);
      return false;
    }
    setBusy(true);
    const answer = await callApi("PATCH /admin/sale-events/:id", { params: { id: event.id }, body: patch });
    setBusy(false);
    if (!answer.ok) {
      const field = Object.values(answer.error.fields ?? {})[0];
      if (onFields && answer.error.fields) onFields(answer.error.fields);
      else setActionError(field ?? answer.error.message);
      return false;
    }
    lastStatus.current = answer.result.status;
    setEvent(answer.result);
    setNews(done(answer.result));
    return true;
  };

  const saveRate = async (e: FormEvent) => {
    e.preventDefault();
    setRateError(null);
    const value = /^\d{1,6}$/.test(rate.trim()) ? Number(rate.trim()) : Number.NaN;
    await change(
      { ratePerMinute: value },
      (saved) => `Đã đổi tốc độ: ${formatCount(saved.ratePerMinute)} người mỗi phút.`,
      (fields) => (fields.ratePerMinute ? setRateError(fields.ratePerMinute) : setActionError(Object.values(fields)[0] ?? null)),
    );
  };
  const moveOpening = async (iso: string) => {
    let complaints: Record<string, string> = {};
    const saved = await change(
      { opensAt: iso },
      (e) => `Đã đổi giờ mở bán: ${momentText(e.opensAt)}.`,
      (fields) => (complaints = fields),
    );
    return saved ? null : complaints;
  };
  const end = async () => {
    if (await change({ closed: true }, () => STATUS_NEWS.closed)) setEnding(false);
  };

  // The controls are never `disabled` while a change runs (that would drop the focus): `change` ignores presses meanwhile.
  const closed = event.status === "closed";
  const paused = event.status === "paused";
  const minute = Math.min(event.admittedLastMinute, event.ratePerMinute);
  return (
    <div className="space-y-6">
      <p
        role="status"
        aria-live="polite"
        className={news ? "rounded-card border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900" : "sr-only"}
      >
        {news}
      </p>
      <section aria-labelledby="sale-facts" className="rounded-card border border-slate-200 bg-white p-4">
        <h2 id="sale-facts" className="sr-only">
          Thông tin đợt
        </h2>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <SaleEventStatusBadge status={event.status} className="text-sm" />
          <p className="text-night-900">
            Mở bán lúc <strong className="tabular-nums">{momentText(event.opensAt)}</strong>
          </p>
          <p className="text-slate-700">
            {formatCount(event.showtimeIds.length)} suất · {event.cinemas.map((c) => c.name).join(", ") || "không còn suất"}
          </p>
        </div>
        <p className="mt-2 text-xs text-slate-600">
          {closed
            ? "Đợt đã kết thúc, số liệu không còn đổi."
            : readAt
              ? `Tự cập nhật mỗi 2 giây · lần cuối lúc ${clockFormat.format(readAt)}`
              : "Tự cập nhật mỗi 2 giây."}
          {stale && !closed ? " Chưa cập nhật được, đang thử lại…" : ""}
        </p>
      </section>

      <section aria-labelledby="sale-counts">
        <h2 id="sale-counts" className="text-lg font-bold text-night-900">
          Hàng chờ
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Count label="Đang chờ" value={event.counts.waiting} hint="Trong hàng, chưa đến lượt" />
          <Count label="Đã vào" value={event.counts.admitted} hint="Đến lượt, chưa giữ ghế" />
          <Count label="Đang mua" value={event.counts.buying} hint="Đang giữ ghế, chưa thanh toán" />
          <Count label="Đã mua" value={event.counts.done} hint="Đã thanh toán" />
        </dl>
        <p className="mt-2 text-sm text-slate-700">Rời hàng hoặc hết lượt: {formatCount(event.counts.left)} người.</p>
        <div className="mt-4 rounded-card border border-slate-200 bg-white p-4">
          <p id="sale-minute-label" className="text-sm font-bold text-slate-700">
            Cho vào trong 1 phút qua
          </p>
          <p className="mt-1 text-2xl font-bold tabular-nums text-night-900">
            {formatCount(event.admittedLastMinute)}{" "}
            <span className="text-base font-normal text-slate-700">/ {formatCount(event.ratePerMinute)} người mỗi phút</span>
          </p>
          <meter aria-labelledby="sale-minute-label" min={0} max={event.ratePerMinute} value={minute} className="mt-2 h-3 w-full" />
        </div>
      </section>

      {closed ? null : (
        <section aria-labelledby="sale-controls" className="rounded-card border border-slate-200 bg-white p-4">
          <h2 id="sale-controls" className="text-lg font-bold text-night-900">
            Điều khiển
          </h2>
          <FormAlert message={actionError} />
          <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-4">
            <form onSubmit={saveRate} noValidate aria-label="Đổi tốc độ cho vào" className="flex flex-wrap items-end gap-3">
              <Field id="live-rate" label="Số người cho vào mỗi phút" error={rateError ?? undefined} className="w-56">
                <input
                  id="live-rate"
                  name="ratePerMinute"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={rate}
                  onChange={(e) => {
                    setRate(e.target.value);
                    setRateError(null);
                  }}
                  className={cx(inputClass, "text-right tabular-nums")}
                  aria-invalid={rateError ? true : undefined}
                  aria-describedby={rateError ? errorIdOf("live-rate") : undefined}
                />
              </Field>
              <button type="submit" aria-disabled={busy} className={buttonClass("secondary")}>
                Đổi tốc độ
              </button>
            </form>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                aria-disabled={busy}
                onClick={() => void change({ paused: !paused }, (saved) => STATUS_NEWS[saved.status])}
                className={buttonClass(paused ? "primary" : "ghost", "border border-slate-300")}
              >
                {paused ? "Tiếp tục cho vào" : "Tạm dừng"}
              </button>
              <button
                type="button"
                aria-disabled={busy}
                onClick={() => setEnding(true)}
                className={buttonClass("ghost", "border border-red-300 text-red-800 hover:bg-red-50")}
              >
                Kết thúc đợt…
              </button>
            </div>
          </div>
          {event.status === "scheduled" ? (
            <div className="mt-5 border-t border-slate-200 pt-4">
              <OpeningForm key={event.opensAt} opensAt={event.opensAt} onSave={moveOpening} />
            </div>
          ) : null}
          <p className="mt-3 text-xs text-slate-600">
            Trạng thái hiện tại: {SALE_EVENT_STATUS_LABELS[event.status]}. Tạm dừng giữ nguyên hàng chờ; khách đã vào vẫn mua tiếp được.
          </p>
        </section>
      )}
      <p className="text-sm">
        <Link to={adminPaths.audit({ entity: "sale_event", id: event.id })} className="font-medium text-blue-800 underline underline-offset-2">
          Nhật ký thay đổi của đợt này
        </Link>
      </p>
      <EndSaleEventDialog
        open={ending}
        name={event.name}
        busy={busy}
        error={ending ? actionError : null}
        onClose={() => setEnding(false)}
        onConfirm={() => void end()}
      />
    </div>
  );
}
