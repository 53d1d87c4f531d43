import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";

/** The next number of the seat-event sequence: later changes of a seat get larger numbers. */
export async function nextSeatEventSeq(tx: Database): Promise<number> {
  // nextval() is bigint: text on node-postgres, a number on PGlite.
  const [row] = await queryRows(tx, sql<{ seq: number | string }>`select nextval('seat_event_seq') as seq`);
  return Number(row!.seq);
}
