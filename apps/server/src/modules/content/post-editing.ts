import type { AdminPost, PostInput, PostPatch } from "@hancine/contract/back-office-content";
import { contentState, storedStatus } from "@hancine/contract/content-publishing";
import { slugify } from "@hancine/contract/slug";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { recordContentChange } from "./content-change.ts";
import { plainTextOf, sanitizeRichText } from "./rich-text.ts";
import { mediaIdOfUrl } from "../media/media-url.ts";
import type { Actor } from "../auth/actor.ts";
import {
  deletePostRow,
  filmExists,
  findPostRow,
  insertPostRow,
  listPostRows,
  postIdWithSlug,
  updatePostRow,
  type PostRow,
} from "./admin-content-repository.ts";
import { POST_ART, resolveArt } from "./content-art.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

/** Reviews ("Bình luận phim") and blog posts ("Blog điện ảnh") in the back office (`/admin/posts`, admins; docs/decisions/047). */

const NOT_FOUND = msg("error.NOT_FOUND.post");

function toAdminPost(p: PostRow, now: Date): AdminPost {
  return {
    id: p.id,
    slug: p.slug,
    type: p.type,
    title: p.title,
    image: p.image,
    imageMediaId: mediaIdOfUrl(p.image),
    excerpt: p.excerpt,
    body: p.body,
    titleEn: p.titleEn,
    excerptEn: p.excerptEn,
    bodyEn: p.bodyEn,
    filmId: p.filmId,
    views: p.views,
    publishedAt: p.publishedAt.toISOString(),
    status: p.status,
    state: contentState(p, now),
    publishAt: p.publishAt?.toISOString() ?? null,
    unpublishAt: p.unpublishAt?.toISOString() ?? null,
    updatedAt: p.updatedAt.toISOString(),
  };
}

const auditSnapshot = (p: PostRow) => ({
  slug: p.slug,
  type: p.type,
  title: p.title,
  image: p.image,
  excerpt: p.excerpt,
  body: p.body,
  titleEn: p.titleEn,
  excerptEn: p.excerptEn,
  bodyEn: p.bodyEn,
  filmId: p.filmId,
  status: p.status,
  publishedAt: p.publishedAt.toISOString(),
  publishAt: p.publishAt?.toISOString() ?? null,
  unpublishAt: p.unpublishAt?.toISOString() ?? null,
});

export async function listAdminPosts(deps: AppDeps): Promise<AdminPost[]> {
  const now = deps.clock();
  return (await listPostRows(deps.database.db)).map((r) => toAdminPost(r, now));
}

export async function adminPost(deps: AppDeps, id: string): Promise<AdminPost> {
  const found = await findPostRow(deps.database.db, id);
  if (!found) throw notFound(NOT_FOUND);
  return toAdminPost(found, deps.clock());
}

/** The checks that need the database: the picture, the film, a free slug; and the body, sanitized. */
async function checked(db: Database, input: PostPatch, id: string | null) {
  const problems: Record<string, ErrorText> = {};
  const image = input.imageMediaId ? await resolveArt(db, input.imageMediaId, POST_ART, "imageMediaId", problems) : undefined;
  if (input.filmId && !(await filmExists(db, input.filmId))) problems.filmId = msg("error.VALIDATION_FAILED.postFilm");
  let body: string | undefined;
  if (input.body !== undefined) {
    body = sanitizeRichText(input.body);
    if (plainTextOf(body).length < 50) problems.body = msg("error.VALIDATION_FAILED.postBodyShort");
  }
  // The English body (decision 095), sanitized as the Vietnamese one; null: no English texts.
  let bodyEn: string | null | undefined = input.bodyEn;
  if (bodyEn) {
    bodyEn = sanitizeRichText(bodyEn);
    if (plainTextOf(bodyEn).length < 50) problems.bodyEn = msg("error.VALIDATION_FAILED.postBodyShort");
  }
  const slug = input.slug ?? (input.title && id === null ? slugify(input.title) : undefined);
  if (slug) {
    const taken = await postIdWithSlug(db, slug);
    if (taken && taken !== id) problems.slug = msg("error.VALIDATION_FAILED.postSlugTaken");
  }
  if (Object.keys(problems).length) throw new DomainError("VALIDATION_FAILED", { fields: problems });
  return { image: image ?? undefined, body, bodyEn, slug };
}

/** `POST /admin/posts`: the slug from the title unless given; its date is its publish time, or now. */
export async function createPost(deps: AppDeps, actor: Actor, input: PostInput): Promise<AdminPost> {
  const db = deps.database.db;
  const now = deps.clock();
  const { image, body, bodyEn, slug } = await checked(db, input, null);
  const row = await db.transaction(async (tx) => {
    const inserted = await insertPostRow(tx, {
      slug: slug!,
      type: input.type,
      title: input.title,
      image: image!,
      excerpt: input.excerpt,
      body: body!,
      filmId: input.filmId ?? null,
      titleEn: input.titleEn ?? null,
      excerptEn: input.excerptEn ?? null,
      bodyEn: bodyEn ?? null,
      publishedAt: input.publishAt ?? now,
      status: storedStatus(input.status, input.publishAt ?? null, now),
      publishAt: input.publishAt ?? null,
      unpublishAt: input.unpublishAt ?? null,
      updatedAt: now,
    });
    await recordContentChange(tx, actor, now, { entity: "post", id: inserted.id, label: input.title, before: null, after: auditSnapshot(inserted) });
    return inserted;
  });
  return adminPost(deps, row.id);
}

/** `PATCH /admin/posts/:id`. A draft published now takes today's date; a new publish time becomes its date. */
export async function updatePost(deps: AppDeps, actor: Actor, id: string, patch: PostPatch): Promise<AdminPost> {
  const db = deps.database.db;
  const now = deps.clock();
  const { image, body, bodyEn, slug } = await checked(db, patch, id);
  await db.transaction(async (tx) => {
    const before = await findPostRow(tx, id, true);
    if (!before) throw notFound(NOT_FOUND);
    const publishAt = patch.publishAt !== undefined ? patch.publishAt : before.publishAt;
    const unpublishAt = patch.unpublishAt !== undefined ? patch.unpublishAt : before.unpublishAt;
    if (publishAt && unpublishAt && unpublishAt <= publishAt)
      throw new DomainError("VALIDATION_FAILED", { fields: { unpublishAt: msg("error.VALIDATION_FAILED.bannerEnds") } });
    const status = storedStatus(patch.status ?? before.status, publishAt, now);
    const goesLive = before.status === "draft" && (status === "published" || status === "scheduled");
    const publishedAt = publishAt && patch.publishAt !== undefined ? publishAt : goesLive ? (publishAt ?? now) : before.publishedAt;
    const after = await updatePostRow(tx, id, {
      ...(slug !== undefined && { slug }),
      ...(patch.type !== undefined && { type: patch.type }),
      ...(patch.title !== undefined && { title: patch.title }),
      ...(image !== undefined && { image }),
      ...(patch.excerpt !== undefined && { excerpt: patch.excerpt }),
      ...(body !== undefined && { body }),
      ...(patch.filmId !== undefined && { filmId: patch.filmId }),
      ...(patch.titleEn !== undefined && { titleEn: patch.titleEn, excerptEn: patch.excerptEn ?? null, bodyEn: bodyEn ?? null }),
      status,
      publishAt,
      unpublishAt,
      publishedAt,
      updatedAt: now,
    });
    await recordContentChange(tx, actor, now, { entity: "post", id, label: after.title, before: auditSnapshot(before), after: auditSnapshot(after) });
  });
  return adminPost(deps, id);
}

/** `DELETE /admin/posts/:id`. */
export async function deletePost(deps: AppDeps, actor: Actor, id: string): Promise<AdminPost> {
  const found = await adminPost(deps, id);
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const deleted = await deletePostRow(tx, id);
    if (!deleted) throw notFound(NOT_FOUND);
    await recordContentChange(tx, actor, now, { entity: "post", id, label: deleted.title, before: auditSnapshot(deleted), after: null });
  });
  return found;
}
