import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_MAX_BYTES } from "@hancine/contract/back-office-films-constants";
import { queryRows } from "#server/db/client.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { NOW } from "../auth/auth-test-kit.ts";
import { expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { makeImage, multipartBody, upload } from "../catalog/films-test-kit.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, now: NOW, env: { CAPTCHA_ENABLED: "false" } });
  admin = await signedIn(t, "admin");
});
afterAll(() => t.close());

type Uploaded = {
  id: string;
  url: string;
  width: number;
  height: number;
  contentType: string;
  placeholder: string;
  variants: { url: string; width: number; height: number; contentType: string }[];
};

const mediaCount = async () => Number((await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from media`))[0]!.n);
const fetchMedia = (url: string) => t.app.inject({ url });

describe("POST /admin/media", () => {
  it("is for admins only (the chain's catalogue)", async () => {
    const png = await makeImage(800, 1200);
    await expectGuarded(t, { method: "POST", url: "/api/v1/admin/media", ...multipartBody(png) }, { minRole: "admin" });
  });

  it("turns a 4000 × 6000 JPEG into 2:3 posters of 400 and 800 wide, in WebP and AVIF, with a blurred placeholder, audited", async () => {
    const jpeg = await makeImage(4000, 6000, "jpeg");
    const answer = await upload(t, admin, jpeg, { filename: "poster.jpg", contentType: "image/jpeg", purpose: "poster" });
    expect(answer.statusCode, answer.body).toBe(201);
    const result = answer.json().result as Uploaded;
    expect(result).toMatchObject({ width: 800, height: 1200, contentType: "image/webp", url: `/media/${result.id}.webp` });
    expect(result.id).toMatch(/^[a-f0-9]{16}$/);
    expect(result.variants.map((v) => [v.width, v.height, v.contentType]).sort()).toEqual(
      [
        [400, 600, "image/avif"],
        [400, 600, "image/webp"],
        [800, 1200, "image/avif"],
        [800, 1200, "image/webp"],
      ].sort(),
    );
    for (const variant of result.variants) {
      const served = await fetchMedia(variant.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe(variant.contentType);
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.format).toBe(variant.contentType === "image/avif" ? "heif" : "webp");
    }
    expect(result.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(result.placeholder.length).toBeLessThan(600);
    const [audit] = await queryRows(
      t.database.db,
      sql<{
        action: string;
        entity: string;
        after: { purpose: string; source: { format: string; width: number } };
      }>`select action, entity, after from audit_log where entity_id = ${result.id}`,
    );
    expect(audit).toMatchObject({ action: "media.upload", entity: "media", after: { purpose: "poster", source: { format: "jpeg", width: 4000 } } });
  });

  it("crops a backdrop to 16:9 at 800 and 1680 wide, and keeps only the widths a small picture has pixels for", async () => {
    const wide = (await upload(t, admin, await makeImage(2400, 1600), { purpose: "backdrop" })).json().result as Uploaded;
    expect(wide.variants.filter((v) => v.contentType === "image/webp").map((v) => [v.width, v.height])).toEqual([
      [1680, 945],
      [800, 450],
    ]);
    const small = (await upload(t, admin, await makeImage(500, 750), { purpose: "poster" })).json().result as Uploaded;
    expect(small.variants.map((v) => v.width)).toEqual([400, 400]);
    const tooSmall = await upload(t, admin, await makeImage(300, 450), { purpose: "poster" });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().error.fields.file).toBe("Ảnh quá nhỏ (300 × 450 điểm ảnh): cần tối thiểu 400 × 600.");
  });

  it("strips EXIF (GPS included) and turns the picture upright by its orientation", async () => {
    // 1200 × 800 stored sideways with orientation 6: upright it is an 800 × 1200 portrait.
    const sideways = await sharp(await makeImage(1200, 800, "jpeg"))
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "HanCam", Copyright: "Ai đó" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "16/1 3/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "108/1 13/1 0/1" },
      })
      .jpeg()
      .toBuffer();
    const before = await sharp(sideways).metadata();
    expect(before.exif?.includes(Buffer.from("HanCam"))).toBe(true);
    const result = (await upload(t, admin, sideways, { filename: "tu-dien-thoai.jpg", contentType: "image/jpeg", purpose: "poster" })).json()
      .result as Uploaded;
    expect([result.width, result.height]).toEqual([800, 1200]);
    for (const variant of result.variants) {
      const bytes = (await fetchMedia(variant.url)).rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, variant.url).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(bytes.includes(Buffer.from("HanCam"))).toBe(false);
      expect(bytes.includes(Buffer.from("GPS"))).toBe(false);
    }
  });

  it("draws an SVG into pixels: no SVG is stored, and its script is gone", async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" onload="alert('onload')">` +
        `<script>alert('xss')</script><rect width="400" height="600" fill="#0b1633"/>` +
        `<image href="file:///etc/passwd" width="10" height="10"/><text x="20" y="300" fill="#f5a623">Poster</text></svg>`,
    );
    const stored = await mediaCount();
    const answer = await upload(t, admin, svg, { filename: "poster.svg", contentType: "image/svg+xml", purpose: "poster" });
    expect(answer.statusCode, answer.body).toBe(201);
    const result = answer.json().result as Uploaded;
    expect(result.contentType).toBe("image/webp");
    expect(result.variants.map((v) => v.width).sort()).toEqual([400, 400, 800, 800]);
    expect(await mediaCount()).toBe(stored + 4);
    const rows = await queryRows(
      t.database.db,
      sql<{ content_type: string; body: Buffer }>`select content_type, body from media where id in (${sql.join(
        result.variants.map((v) => sql`${v.url.slice(7, 23)}`),
        sql`, `,
      )})`,
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.content_type).not.toContain("svg");
      expect(Buffer.from(row.body).includes(Buffer.from("script"))).toBe(false);
      expect(Buffer.from(row.body).includes(Buffer.from("alert"))).toBe(false);
    }
    const served = await fetchMedia(result.url.replace(".webp", ".svg"));
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("refuses what is not a picture by its content, whatever its name or declared type (415), and stores nothing", async () => {
    const stored = await mediaCount();
    const fakes: [Buffer, string, string][] = [
      [Buffer.from("Đây không phải là ảnh PNG đâu."), "anh.png", "image/png"],
      [Buffer.from("<html><script>alert(1)</script></html>"), "poster.jpg", "image/jpeg"],
      [
        await sharp({ create: { width: 800, height: 1200, channels: 3, background: "#fff" } })
          .gif()
          .toBuffer(),
        "poster.png",
        "image/png",
      ],
      [
        await sharp({ create: { width: 800, height: 1200, channels: 3, background: "#fff" } })
          .tiff()
          .toBuffer(),
        "poster.webp",
        "image/webp",
      ],
      [(await makeImage(800, 1200)).subarray(0, 200), "cut.png", "image/png"],
    ];
    for (const [bytes, filename, contentType] of fakes) {
      const answer = await upload(t, admin, bytes, { filename, contentType, purpose: "poster" });
      expect(answer.statusCode, filename).toBe(415);
      expect(answer.json().error.code).toBe("UNSUPPORTED_MEDIA");
      expect(answer.json().error.message).toBe("Tệp này không phải ảnh JPEG, PNG, WebP, AVIF hay SVG. Bạn hãy chọn một tệp ảnh khác nhé.");
    }
    const json = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/media",
      headers: { cookie: admin, origin: "http://localhost:3000" },
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe("UNSUPPORTED_MEDIA");
    expect(await mediaCount()).toBe(stored);
  });

  it("refuses 10 MB + 1 byte with 413, and a picture claiming too many pixels (a decompression bomb) with 413", async () => {
    const stored = await mediaCount();
    const tooBig = await upload(t, admin, Buffer.alloc(MEDIA_MAX_BYTES + 1, 7), { filename: "lon.png" });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "Ảnh quá lớn (tối đa 10 MB). Bạn hãy chọn ảnh nhỏ hơn hoặc nén lại nhé." });
    // A 10,000 × 10,000 PNG of one colour compresses to a few hundred kilobytes and would decode to 300 MB.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MEDIA_MAX_BYTES);
    const refused = await upload(t, admin, bomb, { purpose: "poster" });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toMatch(/^Ảnh có kích thước quá lớn \(10\.000 × 10\.000 điểm ảnh\)/);
    const strip = await upload(t, admin, await makeImage(4000, 300));
    expect(strip.statusCode).toBe(400);
    expect(strip.json().error.fields.file).toMatch(/^Ảnh quá dài hoặc quá hẹp/);
    expect(await mediaCount()).toBe(stored);
  });

  it("takes a PNG, a WebP and an AVIF; the same picture twice is the same media", async () => {
    const png = await makeImage(900, 1350, "png", "#aa3355");
    const first = (await upload(t, admin, png, { purpose: "poster" })).json().result as Uploaded;
    const again = (await upload(t, admin, png, { purpose: "poster" })).json().result as Uploaded;
    expect(again.id).toBe(first.id);
    const webp = await upload(t, admin, await makeImage(1000, 1000, "webp"));
    expect(webp.statusCode).toBe(201);
    const avif = await upload(
      t,
      admin,
      await sharp(await makeImage(1000, 700))
        .avif()
        .toBuffer(),
      { filename: "anh.avif", contentType: "image/avif" },
    );
    expect(avif.statusCode, avif.body).toBe(201);
    expect((avif.json().result as Uploaded).variants.map((v) => v.width).sort()).toEqual([400, 400, 800, 800]);
  });

  it("asks for the field `file`", async () => {
    const answer = await upload(t, admin, await makeImage(800, 1200), { field: "anh" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toEqual({ file: "Hãy chọn một tệp ảnh." });
  });
});
