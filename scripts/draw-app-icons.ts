/**
 * Draws the installed site's icons (apps/web/public/icons/*.png, named by the web app manifest) from
 * the brand's tab icon, apps/web/public/favicon.svg. A developer's tool, run when the logo changes;
 * the PNGs are committed, so building and starting the site never draws them (decision 088).
 *
 *   node --import tsx scripts/draw-app-icons.ts
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const PUBLIC = path.resolve(import.meta.dirname, "../apps/web/public");
const OUT = path.join(PUBLIC, "icons");
const NIGHT_BLUE = "#0B1633";
const logo = readFileSync(path.join(PUBLIC, "favicon.svg"), "utf8").trim();
// The logo's letter and lantern without its rounded tile: for the maskable icon, drawn inside its safe zone.
const mark = logo.replace(/<rect[^>]*\/>/, "");

async function draw(svg: string, size: number, file: string): Promise<void> {
  await sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, file));
}

/** A full-bleed night-blue square with the mark in its middle 60 % (the launcher's mask may cut a circle of 80 %). */
function maskable(): string {
  const inner = mark.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${NIGHT_BLUE}"/><g transform="translate(12.8 12.8) scale(0.6)">${inner}</g></svg>`;
}

mkdirSync(OUT, { recursive: true });
for (const size of [192, 512]) {
  await draw(logo, size, `icon-${size}.png`);
  await draw(maskable(), size, `icon-maskable-${size}.png`);
}
console.log(`icons drawn in ${path.relative(process.cwd(), OUT)}`);
