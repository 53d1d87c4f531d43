import { CARD_IMAGE_SIZE } from "@hancine/contract/catalog";
import { hashString } from "./prng.ts";
import { promoIcon, sparkles, valueTicket, type PromoIcon } from "./promo-graphics.ts";
import { BRAND, brandHue, el, fitText, hsl, linearGradient, radialGradient, svgDocument, text } from "./svg.ts";

export type PromotionArt = {
  slug: string;
  /** Short headline painted on the card, e.g. "Thứ Tư vui vẻ". */
  headline: string;
  value: string;
  valueCaption: string;
  icon: PromoIcon;
  alt: string;
};

const { width: W, height: H } = CARD_IMAGE_SIZE;
const HEADLINE_WIDTH = 320;

/** A 16:9 promotion card: headline on the left, the offer's value on a ticket stub on the right. */
export function promotionCardSvg(art: PromotionArt): string {
  const hue = brandHue(art.slug);
  const defs =
    linearGradient(
      "bg",
      [
        [0, BRAND.night],
        [1, hsl(hue, 58, 26)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    radialGradient("glow", [
      [0, BRAND.amber, 0.45],
      [1, BRAND.amber, 0],
    ]);
  // Two big lines read better than three; three only when two would make the type small. The
  // headline may use 320 of the 380 px left of the ticket: system fonts (the art is an <img>, so web
  // fonts do not apply) draw up to ~15% wider than the estimate, and DejaVu Sans ran into the ticket.
  const twoLines = fitText(art.headline, { maxWidth: HEADLINE_WIDTH, maxLines: 2, maxSize: 46, minSize: 34, weight: 800 });
  const headline =
    twoLines.lines.length <= 2 ? twoLines : fitText(art.headline, { maxWidth: HEADLINE_WIDTH, maxLines: 3, maxSize: 40, minSize: 28, weight: 800 });
  const lineHeight = headline.size * 1.12;
  const top = H / 2 - (headline.lines.length * lineHeight) / 2 + headline.size * 0.8;
  const body =
    el("rect", { width: W, height: H, fill: "url(#bg)" }) +
    el("circle", { cx: 580, cy: 225, r: 240, fill: "url(#glow)" }) +
    el("circle", { cx: 580, cy: 225, r: 170, fill: "none", stroke: "#fff", "stroke-opacity": 0.08, "stroke-width": 30 }) +
    sparkles(580, 225, 175, BRAND.amber) +
    // A slightly different tilt per card keeps a row of 15 cards from looking stamped out.
    valueTicket(575, 235, 300, art.value, art.valueCaption, -9 + (hashString(art.slug) % 7)) +
    (art.icon === "ticket" ? "" : promoIcon(art.icon, 715, 360, 90, "#fff", BRAND.amber)) +
    text(44, 62, "HANCINE", { size: 16, weight: 700, fill: BRAND.amber, spacing: 4 }) +
    headline.lines.map((line, i) => text(44, top + i * lineHeight, line, { size: headline.size, weight: 800 })).join("") +
    el("rect", { x: 44, y: H - 62, width: 64, height: 4, rx: 2, fill: BRAND.amber });
  return svgDocument(W, H, art.alt, body, defs);
}
