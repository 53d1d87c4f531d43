import type { Holiday } from "@hancine/contract/back-office-prices";
import type { Database } from "#server/db/client.ts";
import { notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { deleteHoliday, holidayForUpdate, upsertHoliday } from "./holidays-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

type Actor = { now: Date; actorUserId: string; ip: string };

/**
 * The chain's holiday calendar. A change reprices every showtime of that day at once (the seat map
 * asks `showtime_day_kind` each time); seats already held or sold keep the price they were given.
 */
export async function setHoliday(db: Database, holiday: Holiday, actor: Actor): Promise<Holiday> {
  return db.transaction(async (tx) => {
    const before = await holidayForUpdate(tx, holiday.day);
    const saved = await upsertHoliday(tx, holiday);
    if (before?.name !== saved.name) {
      await writeAudit(tx, {
        at: actor.now,
        action: before ? "holiday.rename" : "holiday.add",
        actorUserId: actor.actorUserId,
        ip: actor.ip,
        details: { label: saved.day },
        change: { entity: "holiday", id: saved.day, before: before && { name: before.name }, after: { name: saved.name } },
      });
    }
    return saved;
  });
}

export async function removeHoliday(db: Database, day: string, actor: Actor): Promise<Holiday> {
  return db.transaction(async (tx) => {
    const removed = await deleteHoliday(tx, day);
    if (!removed) throw notFound(msg("error.NOT_FOUND.holiday"));
    await writeAudit(tx, {
      at: actor.now,
      action: "holiday.remove",
      actorUserId: actor.actorUserId,
      ip: actor.ip,
      details: { label: removed.day },
      change: { entity: "holiday", id: removed.day, before: { name: removed.name }, after: null },
    });
    return removed;
  });
}
