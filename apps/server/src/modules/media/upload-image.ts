import type { UploadedMedia } from "@hancine/contract/back-office-films";
import type { MediaPurpose } from "@hancine/contract/back-office-films-constants";
import type { AppDeps } from "#server/app-deps.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { processImage } from "./image-pipeline.ts";
import { storeProcessedImage } from "./media-repository.ts";
import { mediaUrl } from "./media-url.ts";

/**
 * `POST /admin/media`: the picture through the pipeline (media/image-pipeline.ts), its copies stored
 * under their content hashes, and the upload in the audit trail — in one transaction.
 */
export async function uploadImage(deps: AppDeps, actor: { userId: string; ip: string }, bytes: Buffer, purpose: MediaPurpose): Promise<UploadedMedia> {
  const processed = await processImage(bytes, purpose);
  return deps.database.db.transaction(async (tx) => {
    const stored = await storeProcessedImage(tx, processed);
    const variants = (stored.variants ?? []).map((v) => ({ url: mediaUrl(v.id, v.contentType), width: v.width, height: v.height, contentType: v.contentType }));
    const uploaded: UploadedMedia = {
      id: stored.id,
      url: mediaUrl(stored.id, stored.contentType),
      width: stored.width,
      height: stored.height,
      contentType: stored.contentType,
      placeholder: stored.placeholder ?? processed.placeholder,
      variants,
    };
    await writeAudit(tx, {
      at: deps.clock(),
      action: "media.upload",
      actorUserId: actor.userId,
      ip: actor.ip,
      change: {
        entity: "media",
        id: stored.id,
        before: null,
        after: { purpose, source: processed.source, url: uploaded.url, variants: variants.map((v) => v.url) },
      },
    });
    return uploaded;
  });
}
