import type { AdminSaleEvent, SaleEventInput, SaleEventPatch, SaleEventStatus } from "@hancine/contract/waiting-room";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { isUuid } from "../showtimes/showtimes-repository.ts";
import { saleEventStatus } from "./queue-place.ts";
import { announceSaleEvent } from "./queue-events.ts";
import { findSaleEvent } from "./sale-events-repository.ts";
import { cinemaScopeOf, type CinemaScope } from "../auth/cinema-scope.ts";
import type { Actor } from "../auth/actor.ts";
import {
  bindShowtimes,
  comingShowtimesOfFilm,
  filmsByIds,
  findFilm,
  insertSaleEvent,
  lockSaleEventRow,
  listSaleEventRows,
  queueCountsOf,
  salesOfEvents,
  showtimesByIds,
  showtimesOfEvents,
  updateSaleEventRow,
  type CandidateShowtime,
  type EventShowtime,
  type SaleEventRow,
} from "./admin-sale-events-repository.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

/**
 * Sale events in the back office (`/admin/sale-events`, decision 055): admins over any cinema,
 * managers over events whose every showtime is at their cinemas. Each change is in the change log.
 */

const NOT_FOUND = msg("error.NOT_FOUND.saleEvent");
const NOT_YOURS = msg("error.FORBIDDEN.saleEvent");
const EMPTY_COUNTS = { waiting: 0, admitted: 0, buying: 0, done: 0, left: 0, admittedLastMinute: 0 };
const NOTHING_SOLD = { web: { orders: 0, tickets: 0 }, counter: { orders: 0, tickets: 0 }, seats: 0 };

/** An instant as messages show it: "19:30 ngày 22/11/2026" / "19:30 on 22 Nov 2026". */
const at = (date: Date) => ({ time: { time: date }, day: { day: date } });

/**
 * The status the back office shows: the customers' (decision 055), except that a pause made before
 * the opening shows as `paused` (customers see `scheduled` until then; the pause holds from the opening).
 */
export function adminSaleEventStatus(row: Pick<SaleEventRow, "closedAt" | "paused" | "opensAt">, now: Date): SaleEventStatus {
  return row.paused && !row.closedAt ? "paused" : saleEventStatus(row, now);
}

const scopeCinemas = (scope: CinemaScope): "all" | string[] => (scope.chain ? "all" : [...scope.cinemaIds]);
const allInScope = (scope: CinemaScope, shows: { cinemaId: string }[]) =>
  scope.chain || (shows.length > 0 && shows.every((s) => scope.cinemaIds.has(s.cinemaId)));

async function views(db: Database, rows: SaleEventRow[], now: Date): Promise<AdminSaleEvent[]> {
  const ids = rows.map((r) => r.id);
  const [shows, counts, films, sales] = await Promise.all([
    showtimesOfEvents(db, ids),
    queueCountsOf(db, ids, now),
    filmsByIds(db, [...new Set(rows.map((r) => r.filmId))]),
    salesOfEvents(db, ids),
  ]);
  return rows.map((row) => {
    const own = shows.filter((s) => s.eventId === row.id);
    const cinemas = new Map(own.map((s) => [s.cinemaSlug, { slug: s.cinemaSlug, name: s.cinemaName }]));
    const { admittedLastMinute, ...perState } = counts.get(row.id) ?? EMPTY_COUNTS;
    return {
      id: row.id,
      name: row.name,
      film: films.get(row.filmId)!,
      opensAt: row.opensAt.toISOString(),
      status: adminSaleEventStatus(row, now),
      ratePerMinute: row.ratePerMinute,
      showtimeIds: own.map((s) => s.showtimeId),
      counts: perState,
      admittedLastMinute,
      cinemas: [...cinemas.values()].sort((a, b) => a.name.localeCompare(b.name, "vi")),
      sold: sales.get(row.id) ?? NOTHING_SOLD,
    };
  });
}

/** `GET /admin/sale-events`: the events the person may see, each with its counts. */
export async function listAdminSaleEvents(deps: AppDeps, actor: Actor): Promise<AdminSaleEvent[]> {
  const db = deps.database.db;
  const scope = await cinemaScopeOf(db, actor.user);
  return views(db, await listSaleEventRows(db, scopeCinemas(scope)), deps.clock());
}

/** 404 for an unknown event, 403 for one with a showtime outside the person's cinemas. */
async function visibleEvent(db: Database, actor: Actor, id: string, lock = false): Promise<{ row: SaleEventRow; shows: EventShowtime[] }> {
  const row = !isUuid(id) ? null : lock ? await lockSaleEventRow(db, id) : await findSaleEvent(db, id);
  if (!row) throw notFound(NOT_FOUND);
  const shows = await showtimesOfEvents(db, [row.id]);
  if (!allInScope(await cinemaScopeOf(db, actor.user), shows)) throw new DomainError("FORBIDDEN", { message: NOT_YOURS });
  return { row, shows };
}

export async function adminSaleEvent(deps: AppDeps, actor: Actor, id: string): Promise<AdminSaleEvent> {
  const db = deps.database.db;
  const { row } = await visibleEvent(db, actor, id);
  return (await views(db, [row], deps.clock()))[0]!;
}

/** The change log's picture of an event. */
const auditSnapshot = (row: SaleEventRow, showtimeIds: string[]) => ({
  name: row.name,
  filmId: row.filmId,
  opensAt: row.opensAt.toISOString(),
  ratePerMinute: row.ratePerMinute,
  paused: row.paused,
  closedAt: row.closedAt?.toISOString() ?? null,
  showtimeIds,
});

/** The cinema a manager reads the entry under: the event's one cinema (an event over several is the chain's trail). */
const auditCinema = (shows: { cinemaId: string }[]) => {
  const ids = new Set(shows.map((s) => s.cinemaId));
  return ids.size === 1 ? [...ids][0]! : null;
};

type Snapshot = ReturnType<typeof auditSnapshot>;

/** The change log's entry of a change, in the change's transaction. */
function recordChange(
  tx: Database,
  actor: Actor,
  now: Date,
  verb: string,
  row: SaleEventRow,
  cinemaId: string | null,
  before: Snapshot | null,
  after: Snapshot,
) {
  return writeAudit(tx, {
    at: now,
    action: `sale_event.${verb}`,
    actorUserId: actor.user.id,
    ip: actor.ip,
    details: { label: row.name },
    change: { entity: "sale_event", id: row.id, cinemaId, before, after },
  });
}

const invalid = (fields: Record<string, ErrorText>) => new DomainError("VALIDATION_FAILED", { fields });

/**
 * The showtimes the event will cover: those named (each checked), or the film's showtimes starting
 * after the opening at the person's cinemas (those before it sell as usual).
 */
async function chosenShowtimes(db: Database, scope: CinemaScope, input: SaleEventInput, opensAt: Date, now: Date): Promise<CandidateShowtime[]> {
  if (!input.showtimeIds) {
    const coming = await comingShowtimesOfFilm(db, input.filmId, opensAt, scopeCinemas(scope));
    if (coming.length === 0) {
      throw invalid({
        showtimeIds: msg("error.VALIDATION_FAILED.noShowtimesAfterOpening", { ...at(opensAt), scope: scope.chain ? "chain" : "mine" }),
      });
    }
    return coming;
  }
  const ids = [...new Set(input.showtimeIds)];
  const found = await showtimesByIds(db, ids);
  const byId = new Map(found.map((s) => [s.id, s]));
  const problem = (message: ErrorText) => invalid({ showtimeIds: message });
  if (ids.some((id) => !byId.has(id))) throw problem(msg("error.VALIDATION_FAILED.showtimeGone"));
  if (found.some((s) => !allInScope(scope, [s]))) {
    throw new DomainError("FORBIDDEN", { message: msg("error.FORBIDDEN.otherCinemas") });
  }
  if (found.some((s) => s.filmId !== input.filmId)) throw problem(msg("error.VALIDATION_FAILED.showtimeOtherFilm"));
  if (found.some((s) => s.cancelled)) throw problem(msg("error.VALIDATION_FAILED.showtimeCancelled"));
  if (found.some((s) => s.startsAt <= now)) throw problem(msg("error.VALIDATION_FAILED.showtimeStarted"));
  return found;
}

/** The opening must be in the future, and before the first showtime starts. */
function checkOpening(opensAt: Date, now: Date): void {
  if (opensAt <= now) throw invalid({ opensAt: msg("error.VALIDATION_FAILED.opensInPast") });
}

function checkBeforeShowtimes(opensAt: Date, shows: { startsAt: Date }[]): void {
  const first = shows.reduce<Date | null>((min, s) => (!min || s.startsAt < min ? s.startsAt : min), null);
  if (first && opensAt >= first) throw invalid({ opensAt: msg("error.VALIDATION_FAILED.opensBeforeFirstShowtime", at(first)) });
}

const showtimeTaken = () => new DomainError("SALE_EVENT_SHOWTIME_TAKEN", { fields: { showtimeIds: msg("error.SALE_EVENT_SHOWTIME_TAKEN.deselect") } });

/** `POST /admin/sale-events`: 409 SALE_EVENT_SHOWTIME_TAKEN when a showtime is in another open event (the key decides). */
export async function createSaleEvent(deps: AppDeps, actor: Actor, input: SaleEventInput): Promise<AdminSaleEvent> {
  const db = deps.database.db;
  const now = deps.clock();
  if (!(await findFilm(db, input.filmId))) throw invalid({ filmId: msg("error.VALIDATION_FAILED.unknownFilm") });
  const scope = await cinemaScopeOf(db, actor.user);
  const opensAt = new Date(input.opensAt);
  checkOpening(opensAt, now);
  const chosen = await chosenShowtimes(db, scope, input, opensAt, now);
  checkBeforeShowtimes(opensAt, chosen);
  const showtimeIds = chosen.map((s) => s.id);
  const row = await db.transaction(async (tx) => {
    const created = await insertSaleEvent(tx, {
      name: input.name,
      filmId: input.filmId,
      opensAt,
      ratePerMinute: input.ratePerMinute,
      createdBy: actor.user.id,
      createdAt: now,
      updatedAt: now,
    });
    if (!(await bindShowtimes(tx, created.id, showtimeIds))) throw showtimeTaken();
    await recordChange(tx, actor, now, "create", created, auditCinema(chosen), null, auditSnapshot(created, [...showtimeIds].sort()));
    return created;
  });
  return (await views(db, [row], now))[0]!;
}

function verbOf(before: SaleEventRow, after: SaleEventRow): string {
  if (after.closedAt && !before.closedAt) return "close";
  if (after.paused !== before.paused) return after.paused ? "pause" : "resume";
  return "update";
}

/**
 * `PATCH /admin/sale-events/:id` under the event's row lock (the admission job's): the rate, a
 * pause, the name; the opening only before it comes; `closed` ends it for good.
 */
export async function updateSaleEvent(deps: AppDeps, actor: Actor, id: string, patch: SaleEventPatch): Promise<AdminSaleEvent> {
  const now = deps.clock();
  const saved = await deps.database.db.transaction(async (tx) => {
    const { row: before, shows } = await visibleEvent(tx, actor, id, true);
    if (before.closedAt) throw invalid({ closed: msg("error.VALIDATION_FAILED.saleEventClosed", at(before.closedAt)) });
    if (patch.opensAt !== undefined) {
      const opensAt = new Date(patch.opensAt);
      if (before.opensAt <= now || before.drawnAt) {
        throw invalid({ opensAt: msg("error.VALIDATION_FAILED.saleEventOpened", at(before.opensAt)) });
      }
      checkOpening(opensAt, now);
      checkBeforeShowtimes(opensAt, shows);
    }
    const after = await updateSaleEventRow(tx, id, {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.ratePerMinute !== undefined && { ratePerMinute: patch.ratePerMinute }),
      ...(patch.opensAt !== undefined && { opensAt: new Date(patch.opensAt) }),
      ...(patch.paused !== undefined && { paused: patch.paused }),
      ...(patch.closed && { closedAt: now }),
      updatedAt: now,
    });
    const showtimeIds = shows.map((s) => s.showtimeId).sort();
    const was = auditSnapshot(before, showtimeIds);
    const is = auditSnapshot(after, showtimeIds);
    if (JSON.stringify(was) !== JSON.stringify(is)) {
      await recordChange(tx, actor, now, verbOf(before, after), after, auditCinema(shows), was, is);
    }
    return after;
  });
  // Every open place (streams, polls) hears of the new rate, pause or end once it is committed.
  await announceSaleEvent(deps.database.db, id, now);
  return (await views(deps.database.db, [saved], now))[0]!;
}
