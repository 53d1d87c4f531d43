import type { AdminBanner, BannerInput, BannerPatch } from "@hancine/contract/back-office-content";
import { contentState, storedStatus } from "@hancine/contract/content-publishing";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { recordContentChange } from "./content-change.ts";
import { mediaIdOfUrl } from "../media/media-url.ts";
import type { Actor } from "../auth/actor.ts";
import { deleteBannerRow, findBannerRow, insertBannerRow, listBannerRows, moveBannerRow, updateBannerRow, type BannerRow } from "./admin-content-repository.ts";
import { BANNER_ART, BANNER_MOBILE_ART, resolveArt } from "./content-art.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

/** The home page's banners in the back office (`/admin/banners`, admins; docs/decisions/047). */

const NOT_FOUND = msg("error.NOT_FOUND.banner");

function toAdminBanner(row: BannerRow, now: Date): AdminBanner {
  return {
    id: row.id,
    image: row.image,
    imageMediaId: mediaIdOfUrl(row.image),
    mobileImage: row.mobileImage,
    mobileMediaId: row.mobileImage ? mediaIdOfUrl(row.mobileImage) : null,
    alt: row.alt,
    link: row.link,
    // Written through `bannerCopySchema` (or by the seed with a valid age rating).
    copy: row.copy as AdminBanner["copy"],
    altEn: row.altEn,
    copyEn: row.copyEn as AdminBanner["copyEn"],
    position: row.position,
    status: row.status,
    state: contentState(row, now),
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit keeps of a banner: its words and times, not the art's bytes. */
const auditSnapshot = (row: BannerRow) => ({
  image: row.image,
  mobileImage: row.mobileImage,
  alt: row.alt,
  link: row.link,
  copy: row.copy,
  altEn: row.altEn,
  copyEn: row.copyEn,
  position: row.position,
  status: row.status,
  publishAt: row.publishAt?.toISOString() ?? null,
  unpublishAt: row.unpublishAt?.toISOString() ?? null,
});

export async function listAdminBanners(deps: AppDeps): Promise<AdminBanner[]> {
  const rows = await listBannerRows(deps.database.db);
  const now = deps.clock();
  return rows.map((row) => toAdminBanner(row, now));
}

export async function adminBanner(deps: AppDeps, id: string): Promise<AdminBanner> {
  const row = await findBannerRow(deps.database.db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toAdminBanner(row, deps.clock());
}

/** The art's URLs, or VALIDATION_FAILED naming each picture that does not fit. */
async function artOf(
  db: Database,
  input: {
    imageMediaId?: string | undefined;
    mobileMediaId?: string | null | undefined;
  },
) {
  const problems: Record<string, ErrorText> = {};
  const [image, mobileImage] = await Promise.all([
    input.imageMediaId ? resolveArt(db, input.imageMediaId, BANNER_ART, "imageMediaId", problems) : Promise.resolve(undefined),
    input.mobileMediaId
      ? resolveArt(db, input.mobileMediaId, BANNER_MOBILE_ART, "mobileMediaId", problems)
      : Promise.resolve(input.mobileMediaId === null ? null : undefined),
  ]);
  if (Object.keys(problems).length) throw new DomainError("VALIDATION_FAILED", { fields: problems });
  return { image: image ?? undefined, mobileImage };
}

/** `POST /admin/banners`: added last in the carousel's order. */
export async function createBanner(deps: AppDeps, actor: Actor, input: BannerInput): Promise<AdminBanner> {
  const db = deps.database.db;
  const now = deps.clock();
  const art = await artOf(db, input);
  const row = await db.transaction(async (tx) => {
    const inserted = await insertBannerRow(tx, {
      image: art.image!,
      mobileImage: art.mobileImage ?? null,
      alt: input.alt,
      link: input.link ?? null,
      copy: input.copy ?? null,
      altEn: input.altEn ?? null,
      copyEn: input.copyEn ?? null,
      status: storedStatus(input.status, input.publishAt ?? null, now),
      publishAt: input.publishAt ?? null,
      unpublishAt: input.unpublishAt ?? null,
      updatedAt: now,
    });
    await recordContentChange(tx, actor, now, {
      entity: "banner",
      id: inserted.id,
      label: input.copy?.headline ?? input.alt,
      before: null,
      after: auditSnapshot(inserted),
    });
    return inserted;
  });
  return toAdminBanner(row, now);
}

/** `PATCH /admin/banners/:id`: any field, its place in the order, its status and times. */
export async function updateBanner(deps: AppDeps, actor: Actor, id: string, patch: BannerPatch): Promise<AdminBanner> {
  const db = deps.database.db;
  const now = deps.clock();
  const art = await artOf(db, patch);
  const row = await db.transaction(async (tx) => {
    // Locked, so two saves of one banner follow each other; the whole order is rewritten by a move.
    const before = await findBannerRow(tx, id, true);
    if (!before) throw notFound(NOT_FOUND);
    const publishAt = patch.publishAt !== undefined ? patch.publishAt : before.publishAt;
    const unpublishAt = patch.unpublishAt !== undefined ? patch.unpublishAt : before.unpublishAt;
    if (publishAt && unpublishAt && unpublishAt <= publishAt)
      throw new DomainError("VALIDATION_FAILED", {
        fields: {
          unpublishAt: msg("error.VALIDATION_FAILED.bannerEnds"),
        },
      });
    if (patch.position !== undefined && patch.position !== before.position) await moveBannerRow(tx, id, patch.position);
    const after = await updateBannerRow(tx, id, {
      ...(art.image !== undefined && { image: art.image }),
      ...(art.mobileImage !== undefined && { mobileImage: art.mobileImage }),
      ...(patch.alt !== undefined && { alt: patch.alt }),
      ...(patch.link !== undefined && { link: patch.link }),
      ...(patch.copy !== undefined && { copy: patch.copy }),
      ...(patch.altEn !== undefined && { altEn: patch.altEn }),
      ...(patch.copyEn !== undefined && { copyEn: patch.copyEn }),
      status: storedStatus(patch.status ?? before.status, publishAt, now),
      publishAt,
      unpublishAt,
      updatedAt: now,
    });
    await recordContentChange(tx, actor, now, {
      entity: "banner",
      id,
      label: after.copy?.headline ?? after.alt,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    });
    return after;
  });
  return toAdminBanner(row, now);
}

/** `DELETE /admin/banners/:id`: gone from the site and the list; the audit keeps what it was. */
export async function deleteBanner(deps: AppDeps, actor: Actor, id: string): Promise<AdminBanner> {
  const now = deps.clock();
  const row = await deps.database.db.transaction(async (tx) => {
    const deleted = await deleteBannerRow(tx, id);
    if (!deleted) throw notFound(NOT_FOUND);
    await recordContentChange(tx, actor, now, {
      entity: "banner",
      id,
      label: deleted.copy?.headline ?? deleted.alt,
      before: auditSnapshot(deleted),
      after: null,
    });
    return deleted;
  });
  return toAdminBanner(row, now);
}
