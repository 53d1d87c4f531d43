import type { AgeRating } from "@hancine/contract/catalog";
import { BANNER_MOBILE_SIZE, BANNER_SIZE } from "@hancine/contract/catalog";
import { promoIcon, sparkles, valueTicket, type PromoIcon } from "./promo-graphics.ts";
import { drawScene, type Motif } from "./scenes.ts";
import { ageBadge, BRAND, brandHue, el, estimateWidth, fitText, hsl, linearGradient, radialGradient, svgDocument, text } from "./svg.ts";

/**
 * Home-page banners at 21:9. Text stays inside the centre 16:9 area (x 200–1480), so phones can
 * crop the sides without cutting the headline or the call to action.
 */
type BannerCommon = {
  /** Seeds colours; also the banner's identity. */
  key: string;
  /** Short labels above the headline, e.g. "Đang chiếu", "IMAX". */
  eyebrow: readonly string[];
  headline: string;
  subline: string;
  cta: string;
  alt: string;
};

export type BannerArt =
  | (BannerCommon & { kind: "film"; slug: string; motif: Motif; sceneLabel?: string; ageRating: AgeRating })
  | (BannerCommon & { kind: "promotion"; value: string; valueCaption: string; icon: PromoIcon });

const { width: W, height: H } = BANNER_SIZE;
const LEFT = 220;
const TEXT_WIDTH = 640;

function eyebrowChips(labels: readonly string[], y: number): { svg: string; end: number } {
  let x = LEFT;
  let svg = "";
  for (const [i, label] of labels.entries()) {
    const upper = label.toLocaleUpperCase("vi");
    const w = estimateWidth(upper, 20, 700, 2) + 36;
    svg +=
      i === 0
        ? el("rect", { x, y, width: w, height: 40, rx: 8, fill: BRAND.amber }) +
          text(x + w / 2, y + 27, upper, { size: 20, weight: 700, fill: BRAND.night, anchor: "middle", spacing: 2 })
        : el("rect", { x: x + 1, y: y + 1, width: w - 2, height: 38, rx: 8, fill: "none", stroke: "#fff", "stroke-opacity": 0.7, "stroke-width": 2 }) +
          text(x + w / 2, y + 27, upper, { size: 20, weight: 700, anchor: "middle", spacing: 2 });
    x += w + 12;
  }
  return { svg, end: x };
}

function textBlock(art: BannerArt): string {
  const headline = fitText(art.headline, { maxWidth: TEXT_WIDTH, maxLines: 2, maxSize: 92, minSize: 52, weight: 800 });
  const sub = fitText(art.subline, { maxWidth: TEXT_WIDTH - 40, maxLines: 2, maxSize: 30, minSize: 24, weight: 400 });
  const headLine = headline.size * 1.08;
  const blockHeight = 40 + 34 + headline.lines.length * headLine + 18 + sub.lines.length * sub.size * 1.4 + 40 + 76;
  let y = (H - blockHeight) / 2;
  const chips = eyebrowChips(art.eyebrow, y);
  let svg = chips.svg;
  if (art.kind === "film") svg += ageBadge(chips.end, y, art.ageRating, 40);
  y += 40 + 34;
  for (const line of headline.lines) {
    y += headline.size * 0.92;
    svg += text(LEFT, y, line, { size: headline.size, weight: 800 });
    y += headLine - headline.size * 0.92;
  }
  y += 18;
  for (const line of sub.lines) {
    y += sub.size * 1.2;
    svg += text(LEFT, y, line, { size: sub.size, opacity: 0.86 });
    y += sub.size * 0.2;
  }
  y += 40;
  const ctaLabelWidth = estimateWidth(art.cta, 28, 700);
  const ctaWidth = ctaLabelWidth + 84;
  svg +=
    el("rect", { x: LEFT, y, width: ctaWidth, height: 68, rx: 10, fill: BRAND.amber }) +
    text(LEFT + 36, y + 44, art.cta, { size: 28, weight: 700, fill: BRAND.night, length: ctaLabelWidth }) +
    el("path", {
      d: `M${LEFT + ctaWidth - 38} ${y + 26}l10 8-10 8`,
      fill: "none",
      stroke: BRAND.night,
      "stroke-width": 3.5,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
  return svg;
}

/** The visual half of a banner: a film's scene on the right, or a promotion's value ticket. */
function bannerVisual(art: BannerArt, width: number, height: number, centreX: number): { defs: string; body: string } {
  if (art.kind === "film") {
    const sceneWidth = Math.min(width, 1120);
    const scene = drawScene(
      { slug: art.slug, motif: art.motif, ...(art.sceneLabel ? { label: art.sceneLabel } : {}) },
      { width: sceneWidth, height, horizon: 0.64, feet: 0.86, figure: 0.3, idPrefix: "s" },
    );
    return { defs: scene.defs, body: el("g", { transform: `translate(${width - sceneWidth} 0)` }, scene.body) };
  }
  const hue = brandHue(art.key);
  const scale = height / H;
  const defs =
    radialGradient("promoGlow", [
      [0, BRAND.amber, 0.5],
      [0.5, hsl(hue, 70, 45), 0.35],
      [1, BRAND.night, 0],
    ]) +
    linearGradient(
      "promoBg",
      [
        [0, BRAND.night],
        [1, hsl(hue, 55, 22)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
  const cy = height / 2;
  const body =
    el("rect", { width, height, fill: "url(#promoBg)" }) +
    el("circle", { cx: centreX, cy, r: 420 * scale, fill: "url(#promoGlow)" }) +
    el("circle", { cx: centreX, cy, r: 300 * scale, fill: "none", stroke: "#fff", "stroke-opacity": 0.08, "stroke-width": 50 * scale }) +
    sparkles(centreX, cy, 290 * scale, BRAND.amber) +
    valueTicket(centreX, cy + 10 * scale, 430 * scale, art.value, art.valueCaption) +
    (art.icon === "ticket" ? "" : promoIcon(art.icon, centreX + 235 * scale, cy + 175 * scale, 130 * scale, "#fff", BRAND.amber));
  return { defs, body };
}

/**
 * The wide banner. `words: false` leaves the text out of the picture: the page shows it as text over
 * the faded left side (decision 022); the built-in and test banners keep their words drawn in.
 */
export function bannerSvg(art: BannerArt, options: { words?: boolean } = {}): string {
  const defs = linearGradient(
    "fade",
    [
      [0, BRAND.night, 1],
      [0.34, BRAND.night, 1],
      [0.42, BRAND.night, 0.85],
      [0.64, BRAND.night, 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const visual = bannerVisual(art, W, H, 1190);
  const body =
    el("rect", { width: W, height: H, fill: BRAND.night }) +
    visual.body +
    el("rect", { width: W, height: H, fill: "url(#fade)" }) +
    (options.words === false ? "" : textBlock(art));
  return svgDocument(W, H, art.alt, body, defs + visual.defs);
}

/** The same banner composed for a phone's 4:3 frame, without words: the page sets them below the picture's middle. */
export function bannerMobileSvg(art: BannerArt): string {
  const { width, height } = BANNER_MOBILE_SIZE;
  const defs = linearGradient(
    "fadeUp",
    [
      [0, BRAND.night, 0],
      [0.3, BRAND.night, 0.1],
      [0.55, BRAND.night, 0.7],
      [1, BRAND.night, 0.95],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const visual = bannerVisual(art, width, height, width / 2);
  const body = el("rect", { width, height, fill: BRAND.night }) + visual.body + el("rect", { width, height, fill: "url(#fadeUp)" });
  return svgDocument(width, height, art.alt, body, defs + visual.defs);
}
