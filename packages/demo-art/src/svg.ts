import type { AgeRating } from "@hancine/contract/catalog";
import { hashString } from "./prng.ts";

/**
 * Shared pieces of the generated demo art. Images are served as standalone SVG files (often
 * through <img>), where page web fonts are not available; hence the system-font fallbacks.
 */
export const FONT_FAMILY = "'Be Vietnam Pro', 'Noto Sans', 'DejaVu Sans', sans-serif";

export const BRAND = {
  night: "#0B1633",
  nightDeep: "#060C1F",
  amber: "#F5A623",
  amberDeep: "#D9860B",
  blue: "#2F6FEB",
  paper: "#FFFFFF",
} as const;

/** Conventional age-badge colours (P green, K blue, T13 yellow, T16 orange, T18 red). */
export const AGE_COLOURS: Record<AgeRating, { fill: string; text: string }> = {
  P: { fill: "#1E9E4A", text: "#FFFFFF" },
  K: { fill: "#1F6FE0", text: "#FFFFFF" },
  T13: { fill: "#F4C20D", text: "#1A1A1A" },
  T16: { fill: "#F07B13", text: "#FFFFFF" },
  T18: { fill: "#D62839", text: "#FFFFFF" },
};

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** Numbers with at most one decimal keep the files small. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * An HSL colour written as #rrggbb: hex is understood by every SVG renderer, including older image
 * libraries that do not parse CSS Color 4's space-separated hsl().
 */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(100, Math.max(0, saturation)) / 100;
  const l = Math.min(100, Math.max(0, lightness)) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const k = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = k < 1 / 6 ? p + (q - p) * 6 * k : k < 1 / 2 ? q : k < 2 / 3 ? p + (q - p) * (2 / 3 - k) * 6 : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`.toUpperCase();
}

/** A stable hue for a slug, so a film keeps its colour on poster, backdrop and banner. */
export function hueFromSlug(slug: string): number {
  return hashString(`hue:${slug}`) % 360;
}

/**
 * Hues that sit well next to night blue and lantern amber (blues, violets, magenta, teal): promotion
 * art picks from these, so no card or banner drifts to olive or green.
 */
const BRAND_HUES = [212, 228, 246, 262, 280, 300, 326, 192] as const;

export function brandHue(key: string): number {
  return BRAND_HUES[hashString(`brand-hue:${key}`) % BRAND_HUES.length] ?? 228;
}

type Attributes = Record<string, string | number | undefined>;

export function attrs(attributes: Attributes): string {
  return Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? n(value) : escapeXml(value as string)}"`)
    .join("");
}

export function el(name: string, attributes: Attributes, children = ""): string {
  return children ? `<${name}${attrs(attributes)}>${children}</${name}>` : `<${name}${attrs(attributes)}/>`;
}

export type TextOptions = {
  size: number;
  weight?: 400 | 500 | 600 | 700 | 800;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
  opacity?: number;
  /**
   * Exact drawn width. Text inside an `<img>` uses the viewer's system font, whose width the
   * estimate can only approach; a label that must end before a neighbour (an arrow) sets it.
   */
  length?: number;
};

export function text(x: number, y: number, content: string, options: TextOptions): string {
  return el(
    "text",
    {
      x,
      y,
      "font-size": options.size,
      "font-weight": options.weight ?? 400,
      fill: options.fill ?? BRAND.paper,
      "text-anchor": options.anchor === "start" ? undefined : options.anchor,
      "letter-spacing": options.spacing,
      opacity: options.opacity,
      textLength: options.length,
      lengthAdjust: options.length === undefined ? undefined : "spacingAndGlyphs",
    },
    escapeXml(content),
  );
}

/**
 * Rough advance width of a string in em, for wrapping and fitting without a font engine. Tuned on
 * Noto Sans Bold; Be Vietnam Pro is slightly wider, hence the margin callers keep.
 */
export function estimateWidth(content: string, size: number, weight = 700, spacing = 0): number {
  let em = 0;
  for (const char of content.normalize("NFC")) {
    const base = char.normalize("NFD")[0] ?? char;
    if (base === " ") em += 0.27;
    else if ("iIl.,:;'!|".includes(base)) em += 0.3;
    else if ("fjrt()-".includes(base)) em += 0.38;
    else if ("MWmw".includes(base)) em += 0.88;
    else if (/[0-9]/.test(base)) em += 0.58;
    else if (base >= "A" && base <= "Z") em += 0.68;
    else if (base === "Đ") em += 0.74;
    else em += 0.58;
  }
  const boldFactor = weight >= 700 ? 1.06 : 1;
  return em * size * boldFactor + spacing * Math.max(0, [...content].length - 1);
}

/** Greedy word wrap by estimated width. */
export function wrapText(content: string, maxWidth: number, size: number, weight = 700, spacing = 0): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of content.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || estimateWidth(candidate, size, weight, spacing) <= maxWidth) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Splits into two lines of similar width ("Hành Tinh / Im Lặng", not "Hành Tinh Im / Lặng"). */
function balanceTwoLines(content: string, size: number, weight: number, spacing: number): string[] {
  const words = content.split(/\s+/).filter(Boolean);
  let best: string[] = [content];
  let bestWidth = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const widest = Math.max(...lines.map((line) => estimateWidth(line, size, weight, spacing)));
    if (widest < bestWidth) {
      bestWidth = widest;
      best = lines;
    }
  }
  return best;
}

/** The largest size (down to `minSize`) at which the text wraps into at most `maxLines` lines. */
export function fitText(
  content: string,
  options: { maxWidth: number; maxLines: number; maxSize: number; minSize: number; weight?: number; spacingEm?: number },
): { size: number; lines: string[] } {
  const weight = options.weight ?? 700;
  for (let size = options.maxSize; size > options.minSize; size -= 2) {
    const spacing = (options.spacingEm ?? 0) * size;
    const greedy = wrapText(content, options.maxWidth, size, weight, spacing);
    const lines = greedy.length === 2 ? balanceTwoLines(content, size, weight, spacing) : greedy;
    const fits = lines.every((line) => estimateWidth(line, size, weight, spacing) <= options.maxWidth);
    if (lines.length <= options.maxLines && fits) return { size, lines };
  }
  const spacing = (options.spacingEm ?? 0) * options.minSize;
  return { size: options.minSize, lines: wrapText(content, options.maxWidth, options.minSize, weight, spacing) };
}

/** An age badge whose label is text, so the rating never relies on colour alone. */
export function ageBadge(x: number, y: number, rating: AgeRating, height = 26, align: "left" | "right" = "left"): string {
  const colour = AGE_COLOURS[rating];
  const size = height * 0.56;
  const width = Math.max(height * 1.3, estimateWidth(rating, size) + height * 0.7);
  if (align === "right") x -= width;
  return (
    el("rect", { x, y, width, height, rx: height * 0.22, fill: colour.fill }) +
    text(x + width / 2, y + height * 0.7, rating, { size, weight: 700, fill: colour.text, anchor: "middle" })
  );
}

/** A complete SVG document; `label` becomes its <title> for tools that read it. */
export function svgDocument(width: number, height: number, label: string, body: string, defs = ""): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"` +
    ` font-family="${FONT_FAMILY}">` +
    `<title>${escapeXml(label)}</title>` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>`
  );
}

export function linearGradient(id: string, stops: ReadonlyArray<readonly [number, string, number?]>, direction = { x1: 0, y1: 0, x2: 0, y2: 1 }): string {
  return el(
    "linearGradient",
    { id, ...direction },
    stops.map(([offset, color, opacity]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity })).join(""),
  );
}

export function radialGradient(id: string, stops: ReadonlyArray<readonly [number, string, number?]>, geometry: Attributes = {}): string {
  return el(
    "radialGradient",
    { id, ...geometry },
    stops.map(([offset, color, opacity]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity })).join(""),
  );
}
