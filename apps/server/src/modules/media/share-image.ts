import sharp from "sharp";

/** Open Graph's recommended card: 1.91 : 1, large enough for every network's large preview. */
export const SHARE_IMAGE = { width: 1200, height: 630, background: "#0B1633" } as const;

type StoredImage = { contentType: string; height: number; body: Uint8Array };

/**
 * A stored picture (often an SVG, which no social network previews) as the JPEG card a shared
 * link shows: the whole picture on the brand's night blue, never cropped (a poster stays whole).
 */
export async function renderShareImage(image: StoredImage): Promise<Buffer> {
  // An SVG is drawn at the card's height rather than at its own size and then scaled up.
  const density = image.contentType === "image/svg+xml" ? Math.min(600, Math.max(72, (72 * SHARE_IMAGE.height) / image.height)) : undefined;
  return sharp(Buffer.from(image.body), density ? { density } : {})
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: "contain", background: SHARE_IMAGE.background })
    .flatten({ background: SHARE_IMAGE.background })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** Rendered cards by image id: a crawler's repeated fetches cost one rendering. Bounded, oldest out first. */
export class ShareImageCache {
  private readonly entries = new Map<string, Promise<Buffer>>();
  constructor(private readonly capacity = 128) {}

  get(id: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const known = this.entries.get(id);
    if (known) return known;
    const rendering = render();
    rendering.catch(() => this.entries.delete(id));
    this.entries.set(id, rendering);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return rendering;
  }
}
