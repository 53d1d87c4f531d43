import { useEffect, useRef, useState } from "react";
import { href, Link } from "react-router";
import { CHAIN_TIME_ZONE, formatCount } from "@hancine/contract/format";
import type { AdminSaleEvent, SaleEventPatch, SaleEventStatus } from "@hancine/contract/waiting-room";
import { callApi } from "#web/lib/api-client.ts";
import type { FormReply } from "#web/lib/forms/form-action.ts";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { errorIdOf, Field, FormAlert, inputClass } from "#web/ui/form-fields.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { momentText } from "../content/moment-text.ts";
import { EndSaleEventDialog } from "./end-sale-event-dialog.tsx";
import { OpeningForm, useOpeningForm } from "./opening-form.tsx";
import { rateChangeForm } from "./opening.ts";
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

/** A form's refusal that is not about its own field, said above the controls (its field says the rest). */
function refusalOf(answer: FormReply<AdminSaleEvent> | undefined, fields: string[]): string | null {
  if (!answer || answer.ok || !answer.error) return null;
  const said = Object.entries(answer.error.fields ?? {});
  if (said.some(([field]) => fields.includes(field))) return null;
  return said[0]?.[1] ?? answer.error.message;
}

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
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [ending, setEnding] = useState(false);
  const lastStatus = useRef(initial.status);

  useEffect(() => {
    if (event.status === lastStatus.current) return;
    lastStatus.current = event.status;
    setNews(STATUS_NEWS[event.status]);
  }, [event.status]);

  /** The event as a change left it, and what to say about it. */
  const changed = (saved: AdminSaleEvent, said: string) => {
    lastStatus.current = saved.status;
    setEvent(saved);
    setNews(said);
  };
  const rateForm = useContractForm({
    schema: rateChangeForm,
    action: href("/form/admin/sale-events/:id/rate", { id: event.id }),
    onSuccess: (saved: AdminSaleEvent) => changed(saved, `Đã đổi tốc độ: ${formatCount(saved.ratePerMinute)} người mỗi phút.`),
  });
  const openingForm = useOpeningForm(event.id, (saved) => changed(saved, `Đã đổi giờ mở bán: ${momentText(saved.opensAt)}.`));
  const said = actionError ?? refusalOf(rateForm.answer, ["ratePerMinute"]) ?? refusalOf(openingForm.answer, ["opensAt", "opensTime"]);

  /** Pauses, resumes or ends (buttons, not forms): a press while one runs is ignored. */
  const change = async (patch: SaleEventPatch, done: (e: AdminSaleEvent) => string): Promise<boolean> => {
    if (busy) return false;
    setActionError(null);
    setBusy(true);
    const answer = await callApi("PATCH /admin/sale-events/:id", { params: { id: event.id }, body: patch });
    setBusy(false);
    if (!answer.ok) {
      setActionError(Object.values(answer.error.fields ?? {})[0] ?? answer.error.message);
      return false;
    }
    changed(answer.result, done(answer.result));
    return true;
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

      <section aria-labelledby="sale-sold">
        <h2 id="sale-sold" className="text-lg font-bold text-night-900">
          Vé đã bán
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Count label="Trên website" value={event.sold.web.tickets} hint={`${formatCount(event.sold.web.orders)} đơn đã thanh toán`} />
          <Count label="Tại quầy" value={event.sold.counter.tickets} hint={`${formatCount(event.sold.counter.orders)} đơn bán tại quầy vé`} />
          <Count
            label="Tổng cộng"
            value={event.sold.web.tickets + event.sold.counter.tickets}
            hint={`trên ${formatCount(event.sold.seats)} ghế của các suất`}
          />
        </dl>
        <p className="mt-2 text-sm text-slate-700">Đã trừ vé hoàn tiền. Quầy vé bán trực tiếp, không qua phòng chờ.</p>
      </section>

      {closed ? null : (
        <section aria-labelledby="sale-controls" className="rounded-card border border-slate-200 bg-white p-4">
          <h2 id="sale-controls" className="text-lg font-bold text-night-900">
            Điều khiển
          </h2>
          <FormAlert message={said} />
          <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-4">
            <rateForm.Form
              {...rateForm.formProps}
              onSubmit={(e) => {
                setActionError(null);
                rateForm.formProps.onSubmit(e);
              }}
              aria-label="Đổi tốc độ cho vào"
              className="flex flex-wrap items-end gap-3"
            >
              <Field id="live-rate" label="Số người cho vào mỗi phút" error={rateForm.errors.ratePerMinute} className="w-56">
                <input
                  id="live-rate"
                  name="ratePerMinute"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={rate}
                  onChange={(e) => setRate(e.target.value)}
                  className={cx(inputClass, "text-right tabular-nums")}
                  aria-invalid={rateForm.errors.ratePerMinute ? true : undefined}
                  aria-describedby={rateForm.errors.ratePerMinute ? errorIdOf("live-rate") : undefined}
                />
              </Field>
              <button type="submit" aria-disabled={rateForm.busy} className={buttonClass("secondary")}>
                Đổi tốc độ
              </button>
            </rateForm.Form>
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
              <OpeningForm key={event.opensAt} opensAt={event.opensAt} form={openingForm} onSubmit={() => setActionError(null)} />
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
