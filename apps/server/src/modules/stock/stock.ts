import type { StockMovementInput, StockMovementView, StockReport, StockThreshold } from "@hancine/contract/stock";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { Actor } from "../auth/actor.ts";
import { cinemaInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import { isUuid } from "../showtimes/showtimes-repository.ts";
import { hasRecipe, latestMovementsAt, productsByIds, lockLevel, productsWithStockAt, setLevel, setLowAt, stockItemsAt } from "./stock-repository.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

const MOVEMENTS_SHOWN = 30;

const invalid = (field: string, message: ErrorText) => new DomainError("VALIDATION_FAILED", { message, fields: { [field]: message } });

/** `GET /admin/stock?cinema=`: the cinema's levels, what it can sell now, and its latest movements (staff of the cinema read it). */
export async function stockReport(deps: AppDeps, actor: Actor, slug: string): Promise<StockReport> {
  const db = deps.database.db;
  const cinema = await cinemaInScope(db, await cinemaScopeOf(db, actor.user), slug);
  const [items, sold, movements] = await Promise.all([
    stockItemsAt(db, cinema.id),
    productsWithStockAt(db, cinema.id),
    latestMovementsAt(db, cinema.id, MOVEMENTS_SHOWN),
  ]);
  return {
    cinema: { slug: cinema.slug, name: cinema.name },
    items: items.map(itemJson),
    products: sold.map((p) => ({
      id: p.id,
      name: p.name,
      kind: p.kind,
      price: p.price,
      recipe: p.recipe.map((i) => ({ product: { id: i.id, name: i.name }, quantity: i.quantity })),
      canMake: p.canMake,
      outOfStock: p.canMake === 0,
    })),
    movements,
  };
}

const itemJson = (i: { id: string; name: string; kind: StockReport["items"][number]["product"]["kind"]; level: number; lowAt: number; updatedAt: Date }) => ({
  product: { id: i.id, name: i.name, kind: i.kind },
  level: i.level,
  lowAt: i.lowAt,
  low: i.level <= i.lowAt,
  updatedAt: new Date(i.updatedAt).toISOString(),
});

/** A stock item (a product without a recipe) by id, or 400 on the product field. */
async function stockItem(db: Database, id: string): Promise<{ id: string; name: string }> {
  const [product] = isUuid(id) ? await productsByIds(db, [id]) : [];
  if (!product) throw invalid("product", msg("error.VALIDATION_FAILED.stockItemGone"));
  if (await hasRecipe(db, product.id)) throw invalid("product", msg("error.VALIDATION_FAILED.stockByRecipe", { name: product.name }));
  return product;
}

/**
 * `POST /admin/stock/movements` (managers and admins of the cinema): a delivery adds, waste takes
 * away (never more than is left), a count sets the level to what was counted and records the
 * difference. Under the level row's lock, so a sale at the same moment waits and sees the new level.
 */
export async function recordMovement(deps: AppDeps, actor: Actor, input: StockMovementInput): Promise<StockMovementView> {
  const db = deps.database.db;
  const cinema = await cinemaInScope(db, await cinemaScopeOf(db, actor.user), input.cinema);
  const item = await stockItem(db, input.product);
  const now = deps.clock();
  const note = input.note ? input.note : null;
  return db.transaction(async (tx) => {
    const before = await lockLevel(tx, cinema.id, item.id, now);
    const after = input.kind === "delivery" ? before.level + input.quantity : input.kind === "waste" ? before.level - input.quantity : input.quantity;
    if (after < 0) throw invalid("quantity", msg("error.VALIDATION_FAILED.writeOffTooMany", { level: before.level, name: item.name }));
    if (after > 1_000_000) throw invalid("quantity", msg("error.VALIDATION_FAILED.stockTooLarge"));
    const change = after - before.level;
    const id = await setLevel(tx, {
      cinemaId: cinema.id,
      productId: item.id,
      kind: input.kind,
      quantity: change,
      levelAfter: after,
      userId: actor.user.id,
      note,
      now,
    });
    await writeAudit(tx, {
      at: now,
      action: `product.stock_${input.kind}`,
      actorUserId: actor.user.id,
      ip: actor.ip,
      details: { cinema: cinema.slug, product: item.name, quantity: input.quantity, note },
      change: { entity: "product", id: item.id, cinemaId: cinema.id, before: { level: before.level }, after: { level: after } },
    });
    return { id, at: now.toISOString(), kind: input.kind, product: item, quantity: change, levelAfter: after, by: actor.user.fullName, orderCode: null, note };
  });
}

/** `PUT /admin/stock/thresholds`: the level at or below which an item shows as low (managers and admins of the cinema). */
export async function setThreshold(deps: AppDeps, actor: Actor, input: StockThreshold): Promise<StockReport["items"][number]> {
  const db = deps.database.db;
  const cinema = await cinemaInScope(db, await cinemaScopeOf(db, actor.user), input.cinema);
  const item = await stockItem(db, input.product);
  const now = deps.clock();
  await db.transaction(async (tx) => {
    const before = await lockLevel(tx, cinema.id, item.id, now);
    await setLowAt(tx, cinema.id, item.id, input.lowAt, now);
    await writeAudit(tx, {
      at: now,
      action: "product.stock_threshold",
      actorUserId: actor.user.id,
      ip: actor.ip,
      details: { cinema: cinema.slug, product: item.name },
      change: { entity: "product", id: item.id, cinemaId: cinema.id, before: { lowAt: before.lowAt }, after: { lowAt: input.lowAt } },
    });
  });
  const row = (await stockItemsAt(db, cinema.id)).find((i) => i.id === item.id)!;
  return itemJson(row);
}
