import type { ApiResult } from "@hancine/contract/api-routes";
import { MEDIA_ACCEPTED_TYPES, MEDIA_MAX_BYTES, type MediaPurpose } from "@hancine/contract/back-office-films-constants";
import type { ErrorEnvelope } from "@hancine/contract/errors";
import type { ApiError, ApiOutcome } from "#web/lib/api-client.ts";

export type UploadedImage = ApiResult<"POST /admin/media">;

export const TOO_LARGE = `Ảnh quá lớn (tối đa ${MEDIA_MAX_BYTES / 1024 / 1024} MB). Bạn hãy chọn ảnh nhỏ hơn hoặc nén lại nhé.`;
export const NOT_AN_IMAGE = "Chỉ nhận ảnh JPEG, PNG, WebP, AVIF hoặc SVG.";
const NETWORK = "Không tải ảnh lên được. Bạn hãy kiểm tra mạng rồi thử lại.";

/** What the browser can tell before sending (the server checks the content again). */
export function precheck(file: File): string | null {
  if (file.size > MEDIA_MAX_BYTES) return TOO_LARGE;
  const byName = /\.(jpe?g|png|webp|avif|svg)$/i.test(file.name);
  if (!byName && !(MEDIA_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return NOT_AN_IMAGE;
  return null;
}

/**
 * `POST /admin/media` with the upload's progress (fetch reports none): `onProgress` gets 0–1 as the
 * bytes leave. Same origin, so the session cookie and the Origin header come along. Never throws.
 */
export function uploadImage(
  file: File,
  purpose: MediaPurpose,
  onProgress: (share: number) => void,
): { done: Promise<ApiOutcome<UploadedImage>>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<ApiOutcome<UploadedImage>>((resolve) => {
    // The server answers in the contract's envelope, its details shaped by its code (ErrorDetails).
    const fail = (status: number, error?: ErrorEnvelope["error"]) =>
      resolve({ ok: false, error: { code: "NETWORK", message: NETWORK, ...error, status } as ApiError });
    request.open("POST", `/api/v1/admin/media?purpose=${purpose}`);
    request.setRequestHeader("accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { result?: UploadedImage; error?: ErrorEnvelope["error"] } | null;
      if (request.status === 201 && body?.result) resolve({ ok: true, result: body.result });
      // A proxy may cut an oversized upload before our server answers.
      else if (request.status === 413 && !body?.error) fail(413, { code: "PAYLOAD_TOO_LARGE", message: TOO_LARGE });
      else fail(request.status, body?.error);
    };
    request.onerror = () => fail(0);
    request.onabort = () => fail(0, { code: "ABORTED", message: "Đã huỷ tải ảnh." });
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}

/** The copy to show in the editor: the WebP at about `width` (the upload itself when it has no copies). */
export function previewUrl(image: Pick<UploadedImage, "url" | "variants">, width: number): string {
  const webps = image.variants.filter((v) => v.contentType === "image/webp").sort((a, b) => a.width - b.width);
  return (webps.find((v) => v.width >= width) ?? webps.at(-1))?.url ?? image.url;
}
