import { person } from "./shapes.ts";
import { BRAND, el, estimateWidth, n, text } from "./svg.ts";

/**
 * Graphics shared by promotion cards and promotion banners: a ticket stub carrying the offer's
 * value ("45K", "-10K") and small icons telling what the offer is about.
 */

export const PROMO_ICONS = ["popcorn", "cup", "phone", "card", "moon", "cake", "heart", "people", "star", "ticket"] as const;
export type PromoIcon = (typeof PROMO_ICONS)[number];

/** A ticket stub centred on (cx, cy), tilted, with the value in large type and a caption above it. */
export function valueTicket(cx: number, cy: number, width: number, value: string, caption: string, tilt = -6): string {
  const h = width * 0.56;
  const x = -width / 2;
  const y = -h / 2;
  const notch = h * 0.13;
  // Rounded rectangle with a semicircular notch cut on each side: the perforation line of a ticket.
  const outline =
    `M${n(x + 10)} ${n(y)}H${n(-x - 10)}q10 0 10 10V${n(-notch)}a${n(notch)} ${n(notch)} 0 0 0 0 ${n(notch * 2)}` +
    `V${n(-y - 10)}q0 10-10 10H${n(x + 10)}q-10 0-10-10V${n(notch)}a${n(notch)} ${n(notch)} 0 0 0 0 ${n(-notch * 2)}V${n(y + 10)}q0-10 10-10Z`;
  let size = h * 0.5;
  while (size > 10 && estimateWidth(value, size, 800) > width * 0.8) size -= 2;
  return el(
    "g",
    { transform: `translate(${n(cx)} ${n(cy)}) rotate(${tilt})` },
    el("path", { d: outline, fill: BRAND.amber }) +
      el("path", {
        d: `M${n(x + width * 0.12)} ${n(y + h * 0.27)}H${n(-x - width * 0.12)}`,
        stroke: BRAND.night,
        "stroke-width": 2,
        "stroke-dasharray": "6 6",
        opacity: 0.35,
      }) +
      text(0, y + h * 0.2, caption.toLocaleUpperCase("vi"), { size: h * 0.1, weight: 700, fill: BRAND.night, anchor: "middle", spacing: h * 0.012 }) +
      text(0, y + h * 0.8, value, { size, weight: 800, fill: BRAND.night, anchor: "middle" }),
  );
}

/** A simple icon drawn in a box of `size` centred on (cx, cy), in the given colour. */
export function promoIcon(icon: PromoIcon, cx: number, cy: number, size: number, colour: string, accent: string): string {
  const s = size / 100;
  const g = (body: string) => el("g", { transform: `translate(${n(cx)} ${n(cy)}) scale(${Math.round(s * 1000) / 1000})` }, body);
  switch (icon) {
    case "popcorn":
      return g(
        el("path", { d: "M-30-10h60l-8 55h-44z", fill: "#fff" }) +
          el("path", { d: "M-20-10h12l-3 55h-7zM8-10h12l-5 55h-7z", fill: "#E8432E" }) +
          el("path", { d: "M-34-10a12 12 0 0 1 10-20a14 14 0 0 1 24-8a14 14 0 0 1 24 6a12 12 0 0 1 10 22z", fill: "#FFE9A8" }),
      );
    case "cup":
      return g(
        el("path", { d: "M-24-22h48l-6 66h-36z", fill: colour }) +
          el("path", { d: "M-28-30h56v9h-56z", fill: "#fff" }) +
          el("path", { d: "M4-30l10-24h8", stroke: accent, "stroke-width": 5, fill: "none" }) +
          el("rect", { x: -20, y: 2, width: 40, height: 14, fill: accent }),
      );
    case "phone":
      return g(
        el("rect", { x: -24, y: -44, width: 48, height: 88, rx: 9, fill: colour }) +
          el("rect", { x: -19, y: -36, width: 38, height: 66, rx: 3, fill: BRAND.night }) +
          el("rect", { x: -13, y: -28, width: 26, height: 8, rx: 2, fill: accent }) +
          el("rect", { x: -13, y: -16, width: 11, height: 16, fill: "#fff", opacity: 0.7 }) +
          el("rect", { x: 2, y: -16, width: 11, height: 16, fill: "#fff", opacity: 0.7 }) +
          el("circle", { cy: 37, r: 3.5, fill: BRAND.night }),
      );
    case "card":
      return g(
        el("rect", { x: -44, y: -28, width: 88, height: 56, rx: 8, fill: colour }) +
          el("rect", { x: -44, y: -16, width: 88, height: 11, fill: BRAND.night, opacity: 0.6 }) +
          el("rect", { x: -34, y: 6, width: 16, height: 12, rx: 2, fill: accent }) +
          el("path", { d: "M0 14h32", stroke: BRAND.night, "stroke-width": 4, opacity: 0.4 }),
      );
    case "moon":
      return g(
        el("path", { d: "M10-42a44 44 0 1 0 32 62a36 36 0 1 1-32-62z", fill: colour }) + el("path", { d: "M28-30l3 7 7 3-7 3-3 7-3-7-7-3 7-3z", fill: accent }),
      );
    case "cake":
      return g(
        el("rect", { x: -36, y: -4, width: 72, height: 40, rx: 6, fill: colour }) +
          el("path", { d: "M-36 8q9 8 18 0t18 0 18 0 18 0", stroke: "#fff", "stroke-width": 5, fill: "none" }) +
          el("path", { d: "M-16-4v-18M0-4v-18M16-4v-18", stroke: "#fff", "stroke-width": 5 }) +
          el("path", { d: "M-16-26c-4-5 0-9 0-12c0 3 4 7 0 12zM0-26c-4-5 0-9 0-12c0 3 4 7 0 12zM16-26c-4-5 0-9 0-12c0 3 4 7 0 12z", fill: accent }),
      );
    case "heart":
      return g(el("path", { d: "M0 38C-50 4-40-38-14-38C-4-38 0-30 0-26C0-30 4-38 14-38C40-38 50 4 0 38Z", fill: colour }));
    case "people":
      return g(person(-22, 44, 70, colour) + person(22, 44, 70, colour, "dress") + person(0, 44, 50, accent));
    case "star":
      return g(el("path", { d: "M0-46L13-15L46-14L20 7L29 40L0 21L-29 40L-20 7L-46-14L-13-15Z", fill: colour }));
    case "ticket":
      return g(
        el("path", { d: "M-44-24h88v14a10 10 0 0 0 0 20v14h-88v-14a10 10 0 0 0 0-20z", fill: colour }) +
          el("path", { d: "M-18-24v48", stroke: BRAND.night, "stroke-width": 3, "stroke-dasharray": "4 4", opacity: 0.5 }),
      );
  }
}

/** Sparkles scattered around a point, for festive offers. */
export function sparkles(cx: number, cy: number, radius: number, colour: string): string {
  let d = "";
  const spots = [
    [-0.9, -0.6, 9],
    [0.85, -0.75, 7],
    [1.05, 0.35, 10],
    [-1.1, 0.5, 6],
    [0.2, -1.05, 6],
  ] as const;
  for (const [dx, dy, r] of spots) {
    const x = cx + dx * radius;
    const y = cy + dy * radius;
    d += `M${n(x)} ${n(y - r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + r)}Q${n(x)} ${n(y)} ${n(x - r)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - r)}Z`;
  }
  return el("path", { d, fill: colour });
}
