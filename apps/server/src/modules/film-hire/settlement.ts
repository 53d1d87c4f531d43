import type { Settlement } from "@hancine/contract/film-hire";
import type { AppDeps } from "#server/app-deps.ts";
import { notFound } from "#server/domain-error.ts";
import type { Actor } from "../auth/actor.ts";
import { reportScope } from "../reports/sales-report.ts";
import { distributorBySlug } from "./distributors-repository.ts";
import { distributorJson } from "./hire-terms.ts";
import { percentOfWeek, rowFigures, weekBounds } from "./settlement-math.ts";
import { settlementSums } from "./settlement-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

export type SettlementRequest = { distributor: string; from: string; to: string; cinema?: string | undefined };

const FIGURES = ["admissions", "grossBoxOffice", "vat", "netBoxOffice", "filmRent"] as const;

/**
 * `GET /admin/reports/settlements`: what the chain owes a distributor for the period, per film, cinema
 * and week of release (decision 087). Managers get their cinemas' part (`cinema=` outside them → 403),
 * admins the chain's. The VAT rate is the chain's (`VAT_PERCENT`, the counter receipts' rate).
 */
export async function settlement(deps: AppDeps, actor: Pick<Actor, "user">, request: SettlementRequest): Promise<Settlement> {
  const db = deps.database.db;
  const distributor = await distributorBySlug(db, request.distributor);
  if (!distributor) throw notFound(msg("error.NOT_FOUND.distributor"));
  const scope = await reportScope(db, actor, request);
  const vatPercent = deps.config.vatPercent;
  const sums = await settlementSums(db, { distributorId: distributor.id, from: scope.from, to: scope.to, cinemaIds: scope.cinemaIds });
  const rows = sums.map((r) => {
    const { start, end } = weekBounds(r.releaseDate, r.week, r.firstDay, scope);
    return {
      film: { slug: r.filmSlug, name: r.filmName, releaseDate: r.releaseDate },
      cinema: { slug: r.cinemaSlug, name: r.cinemaName },
      week: r.week,
      weekStart: start,
      weekEnd: end,
      ...rowFigures({
        admissions: r.admissions,
        grossVnd: r.gross,
        vatPercent,
        percent: percentOfWeek(r.weekStarts, r.percents, r.week),
        minimumPerTicketVnd: r.minimum,
      }),
    };
  });
  const totals = Object.fromEntries(FIGURES.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)])) as Settlement["totals"];
  return { distributor: distributorJson(distributor), from: scope.from, to: scope.to, cinema: scope.cinema, vatPercent, rows, totals };
}
