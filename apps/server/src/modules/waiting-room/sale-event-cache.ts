import type { Database } from "#server/db/client.ts";
import { findSaleEvent, type SaleEventRow } from "./sale-events-repository.ts";

/** How long a process trusts its copy of an event's row when nothing said it changed. */
const FRESH_MS = 1_000;

type Copy = { until: number; row: Promise<SaleEventRow | null> };
const copiesByDatabase = new WeakMap<Database, Map<string, Copy>>();

/**
 * A sale event's row as this process read it at most a second ago (decision 055): on a premiere day
 * every join, poll and stream opening needs the same row, so each process reads it once a second
 * instead of hundreds of times (readers arriving together share one read). It is forgotten at once
 * when this process changes the event (`forgetSaleEvent`) or any instance's queue message names it.
 * Only what a place shows is read from it (status, opening, progress): whether a join is numbered
 * or drawn is decided by the database in the join's own statement. Unknown ids are not kept.
 */
export function cachedSaleEvent(db: Database, id: string): Promise<SaleEventRow | null> {
  let copies = copiesByDatabase.get(db);
  if (!copies) copiesByDatabase.set(db, (copies = new Map()));
  const now = performance.now();
  const kept = copies.get(id);
  if (kept && kept.until > now) return kept.row;
  const copy: Copy = { until: now + FRESH_MS, row: findSaleEvent(db, id) };
  copies.set(id, copy);
  const drop = () => {
    if (copies.get(id) === copy) copies.delete(id);
  };
  copy.row.then((row) => row ?? drop(), drop);
  return copy.row;
}

/** After a change to the event (by this process, or announced by any): the next reader reads it again. */
export function forgetSaleEvent(db: Database, id: string): void {
  copiesByDatabase.get(db)?.delete(id);
}

/** After the queue channel was lost (messages may have been missed): every event is read again. */
export function forgetSaleEvents(db: Database): void {
  copiesByDatabase.get(db)?.clear();
}
