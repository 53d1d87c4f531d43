import type { RecipeInput, RecipeResult } from "@hancine/contract/stock";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { Actor } from "../auth/actor.ts";
import { hasRecipe, productsByIds, recipeCandidates, recipeOf, replaceRecipe, usedAsItems } from "./stock-repository.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

const invalid = (message: ErrorText) => new DomainError("VALIDATION_FAILED", { message, fields: { items: message } });

async function productNamed(db: Database, id: string): Promise<{ id: string; name: string }> {
  const [product] = await productsByIds(db, [id]);
  if (!product) throw notFound(msg("error.NOT_FOUND.product"));
  return product;
}

const recipeJson = (
  product: { id: string; name: string },
  items: { id: string; name: string; quantity: number }[],
  candidates: { id: string; name: string }[],
): RecipeResult => ({
  product,
  items: items.map((i) => ({ product: { id: i.id, name: i.name }, quantity: i.quantity })),
  candidates,
});

/** `GET /admin/products/:id/recipe`: the stock items one portion takes (none: it is its own item). */
export async function readRecipe(deps: AppDeps, id: string): Promise<RecipeResult> {
  const db = deps.database.db;
  const product = await productNamed(db, id);
  const [items, candidates] = await Promise.all([recipeOf(db, id), recipeCandidates(db, id)]);
  return recipeJson(product, items, candidates);
}

/**
 * `PUT /admin/products/:id/recipe` (admins; decision 077): a combo's items become exactly these. An
 * item must be a product of its own (not made of items, not the combo itself), and a product that is
 * an item of another recipe cannot be made of items. Orders holding the combo give back what they
 * took, whatever the recipe says by then (the ledger knows).
 */
export async function setRecipe(deps: AppDeps, actor: Actor, id: string, input: RecipeInput): Promise<RecipeResult> {
  const db = deps.database.db;
  const product = await productNamed(db, id);
  const ids = input.items.map((i) => i.product);
  if (ids.includes(id)) throw invalid(msg("error.VALIDATION_FAILED.recipeOfItself", { name: product.name }));
  const found = await productsByIds(db, ids);
  if (found.length !== ids.length) throw invalid(msg("error.VALIDATION_FAILED.recipeItemGone"));
  for (const item of found) if (await hasRecipe(db, item.id)) throw invalid(msg("error.VALIDATION_FAILED.recipeCombo", { name: item.name }));
  if (ids.length > 0 && (await usedAsItems(db, [id])).length > 0) throw invalid(msg("error.VALIDATION_FAILED.recipeNested", { name: product.name }));
  const now = deps.clock();
  await db.transaction(async (tx) => {
    const before = await recipeOf(tx, id);
    await replaceRecipe(
      tx,
      id,
      input.items.map((i) => ({ itemId: i.product, quantity: i.quantity })),
    );
    await writeAudit(tx, {
      at: now,
      action: "product.recipe",
      actorUserId: actor.user.id,
      ip: actor.ip,
      change: {
        entity: "product",
        id,
        before: before.map((i) => ({ item: i.name, quantity: i.quantity })),
        after: input.items.map((i) => ({ item: found.find((f) => f.id === i.product)!.name, quantity: i.quantity })),
      },
    });
  });
  return readRecipe(deps, id);
}
