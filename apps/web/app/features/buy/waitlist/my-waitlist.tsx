import { useState } from "react";
import { Link } from "react-router";
import { formatDayShort, formatTime } from "@hancine/contract/format";
import type { FilmReminder, WaitlistEntry, WaitlistStatus } from "@hancine/contract/waitlist";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { paths } from "#web/features/site/paths.ts";

const STATUS_TEXT: Record<Exclude<WaitlistStatus, "waiting" | "offered" | "left">, string> = {
  bought: "Đã mua vé",
  lapsed: "Hết 10 phút giữ ghế, ghế đã chuyển cho người kế tiếp",
  closed: "Suất chiếu đã ngừng bán trước khi có ghế",
};

const when = (iso: string) => `${formatTime(iso)} · ${formatDayShort(iso)}`;

/**
 * On /account: the customer's places in waiting lists (position, seats held for them with the link to
 * pay, leave the line) and the coming films they asked to hear about ("Nhắc tôi").
 */
export function MyWaitlist({ entries: initial, reminders: initialReminders }: { entries: WaitlistEntry[]; reminders: FilmReminder[] }) {
  const [entries, setEntries] = useState(initial.filter((entry) => entry.status !== "left"));
  const [reminders, setReminders] = useState(initialReminders.filter((reminder) => reminder.notifiedAt === null));
  const [message, setMessage] = useState<string | null>(null);
  if (entries.length === 0 && reminders.length === 0) return null;

  const leave = async (entry: WaitlistEntry) => {
    const reply = await callApi("DELETE /showtimes/:id/waitlist", { params: { id: entry.showtimeId } });
    if (!reply.ok) return setMessage(reply.error.message);
    setEntries((list) => list.filter((e) => e.id !== entry.id));
    setMessage(`Bạn đã rời danh sách chờ suất ${entry.showtime.film.name} ${when(entry.showtime.startsAt)}.`);
  };
  const forget = async (reminder: FilmReminder) => {
    const reply = await callApi("DELETE /films/:slug/reminder", { params: { slug: reminder.film.slug } });
    if (!reply.ok) return setMessage(reply.error.message);
    setReminders((list) => list.filter((r) => r.film.slug !== reminder.film.slug));
    setMessage(`Đã bỏ lời nhắc phim ${reminder.film.name}.`);
  };

  return (
    <section aria-labelledby="my-waitlist-title" className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="my-waitlist-title" className="text-lg font-bold text-night-900">
        Danh sách chờ và lời nhắc
      </h2>
      {entries.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-card border border-slate-200">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0 text-[15px]">
                <p className="font-bold text-night-900">
                  <Link to={paths.booking(entry.showtimeId)} className="hover:underline">
                    {entry.showtime.film.name}
                  </Link>
                </p>
                <p className="text-sm text-slate-600">
                  {when(entry.showtime.startsAt)} · {entry.showtime.format} · {entry.showtime.cinema.name} · {entry.seats} ghế
                </p>
                <p className="mt-1 text-sm text-slate-800">
                  {entry.status === "waiting" ? (
                    <>
                      Đang chờ: <strong>vị trí thứ {entry.position}</strong>
                    </>
                  ) : entry.status === "offered" && entry.offer ? (
                    <>
                      Đã có ghế <strong>{entry.offer.seatLabels.join(", ")}</strong>, giữ đến {formatTime(entry.offer.expiresAt)}
                    </>
                  ) : (
                    STATUS_TEXT[entry.status as keyof typeof STATUS_TEXT]
                  )}
                </p>
              </div>
              {entry.status === "offered" ? (
                <Link to={paths.booking(entry.showtimeId, { step: "payment" })} className={buttonClass("primary", undefined, "sm")}>
                  Thanh toán giữ chỗ
                </Link>
              ) : null}
              {entry.status === "waiting" || entry.status === "offered" ? (
                <button type="button" onClick={() => void leave(entry)} className={buttonClass("ghost", "underline underline-offset-2", "sm")}>
                  Rời danh sách chờ
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {reminders.length > 0 ? (
        <>
          <h3 className="mt-5 text-[15px] font-bold text-night-900">Phim sắp chiếu bạn muốn được nhắc</h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-card border border-slate-200">
            {reminders.map((reminder) => (
              <li key={reminder.film.slug} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-[15px]">
                <Link to={paths.film(reminder.film.slug)} className="font-bold text-night-900 hover:underline">
                  {reminder.film.name}
                </Link>
                <button type="button" onClick={() => void forget(reminder)} className={buttonClass("ghost", "underline underline-offset-2", "sm")}>
                  Bỏ nhắc
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {message ? (
        <p role="status" className="mt-3 text-sm text-night-900">
          {message}
        </p>
      ) : null}
    </section>
  );
}
