import { useEffect, useId, useState } from "react";
import { MAX_SEATS_PER_ORDER } from "@hancine/contract/booking-constants";
import { formatTime } from "@hancine/contract/format";
import type { WaitlistEntry } from "@hancine/contract/waitlist";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { inputClass } from "#web/ui/form-fields.tsx";
import { cx } from "#web/ui/cx.ts";
import { paths } from "#web/features/site/paths.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

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
  const { t, rich, href } = useI18n();
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
      setMessage({ tone: "info", text: t("purchase.waitlist.joined", { position: reply.result.position ?? 1 }) });
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
      setMessage({ tone: "info", text: t("purchase.waitlist.leftList") });
    } else setMessage({ tone: "error", text: reply.error.message });
  };

  const options = Array.from({ length: MAX_SEATS_PER_ORDER - smallest + 1 }, (_, i) => smallest + i);
  return (
    <section aria-labelledby={headingId} className="mb-4 rounded-card border border-amber-300 bg-amber-50 p-4">
      <h3 id={headingId} className="font-bold text-night-900">
        {freeSeats === 0 ? t("purchase.waitlist.soldOut") : t("purchase.waitlist.fewLeft", { count: freeSeats })}
      </h3>
      {entry?.status === "offered" && entry.offer ? (
        <div className="mt-2 text-sm text-slate-800">
          <p>{rich("purchase.waitlist.offer", { seats: <strong>{entry.offer.seatLabels.join(", ")}</strong>, time: formatTime(entry.offer.expiresAt) })}</p>
          <a href={href(paths.booking(showtimeId, { step: "payment" }))} className={buttonClass("primary", "mt-3")}>
            {t("purchase.waitlist.pay")}
          </a>
        </div>
      ) : entry ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-800">
          <p>
            {rich("purchase.waitlist.place", {
              position: <strong>{t("purchase.waitlist.position", { position: entry.position ?? "" })}</strong>,
              seats: entry.seats,
            })}
          </p>
          <button type="button" onClick={() => void leave()} disabled={busy} className={buttonClass("ghost", "underline underline-offset-2", "sm")}>
            {t("purchase.waitlist.leave")}
          </button>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{t("purchase.waitlist.intro")}</p>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-800">
                {t("purchase.waitlist.seats")}
              </label>
              <select id={selectId} value={seats} onChange={(event) => setSeats(Number(event.target.value))} className={cx(inputClass, "w-28")}>
                {options.map((n) => (
                  <option key={n} value={n}>
                    {t("purchase.waitlist.seatCount", { count: n })}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" onClick={() => void join()} disabled={busy} className={buttonClass("secondary")}>
              {busy ? t("purchase.waitlist.joining") : t("purchase.waitlist.join")}
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
