import type { AdminPriceTable, PriceRule } from "@hancine/contract/back-office-prices";
import { DAY_KIND_LABELS, DAY_KIND_MEANINGS, DAY_KINDS, TIME_BAND_LABELS, TIME_BAND_START_HOUR, TIME_BANDS } from "@hancine/contract/booking-constants";
import { missingPricesMessage, priceKeyLabel, priceKeyOf, priceTableProblems } from "@hancine/contract/price-table-rules";
import type { Database } from "#server/db/client.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { assertInScope, type CinemaScope } from "../auth/cinema-scope.ts";
import { cinemaBySlug, lastPriceChange, lockCinema, priceRulesOfCinema, replacePriceRules, requiredPrices, type CinemaRef } from "./price-rules-repository.ts";

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

/** The cinema of a slug, when the person may work on it: 404 for an unknown slug, 403 for another's cinema. */
export async function cinemaInScope(db: Database, scope: CinemaScope, slug: string): Promise<CinemaRef> {
  const cinema = await cinemaBySlug(db, slug);
  if (!cinema) throw notFound(`Không có rạp nào mang mã "${slug}".`);
  assertInScope(scope, cinema.id);
  return cinema;
}

export async function priceTableOf(db: Database, cinema: CinemaRef, now: Date): Promise<AdminPriceTable> {
  const [rules, required, last] = await Promise.all([priceRulesOfCinema(db, cinema.id), requiredPrices(db, cinema.id, now), lastPriceChange(db, cinema.id)]);
  return {
    cinema,
    rules,
    required: { formats: [...required.formats], seatTypes: [...required.seatTypes] },
    dayKinds: DAY_KIND_LIST,
    timeBands: TIME_BAND_LIST,
    lastChange: last && { at: last.at.toISOString(), actorName: last.actorName },
  };
}

/** `{ "2D/vip/weekend/evening": 95000, … }` of the cells whose price differs between two tables (absent: no price). */
function changedCells(before: readonly PriceRule[], after: readonly PriceRule[]) {
  const old = new Map(before.map((r) => [priceKeyOf(r), r.price]));
  const next = new Map(after.map((r) => [priceKeyOf(r), r.price]));
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
 * and time band. The audit entry keeps the cells that changed, before and after.
 */
export async function savePriceTable(
  db: Database,
  input: { cinema: CinemaRef; rules: PriceRule[]; now: Date; actorUserId: string; ip: string },
): Promise<void> {
  const { cinema, rules, now } = input;
  await db.transaction(async (tx) => {
    await lockCinema(tx, cinema.id);
    const required = await requiredPrices(tx, cinema.id, now);
    const problems = priceTableProblems(rules, required);
    if (problems.duplicates.length > 0 || problems.missing.length > 0) {
      const fields: Record<string, string> = {};
      for (const index of problems.duplicates) fields[`rules.${index}`] = `Ô giá ${priceKeyLabel(rules[index]!)} xuất hiện hai lần.`;
      if (problems.missing.length > 0) fields.rules = missingPricesMessage(problems.missing);
      throw new DomainError("VALIDATION_FAILED", { fields, details: { missing: problems.missing } });
    }
    const before = await priceRulesOfCinema(tx, cinema.id);
    const changes = changedCells(before, rules);
    if (changes.count === 0) return;
    await replacePriceRules(tx, cinema.id, rules);
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
