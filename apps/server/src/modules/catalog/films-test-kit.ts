import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import type { TestApp } from "#server/testing/test-app.ts";
import { asUser } from "#server/testing/back-office-test-kit.ts";

/** Test support for the films and upload tests (not a test itself). */

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartBody(file: Buffer, options: { filename?: string; contentType?: string; field?: string } = {}) {
  const boundary = `----hancine${randomUUID().replaceAll("-", "")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? "file"}"; filename="${options.filename ?? "anh.png"}"\r\n` +
      `Content-Type: ${options.contentType ?? "image/png"}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** `POST /api/v1/admin/media` as a signed-in person's browser sends it. */
export function upload(
  t: TestApp,
  cookie: string | undefined,
  file: Buffer,
  options: { filename?: string; contentType?: string; field?: string; purpose?: "poster" | "backdrop" | "image" } = {},
): Promise<LightMyRequestResponse> {
  const body = multipartBody(file, options);
  return asUser(t, cookie, { method: "POST", url: `/api/v1/admin/media${options.purpose ? `?purpose=${options.purpose}` : ""}`, ...body });
}

/** A picture made here: a colour field with a circle (so crops and encoders have something to keep). */
export async function makeImage(width: number, height: number, format: "png" | "jpeg" | "webp" = "png", colour = "#1f6feb"): Promise<Buffer> {
  const r = Math.round(Math.min(width, height) / 3);
  const shape = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="#f5a623"/></svg>`,
  );
  const drawn = sharp({ create: { width, height, channels: 3, background: colour } }).composite([{ input: shape }]);
  return drawn[format]().toBuffer();
}

/** A poster uploaded by `cookie` (an admin): its media id. */
export async function uploadedPoster(t: TestApp, cookie: string, colour = "#1f6feb"): Promise<string> {
  const answer = await upload(t, cookie, await makeImage(800, 1200, "png", colour), { purpose: "poster" });
  if (answer.statusCode !== 201) throw new Error(`poster upload answered ${answer.statusCode}: ${answer.body}`);
  return answer.json().result.id;
}

/** A picture (a banner's, a post's, a product's) of `width` × `height` uploaded by `cookie` (an admin): its media id. */
export async function uploadedImage(t: TestApp, cookie: string, width: number, height: number, colour: string): Promise<string> {
  const answer = await upload(t, cookie, await makeImage(width, height, "png", colour), { purpose: "image" });
  if (answer.statusCode !== 201) throw new Error(`image upload answered ${answer.statusCode}: ${answer.body}`);
  return answer.json().result.id;
}

/** A complete, valid `POST /admin/films` body. */
export function filmBody(posterMediaId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: `Mùa Hè Ở Hội An ${randomUUID().slice(0, 6)}`,
    originalName: "Summer in Hoi An",
    synopsis: "Một cô gái trở về phố cổ Hội An sau nhiều năm và tìm lại người bạn thuở nhỏ giữa mùa đèn lồng.",
    durationMinutes: 112,
    age: "T13",
    releaseDate: "20/05/2026",
    genres: ["tinh-cam"],
    directors: ["Nguyễn Thu Hà"],
    cast: ["Trần Minh Khang", "Lê Bảo Châu"],
    trailerUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    formats: ["2D", "IMAX"],
    posterMediaId,
    distributor: "HanCine Phát Hành",
    country: "Việt Nam",
    ...overrides,
  };
}
