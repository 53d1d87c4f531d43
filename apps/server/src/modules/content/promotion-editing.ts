import type { AdminPromotion, PromotionInput, PromotionPatch } from "@hancine/contract/back-office-content";
import { contentState, storedStatus } from "@hancine/contract/content-publishing";
import { slugify } from "@hancine/contract/slug";
import { benefitText, conditionTexts } from "@hancine/contract/voucher-rules";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { recordContentChange } from "./content-change.ts";
import { plainTextOf, sanitizeRichText } from "./rich-text.ts";
import { mediaIdOfUrl } from "../media/media-url.ts";
import type { Actor } from "../auth/actor.ts";
import {
  deletePromotionRow,
  findPromotionRow,
  insertPromotionRow,
  listPromotionRows,
  lockPromotionRow,
  promotionIdWithSlug,
  updatePromotionRow,
  voucherExists,
  type PromotionRow,
  type VoucherRow,
} from "./admin-content-repository.ts";
import { PROMOTION_ART, resolveArt } from "./content-art.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

/** Promotions in the back office (`/admin/promotions`, admins; docs/decisions/047). */

const NOT_FOUND = msg("error.NOT_FOUND.promotion");

/** The voucher's own texts (decision 016): a promotion can only promise what checkout takes off. */
function voucherTexts(v: VoucherRow | null): AdminPromotion["voucher"] {
  if (!v) return null;
  return {
    code: v.code,
    benefit: benefitText(v.rule),
    conditions: conditionTexts({
      rule: v.rule,
      validFrom: v.validFrom,
      validUntil: v.validUntil,
      totalLimit: v.totalLimit,
      perCustomerLimit: v.perCustomerLimit,
    }),
  };
}

function toAdminPromotion(p: PromotionRow, v: VoucherRow | null, now: Date): AdminPromotion {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    image: p.image,
    imageMediaId: mediaIdOfUrl(p.image),
    summary: p.summary,
    body: p.body,
    titleEn: p.titleEn,
    summaryEn: p.summaryEn,
    bodyEn: p.bodyEn,
    validFrom: p.validFrom,
    validUntil: p.validUntil,
    voucherCode: p.voucherCode,
    voucher: voucherTexts(v),
    position: p.position,
    status: p.status,
    state: contentState(p, now),
    publishAt: p.publishAt?.toISOString() ?? null,
    unpublishAt: p.unpublishAt?.toISOString() ?? null,
    updatedAt: p.updatedAt.toISOString(),
  };
}

const auditSnapshot = (p: PromotionRow) => ({
  slug: p.slug,
  title: p.title,
  image: p.image,
  summary: p.summary,
  body: p.body,
  titleEn: p.titleEn,
  summaryEn: p.summaryEn,
  bodyEn: p.bodyEn,
  validFrom: p.validFrom,
  validUntil: p.validUntil,
  voucherCode: p.voucherCode,
  position: p.position,
  status: p.status,
  publishAt: p.publishAt?.toISOString() ?? null,
  unpublishAt: p.unpublishAt?.toISOString() ?? null,
});

export async function listAdminPromotions(deps: AppDeps): Promise<AdminPromotion[]> {
  const rows = await listPromotionRows(deps.database.db);
  const now = deps.clock();
  return rows.map((r) => toAdminPromotion(r.promotion, r.voucher, now));
}

export async function adminPromotion(deps: AppDeps, id: string): Promise<AdminPromotion> {
  const found = await findPromotionRow(deps.database.db, id);
  if (!found) throw notFound(NOT_FOUND);
  return toAdminPromotion(found.promotion, found.voucher, deps.clock());
}

/** The checks that need the database: the picture, the voucher, a free slug; and the body, sanitized. */
async function checked(db: Database, input: PromotionPatch, id: string | null) {
  const problems: Record<string, ErrorText> = {};
  const image = input.imageMediaId ? await resolveArt(db, input.imageMediaId, PROMOTION_ART, "imageMediaId", problems) : undefined;
  if (input.voucherCode) {
    if (!(await voucherExists(db, input.voucherCode)))
      problems.voucherCode = msg("error.VALIDATION_FAILED.promotionVoucherGone", { voucherCode: input.voucherCode });
  }
  let body: string | undefined;
  if (input.body !== undefined) {
    body = sanitizeRichText(input.body);
    if (plainTextOf(body).length < 20) problems.body = msg("error.VALIDATION_FAILED.promotionBodyShort");
  }
  // The English body (decision 095), sanitized as the Vietnamese one; null: no English texts.
  let bodyEn: string | null | undefined = input.bodyEn;
  if (bodyEn) {
    bodyEn = sanitizeRichText(bodyEn);
    if (plainTextOf(bodyEn).length < 20) problems.bodyEn = msg("error.VALIDATION_FAILED.promotionBodyShort");
  }
  const slug = input.slug ?? (input.title && id === null ? slugify(input.title) : undefined);
  if (slug) {
    const taken = await promotionIdWithSlug(db, slug);
    if (taken && taken !== id) problems.slug = msg("error.VALIDATION_FAILED.promotionSlugTaken");
  }
  if (Object.keys(problems).length) throw new DomainError("VALIDATION_FAILED", { fields: problems });
  return { image: image ?? undefined, body, bodyEn, slug };
}

/** `POST /admin/promotions`: added last in the carousel's order; the slug from the title unless given. */
export async function createPromotion(deps: AppDeps, actor: Actor, input: PromotionInput): Promise<AdminPromotion> {
  const db = deps.database.db;
  const now = deps.clock();
  const { image, body, bodyEn, slug } = await checked(db, input, null);
  const row = await db.transaction(async (tx) => {
    const inserted = await insertPromotionRow(tx, {
      slug: slug!,
      title: input.title,
      image: image!,
      summary: input.summary,
      body: body!,
      validFrom: input.validFrom,
      validUntil: input.validUntil,
      voucherCode: input.voucherCode ?? null,
      titleEn: input.titleEn ?? null,
      summaryEn: input.summaryEn ?? null,
      bodyEn: bodyEn ?? null,
      status: storedStatus(input.status, input.publishAt ?? null, now),
      publishAt: input.publishAt ?? null,
      unpublishAt: input.unpublishAt ?? null,
      updatedAt: now,
    });
    await recordContentChange(tx, actor, now, { entity: "promotion", id: inserted.id, label: input.title, before: null, after: auditSnapshot(inserted) });
    return inserted;
  });
  return adminPromotion(deps, row.id);
}

/** `PATCH /admin/promotions/:id`. */
export async function updatePromotion(deps: AppDeps, actor: Actor, id: string, patch: PromotionPatch): Promise<AdminPromotion> {
  const db = deps.database.db;
  const now = deps.clock();
  const { image, body, bodyEn, slug } = await checked(db, patch, id);
  await db.transaction(async (tx) => {
    const before = await lockPromotionRow(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    const publishAt = patch.publishAt !== undefined ? patch.publishAt : before.publishAt;
    const unpublishAt = patch.unpublishAt !== undefined ? patch.unpublishAt : before.unpublishAt;
    const validFrom = patch.validFrom ?? before.validFrom;
    const validUntil = patch.validUntil ?? before.validUntil;
    const problems: Record<string, ErrorText> = {};
    if (publishAt && unpublishAt && unpublishAt <= publishAt) problems.unpublishAt = msg("error.VALIDATION_FAILED.promotionEnds");
    if (validUntil < validFrom) problems.validUntil = msg("error.VALIDATION_FAILED.offerEnds");
    if (Object.keys(problems).length) throw new DomainError("VALIDATION_FAILED", { fields: problems });
    const after = await updatePromotionRow(tx, id, {
      ...(slug !== undefined && { slug }),
      ...(patch.title !== undefined && { title: patch.title }),
      ...(image !== undefined && { image }),
      ...(patch.summary !== undefined && { summary: patch.summary }),
      ...(body !== undefined && { body }),
      ...(patch.voucherCode !== undefined && { voucherCode: patch.voucherCode }),
      ...(patch.titleEn !== undefined && { titleEn: patch.titleEn, summaryEn: patch.summaryEn ?? null, bodyEn: bodyEn ?? null }),
      ...(patch.position !== undefined && { position: patch.position }),
      validFrom,
      validUntil,
      status: storedStatus(patch.status ?? before.status, publishAt, now),
      publishAt,
      unpublishAt,
      updatedAt: now,
    });
    await recordContentChange(tx, actor, now, { entity: "promotion", id, label: after.title, before: auditSnapshot(before), after: auditSnapshot(after) });
  });
  return adminPromotion(deps, id);
}

/** `DELETE /admin/promotions/:id`. */
export async function deletePromotion(deps: AppDeps, actor: Actor, id: string): Promise<AdminPromotion> {
  const found = await adminPromotion(deps, id);
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const deleted = await deletePromotionRow(tx, id);
    if (!deleted) throw notFound(NOT_FOUND);
    await recordContentChange(tx, actor, now, { entity: "promotion", id, label: deleted.title, before: auditSnapshot(deleted), after: null });
  });
  return found;
}
