import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { CARD_IMAGE_SIZE, POSTER_SIZE } from "@hancine/contract/browser-constants";
import { MEDIA_MAX_PIXELS, MEDIA_MAX_SIDE, type MediaPurpose } from "@hancine/contract/back-office-films-constants";
import { DomainError } from "#server/domain-error.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

/**
 * An uploaded picture made safe and ready for the site (decision 037): read by its content (never its
 * name or declared type), refused when it is not JPEG, PNG, WebP, AVIF or SVG, when it claims more
 * pixels than we decode (a decompression bomb) or has an absurd shape; turned upright by its EXIF
 * orientation, stripped of every metadata (EXIF with GPS, XMP, ICC: the pixels are converted to
 * sRGB), cropped to the shape its purpose needs, and encoded at the widths the site shows, in AVIF
 * and WebP, with a tiny blurred placeholder. An SVG is drawn into pixels: no SVG, and no script in
 * one, is ever stored or served.
 */

export type EncodedImage = { body: Buffer; contentType: "image/webp" | "image/avif"; width: number; height: number };

export type ProcessedImage = {
  /** Every copy, widest WebP first (the one the upload is known by). */
  variants: EncodedImage[];
  /** A tiny blurred WebP as a data: URL. */
  placeholder: string;
  /** What came in, for the audit trail. */
  source: { format: string; width: number; height: number; bytes: number };
};

type Shape = {
  /** Width ÷ height of the crop; none keeps the picture's own shape. */
  aspect?: number;
  /** Widths to encode; a raster gets only those it has pixels for (the smallest is required). */
  widths: readonly number[];
  /** What to say when a raster is too small for the smallest width. */
  minimum: string;
};

const SHAPES: Record<MediaPurpose, Shape> = {
  // Cards and the film page show posters at 400 × 600; 800 × 1200 for sharp screens.
  poster: {
    aspect: POSTER_SIZE.width / POSTER_SIZE.height,
    widths: [POSTER_SIZE.width, POSTER_SIZE.width * 2],
    minimum: `${POSTER_SIZE.width} × ${POSTER_SIZE.height}`,
  },
  // Cards at 800 × 450; the film page's backdrop spans the screen (1680 wide, 16:9).
  backdrop: {
    aspect: CARD_IMAGE_SIZE.width / CARD_IMAGE_SIZE.height,
    widths: [CARD_IMAGE_SIZE.width, 1680],
    minimum: `${CARD_IMAGE_SIZE.width} × ${CARD_IMAGE_SIZE.height}`,
  },
  image: { widths: [400, 800, 1680], minimum: "400 điểm ảnh chiều ngang" },
};

const ACCEPTED = new Set(["jpeg", "png", "webp", "svg", "heif"]);
/** Longest side ÷ shortest side beyond which a picture is a strip, not art. */
const MAX_STRETCH = 8;
const PLACEHOLDER_WIDTH = 24;

const unsupported = () => new DomainError("UNSUPPORTED_MEDIA");
const invalid = (message: ErrorText) => new DomainError("VALIDATION_FAILED", { message, fields: { file: message } });

/** The picture's format and upright size from its header, or 415 when it is no picture we take. */
async function inspect(bytes: Buffer): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  // HEIF holds AVIF (AV1) and HEIC (HEVC); only AVIF is a web format.
  if (!ACCEPTED.has(meta.format) || (meta.format === "heif" && meta.compression !== "av1")) throw unsupported();
  if (!meta.width || !meta.height) throw unsupported();
  return meta;
}

/** The size a picture is drawn at: a raster's own (upright); an SVG at the widest copy we make. */
function drawnSize(meta: Metadata, shape: Shape): { width: number; height: number; density?: number } {
  const { width, height } = meta.autoOrient ?? meta;
  if (meta.format !== "svg") return { width, height };
  const widest = Math.max(...shape.widths);
  // Wide enough that the crop covers the widest copy: a 2:3 crop of a square needs its full width.
  const cropWidthShare = shape.aspect ? Math.min(1, (height * shape.aspect) / width) : 1;
  const scale = widest / (width * cropWidthShare);
  const density = Math.min(100_000, Math.max(1, 72 * scale));
  return { width: Math.round(width * (density / 72)), height: Math.round(height * (density / 72)), density };
}

function checkSize(size: { width: number; height: number }, shape: Shape): { cropWidth: number } {
  const { width, height } = size;
  if (width > MEDIA_MAX_SIDE || height > MEDIA_MAX_SIDE || width * height > MEDIA_MAX_PIXELS) {
    throw new DomainError("PAYLOAD_TOO_LARGE", {
      message: msg("error.PAYLOAD_TOO_LARGE.dimensions", { width, height, maxSide: MEDIA_MAX_SIDE, maxMegapixels: MEDIA_MAX_PIXELS / 1_000_000 }),
    });
  }
  if (Math.max(width, height) / Math.min(width, height) > MAX_STRETCH) {
    throw invalid(msg("error.VALIDATION_FAILED.imageShape", { width, height }));
  }
  const cropWidth = Math.floor(shape.aspect ? Math.min(width, height * shape.aspect) : width);
  if (cropWidth < shape.widths[0]!) {
    throw invalid(msg("error.VALIDATION_FAILED.imageTooSmall", { width, height, minimum: shape.minimum }));
  }
  return { cropWidth };
}

async function encode(raw: Sharp, width: number, height: number | undefined): Promise<EncodedImage[]> {
  const resized = raw.clone().resize(width, height ?? null, { fit: "fill" });
  const [webp, avif] = await Promise.all([
    resized.clone().webp({ quality: 80, effort: 4 }).toBuffer({ resolveWithObject: true }),
    resized.clone().avif({ quality: 55, effort: 3 }).toBuffer({ resolveWithObject: true }),
  ]);
  return [
    { body: webp.data, contentType: "image/webp", width: webp.info.width, height: webp.info.height },
    { body: avif.data, contentType: "image/avif", width: avif.info.width, height: avif.info.height },
  ];
}

export async function processImage(bytes: Buffer, purpose: MediaPurpose): Promise<ProcessedImage> {
  const shape = SHAPES[purpose];
  const meta = await inspect(bytes);
  const drawn = drawnSize(meta, shape);
  const { cropWidth } = checkSize(drawn, shape);
  const widths = meta.format === "svg" ? [...shape.widths] : shape.widths.filter((w) => w <= cropWidth);
  const widest = Math.max(...widths);
  const heightOf = (width: number) => (shape.aspect ? Math.round(width / shape.aspect) : undefined);

  // Decoded once, upright, cropped and brought down to the widest copy; every copy comes from that.
  // Output carries no metadata (sharp keeps none unless asked) and is sRGB.
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "error", pages: 1, ...(drawn.density && { density: drawn.density }) })
      .timeout({ seconds: 30 })
      .autoOrient()
      .resize(widest, heightOf(widest) ?? null, { fit: "cover", position: "attention", withoutEnlargement: meta.format !== "svg" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Header fine, pixels broken (a truncated file, a corrupt stream).
    throw unsupported();
  }
  const raw = sharp(master.data, { raw: { width: master.info.width, height: master.info.height, channels: master.info.channels } });
  // A picture keeping its own shape gets each copy's height from the master's (sharp keeps a raw input's height when given none).
  const keepShape = (w: number) => heightOf(w) ?? Math.round((w * master.info.height) / master.info.width);
  const copies = await Promise.all(widths.sort((a, b) => b - a).map((w) => encode(raw, w, keepShape(w))));
  const tiny = await raw.clone().resize(PLACEHOLDER_WIDTH).blur(0.6).webp({ quality: 40 }).toBuffer();
  return {
    variants: copies.flat(),
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    source: { format: meta.format === "heif" ? "avif" : meta.format, width: drawn.width, height: drawn.height, bytes: bytes.length },
  };
}
