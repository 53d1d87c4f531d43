import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { PriceQuote, PriceRule, TicketTypePrice } from "@hancine/contract/back-office-prices";
import { PRICE_FORMATS, PRICE_SEAT_TYPES, type RequiredPrices } from "@hancine/contract/price-table-rules";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import { auditLog, users } from "#server/db/schema/accounts.ts";
import { priceRules, ticketTypePrices } from "#server/db/schema/booking.ts";
import { cinemas } from "#server/db/schema/catalog.ts";
import { dayKindSql, priceRulesOf, timeBandSql } from "./price-rules-sql.ts";

/** Takes the cinema's row lock: two saves of one price table run one after the other. */
export async function lockCinema(tx: Database, cinemaId: string): Promise<void> {
  await tx.select({ id: cinemas.id }).from(cinemas).where(eq(cinemas.id, cinemaId)).for("update");
}

export async function priceRulesOfCinema(db: Database, cinemaId: string): Promise<PriceRule[]> {
  return db
    .select({
      format: priceRules.format,
      seatType: priceRules.seatType,
      dayKind: priceRules.dayKind,
      timeBand: priceRules.timeBand,
      price: priceRules.priceVnd,
    })
    .from(priceRules)
    .where(eq(priceRules.cinemaId, cinemaId))
    .orderBy(asc(priceRules.format), asc(priceRules.seatType), asc(priceRules.dayKind), asc(priceRules.timeBand));
}

/** The prices of the ticket types other than adult, cell by cell (decision 085). */
export async function typePricesOfCinema(db: Database, cinemaId: string): Promise<TicketTypePrice[]> {
  const rows = await db
    .select({
      format: ticketTypePrices.format,
      seatType: ticketTypePrices.seatType,
      dayKind: ticketTypePrices.dayKind,
      timeBand: ticketTypePrices.timeBand,
      ticketType: ticketTypePrices.ticketType,
      price: ticketTypePrices.priceVnd,
    })
    .from(ticketTypePrices)
    .where(eq(ticketTypePrices.cinemaId, cinemaId))
    .orderBy(
      asc(ticketTypePrices.format),
      asc(ticketTypePrices.seatType),
      asc(ticketTypePrices.dayKind),
      asc(ticketTypePrices.timeBand),
      asc(ticketTypePrices.ticketType),
    );
  return rows as TicketTypePrice[];
}

/** Replaces the cinema's whole price table. Run it in the caller's transaction, after `lockCinema`. */
export async function replacePriceRules(tx: Database, cinemaId: string, rules: readonly PriceRule[]): Promise<void> {
  await tx.delete(priceRules).where(eq(priceRules.cinemaId, cinemaId));
  if (rules.length === 0) return;
  await tx
    .insert(priceRules)
    .values(rules.map((r) => ({ cinemaId, format: r.format, seatType: r.seatType, dayKind: r.dayKind, timeBand: r.timeBand, priceVnd: r.price })));
}

/** Writes the ticket types' prices after `replacePriceRules` (which took the old ones with their cells). */
export async function insertTypePrices(tx: Database, cinemaId: string, typePrices: readonly TicketTypePrice[]): Promise<void> {
  if (typePrices.length === 0) return;
  await tx.insert(ticketTypePrices).values(
    typePrices.map((r) => ({
      cinemaId,
      format: r.format,
      seatType: r.seatType,
      dayKind: r.dayKind,
      timeBand: r.timeBand,
      ticketType: r.ticketType,
      priceVnd: r.price,
    })),
  );
}

type RequiredRow = { kind: "format" | "seat_type"; value: string };

/**
 * What must stay priced at a cinema: the formats of its showtimes not yet over (and not cancelled),
 * and the seat types of its rooms' current layouts and of the layouts those showtimes sell.
 */
export async function requiredPrices(db: Database, cinemaId: string, now: Date): Promise<RequiredPrices> {
  const rows = await queryRows(
    db,
    sql<RequiredRow>`
      with live as (
        select s.format, s.layout_id from showtimes s join auditoriums a on a.id = s.auditorium_id
         where a.cinema_id = ${cinemaId}::uuid and s.cancelled_at is null and s.ends_at > ${now.toISOString()}::timestamptz
      )
      select distinct 'format' as kind, format::text as value from live
      union
      select distinct 'seat_type', se.type::text from seats se
       where se.layout_id in (select a.layout_id from auditoriums a where a.cinema_id = ${cinemaId}::uuid and a.layout_id is not null)
          or se.layout_id in (select layout_id from live)`,
  );
  const has = (kind: RequiredRow["kind"], value: string) => rows.some((r) => r.kind === kind && r.value === value);
  return { formats: PRICE_FORMATS.filter((f) => has("format", f)), seatTypes: PRICE_SEAT_TYPES.filter((s) => has("seat_type", s)) };
}

/** When the cinema's prices were last changed, and by whom (the audit trail). */
export async function lastPriceChange(db: Database, cinemaId: string): Promise<{ at: Date; actorName: string | null } | null> {
  const [row] = await db
    .select({ at: auditLog.at, actorName: users.fullName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entity, "price_rules"), eq(auditLog.entityId, cinemaId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row ?? null;
}

type QuoteRow = RawRow<Pick<PriceQuote, "dayKind" | "timeBand" | "holiday" | "day" | "time"> & { price: number | null }>;

/**
 * The price of one seat type and format at a cinema for a showtime starting at `at`, by the seat
 * map's own SQL: `priceRulesOf` (the join every seat price goes through) on a showtime that would
 * start then, so the answer cannot differ from what such a showtime's seat map shows.
 */
export async function quotePrice(
  db: Database,
  input: { cinemaId: string; format: PriceRule["format"]; seatType: PriceRule["seatType"]; at: Date },
): Promise<PriceQuote> {
  const [row] = await queryRows(
    db,
    sql<QuoteRow>`
      select ${dayKindSql(sql`s.starts_at`)} as "dayKind", ${timeBandSql(sql`s.starts_at`)} as "timeBand",
             pr.price_vnd as price,
             (select h.name from holidays h where h.day = (s.starts_at at time zone 'Asia/Ho_Chi_Minh')::date) as holiday,
             to_char(s.starts_at at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as day,
             to_char(s.starts_at at time zone 'Asia/Ho_Chi_Minh', 'HH24:MI') as time
        from (select ${input.format}::show_format as format, ${input.at.toISOString()}::timestamptz as starts_at) s
        join cinemas c on c.id = ${input.cinemaId}::uuid
        left join price_rules pr on ${priceRulesOf("pr")} and pr.seat_type = ${input.seatType}::seat_type`,
  );
  return { ...row!, price: row!.price === null ? null : Number(row!.price) };
}
