import type { AdminProduct, ProductInput, ProductPatch } from "@hancine/contract/back-office-content";
import { slugify } from "@hancine/contract/slug";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { recordContentChange } from "./content-change.ts";
import { mediaIdOfUrl } from "../media/media-url.ts";
import type { Actor } from "../auth/actor.ts";
import {
  findProductRow,
  insertProductRow,
  listProductRows,
  productIdWithSlug,
  setProductCinemas,
  unknownCinemaIds,
  updateProductRow,
  type ProductWithCinemas,
} from "./admin-content-repository.ts";
import { PRODUCT_ART, resolveArt } from "./content-art.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

/**
 * Popcorn, drinks, combos and merchandise in the back office (`/admin/products`, admins): name,
 * price in whole đồng, a square picture, which cinemas sell it, on sale or archived. A product is
 * never deleted (orders name it); archiving takes it off the menu.
 */

const NOT_FOUND = msg("error.NOT_FOUND.product");

function toAdminProduct({ product: p, cinemaIds }: ProductWithCinemas): AdminProduct {
  return {
    id: p.id,
    slug: p.slug,
    kind: p.kind,
    name: p.name,
    description: p.description,
    price: p.price,
    image: p.image,
    imageMediaId: mediaIdOfUrl(p.image),
    cinemaIds,
    active: p.active,
    position: p.position,
  };
}

const auditSnapshot = ({ product: p, cinemaIds }: ProductWithCinemas) => ({
  slug: p.slug,
  kind: p.kind,
  name: p.name,
  description: p.description,
  price: p.price,
  image: p.image,
  active: p.active,
  cinemaIds: [...cinemaIds].sort(),
});

export async function listAdminProducts(deps: AppDeps): Promise<AdminProduct[]> {
  return (await listProductRows(deps.database.db)).map(toAdminProduct);
}

export async function adminProduct(deps: AppDeps, id: string): Promise<AdminProduct> {
  const found = await findProductRow(deps.database.db, id);
  if (!found) throw notFound(NOT_FOUND);
  return toAdminProduct(found);
}

/** The checks that need the database: the picture, the cinemas, a free slug. */
async function checked(db: Database, input: ProductPatch, id: string | null) {
  const problems: Record<string, ErrorText> = {};
  const image = input.imageMediaId ? await resolveArt(db, input.imageMediaId, PRODUCT_ART, "imageMediaId", problems) : undefined;
  if (input.cinemaIds) {
    const unknown = await unknownCinemaIds(db, input.cinemaIds);
    if (unknown.length) problems.cinemaIds = msg("error.VALIDATION_FAILED.productCinemasGone");
  }
  const slug = input.slug ?? (input.name && id === null ? slugify(input.name) : undefined);
  if (slug) {
    const taken = await productIdWithSlug(db, slug);
    if (taken && taken !== id) problems.slug = msg("error.VALIDATION_FAILED.productSlugTaken");
  }
  if (Object.keys(problems).length) throw new DomainError("VALIDATION_FAILED", { fields: problems });
  return { image: image ?? undefined, slug };
}

/** `POST /admin/products`: added last on the menu. */
export async function createProduct(deps: AppDeps, actor: Actor, input: ProductInput): Promise<AdminProduct> {
  const db = deps.database.db;
  const now = deps.clock();
  const { image, slug } = await checked(db, input, null);
  const id = await db.transaction(async (tx) => {
    const inserted = await insertProductRow(tx, {
      slug: slug!,
      kind: input.kind,
      name: input.name,
      description: input.description,
      price: input.price,
      image: image!,
      active: input.active,
    });
    await setProductCinemas(tx, inserted.id, input.cinemaIds);
    await recordContentChange(tx, actor, now, {
      entity: "product",
      id: inserted.id,
      label: input.name,
      before: null,
      after: auditSnapshot({ product: inserted, cinemaIds: input.cinemaIds }),
    });
    return inserted.id;
  });
  return adminProduct(deps, id);
}

/** `PATCH /admin/products/:id`: `active: false` archives it (off the menu), `true` sells it again. */
export async function updateProduct(deps: AppDeps, actor: Actor, id: string, patch: ProductPatch): Promise<AdminProduct> {
  const db = deps.database.db;
  const now = deps.clock();
  const { image, slug } = await checked(db, patch, id);
  await db.transaction(async (tx) => {
    const before = await findProductRow(tx, id, true);
    if (!before) throw notFound(NOT_FOUND);
    const product = await updateProductRow(tx, id, {
      ...(slug !== undefined && { slug }),
      ...(patch.kind !== undefined && { kind: patch.kind }),
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.price !== undefined && { price: patch.price }),
      ...(image !== undefined && { image }),
      ...(patch.active !== undefined && { active: patch.active }),
    });
    if (patch.cinemaIds) await setProductCinemas(tx, id, patch.cinemaIds);
    const after = { product, cinemaIds: patch.cinemaIds ?? before.cinemaIds };
    const was = auditSnapshot(before);
    const is = auditSnapshot(after);
    const verb = is.active !== was.active ? (is.active ? "restore" : "archive") : "update";
    await recordContentChange(tx, actor, now, { entity: "product", id, label: product.name, before: was, after: is, verb });
  });
  return adminProduct(deps, id);
}
