import { cinemaBySlug } from "../auth/cinema-refs-repository.ts";
import type { ReportGroup, SalesDashboard, SalesReport } from "@hancine/contract/back-office-reports";
import { chainDay } from "@hancine/contract/format";
import { giftCardFigures } from "./gift-card-figures-repository.ts";
import type { Database } from "#server/db/client.ts";
import { notFound } from "#server/domain-error.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import type { Actor } from "../auth/actor.ts";
import { paymentMethods, salesByChannel, salesFigures, showtimesOfDay, voucherUse, type ReportScope } from "./sales-report-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

export type ReportRequest = { from: string; to: string; cinema?: string | undefined };
type ResolvedScope = ReportScope & { cinema: { slug: string; name: string } | null };

/**
 * Which cinemas a report counts: the one asked for (403 when it is not the person's), else every
 * cinema of the person's — the chain for admins, their assigned cinemas for managers.
 */
export async function reportScope(db: Database, actor: Pick<Actor, "user">, request: ReportRequest): Promise<ResolvedScope> {
  const scope = await cinemaScopeOf(db, actor.user);
  if (request.cinema) {
    const cinema = await cinemaBySlug(db, request.cinema);
    if (!cinema) throw notFound(msg("error.NOT_FOUND.cinema"));
    assertInScope(scope, cinema.id);
    return { from: request.from, to: request.to, cinemaIds: [cinema.id], cinema: { slug: cinema.slug, name: cinema.name } };
  }
  return { from: request.from, to: request.to, cinemaIds: scope.chain ? "all" : [...scope.cinemaIds], cinema: null };
}

/** `GET /admin/reports/sales`: the rows of one grouping and the totals. */
export async function salesReport(db: Database, scope: ReportScope, groupBy: ReportGroup): Promise<SalesReport> {
  const figures = await salesFigures(db, scope);
  const rows = groupBy === "day" ? figures.byDay : groupBy === "film" ? figures.byFilm : figures.byCinema;
  return { rows, totals: figures.totals };
}

/** `GET /admin/reports/dashboard`: every figure of the screen, its queries run side by side. */
export async function salesDashboard(db: Database, scope: ResolvedScope, now: Date): Promise<SalesDashboard> {
  const today = chainDay(now);
  const [figures, methods, vouchers, showtimes, channels, giftCards] = await Promise.all([
    salesFigures(db, scope),
    paymentMethods(db, scope),
    voucherUse(db, scope),
    showtimesOfDay(db, today, scope.cinemaIds, now),
    salesByChannel(db, scope),
    // The chain's cards: only in a report of the whole chain.
    scope.cinemaIds === "all" ? giftCardFigures(db, scope, now) : null,
  ]);
  const { totals, refunds } = figures;
  return {
    from: scope.from,
    to: scope.to,
    cinema: scope.cinema,
    kpis: {
      ...totals,
      averageTicketPrice: totals.tickets > 0 ? Math.round(totals.ticketRevenue / totals.tickets) : 0,
      concessionsPerHead: totals.tickets > 0 ? Math.round(totals.concessionRevenue / totals.tickets) : 0,
      refundedOrders: refunds.orders,
      refundedAmount: refunds.amount,
    },
    byDay: figures.byDay,
    byFilm: figures.byFilm,
    byCinema: figures.byCinema,
    heatmap: figures.heatmap,
    paymentMethods: methods,
    vouchers,
    today: { day: today, showtimes },
    channels,
    giftCards,
  };
}
