import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MEDIA_MAX_BYTES } from "@hancine/contract/back-office-films-constants";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError } from "#server/domain-error.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { requireRole } from "../auth/current-user.ts";
import { requestMeta } from "../auth/request-meta.ts";
import { uploadImage } from "./upload-image.ts";
import { msg } from "@hancine/contract/i18n/message";

const TOO_LARGE = msg("error.PAYLOAD_TOO_LARGE.image", { maxMegabytes: MEDIA_MAX_BYTES / 1024 / 1024 });
const NOT_A_FORM = msg("error.VALIDATION_FAILED.notAForm");
/** What a multipart envelope around one file may add to its size before we stop reading. */
const ENVELOPE_BYTES = 64 * 1024;

/** multipart/busboy's refusals, in the contract's words. */
function uploadError(error: unknown): DomainError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new DomainError("PAYLOAD_TOO_LARGE", { message: TOO_LARGE });
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return new DomainError("VALIDATION_FAILED", {
      message: msg("error.VALIDATION_FAILED.oneImage"),
      fields: { file: msg("error.VALIDATION_FAILED.oneImageField") },
    });
  }
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return new DomainError("UNSUPPORTED_MEDIA", { message: NOT_A_FORM });
  if (code === "FST_MP_PREMATURE_CLOSE") return new DomainError("VALIDATION_FAILED", { message: msg("error.VALIDATION_FAILED.uploadCut") });
  return null;
}

/**
 * `POST /admin/media` (admins: the chain's catalogue): one picture in the multipart field `file`.
 * Multipart is parsed in this scope only; every other route still takes JSON alone.
 */
export const mediaAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 20, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
  // Anything that is not multipart reaches the handler unread and is refused there with UNSUPPORTED_MEDIA.
  app.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));

  app.route({
    ...apiRoute("POST /admin/media", {
      tags: ["Quản trị"],
      summary: "Tải lên một ảnh (poster, ảnh nền): kiểm tra theo nội dung, bỏ siêu dữ liệu, tạo bản AVIF/WebP theo kích thước của trang",
      description:
        "multipart/form-data with one field `file` (JPEG, PNG, WebP, AVIF or SVG; at most 10 MB). `?purpose=poster` crops to 2:3 (400 and 800 wide), `backdrop` to 16:9 (800 and 1680 wide). An SVG is rasterised. Admins only.",
      errors: [400, 401, 403, 413, 415],
      status: 201,
    }),
    preHandler: requireRole(deps, "admin"),
    handler: async (request, reply) => {
      if (Number(request.headers["content-length"] ?? 0) > MEDIA_MAX_BYTES + ENVELOPE_BYTES) throw new DomainError("PAYLOAD_TOO_LARGE", { message: TOO_LARGE });
      if (!request.isMultipart()) throw new DomainError("UNSUPPORTED_MEDIA", { message: NOT_A_FORM });
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== "file") {
          throw new DomainError("VALIDATION_FAILED", {
            message: msg("error.VALIDATION_FAILED.noFile"),
            fields: { file: msg("error.VALIDATION_FAILED.noFileField") },
          });
        }
        bytes = await part.toBuffer();
      } catch (error) {
        throw uploadError(error) ?? error;
      }
      if (bytes.length === 0)
        throw new DomainError("VALIDATION_FAILED", {
          message: msg("error.VALIDATION_FAILED.emptyFile"),
          fields: { file: msg("error.VALIDATION_FAILED.emptyFileField") },
        });
      const uploaded = await uploadImage(deps, { userId: request.currentUser!.user.id, ip: requestMeta(request).ip }, bytes, request.query.purpose);
      reply.code(201);
      return { result: uploaded };
    },
  });
};
