import { addDays, chainTime } from "@hancine/contract/chain-clock";
import type { ReportFrequency } from "@hancine/contract/film-hire";
import { chainDay } from "@hancine/contract/format";

/** The period a report covers (chain days, both included) and the moment it is due. */
export type ReportPeriod = { from: string; to: string; dueAt: Date };

/**
 * The latest period of a subscription that has come due by `now` (Asia/Ho_Chi_Minh): a daily report
 * covers yesterday and is due today at its hour; a weekly one covers last Monday to Sunday and is due
 * on this week's Monday at its hour. Before today's (or this Monday's) hour, the one before.
 */
export function latestPeriod(frequency: ReportFrequency, hour: number, now: Date): ReportPeriod {
  const today = chainDay(now);
  if (frequency === "daily") {
    const dueToday = chainTime(today, hour);
    const day = now >= dueToday ? today : addDays(today, -1);
    return { from: addDays(day, -1), to: addDays(day, -1), dueAt: chainTime(day, hour) };
  }
  // Monday of this week: getUTCDay of the chain day's date (0 = Sunday).
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thisMonday = addDays(today, -weekday);
  const dueThisWeek = chainTime(thisMonday, hour);
  const monday = now >= dueThisWeek ? thisMonday : addDays(thisMonday, -7);
  return { from: addDays(monday, -7), to: addDays(monday, -1), dueAt: chainTime(monday, hour) };
}
