import { addDays } from "@hancine/contract/chain-clock";

type SettlementQuery = { distributor: string; from: string; to: string; cinema?: string | undefined };

/** The settlement as a file (`/api/v1/admin/reports/settlements?…&format=`): the browser downloads it with the session's cookie. */
export function settlementFileHref(query: SettlementQuery, format: "csv" | "xlsx" | "pdf"): string {
  const params = new URLSearchParams({ distributor: query.distributor, from: query.from, to: query.to, format });
  if (query.cinema) params.set("cinema", query.cinema);
  return `/api/v1/admin/reports/settlements?${params}`;
}

/** The quick periods offered from `today` (a chain day): last release week (Friday–Thursday), last month, this month so far. */
export function settlementPeriods(today: string): { label: string; from: string; to: string }[] {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  // The Thursday before the current release week began (a Friday: weekday 5).
  const lastThursday = addDays(today, -((weekday + 2) % 7) - 1);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const lastMonthEnd = addDays(firstOfMonth, -1);
  return [
    { label: "Tuần phát hành trước (T6–T5)", from: addDays(lastThursday, -6), to: lastThursday },
    { label: "Tháng trước", from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd },
    { label: "Tháng này", from: firstOfMonth, to: today },
  ];
}
