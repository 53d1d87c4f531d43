import { sql, type SQL } from "drizzle-orm";

/**
 * Whether film `f` belongs in the public lists on `today` (YYYY-MM-DD, the chain's day): not archived
 * in the back office, and not past its last day on screen. Every public list of films (showing,
 * coming, IMAX, search, genres and people, quick booking) applies it.
 */
export const onPublicScreen = (today: string): SQL => sql`f.archived_at is null and (f.end_date is null or f.end_date >= ${today}::date)`;
