import { useState } from "react";
import { Link } from "react-router";
import { formatTime } from "@hancine/contract/format";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";
import { dayShort } from "#web/lib/i18n/dates.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import type { FilmReminder, WaitlistEntry, WaitlistStatus } from "@hancine/contract/waitlist";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { paths } from "#web/features/site/paths.ts";

const STATUS_TEXT: Record<Exclude<WaitlistStatus, "waiting" | "offered" | "left">, WebMessageKey> = {
  bought: "me.waitlist.status.bought",
  lapsed: "me.waitlist.status.lapsed",
  closed: "me.waitlist.status.closed",
};

const whenIn = (locale: Locale, iso: string) => `${formatTime(iso)} · ${dayShort(locale, iso)}`;

/**
 * On /account: the customer's places in waiting lists (position, seats held for them with the link to
 * pay, leave the line) and the coming films they asked to hear about ("Nhắc tôi").
 */
export function MyWaitlist({ entries: initial, reminders: initialReminders }: { entries: WaitlistEntry[]; reminders: FilmReminder[] }) {
  const [entries, setEntries] = useState(initial.filter((entry) => entry.status !== "left"));
  const [reminders, setReminders] = useState(initialReminders.filter((reminder) => reminder.notifiedAt === null));
  const [message, setMessage] = useState<React.ReactNode>(null);
  const { t, rich, href, chainLang, locale } = useI18n();
  const when = (iso: string) => whenIn(locale, iso);
  if (entries.length === 0 && reminders.length === 0) return null;

  const leave = async (entry: WaitlistEntry) => {
    const reply = await callApi("DELETE /showtimes/:id/waitlist", { params: { id: entry.showtimeId } });
    if (!reply.ok) return setMessage(reply.error.message);
    setEntries((list) => list.filter((e) => e.id !== entry.id));
    setMessage(rich("me.waitlist.left", { film: <span lang={chainLang}>{entry.showtime.film.name}</span>, when: when(entry.showtime.startsAt) }));
  };
  const forget = async (reminder: FilmReminder) => {
    const reply = await callApi("DELETE /films/:slug/reminder", { params: { slug: reminder.film.slug } });
    if (!reply.ok) return setMessage(reply.error.message);
    setReminders((list) => list.filter((r) => r.film.slug !== reminder.film.slug));
    setMessage(rich("me.waitlist.forgotten", { film: <span lang={chainLang}>{reminder.film.name}</span> }));
  };

  return (
    <section aria-labelledby="my-waitlist-title" className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="my-waitlist-title" className="text-lg font-bold text-night-900">
        {t("me.waitlist.title")}
      </h2>
      {entries.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-card border border-slate-200">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0 text-[15px]">
                <p className="font-bold text-night-900">
                  <Link to={href(paths.booking(entry.showtimeId))} lang={chainLang} className="hover:underline">
                    {entry.showtime.film.name}
                  </Link>
                </p>
                <p className="text-sm text-slate-600">
                  {rich("me.waitlist.line", {
                    when: when(entry.showtime.startsAt),
                    format: entry.showtime.format,
                    cinema: <span lang={chainLang}>{entry.showtime.cinema.name}</span>,
                    seats: entry.seats,
                  })}
                </p>
                <p className="mt-1 text-sm text-slate-800">
                  {entry.status === "waiting"
                    ? rich("me.waitlist.waiting", { position: <strong>{t("me.waitlist.position", { n: entry.position ?? 0 })}</strong> })
                    : entry.status === "offered" && entry.offer
                      ? rich("me.waitlist.offered", {
                          seats: <strong>{entry.offer.seatLabels.join(", ")}</strong>,
                          time: formatTime(entry.offer.expiresAt),
                        })
                      : t(STATUS_TEXT[entry.status as keyof typeof STATUS_TEXT])}
                </p>
              </div>
              {entry.status === "offered" ? (
                <Link to={href(paths.booking(entry.showtimeId, { step: "payment" }))} className={buttonClass("primary", undefined, "sm")}>
                  {t("me.waitlist.pay")}
                </Link>
              ) : null}
              {entry.status === "waiting" || entry.status === "offered" ? (
                <button type="button" onClick={() => void leave(entry)} className={buttonClass("ghost", "underline underline-offset-2", "sm")}>
                  {t("me.waitlist.leave")}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {reminders.length > 0 ? (
        <>
          <h3 className="mt-5 text-[15px] font-bold text-night-900">{t("me.waitlist.reminders")}</h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-card border border-slate-200">
            {reminders.map((reminder) => (
              <li key={reminder.film.slug} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-[15px]">
                <Link to={href(paths.film(reminder.film.slug))} lang={chainLang} className="font-bold text-night-900 hover:underline">
                  {reminder.film.name}
                </Link>
                <button type="button" onClick={() => void forget(reminder)} className={buttonClass("ghost", "underline underline-offset-2", "sm")}>
                  {t("me.waitlist.forget")}
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
