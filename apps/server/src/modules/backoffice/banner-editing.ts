import { asc, eq, sql } from "drizzle-orm";
import type { AdminBanner, BannerInput, BannerPatch } from "@hancine/contract/back-office-content";
import { contentState, storedStatus } from "@hancine/contract/content-publishing";
import type { AppDeps } from "../../app-deps.ts";
import type { Database } from "../../db/client.ts";
import { banners } from "../../db/schema/content.ts";
import { DomainError, notFound } from "../../domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { announceContentChange } from "../content/content-invalidation.ts";
import { mediaIdOfUrl } from "../media/media-url.ts";
import type { Actor } from "./actor.ts";
import { BANNER_ART, BANNER_MOBILE_ART, resolveArt } from "./content-art.ts";

/** The home page's banners in the back office (`/admin/banners`, admins; docs/decisions/047). */

type BannerRow = typeof banners.$inferSelect;

const NOT_FOUND = "Không tìm thấy banner này.";

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
  position: row.position,
  status: row.status,
  publishAt: row.publishAt?.toISOString() ?? null,
  unpublishAt: row.unpublishAt?.toISOString() ?? null,
});

export async function listAdminBanners(deps: AppDeps): Promise<AdminBanner[]> {
  const rows = await deps.database.db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
  const now = deps.clock();
  return rows.map((row) => toAdminBanner(row, now));
}

export async function adminBanner(deps: AppDeps, id: string): Promise<AdminBanner> {
  const [row] = await deps.database.db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toAdminBanner(row, deps.clock());
}

/** The art's URLs, or VALIDATION_FAILED naming each picture that does not fit. */
async function artOf(db: Database, input: { imageMediaId?: string | undefined; mobileMediaId?: string | null | undefined }) {
  const problems: Record<string, string> = {};
  const [image, mobileImage] = await Promise.all([
    input.imageMediaId ? resolveArt(db, input.imageMediaId, BANNER_ART, "imageMediaId", problems) : Promise.resolve(undefined),
    input.mobileMediaId ? resolveArt(db, input.mobileMediaId, BANNER_MOBILE_ART, "mobileMediaId", problems) : Promise.resolve(input.mobileMediaId === null ? null : undefined),
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
    const [last] = await tx.select({ position: sql<number>`coalesce(max(${banners.position}), -1)::int` }).from(banners);
    const [inserted] = await tx
      .insert(banners)
      .values({
        image: art.image!,
        mobileImage: art.mobileImage ?? null,
        alt: input.alt,
        link: input.link ?? null,
        copy: input.copy ?? null,
        position: (last?.position ?? -1) + 1,
        status: storedStatus(input.status, input.publishAt ?? null, now),
        publishAt: input.publishAt ?? null,
        unpublishAt: input.unpublishAt ?? null,
        updatedAt: now,
      })
      .returning();
    await writeAudit(tx, {
      at: now,
      action: "banner.create",
      actorUserId: actor.user.id,
      ip: actor.ip,
      details: { label: input.copy?.headline ?? input.alt },
      change: { entity: "banner", id: inserted!.id, before: null, after: auditSnapshot(inserted!) },
    });
    await announceContentChange(tx, "banners");
    return inserted!;
  });
  return toAdminBanner(row, now);
}

/** Puts the banner at `to` in the order (0 = first) and numbers the others after it, in one transaction. */
async function moveBanner(tx: Database, id: string, to: number): Promise<void> {
  const ids = (await tx.select({ id: banners.id }).from(banners).orderBy(asc(banners.position), asc(banners.id))).map((r) => r.id);
  const order = ids.filter((other) => other !== id);
  order.splice(Math.min(to, order.length), 0, id);
  for (const [position, bannerId] of order.entries()) await tx.update(banners).set({ position }).where(eq(banners.id, bannerId));
}

/** `PATCH /admin/banners/:id`: any field, its place in the order, its status and times. */
export async function updateBanner(deps: AppDeps, actor: Actor, id: string, patch: BannerPatch): Promise<AdminBanner> {
  const db = deps.database.db;
  const now = deps.clock();
  const art = await artOf(db, patch);
  const row = await db.transaction(async (tx) => {
    // Locked, so two saves of one banner follow each other; the whole order is rewritten by a move.
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for("update");
    if (!before) throw notFound(NOT_FOUND);
    const publishAt = patch.publishAt !== undefined ? patch.publishAt : before.publishAt;
    const unpublishAt = patch.unpublishAt !== undefined ? patch.unpublishAt : before.unpublishAt;
    if (publishAt && unpublishAt && unpublishAt <= publishAt)
      throw new DomainError("VALIDATION_FAILED", { fields: { unpublishAt: "Thời điểm kết thúc phải sau thời điểm bắt đầu hiển thị." } });
    if (patch.position !== undefined && patch.position !== before.position) await moveBanner(tx, id, patch.position);
    const [after] = await tx
      .update(banners)
      .set({
        ...(art.image !== undefined && { image: art.image }),
        ...(art.mobileImage !== undefined && { mobileImage: art.mobileImage }),
        ...(patch.alt !== undefined && { alt: patch.alt }),
        ...(patch.link !== undefined && { link: patch.link }),
        ...(patch.copy !== undefined && { copy: patch.copy }),
        status: storedStatus(patch.status ?? before.status, publishAt, now),
        publishAt,
        unpublishAt,
        updatedAt: now,
      })
      .where(eq(banners.id, id))
      .returning();
    const was = auditSnapshot(before);
    const is = auditSnapshot(after!);
    if (JSON.stringify(was) !== JSON.stringify(is)) {
      const action = is.status !== was.status ? `banner.${is.status === "archived" ? "archive" : is.status === "draft" ? "unpublish" : "publish"}` : "banner.update";
      await writeAudit(tx, {
        at: now,
        action: action as `banner.${string}`,
        actorUserId: actor.user.id,
        ip: actor.ip,
        details: { label: after!.copy?.headline ?? after!.alt },
        change: { entity: "banner", id, before: was, after: is },
      });
      await announceContentChange(tx, "banners");
    }
    return after!;
  });
  return toAdminBanner(row, now);
}

/** `DELETE /admin/banners/:id`: gone from the site and the list; the audit keeps what it was. */
export async function deleteBanner(deps: AppDeps, actor: Actor, id: string): Promise<AdminBanner> {
  const now = deps.clock();
  const row = await deps.database.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!deleted) throw notFound(NOT_FOUND);
    await writeAudit(tx, {
      at: now,
      action: "banner.delete",
      actorUserId: actor.user.id,
      ip: actor.ip,
      details: { label: deleted.copy?.headline ?? deleted.alt },
      change: { entity: "banner", id, before: auditSnapshot(deleted), after: null },
    });
    await announceContentChange(tx, "banners");
    return deleted;
  });
  return toAdminBanner(row, now);
}
