import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Holiday } from "@hancine/contract/back-office-prices";
import type { Database } from "#server/db/client.ts";
import { holidays } from "#server/db/schema/booking.ts";

/** The chain's holidays of one calendar year, in date order. */
export async function holidaysOfYear(db: Database, year: number): Promise<Holiday[]> {
  return db
    .select({ day: holidays.day, name: holidays.name })
    .from(holidays)
    .where(and(gte(holidays.day, `${year}-01-01`), lte(holidays.day, `${year}-12-31`)))
    .orderBy(asc(holidays.day));
}

/** The holiday of a day, locked for the caller's change; null when the day is not one. */
export async function holidayForUpdate(tx: Database, day: string): Promise<Holiday | null> {
  const [row] = await tx.select({ day: holidays.day, name: holidays.name }).from(holidays).where(eq(holidays.day, day)).for("update");
  return row ?? null;
}

/** Makes `day` a holiday named `name` (renames it when it already is one). */
export async function upsertHoliday(tx: Database, holiday: Holiday): Promise<Holiday> {
  const [row] = await tx
    .insert(holidays)
    .values(holiday)
    .onConflictDoUpdate({ target: holidays.day, set: { name: holiday.name } })
    .returning({ day: holidays.day, name: holidays.name });
  return row!;
}

export async function deleteHoliday(tx: Database, day: string): Promise<Holiday | null> {
  const [row] = await tx.delete(holidays).where(eq(holidays.day, day)).returning({ day: holidays.day, name: holidays.name });
  return row ?? null;
}
