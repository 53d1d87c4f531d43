import { sql, type SQL } from "drizzle-orm";

/** The cinemas a report reads: the whole chain, or a manager's cinemas by id. */
export type Cinemas = readonly string[] | "all";

/** The scope's cinemas as a condition on a column: true for the chain, false for no cinema. */
export function inCinemas(column: SQL, cinemaIds: Cinemas): SQL {
  if (cinemaIds === "all") return sql`true`;
  if (cinemaIds.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    cinemaIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}
