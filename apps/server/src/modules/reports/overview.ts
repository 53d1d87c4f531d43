import type { Overview, OverviewAlert, SoldSoFar } from "@hancine/contract/back-office-reports";
import { addDays, chainTime } from "@hancine/contract/chain-clock";
import { chainDay, formatCount, formatDate, formatTime, formatVnd } from "@hancine/contract/format";
import type { Database } from "#server/db/client.ts";
import { giftCardFigures } from "./gift-card-figures-repository.ts";
import { shiftsNeedingAttention } from "./shift-alerts-repository.ts";
import { lowItemsAt } from "./stock-alerts-repository.ts";
import type { ReportScope } from "./sales-report-repository.ts";
import { emailAlerts, moneyAlerts, showtimeAlerts } from "./glance-alerts.ts";
import { nextShowtimesOf, showtimesOfDayTotals, soldBetween, type SoldRow } from "./glance-repository.ts";

/** The back office's page of a cinema's shifts, where an alert about a shift sends the manager. */
export const shiftsPageOf = (cinemaSlug: string) => `/admin/ca-ban-ve?cinema=${encodeURIComponent(cinemaSlug)}`;

/**
 * The shifts a manager must act on: one still open from before today (its person forgot to close
 * the drawer) and one closed with a difference waiting for approval.
 */
async function shiftAlerts(db: Database, cinemaIds: ReportScope["cinemaIds"], today: string): Promise<OverviewAlert[]> {
  const shifts = await shiftsNeedingAttention(db, cinemaIds, chainTime(today, 0));
  return shifts.map((shift) =>
    shift.pending
      ? {
          kind: "shift_approval",
          message: `Ca của ${shift.userName} (${shift.cinemaName}) đóng lúc ${formatTime(shift.closedAt!)} ${formatDate(shift.closedAt!)} lệch ${formatVnd(shift.difference ?? 0)}, chờ quản lý duyệt`,
          link: shiftsPageOf(shift.cinemaSlug),
        }
      : {
          kind: "open_shift",
          message: `Ca của ${shift.userName} (${shift.cinemaName}) mở từ ${formatTime(shift.openedAt)} ${formatDate(shift.openedAt)} chưa đóng`,
          link: shiftsPageOf(shift.cinemaSlug),
        },
  );
}

/** The stock page of a cinema, where a low-stock alert sends the manager. */
export const stockPageOf = (cinemaSlug: string) => `/admin/stock?cinema=${encodeURIComponent(cinemaSlug)}`;

const NAMED = 5;

/**
 * The overview's `low_stock` alerts (`GET /admin/reports/overview`, decision 077): one per cinema with
 * items at or below their threshold, naming them (out first), linking to its stock page.
 */
export async function lowStockAlerts(db: Database, cinemaIds: readonly string[] | "all"): Promise<{ kind: "low_stock"; message: string; link: string }[]> {
  const rows = await lowItemsAt(db, cinemaIds);
  const byCinema = new Map<string, typeof rows>();
  for (const row of rows) byCinema.set(row.cinemaSlug, [...(byCinema.get(row.cinemaSlug) ?? []), row]);
  return [...byCinema].map(([slug, items]) => {
    const named = items.slice(0, NAMED).map((i) => (i.level === 0 ? `${i.name} (hết)` : `${i.name} (còn ${formatCount(i.level)})`));
    const more = items.length > NAMED ? ` và ${items.length - NAMED} món khác` : "";
    return { kind: "low_stock" as const, message: `Sắp hết hàng ở ${items[0]!.cinemaName}: ${named.join(", ")}${more}`, link: stockPageOf(slug) };
  });
}

/** How many of today's next showtimes the overview lists, filling up live. */
const NEXT_SHOWTIMES = 8;

/** Sales so far as the overview shows them: money for managers and admins only. */
function soldSoFar(row: SoldRow, day: string, until: Date, moneyShown: boolean): SoldSoFar {
  return {
    day,
    until: until.toISOString(),
    orders: row.orders,
    tickets: row.tickets,
    revenue: moneyShown ? row.revenue : null,
    snackRevenue: moneyShown ? row.snacks : null,
    spendPerHead: moneyShown ? (row.tickets > 0 ? Math.round(row.revenue / row.tickets) : 0) : null,
  };
}

/**
 * `GET /admin/reports/overview` (docs/decisions/086): today in the person's cinemas — sales paid so
 * far against the same weekday last week up to the same time, today's showtimes' occupancy and the
 * next ones filling up, and what needs someone. Staff see no money and only their cinema's
 * operational alerts (stock, shifts, showtimes); e-mails not sent are the chain's (admins).
 */
export async function overview(db: Database, cinemaIds: ReportScope["cinemaIds"], now: Date, role: "staff" | "manager" | "admin"): Promise<Overview> {
  const day = chainDay(now);
  const lastWeekDay = addDays(day, -7);
  const lastWeekNow = new Date(now.getTime() - 7 * 86_400_000);
  const manager = role !== "staff";
  const [today, lastWeek, showtimes, nextShowtimes, alerts, giftCards] = await Promise.all([
    soldBetween(db, cinemaIds, chainTime(day, 0), now),
    soldBetween(db, cinemaIds, chainTime(lastWeekDay, 0), lastWeekNow),
    showtimesOfDayTotals(db, cinemaIds, day, now),
    nextShowtimesOf(db, cinemaIds, day, now, NEXT_SHOWTIMES),
    Promise.all([
      shiftAlerts(db, cinemaIds, day).then((list) =>
        manager ? list : list.filter((a) => a.kind === "open_shift").map((a) => ({ ...a, link: a.link.replace("/admin/ca-ban-ve", "/admin/quay-ve") })),
      ),
      lowStockAlerts(db, cinemaIds),
      showtimeAlerts(db, cinemaIds, day, now, manager),
      manager ? moneyAlerts(db, cinemaIds, now) : [],
      role === "admin" ? emailAlerts(db, now) : [],
    ]).then((lists) => lists.flat()),
    cinemaIds === "all" && manager ? giftCardFigures(db, { from: day, to: day }, now) : null,
  ]);
  const sold = soldSoFar(today, day, now, manager);
  return {
    day,
    asOf: now.toISOString(),
    moneyShown: manager,
    revenue: sold.revenue,
    tickets: sold.tickets,
    snackRevenue: sold.snackRevenue,
    spendPerHead: sold.spendPerHead,
    occupancyToday: showtimes.seats > 0 ? Math.round((showtimes.tickets / showtimes.seats) * 10_000) / 10_000 : 0,
    lastWeek: soldSoFar(lastWeek, lastWeekDay, lastWeekNow, manager),
    showtimesToday: showtimes,
    nextShowtimes: nextShowtimes.map(({ cinemaSlug: _, ...s }) => s),
    alerts,
    giftCards,
  };
}
