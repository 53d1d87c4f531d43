import { vatInside } from "@hancine/contract/vat";

/**
 * The arithmetic of a settlement (decision 087), one film × cinema × week at a time, in whole đồng:
 * the gross includes VAT; VAT = gross × rate ÷ (100 + rate), rounded to the đồng; net = gross − VAT;
 * rent = net × percent, rounded, but at least admissions × the minimum per ticket when there is one.
 */
export type RowFigures = {
  admissions: number;
  grossBoxOffice: number;
  vat: number;
  netBoxOffice: number;
  percent: number;
  filmRent: number;
  minimumApplied: boolean;
};

/** The percentage of week `week`: the last step whose start is at or before it. */
export function percentOfWeek(weekStarts: readonly number[], percents: readonly number[], week: number): number {
  let percent = percents[0] ?? 0;
  weekStarts.forEach((start, i) => {
    if (start <= week) percent = percents[i] ?? percent;
  });
  return percent;
}

export function rowFigures(input: {
  admissions: number;
  grossVnd: number;
  vatPercent: number;
  percent: number;
  minimumPerTicketVnd: number | null;
}): RowFigures {
  const vat = vatInside(input.grossVnd, input.vatPercent);
  const net = input.grossVnd - vat;
  // Percent has at most two decimals: net × (percent × 100) ÷ 10 000 stays exact in integers before the rounding.
  const byPercent = Math.round((net * Math.round(input.percent * 100)) / 10_000);
  const floor = input.minimumPerTicketVnd === null ? 0 : input.admissions * input.minimumPerTicketVnd;
  return {
    admissions: input.admissions,
    grossBoxOffice: input.grossVnd,
    vat,
    netBoxOffice: net,
    percent: input.percent,
    filmRent: Math.max(byPercent, floor),
    minimumApplied: floor > byPercent,
  };
}

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The Friday that starts a film's week 1 (the Friday on or before its release date). */
export function releaseFriday(releaseDate: string): string {
  const dow = new Date(`${releaseDate}T00:00:00Z`).getUTCDay();
  return addDays(releaseDate, -((dow + 2) % 7));
}

/** The days of week `week` of release that fall in the period; week 1 also reaches back to the first preview shown in it. */
export function weekBounds(releaseDate: string, week: number, firstDay: string, period: { from: string; to: string }): { start: string; end: string } {
  const friday = addDays(releaseFriday(releaseDate), (week - 1) * 7);
  const start = week === 1 && firstDay < friday ? firstDay : friday;
  const end = addDays(friday, 6);
  return { start: start < period.from ? period.from : start, end: end > period.to ? period.to : end };
}
