import {
  SCREEN_CLOSES,
  SCREEN_OPEN_MINUTES_PER_DAY,
  SCREEN_OPENS,
  type FilmPerformance,
  type FilmPerformanceRow,
  type OccupancyGroup,
  type OccupancyReport,
  type OccupancyRow,
} from "@hancine/contract/back-office-occupancy";
import { WEEKDAY_LABELS, type HeatCell } from "@hancine/contract/back-office-reports";
import { addDays } from "@hancine/contract/chain-clock";
import type { Database } from "#server/db/client.ts";
import { openingHoursOrDefault } from "@hancine/contract/cinema-opening-hours";
import { filmsByIds, filmWeeks, occupancyFigures, roomsOf, type RoomRow } from "./occupancy-repository.ts";
import { daysOf, type ReportScope } from "./sales-report-repository.ts";

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/** `GET /admin/reports/occupancy`: the rows of one grouping, the weekday × hour heat map and the screens' utilisation. */
export async function occupancyReport(db: Database, scope: ReportScope, groupBy: OccupancyGroup): Promise<OccupancyReport> {
  const [figures, rooms] = await Promise.all([
    scope.cinemaIds !== "all" && scope.cinemaIds.length === 0 ? [] : occupancyFigures(db, scope, groupBy),
    roomsOf(db, scope.cinemaIds),
  ]);
  const days = daysOf(scope.from, scope.to).length;
  // Each cinema's hours (decision 091): its own, or 09:00–24:00; a room is open its cinema's minutes every day.
  const hours = new Map(rooms.map((r) => [r.cinemaSlug, { cinema: r.cinemaSlug, name: r.cinema, ...openingHoursOrDefault(r.opensMinute, r.closesMinute) }]));
  const roomOpen = (room: RoomRow) => days * hours.get(room.cinemaSlug)!.minutesPerDay;
  // A group of only cancelled showtimes (no seat, no ticket) is left out, but every room is listed.
  const grouped = figures.filter((f) => f.grouping === "row" && (groupBy === "auditorium" || f.showtimes > 0 || f.tickets > 0));
  const films =
    groupBy === "film"
      ? await filmsByIds(
          db,
          grouped.map((r) => r.key!),
        )
      : new Map<string, { slug: string; title: string }>();
  const multiCinema = new Set(rooms.map((r) => r.cinema)).size > 1;
  const roomLabel = new Map(rooms.map((r) => [r.id, multiCinema ? `${r.name} (${r.cinema})` : r.name]));
  const row = (
    key: string,
    label: string,
    f: { showtimes: number; seats: number; tickets: number; minutes: number } | undefined,
    room?: RoomRow,
  ): OccupancyRow => {
    const figures = f ?? { showtimes: 0, seats: 0, tickets: 0, minutes: 0 };
    const open = room ? roomOpen(room) : null;
    return {
      key,
      label,
      showtimes: figures.showtimes,
      seats: figures.seats,
      tickets: figures.tickets,
      occupancy: ratio(figures.tickets, figures.seats),
      minutesShowing: figures.minutes,
      minutesOpen: open,
      utilisation: open === null ? null : ratio(figures.minutes, open),
    };
  };
  let rows: OccupancyRow[];
  if (groupBy === "auditorium") {
    // Every room of the scope, idle ones too, in the cinemas' order.
    const byRoom = new Map(grouped.map((f) => [f.key!, f]));
    rows = rooms.map((room) => row(room.id, roomLabel.get(room.id)!, byRoom.get(room.id), room));
  } else if (groupBy === "film") {
    rows = grouped
      .map((f) => row(films.get(f.key!)?.slug ?? f.key!, films.get(f.key!)?.title ?? f.key!, f))
      .sort((a, b) => b.tickets - a.tickets || a.label.localeCompare(b.label, "vi"));
  } else if (groupBy === "format") {
    rows = grouped.map((f) => row(f.key!, f.key!, f)).sort((a, b) => b.tickets - a.tickets || a.label.localeCompare(b.label));
  } else {
    const label = (key: string) => (groupBy === "hour" ? `${key}:00` : WEEKDAY_LABELS[Number(key)]!);
    rows = grouped.map((f) => row(f.key!, label(f.key!), f)).sort((a, b) => Number(a.key) - Number(b.key));
  }
  const total = figures.find((f) => f.grouping === "total") ?? { showtimes: 0, seats: 0, tickets: 0, minutes: 0 };
  const heatmap: HeatCell[] = figures
    .filter((f) => f.grouping === "heat" && (f.showtimes > 0 || f.tickets > 0))
    .map((f) => ({ weekday: f.weekday!, hour: f.hour!, showtimes: f.showtimes, tickets: f.tickets, seats: f.seats, occupancy: ratio(f.tickets, f.seats) }))
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
  const minutesOpen = rooms.reduce((sum, room) => sum + roomOpen(room), 0);
  return {
    from: scope.from,
    to: scope.to,
    groupBy,
    rows,
    totals: {
      showtimes: total.showtimes,
      seats: total.seats,
      tickets: total.tickets,
      occupancy: ratio(total.tickets, total.seats),
      rooms: rooms.length,
      minutesShowing: total.minutes,
      minutesOpen,
      utilisation: ratio(total.minutes, minutesOpen),
    },
    heatmap,
    openingHours: { opens: SCREEN_OPENS, closes: SCREEN_CLOSES, minutesPerDay: SCREEN_OPEN_MINUTES_PER_DAY, cinemas: [...hours.values()] },
  };
}

/** `GET /admin/reports/film-performance`: each film of the range, its figures and its run week by week. */
export async function filmPerformance(db: Database, scope: ReportScope): Promise<FilmPerformance> {
  const rows = scope.cinemaIds !== "all" && scope.cinemaIds.length === 0 ? [] : await filmWeeks(db, scope);
  const films = new Map<string, FilmPerformanceRow>();
  for (const r of rows.filter((r) => r.week === null)) {
    const weeksOnScreen = Math.floor((Date.parse(`${r.lastDay}T00:00:00Z`) - Date.parse(`${r.firstDay}T00:00:00Z`)) / (7 * 86_400_000)) + 1;
    films.set(r.filmId, {
      key: r.slug,
      label: r.title,
      admissions: r.tickets,
      gross: r.gross,
      averageTicketPrice: r.tickets > 0 ? Math.round(r.gross / r.tickets) : 0,
      occupancy: ratio(r.tickets, r.seats),
      showtimes: r.showtimes,
      firstDay: r.firstDay,
      weeksOnScreen,
      weeks: [],
    });
  }
  for (const r of rows.filter((r) => r.week !== null && r.week >= 1).sort((a, b) => a.week! - b.week!))
    films.get(r.filmId)?.weeks.push({
      week: r.week!,
      from: addDays(r.firstDay, (r.week! - 1) * 7),
      admissions: r.tickets,
      gross: r.gross,
      occupancy: ratio(r.tickets, r.seats),
    });
  return {
    from: scope.from,
    to: scope.to,
    films: [...films.values()].sort((a, b) => b.admissions - a.admissions || b.gross - a.gross || a.label.localeCompare(b.label, "vi")),
  };
}
