import { hashString } from "./prng.ts";
import { BRAND, el, hsl, n, radialGradient, svgDocument, text } from "./svg.ts";

/**
 * Concession and merchandise illustrations, 400×400: popcorn buckets, cups, snacks and merch drawn
 * from simple shapes, arranged on a soft spotlight. Each item is drawn standing on (0, 0).
 */
export const PRODUCT_ITEMS = [
  "popcorn",
  "cheesePopcorn",
  "caramelPopcorn",
  "soda",
  "tea",
  "water",
  "sausage",
  "fries",
  "tshirt",
  "tumbler",
  "keychain",
  "tote",
] as const;
export type ProductItem = (typeof PRODUCT_ITEMS)[number];

const SIZE = 400;

function popcornBucket(kernel: string, kernelShade: string, stripe: string): string {
  let puffs = "";
  const spots = [
    [-52, -178, 22],
    [-28, -192, 24],
    [0, -198, 25],
    [28, -192, 24],
    [52, -178, 22],
    [-40, -160, 20],
    [-12, -170, 22],
    [16, -168, 22],
    [42, -158, 20],
    [-60, -156, 16],
    [62, -154, 16],
  ] as const;
  for (const [x, y, r] of spots) {
    puffs +=
      el("circle", { cx: x, cy: y, r, fill: kernel }) + el("circle", { cx: x + r * 0.25, cy: y + r * 0.3, r: r * 0.45, fill: kernelShade, opacity: 0.6 });
  }
  return (
    puffs +
    el("path", { d: "M-70-160H70L52 0H-52Z", fill: "#fff" }) +
    el("path", { d: "M-47-160h22l-4 160h-15zM3-160h22l3 160h-16zM51-160h19l-18 160h-11z", fill: stripe }) +
    el("rect", { x: -74, y: -168, width: 148, height: 14, rx: 4, fill: "#f2f2f2" }) +
    el("rect", { x: -42, y: -104, width: 84, height: 34, rx: 6, fill: BRAND.night }) +
    text(0, -81, "HANCINE", { size: 14, weight: 800, fill: BRAND.amber, anchor: "middle", spacing: 1.5 })
  );
}

function cup(body: string, band: string, liquid?: string): string {
  const base =
    el("path", { d: "M18-200l22-50h10", fill: "none", stroke: band, "stroke-width": 7, "stroke-linecap": "round" }) +
    el("path", { d: "M-46-200a46 14 0 0 1 92 0z", fill: "#fff", opacity: 0.92 }) +
    el("rect", { x: -50, y: -204, width: 100, height: 10, rx: 4, fill: "#fff" }) +
    el("path", { d: "M-46-194H46L36 0H-36Z", fill: liquid ? "#EAF6FF" : body, opacity: liquid ? 0.85 : 1 });
  const inside = liquid
    ? el("path", { d: "M-42-150H42L36 0H-36Z", fill: liquid }) +
      el("circle", { cx: -12, cy: -110, r: 14, fill: "#FFB36B" }) +
      el("circle", { cx: 16, cy: -80, r: 12, fill: "#FFB36B" }) +
      el("path", { d: "M-20-60l14 10M8-120l12 8", stroke: "#7BC96F", "stroke-width": 5, "stroke-linecap": "round" })
    : el("rect", { x: -42, y: -130, width: 84, height: 46, fill: band }) + text(0, -99, "HC", { size: 24, weight: 800, fill: body, anchor: "middle" });
  return base + inside;
}

function item(kind: ProductItem): string {
  switch (kind) {
    case "popcorn":
      return popcornBucket("#FFF3C4", "#F2C94C", "#E8432E");
    case "cheesePopcorn":
      return popcornBucket("#FFC94A", "#F08A00", "#F5A623");
    case "caramelPopcorn":
      return popcornBucket("#E0A15A", "#9C5B1C", "#8B4A1E");
    case "soda":
      return cup(BRAND.night, BRAND.amber);
    case "tea":
      return cup(BRAND.night, BRAND.amber, "#F39A4A");
    case "water":
      return (
        el("path", { d: "M-28 0V-130c0-20 14-30 14-44v-16h28v16c0 14 14 24 14 44V0z", fill: "#CFEFFF", opacity: 0.9 }) +
        el("rect", { x: -16, y: -212, width: 32, height: 22, rx: 4, fill: BRAND.blue }) +
        el("rect", { x: -28, y: -110, width: 56, height: 50, fill: BRAND.blue }) +
        el("path", { d: "M-8-85q8-16 16 0q-8 12-16 0z", fill: "#fff" })
      );
    case "sausage":
      return (
        el("rect", { x: -110, y: -58, width: 220, height: 56, rx: 28, fill: "#F1C27D" }) +
        el("rect", { x: -118, y: -82, width: 236, height: 36, rx: 18, fill: "#B5482C" }) +
        el("path", { d: "M-96-66q12-12 24 0t24 0 24 0 24 0 24 0 24 0 24 0", fill: "none", stroke: "#FFD23F", "stroke-width": 6, "stroke-linecap": "round" }) +
        el("path", { d: "M-110-30h220", stroke: "#D9A55E", "stroke-width": 4 })
      );
    case "fries": {
      let sticks = "";
      for (let i = 0; i < 9; i++)
        sticks += el("rect", { x: -50 + i * 11, y: -190 + (i % 3) * 14, width: 10, height: 110, rx: 3, fill: i % 2 ? "#FFD45A" : "#F7C23A" });
      return (
        sticks +
        el("path", { d: "M-62-110H62L48 0H-48Z", fill: "#E8432E" }) +
        el("path", { d: "M-62-110q62 40 124 0", fill: "#C8283A" }) +
        el("circle", { cy: -50, r: 18, fill: BRAND.amber })
      );
    }
    case "tshirt":
      return (
        el("path", { d: "M-40-220l-70 30 22 52 30-12V0h116v-150l30 12 22-52-70-30q-40 30-80 0z", fill: BRAND.night }) +
        el("path", { d: "M-40-220q40 30 80 0", fill: "none", stroke: BRAND.amber, "stroke-width": 6 }) +
        el("path", { d: "M0-150l10 22 24 3-18 16 5 24-21-12-21 12 5-24-18-16 24-3z", fill: BRAND.amber }) +
        text(0, -52, "TÀI NĂNG", { size: 18, weight: 800, fill: "#fff", anchor: "middle", spacing: 1 }) +
        text(0, -30, "SÔNG HÀN", { size: 14, weight: 700, fill: BRAND.amber, anchor: "middle", spacing: 2 })
      );
    case "tumbler":
      return (
        el("rect", { x: -42, y: -236, width: 84, height: 24, rx: 8, fill: "#1B2A52" }) +
        el("path", { d: "M-40-212H40L34 0H-34Z", fill: BRAND.night }) +
        el("path", { d: "M-38-120q19 -12 38 0t38 0V-96q-19-12-38 0t-38 0z", fill: BRAND.blue }) +
        el("path", { d: "M-36-70q18-12 36 0t36 0", fill: "none", stroke: BRAND.amber, "stroke-width": 4 }) +
        el("rect", { x: -26, y: -196, width: 8, height: 150, rx: 4, fill: "#fff", opacity: 0.15 })
      );
    case "keychain":
      return (
        el("circle", { cy: -200, r: 26, fill: "none", stroke: "#B8BFCC", "stroke-width": 7 }) +
        el("path", { d: "M0-174v24", stroke: "#B8BFCC", "stroke-width": 5 }) +
        el("g", { transform: "translate(0 -10) scale(0.6)" }, popcornBucket("#FFF3C4", "#F2C94C", "#E8432E"))
      );
    case "tote":
      return (
        el("path", { d: "M-40-170v-30a40 40 0 0 1 80 0v30", fill: "none", stroke: "#E9DCC2", "stroke-width": 10 }) +
        el("path", { d: "M-80-170H80L90 0H-90Z", fill: "#F3E8D2" }) +
        el("circle", { cx: 0, cy: -92, r: 44, fill: BRAND.night }) +
        el("path", { d: "M-26-84q26-30 52 0", fill: "none", stroke: BRAND.amber, "stroke-width": 6, "stroke-linecap": "round" }) +
        text(0, -30, "HANCINE", { size: 18, weight: 800, fill: BRAND.night, anchor: "middle", spacing: 3 })
      );
  }
}

/**
 * Slots for 1–4 items as [x, ground y, scale, z]: the first item of a product (the popcorn of a
 * combo) gets the hero slot, front and centre; z orders the drawing back to front.
 */
const ARRANGEMENTS: Record<number, ReadonlyArray<readonly [number, number, number, number]>> = {
  1: [[200, 330, 1.15, 0]],
  2: [
    [160, 330, 1.05, 0],
    [278, 336, 0.9, 1],
  ],
  3: [
    [200, 338, 1, 2],
    [108, 322, 0.8, 0],
    [296, 322, 0.8, 1],
  ],
  4: [
    [186, 342, 0.92, 3],
    [94, 316, 0.7, 0],
    [306, 316, 0.7, 1],
    [290, 340, 0.74, 2],
  ],
};

export function productImageSvg(product: { slug: string; name: string; items: readonly ProductItem[] }): string {
  const hue = hashString(`product:${product.slug}`) % 360;
  const defs = radialGradient(
    "spot",
    [
      [0, "#FFFFFF"],
      [0.7, hsl(hue, 70, 94)],
      [1, hsl(hue, 55, 84)],
    ],
    { cy: 0.42, r: 0.75 },
  );
  const items = product.items.slice(0, 4);
  const slots = ARRANGEMENTS[items.length] ?? ARRANGEMENTS[1]!;
  const drawn = items
    .map((kind, i) => {
      const [x, y, s, z] = slots[i] ?? [200, 330, 1, 0];
      return { z, svg: el("g", { transform: `translate(${n(x)} ${n(y)}) scale(${s})` }, item(kind)) };
    })
    .sort((a, b) => a.z - b.z)
    .map((entry) => entry.svg)
    .join("");
  const body =
    el("rect", { width: SIZE, height: SIZE, fill: "url(#spot)" }) +
    el("ellipse", { cx: 200, cy: 342, rx: 150, ry: 16, fill: hsl(hue, 40, 40), opacity: 0.18 }) +
    drawn;
  return svgDocument(SIZE, SIZE, product.name, body, defs);
}
