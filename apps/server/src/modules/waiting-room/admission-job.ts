import { ADMISSION_MINUTES, QUEUE_AWAY_MINUTES } from "@hancine/contract/waiting-room";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { admitEntries, expireAdmissions, numberByDraw, passOverAway, placesAfter, recentAdmissions } from "./admission-repository.ts";
import { publishQueueMessage, queueMessageOf, type QueueMessage } from "./queue-events.ts";
import { waitingRoomAdmissions } from "#server/observability/metrics.ts";
import { lockEventSkipping, openEventIds, saveAdmissionProgress } from "./sale-events-repository.ts";

const MINUTE = 60_000;
/** Places read at a time while walking the line. */
const BATCH = 200;

/**
 * One run of the admission job (every second, on every instance; tests call it directly): each
 * open event is taken by one instance at a time (SKIP LOCKED). Answers how many people it let in.
 */
export async function runAdmissions(deps: Pick<AppDeps, "database" | "clock">): Promise<number> {
  const db = deps.database.db;
  let admitted = 0;
  for (const eventId of await openEventIds(db, deps.clock())) {
    const now = deps.clock();
    const run = await db.transaction((tx) => admitStep(tx, eventId, now));
    if (!run) continue;
    admitted += run.admitted;
    waitingRoomAdmissions.inc(run.admitted);
    if (run.message) await publishQueueMessage(db, run.message);
  }
  return admitted;
}

/**
 * For one event, in its row's lock: the draw (numbering who came before the opening), admissions
 * run out, and — unless paused — the next waiting people let in, in place order, at most
 * `rate` in any 60 seconds and ⌈rate ÷ 60⌉ a second. Someone not seen for QUEUE_AWAY_MINUTES when
 * their turn comes is passed over as `left`.
 */
async function admitStep(tx: Database, eventId: string, now: Date) {
  const event = await lockEventSkipping(tx, eventId);
  if (!event) return null; // another instance is on it, or it closed meanwhile
  const numbered = await numberByDraw(tx, eventId, event.lastSeq, now);
  const expired = await expireAdmissions(tx, eventId, now);
  const windowStart = new Date(now.getTime() - MINUTE);
  const awaySince = new Date(now.getTime() - QUEUE_AWAY_MINUTES * MINUTE);
  const expiresAt = new Date(now.getTime() + ADMISSION_MINUTES * MINUTE);
  let through = event.admittedThrough;
  let admitted = 0;
  if (!event.paused) {
    // Whichever instance runs it: at most the rate in the last 60 s, and ⌈rate ÷ 60⌉ in the last second.
    const recent = await recentAdmissions(tx, eventId, now);
    let budget = Math.min(event.ratePerMinute - recent.lastMinute, Math.ceil(event.ratePerMinute / 60) - recent.lastSecond);
    walk: while (budget > 0) {
      const places = await placesAfter(tx, eventId, through, BATCH);
      if (places.length === 0) break;
      const admit: string[] = [];
      const away: string[] = [];
      let waitForWindow = false;
      for (const place of places) {
        if (place.state === "waiting") {
          // Someone let in and back in line within the minute: their first admission still counts, so they wait for the window.
          if (place.admittedAt && place.admittedAt > windowStart) {
            waitForWindow = true;
            break;
          }
          if (place.seenAt < awaySince) away.push(place.id);
          else {
            admit.push(place.id);
            budget -= 1;
          }
        }
        through = place.seq!;
        if (budget === 0) break;
      }
      await passOverAway(tx, away, now);
      admitted += await admitEntries(tx, admit, now, expiresAt);
      if (waitForWindow) break walk;
    }
  }
  const changed = !event.drawnAt || numbered > 0 || expired > 0 || through !== event.admittedThrough;
  if (!changed) return { admitted, message: null };
  const progress = { admittedThrough: through, lastSeq: event.lastSeq + numbered, drawnAt: event.drawnAt ?? now, now };
  await saveAdmissionProgress(tx, eventId, progress);
  const message: QueueMessage = queueMessageOf({ ...event, admittedThrough: through }, now);
  return { admitted, message };
}
