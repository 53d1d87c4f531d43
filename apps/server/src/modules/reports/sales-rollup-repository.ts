import { sql, type SQL } from "drizzle-orm";
import { addDays } from "@hancine/contract/chain-clock";
import { type Cinemas, inCinemas } from "./cinema-filter-repository.ts";

/** What a row of `sales_rollup` sums by (docs/decisions/089). */
export type RollupDim = "all" | "film" | "room" | "format" | "slot" | "method" | "voucher";

export type RollupScope = { from: string; to: string; cinemaIds: Cinemas };

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const firstOfNextMonth = (day: string) => {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
};

/**
 * How a range of chain days (both included) is read from the rollup: the months it holds whole, by
 * their month rows, and the days before and after them, by their day rows. A range with no whole
 * month is read by day.
 */
export function rollupPeriods(from: string, to: string): { months: [string, string] | null; days: [string, string][] } {
  const firstWhole = from.endsWith("-01") ? from : firstOfNextMonth(from);
  const lastWhole = addDays(firstOfNextMonth(to), -1) === to ? to : addDays(firstOfMonth(to), -1);
  if (firstWhole > lastWhole) return { months: null, days: [[from, to]] };
  const days: [string, string][] = [];
  if (from < firstWhole) days.push([from, addDays(firstWhole, -1)]);
  if (lastWhole < to) days.push([addDays(lastWhole, 1), to]);
  return { months: [firstWhole, firstOfMonth(lastWhole)], days };
}

/** The periods (alias x) that sum to the range: whole months by month, the ends by day (`byDay`: every day by day). */
function periodsOf(scope: RollupScope, byDay: boolean): SQL {
  const periods = byDay ? { months: null, days: [[scope.from, scope.to] as [string, string]] } : rollupPeriods(scope.from, scope.to);
  const parts: SQL[] = periods.days.map(([from, to]) => sql`(x.grain = 'day' and x.period between ${from}::date and ${to}::date)`);
  if (periods.months) parts.push(sql`(x.grain = 'month' and x.period between ${periods.months[0]}::date and ${periods.months[1]}::date)`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * The rows of `sales_rollup` (alias x) of one dimension that sum to the scope: whole months by month,
 * the range's ends by day (`byDay`: every day by day, for figures per day or per week).
 */
export function rollupRows(scope: RollupScope, dim: RollupDim, byDay = false): SQL {
  return sql`x.dim = ${dim} and ${periodsOf(scope, byDay)} and ${inCinemas(sql`x.cinema_id`, scope.cinemaIds)}`;
}

/** The dimensions `sales_rollup_chain` sums over every cinema of the chain (decision 091). */
const CHAIN_DIMS: readonly RollupDim[] = ["film"];

/**
 * Where a report reads one dimension of the scope, as `<table> x where …`: for the whole chain, a
 * dimension the chain's own rows hold is read from `sales_rollup_chain` (one row per key and period,
 * not one per cinema: a year of films is ~1,300 rows instead of ~43,000); otherwise `rollupRows`.
 */
export function rollupFrom(scope: RollupScope, dim: RollupDim, byDay = false): SQL {
  if (scope.cinemaIds === "all" && CHAIN_DIMS.includes(dim)) return sql`sales_rollup_chain x where x.dim = ${dim} and ${periodsOf(scope, byDay)}`;
  return sql`sales_rollup x where ${rollupRows(scope, dim, byDay)}`;
}
