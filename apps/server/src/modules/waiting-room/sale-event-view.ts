import type { SaleEvent } from "@hancine/contract/waiting-room";
import type { AppDeps } from "#server/app-deps.ts";
import { notFound } from "#server/domain-error.ts";
import { saleEventStatus } from "./queue-place.ts";
import { SALE_EVENT_NOT_FOUND } from "./queue-places.ts";
import { findPublicSaleEvent } from "./sale-events-repository.ts";

/** `GET /sale-events/:id`: the event as anyone sees it, closed ones too (their status says so). */
export async function publicSaleEvent(deps: AppDeps, id: string): Promise<SaleEvent> {
  const row = await findPublicSaleEvent(deps.database.db, id);
  if (!row) throw notFound(SALE_EVENT_NOT_FOUND);
  const opensAt = new Date(row.opensAt);
  return {
    id: row.id,
    name: row.name,
    film: { id: row.filmId, slug: row.filmSlug, name: row.filmName, imagePortrait: row.poster },
    opensAt: opensAt.toISOString(),
    status: saleEventStatus({ opensAt, paused: row.paused, closedAt: row.closedAt ? new Date(row.closedAt) : null }, deps.clock()),
    ratePerMinute: row.ratePerMinute,
    showtimeIds: row.showtimeIds ?? [],
  };
}
