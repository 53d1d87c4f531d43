import { useEffect, useId, useState } from "react";
import { MAX_SEATS_PER_ORDER } from "@hancine/contract/booking-constants";
import { formatTime } from "@hancine/contract/format";
import type { WaitlistEntry } from "@hancine/contract/waitlist";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { inputClass } from "#web/ui/form-fields.tsx";
import { cx } from "#web/ui/cx.ts";
import { paths } from "#web/features/site/paths.ts";

type Props = {
  showtimeId: string;
  /** Seats free right now (live from the seat map). */
  freeSeats: number;
  signedIn: boolean;
  openLogin: () => void;
};

/**
 * "Báo tôi khi có ghế" on the seat page of a sold-out (or nearly) showtime: join the waiting list for
 * 1–8 seats more than are free, see the place in line, leave it. When seats come free the server
 * holds them for the first in line whose group fits and e-mails them (decision 051).
 */
export function WaitlistPanel({ showtimeId, freeSeats, signedIn, openLogin }: Props) {
  const [entry, setEntry] = useState<WaitlistEntry | null>(null);
  const [seats, setSeats] = useState(Math.min(MAX_SEATS_PER_ORDER, Math.max(1, freeSeats + 1)));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  const selectId = useId();
  const headingId = useId();

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    void callApi("GET /me/waitlist", { signal: controller.signal }).then((reply) => {
      if (reply.ok) setEntry(reply.result.find((e) => e.showtimeId === showtimeId && (e.status === "waiting" || e.status === "offered")) ?? null);
    });
    return () => controller.abort();
  }, [signedIn, showtimeId]);

  const smallest = Math.min(MAX_SEATS_PER_ORDER, freeSeats + 1);
  useEffect(() => {
    if (seats < smallest) setSeats(smallest);
  }, [seats, smallest]);
  if (freeSeats >= MAX_SEATS_PER_ORDER && !entry) return null;

  const join = async () => {
    if (!signedIn) {
      openLogin();
      return;
    }
    setBusy(true);
    setMessage(null);
    const reply = await callApi("POST /showtimes/:id/waitlist", { params: { id: showtimeId }, body: { seats } });
    setBusy(false);
    if (reply.ok) {
      setEntry(reply.result);
      setMessage({ tone: "info", text: `Bạn đã vào danh sách chờ, vị trí thứ ${reply.result.position ?? 1}. Chúng tôi sẽ e-mail cho bạn khi có ghế.` });
    } else if (reply.error.status === 401) openLogin();
    else setMessage({ tone: "error", text: reply.error.message });
  };

  const leave = async () => {
    setBusy(true);
    setMessage(null);
    const reply = await callApi("DELETE /showtimes/:id/waitlist", { params: { id: showtimeId } });
    setBusy(false);
    if (reply.ok) {
      setEntry(null);
      setMessage({ tone: "info", text: "Bạn đã rời danh sách chờ của suất này." });
    } else setMessage({ tone: "error", text: reply.error.message });
  };

  const options = Array.from({ length: MAX_SEATS_PER_ORDER - smallest + 1 }, (_, i) => smallest + i);
  return (
    <section aria-labelledby={headingId} className="mb-4 rounded-card border border-amber-300 bg-amber-50 p-4">
      <h3 id={headingId} className="font-bold text-night-900">
        {freeSeats === 0 ? "Suất này đã hết ghế" : `Suất này chỉ còn ${freeSeats} ghế trống`}
      </h3>
      {entry?.status === "offered" && entry.offer ? (
        <div className="mt-2 text-sm text-slate-800">
          <p>
            Đã có ghế cho bạn: <strong>{entry.offer.seatLabels.join(", ")}</strong>, giữ đến {formatTime(entry.offer.expiresAt)}.
          </p>
          <a href={paths.booking(showtimeId, { step: "payment" })} className={buttonClass("primary", "mt-3")}>
            Thanh toán giữ chỗ
          </a>
        </div>
      ) : entry ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-800">
          <p>
            Bạn đang ở <strong>vị trí thứ {entry.position}</strong> trong danh sách chờ ({entry.seats} ghế). Khi có ghế, chúng tôi giữ ghế cho bạn 10 phút và
            gửi e-mail.
          </p>
          <button type="button" onClick={() => void leave()} disabled={busy} className={buttonClass("ghost", "underline underline-offset-2", "sm")}>
            Rời danh sách chờ
          </button>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Vào danh sách chờ: khi có ghế trống (ai đó huỷ hoặc hết giờ giữ ghế), người đầu hàng chờ được giữ ghế 10 phút và nhận e-mail để thanh toán.
          </p>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-800">
                Số ghế cần
              </label>
              <select id={selectId} value={seats} onChange={(event) => setSeats(Number(event.target.value))} className={cx(inputClass, "w-28")}>
                {options.map((n) => (
                  <option key={n} value={n}>
                    {n} ghế
                  </option>
                ))}
              </select>
            </div>
            <button type="button" onClick={() => void join()} disabled={busy} className={buttonClass("secondary")}>
              {busy ? "Đang đăng ký…" : "Báo tôi khi có ghế"}
            </button>
          </div>
        </>
      )}
      {message ? (
        // Once in line, the place is shown above: the confirmation is for screen readers only.
        <p
          role={message.tone === "error" ? "alert" : "status"}
          className={cx("mt-3 text-sm", message.tone === "error" ? "text-red-800" : "text-night-900", entry && message.tone === "info" && "sr-only")}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
