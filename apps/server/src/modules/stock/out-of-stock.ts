import type { Database } from "#server/db/client.ts";
import { isCheckViolation } from "#server/db/errors.ts";
import { DomainError } from "#server/domain-error.ts";
import { isUuid } from "../showtimes/showtimes-repository.ts";
import { canMakeAt, LEVEL_CHECK, productNames } from "./stock-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** The database refused a level below zero: a sale wanted more than the cinema has (decision 077). */
export const isOutOfStock = (error: unknown) => isCheckViolation(error, LEVEL_CHECK);

/**
 * The 409 OUT_OF_STOCK for a sale the database refused, naming what the cinema cannot make in the
 * quantity asked (read after the refusal; `held` is what the order already holds of each product,
 * given back if it changes). When the shortage is only in the sum (a combo and its own item), every
 * counted product of the sale is named.
 */
export async function outOfStockError(
  db: Database,
  place: { cinemaId: string; cinemaName: string },
  wanted: readonly { productId: string; quantity: number }[],
  held: ReadonlyMap<string, number> = new Map(),
): Promise<DomainError> {
  const sums = new Map<string, number>();
  for (const l of wanted) sums.set(l.productId, (sums.get(l.productId) ?? 0) + l.quantity);
  const ids = [...sums.keys()].filter(isUuid);
  const [canMake, names] = await Promise.all([canMakeAt(db, place.cinemaId, ids), productNames(db, ids)]);
  const lines = ids.filter((id) => names.has(id)).map((id) => ({ productId: id, quantity: sums.get(id)!, name: names.get(id)! }));
  const counted = lines.filter((l) => canMake.has(l.productId));
  const short = counted.filter((l) => canMake.get(l.productId)! + (held.get(l.productId) ?? 0) < l.quantity);
  const named = (short.length > 0 ? short : counted).map((l) => `“${l.name}”`).join(", ");
  const message = named
    ? msg("error.OUT_OF_STOCK.named", { names: named, cinema: place.cinemaName })
    : msg("error.OUT_OF_STOCK.unnamed", { cinema: place.cinemaName });
  return new DomainError("OUT_OF_STOCK", { message, details: { productIds: (short.length > 0 ? short : counted).map((l) => l.productId) } });
}
