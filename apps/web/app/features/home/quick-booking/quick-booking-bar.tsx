import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import type { QuickBooking } from "@hancine/contract/quick-booking";
import { formatTime } from "@hancine/contract/format";
import { useI18n, type I18n } from "#web/lib/i18n/messages.tsx";
import { dayShort } from "#web/lib/i18n/dates.ts";
import { versionName } from "#web/features/discover/showtimes/version-name.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { TicketIcon } from "#web/ui/icons.tsx";
import { paths } from "#web/features/site/paths.ts";
import { StepSelect } from "./step-select.tsx";
import { STEPS, useQuickBooking, type Option, type Step } from "./use-quick-booking.ts";

const STEP_NAMES = { film: "home.quick.film", cinema: "home.quick.cinema", date: "home.quick.date", showtime: "home.quick.showtime" } as const;
const PLACEHOLDERS = {
  film: "home.quick.chooseFilm",
  cinema: "home.quick.chooseCinema",
  date: "home.quick.chooseDate",
  showtime: "home.quick.chooseShowtime",
} as const;

/** A step's options in the page's language: films by their English name when they have one, the chain's own names marked Vietnamese. */
function toOptions({ t, locale, chainLang }: I18n, step: Step, answer: QuickBooking): Option[] {
  switch (step) {
    case "film":
      return answer.films.map((f) => ({ value: f.slug, ...optionName(locale === "en" ? f.nameEn : null, f.name, chainLang), hint: f.age }));
    case "cinema":
      return answer.cinemas.map((c) => ({ value: c.slug, label: c.name, lang: chainLang }));
    case "date":
      return answer.dates.map((d) => ({ value: d, label: dayShort(locale, `${d}T12:00:00+07:00`) }));
    case "showtime":
      return answer.showtimes.map((s) => ({ value: s.id, label: formatTime(s.startsAt), hint: `${s.format} · ${versionName(t, s.version)}` }));
  }
}

const optionName = (english: string | null | undefined, own: string, chainLang: "vi" | undefined) =>
  english ? { label: english } : { label: own, lang: chainLang };

/**
 * 'Mua vé nhanh': film → cinema → day → showtime, each step drawn from /api/v1/quick-booking for
 * the chosen location; the button opens the booking page of the chosen showtime.
 */
export function QuickBookingBar({ city, initial }: { city: string | undefined; initial: QuickBooking | null }) {
  const navigate = useNavigate();
  const i18n = useI18n();
  const { t } = i18n;
  const options = useCallback((step: Step, answer: QuickBooking) => toOptions(i18n, step, answer), [i18n]);
  const { choice, options: stepOptions, choose, retry, enabled } = useQuickBooking(city, initial, options);
  const [openStep, setOpenStep] = useState<Step | null>(null);

  return (
    <section aria-labelledby="quick-booking-title" className="relative z-10 mx-auto mt-4 w-full max-w-6xl px-4 md:-mt-9">
      <h2 id="quick-booking-title" className="sr-only">
        {t("home.quick.heading")}
      </h2>
      <div className="grid grid-cols-2 gap-2 rounded-card bg-white p-3 shadow-[0_10px_30px_-12px_rgba(11,22,51,.35)] ring-1 ring-slate-200/70 md:grid-cols-[1.5fr_1.3fr_1fr_1fr_auto] md:gap-3 md:p-4">
        {STEPS.map((step, i) => (
          <StepSelect
            key={step}
            step={step}
            number={i + 1}
            name={t(STEP_NAMES[step])}
            placeholder={t(PLACEHOLDERS[step])}
            value={choice[step]}
            options={stepOptions[step]}
            disabled={!enabled(step)}
            open={openStep === step}
            onOpenChange={(open) => setOpenStep((current) => (open ? step : current === step ? null : current))}
            onChoose={(value) => choose(step, value)}
            onRetry={() => retry(step)}
            className={step === "film" || step === "cinema" ? "col-span-2 md:col-span-1" : undefined}
          />
        ))}
        <button
          type="button"
          disabled={choice.showtime === undefined}
          onClick={() => {
            if (choice.showtime) navigate(paths.booking(choice.showtime));
          }}
          className={buttonClass("primary", "col-span-2 h-12 whitespace-nowrap md:col-span-1")}
        >
          <TicketIcon width={18} height={18} />
          {t("home.quick.submit")}
        </button>
      </div>
    </section>
  );
}
