import type { CinemaRef } from "../auth/cinema-refs-repository.ts";
import type { AdminPriceTable, PriceRule, TicketTypePrice } from "@hancine/contract/back-office-prices";
import {
  DAY_KIND_LABELS,
  DAY_KIND_MEANINGS,
  DAY_KINDS,
  TICKET_TYPE_DOOR_CHECKS,
  TICKET_TYPE_LABELS,
  TICKET_TYPES,
  TIME_BAND_LABELS,
  TIME_BAND_START_HOUR,
  TIME_BANDS,
} from "@hancine/contract/booking-constants";
import { missingPricesMessage, priceKeyLabel, priceKeyOf, priceTableProblems, typePriceProblems } from "@hancine/contract/price-table-rules";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import {
  insertTypePrices,
  lastPriceChange,
  lockCinema,
  priceRulesOfCinema,
  replacePriceRules,
  requiredPrices,
  typePricesOfCinema,
} from "./price-rules-repository.ts";
import { type ErrorText, viOnly } from "@hancine/contract/i18n/message";

const hour = (h: number) => `${String(h).padStart(2, "0")}:00`;
const lastMinuteBefore = (h: number) => `${String(h - 1).padStart(2, "0")}:59`;

/** The day kinds and time bands as the SQL functions of migration 0008 define them (the contract states the same). */
const DAY_KIND_LIST = DAY_KINDS.map((value) => ({ value, label: DAY_KIND_LABELS[value], meaning: DAY_KIND_MEANINGS[value] }));
const TIME_BAND_LIST = TIME_BANDS.map((value, i) => {
  const next = TIME_BANDS[i + 1];
  return {
    value,
    label: TIME_BAND_LABELS[value],
    from: hour(TIME_BAND_START_HOUR[value]),
    until: next ? lastMinuteBefore(TIME_BAND_START_HOUR[next]) : "23:59",
  };
});

const TICKET_TYPE_LIST = TICKET_TYPES.map((value) => ({ value, label: TICKET_TYPE_LABELS[value], doorCheck: TICKET_TYPE_DOOR_CHECKS[value] }));

export async function priceTableOf(db: Database, cinema: CinemaRef, now: Date): Promise<AdminPriceTable> {
  const [rules, typePrices, required, last] = await Promise.all([
    priceRulesOfCinema(db, cinema.id),
    typePricesOfCinema(db, cinema.id),
    requiredPrices(db, cinema.id, now),
    lastPriceChange(db, cinema.id),
  ]);
  return {
    cinema,
    rules,
    typePrices,
    ticketTypes: TICKET_TYPE_LIST,
    required: { formats: [...required.formats], seatTypes: [...required.seatTypes] },
    dayKinds: DAY_KIND_LIST,
    timeBands: TIME_BAND_LIST,
    lastChange: last && { at: last.at.toISOString(), actorName: last.actorName },
  };
}

/** A cell's audit key: `2D/vip/weekend/evening` for the adult price, `…/evening/student` for a type's. */
const auditKeyOf = (cell: PriceRule | TicketTypePrice) => ("ticketType" in cell ? `${priceKeyOf(cell)}/${cell.ticketType}` : priceKeyOf(cell));

/** `{ "2D/vip/weekend/evening": 95000, "2D/vip/weekend/evening/student": 70000, … }` of the cells whose price differs between two tables (absent: no price). */
function changedCells(before: readonly (PriceRule | TicketTypePrice)[], after: readonly (PriceRule | TicketTypePrice)[]) {
  const old = new Map(before.map((r) => [auditKeyOf(r), r.price]));
  const next = new Map(after.map((r) => [auditKeyOf(r), r.price]));
  const was: Record<string, number> = {};
  const is: Record<string, number> = {};
  for (const key of new Set([...old.keys(), ...next.keys()])) {
    if (old.get(key) === next.get(key)) continue;
    if (old.has(key)) was[key] = old.get(key)!;
    if (next.has(key)) is[key] = next.get(key)!;
  }
  return { was, is, count: new Set([...Object.keys(was), ...Object.keys(is)]).size };
}

/**
 * Replaces a cinema's price table in one transaction, or changes nothing: no cell twice, and every
 * format × seat type present (or required by its showtimes and rooms) priced on every kind of day
 * and time band; the ticket types' prices (when given; otherwise the current ones of the cells kept)
 * each in a priced cell and at most its adult price. The audit entry keeps the cells that changed,
 * before and after.
 */
export async function savePriceTable(
  db: Database,
  input: { cinema: CinemaRef; rules: PriceRule[]; typePrices?: TicketTypePrice[] | undefined; now: Date; actorUserId: string; ip: string },
): Promise<void> {
  const { cinema, rules, now } = input;
  await db.transaction(async (tx) => {
    await lockCinema(tx, cinema.id);
    const required = await requiredPrices(tx, cinema.id, now);
    const problems = priceTableProblems(rules, required);
    if (problems.duplicates.length > 0 || problems.missing.length > 0) {
      // The cells' labels and the missing list are the contract's Vietnamese (shared with the price editor).
      const fields: Record<string, ErrorText> = {};
      for (const index of problems.duplicates) fields[`rules.${index}`] = viOnly(`Ô giá ${priceKeyLabel(rules[index]!)} xuất hiện hai lần.`);
      if (problems.missing.length > 0) fields.rules = viOnly(missingPricesMessage(problems.missing));
      throw new DomainError("VALIDATION_FAILED", { fields, details: { missing: problems.missing } });
    }
    const [before, typesBefore] = await Promise.all([priceRulesOfCinema(tx, cinema.id), typePricesOfCinema(tx, cinema.id)]);
    const cells = new Set(rules.map(priceKeyOf));
    const typePrices = input.typePrices ?? typesBefore.filter((cell) => cells.has(priceKeyOf(cell)));
    const typeProblems = typePriceProblems(rules, typePrices);
    if (Object.keys(typeProblems).length > 0) {
      const fields = Object.fromEntries(Object.entries(typeProblems).map(([index, message]) => [`typePrices.${index}`, viOnly(message)]));
      throw new DomainError("VALIDATION_FAILED", { fields });
    }
    const changes = changedCells([...before, ...typesBefore], [...rules, ...typePrices]);
    if (changes.count === 0) return;
    await replacePriceRules(tx, cinema.id, rules);
    await insertTypePrices(tx, cinema.id, typePrices);
    await writeAudit(tx, {
      at: now,
      action: "price_rules.update",
      actorUserId: input.actorUserId,
      ip: input.ip,
      details: { label: cinema.name, cinema: cinema.slug, changed: changes.count },
      change: { entity: "price_rules", id: cinema.id, cinemaId: cinema.id, before: changes.was, after: changes.is },
    });
  });
}
