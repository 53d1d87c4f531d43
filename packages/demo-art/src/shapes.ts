import type { Random } from "./prng.ts";
import { el, escapeXml, n } from "./svg.ts";

/**
 * Vector props the scenes are drawn from: silhouettes, skylines, ridges, lanterns… Each returns an
 * SVG fragment in the caller's coordinates. Paths are merged where possible to keep files small.
 */

function scale(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** A silhouette 100 units tall with its feet at (0, 0). */
const PERSON_PATHS = {
  stand: "M-4-83h8c8 1 12 5 13 13l2 28h-4l-2-20-1 22-2 40h-7l-2-36h-2l-2 36h-7l-2-40-1-22-2 20h-4l2-28c1-8 5-12 13-13z",
  coat: "M-4-83h8c8 1 12 5 13 13l2 28h-4l-2-20 0 18 5 30h-6l-1 14h-6l-1-14h-3l-1 14h-6l-1-14h-6l5-30 0-18-2 20h-4l2-28c1-8 5-12 13-13z",
  dress: "M-4-83h8c8 1 11 5 12 13l2 26h-4l-2-18 10 46h-9l-1 16h-5l-1-16h-3l-1 16h-5l-1-16h-9l10-46-2 18h-4l2-26c1-8 4-12 12-13z",
} as const;

export type Pose = keyof typeof PERSON_PATHS;

export function person(x: number, feetY: number, height: number, fill: string, pose: Pose = "stand"): string {
  return el(
    "g",
    { transform: `translate(${n(x)} ${n(feetY)}) scale(${scale(height / 100)})`, fill },
    el("circle", { cy: -91, r: 8 }) + el("path", { d: PERSON_PATHS[pose] }),
  );
}

/** A row of people of varied heights and poses, centred on x. */
export function group(rng: Random, centreX: number, feetY: number, height: number, count: number, fill: string): string {
  const gap = height * 0.34;
  const start = centreX - ((count - 1) * gap) / 2;
  let out = "";
  for (let i = 0; i < count; i++) {
    const middle = Math.abs(i - (count - 1) / 2);
    const h = height * (1 - middle * 0.07) * rng.float(0.92, 1.04);
    out += person(start + i * gap, feetY + middle * height * 0.03, h, fill, rng.pick(["stand", "coat", "dress"] as const));
  }
  return out;
}

/** A ridge line across the width: mountains (sharp) or hills/waves (smooth). */
export function ridge(rng: Random, width: number, bottom: number, baseY: number, amplitude: number, segments: number, fill: string, smooth = false): string {
  const points: Array<[number, number]> = [];
  for (let i = 0; i <= segments; i++) {
    points.push([(width * i) / segments, baseY - rng.float(0.15, 1) * amplitude]);
  }
  let d = `M0 ${n(bottom)}L${n(points[0]![0])} ${n(points[0]![1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x, y] = points[i]!;
    if (smooth) {
      const [px, py] = points[i - 1]!;
      d += `Q${n(px + (x - px) / 2)} ${n(Math.min(py, y) - amplitude * 0.35)} ${n(x)} ${n(y)}`;
    } else d += `L${n(x)} ${n(y)}`;
  }
  return el("path", { d: `${d}L${n(width)} ${n(bottom)}Z`, fill });
}

/** Waves: a sine band with a crest line, for seas and rivers. */
export function waves(width: number, bottom: number, baseY: number, amplitude: number, wavelength: number, phase: number, fill: string): string {
  let d = `M0 ${n(bottom)}L0 ${n(baseY)}`;
  for (let x = -phase; x < width + wavelength; x += wavelength) {
    d += `Q${n(x + wavelength / 4)} ${n(baseY - amplitude)} ${n(x + wavelength / 2)} ${n(baseY)}`;
    d += `T${n(x + wavelength)} ${n(baseY)}`;
  }
  return el("path", { d: `${d}L${n(width)} ${n(bottom)}Z`, fill });
}

/** Stars as round-capped zero-length strokes: one small path for dozens of dots. */
export function stars(rng: Random, width: number, height: number, count: number, fill: string): string {
  let small = "";
  let big = "";
  for (let i = 0; i < count; i++) {
    const dot = `M${n(rng.float(0, width))} ${n(rng.float(0, height))}h0`;
    if (rng.chance(0.2)) big += dot;
    else small += dot;
  }
  const common = { stroke: fill, "stroke-linecap": "round", fill: "none" };
  return el("path", { d: small, "stroke-width": 1.6, opacity: 0.7, ...common }) + el("path", { d: big, "stroke-width": 3, opacity: 0.9, ...common });
}

/** A glowing disc (sun or moon); `glowId` is a radial gradient fading the halo. */
export function orb(cx: number, cy: number, r: number, fill: string, glowId: string, bands = 0, bandColour = ""): string {
  let out = el("circle", { cx, cy, r: r * 2.6, fill: `url(#${glowId})` }) + el("circle", { cx, cy, r, fill });
  // Retro horizontal cuts through the lower half of a setting sun.
  for (let i = 0; i < bands; i++) {
    const y = cy + r * (0.15 + i * 0.2);
    out += el("rect", { x: cx - r, y, width: r * 2, height: r * (0.04 + i * 0.035), fill: bandColour });
  }
  return out;
}

export function skyline(rng: Random, width: number, baseY: number, maxHeight: number, fill: string, windowFill: string): string {
  let buildings = "";
  const slots: Array<[number, number]> = [];
  let x = -rng.float(0, 20);
  while (x < width) {
    const w = rng.float(maxHeight * 0.18, maxHeight * 0.42);
    const h = rng.float(maxHeight * 0.3, maxHeight);
    buildings += `M${n(x)} ${n(baseY)}v${n(-h)}h${n(w)}v${n(h)}z`;
    if (rng.chance(0.3)) buildings += `M${n(x + w * 0.45)} ${n(baseY - h)}v${n(-h * 0.18)}h${n(w * 0.1)}v${n(h * 0.18)}z`;
    const cols = Math.max(1, Math.floor(w / 9));
    for (let wy = baseY - h + 8; wy < baseY - 6; wy += 11) {
      for (let c = 0; c < cols; c++) slots.push([x + 4 + c * 9, wy]);
    }
    x += w + rng.float(0, 4);
  }
  // About a fifth of the windows lit, capped near 160 so wide images stay a few kilobytes.
  const lit = Math.min(0.22, 160 / Math.max(1, slots.length));
  let windows = "";
  for (const [wx, wy] of slots) if (rng.chance(lit)) windows += `M${n(wx)} ${n(wy)}h3.5v5h-3.5z`;
  return el("path", { d: buildings, fill }) + el("path", { d: windows, fill: windowFill, opacity: 0.85 });
}

/** A bridge whose arches rise and dip like a dragon's back: Da Nang's river at night. */
export function dragonBridge(width: number, deckY: number, archHeight: number, stroke: string, lights: string): string {
  const span = width / 5;
  let arch = `M0 ${n(deckY)}`;
  for (let i = 0; i < 5; i++) {
    const x = i * span;
    arch += `C${n(x + span * 0.25)} ${n(deckY - archHeight)} ${n(x + span * 0.75)} ${n(deckY - archHeight)} ${n(x + span)} ${n(deckY)}`;
  }
  return (
    el("rect", { x: 0, y: deckY, width, height: archHeight * 0.12, fill: stroke }) +
    el("path", { d: arch, fill: "none", stroke, "stroke-width": archHeight * 0.1 }) +
    el("path", { d: arch, fill: "none", stroke: lights, "stroke-width": archHeight * 0.03, "stroke-dasharray": "2 6", opacity: 0.9 })
  );
}

/** A hanging paper lantern with its string, as in Hoi An's old town. */
export function lantern(cx: number, cy: number, r: number, body: string, glowId: string, topY: number): string {
  return (
    el("line", { x1: cx, y1: topY, x2: cx, y2: cy - r, stroke: "#000", "stroke-opacity": 0.5, "stroke-width": 1.2 }) +
    el("circle", { cx, cy, r: r * 2.4, fill: `url(#${glowId})` }) +
    el("ellipse", { cx, cy, rx: r, ry: r * 1.15, fill: body }) +
    el("path", {
      d: `M${n(cx)} ${n(cy - r * 1.15)}Q${n(cx - r * 0.55)} ${n(cy)} ${n(cx)} ${n(cy + r * 1.15)}Q${n(cx + r * 0.55)} ${n(cy)} ${n(cx)} ${n(cy - r * 1.15)}`,
      fill: "#fff",
      opacity: 0.18,
    }) +
    el("rect", { x: cx - r * 0.45, y: cy - r * 1.3, width: r * 0.9, height: r * 0.22, fill: "#3a1d08" }) +
    el("rect", { x: cx - r * 0.45, y: cy + r * 1.08, width: r * 0.9, height: r * 0.22, fill: "#3a1d08" }) +
    el("line", { x1: cx, y1: cy + r * 1.3, x2: cx, y2: cy + r * 1.9, stroke: body, "stroke-width": 2 })
  );
}

/** Tall pines for dark forests. */
export function pines(rng: Random, width: number, baseY: number, maxHeight: number, fill: string, count: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = rng.float(-10, width + 10);
    const h = rng.float(maxHeight * 0.45, maxHeight);
    const w = h * rng.float(0.16, 0.24);
    d += `M${n(x)} ${n(baseY - h)}L${n(x + w / 2)} ${n(baseY)}H${n(x - w / 2)}Z`;
  }
  return el("path", { d, fill });
}

export function bats(rng: Random, x: number, y: number, spread: number, count: number, fill: string): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const bx = x + rng.float(-spread, spread);
    const by = y + rng.float(-spread * 0.4, spread * 0.4);
    const s = rng.float(5, 10);
    d += `M${n(bx)} ${n(by)}q${n(-s * 0.5)} ${n(-s * 0.6)} ${n(-s)} 0q${n(s * 0.2)} ${n(-s * 0.1)} ${n(s * 0.4)} ${n(s * 0.3)}l${n(s * 0.6)} ${n(-s * 0.1)}l${n(s * 0.6)} ${n(s * 0.1)}q${n(s * 0.2)} ${n(-s * 0.4)} ${n(s * 0.4)} ${n(-s * 0.3)}q${n(-s * 0.5)} ${n(-s * 0.6)} ${n(-s)} 0z`;
  }
  return el("path", { d, fill });
}

/** Birds as small open "v"s. */
export function birds(rng: Random, x: number, y: number, spread: number, count: number, stroke: string): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const bx = x + rng.float(-spread, spread);
    const by = y + rng.float(-spread * 0.3, spread * 0.3);
    const s = rng.float(4, 8);
    d += `M${n(bx - s)} ${n(by - s * 0.4)}q${n(s * 0.6)} 0 ${n(s)} ${n(s * 0.4)}q${n(s * 0.4)} ${n(-s * 0.4)} ${n(s)} ${n(-s * 0.4)}`;
  }
  return el("path", { d, fill: "none", stroke, "stroke-width": 1.6, "stroke-linecap": "round" });
}

export function bellTower(cx: number, baseY: number, height: number, fill: string, windowFill: string): string {
  const w = height * 0.2;
  const body = `M${n(cx - w / 2)} ${n(baseY)}V${n(baseY - height * 0.72)}L${n(cx)} ${n(baseY - height)}L${n(cx + w / 2)} ${n(baseY - height * 0.72)}V${n(baseY)}Z`;
  const win = `M${n(cx - w * 0.22)} ${n(baseY - height * 0.58)}v${n(-height * 0.08)}a${n(w * 0.22)} ${n(w * 0.22)} 0 0 1 ${n(w * 0.44)} 0v${n(height * 0.08)}z`;
  return (
    el("path", { d: body, fill }) +
    el("path", { d: win, fill: windowFill }) +
    el("circle", { cx, cy: baseY - height * 0.6, r: w * 0.12, fill }) +
    el("path", {
      d: `M${n(cx)} ${n(baseY - height)}v${n(-height * 0.08)}M${n(cx - w * 0.1)} ${n(baseY - height * 1.05)}h${n(w * 0.2)}`,
      stroke: fill,
      "stroke-width": 3,
    })
  );
}

export function lighthouse(cx: number, baseY: number, height: number, body: string, stripe: string, beamId: string, flip: boolean): string {
  const bw = height * 0.16;
  const tw = height * 0.1;
  const top = baseY - height;
  const tower = `M${n(cx - bw / 2)} ${n(baseY)}L${n(cx - tw / 2)} ${n(top + height * 0.16)}H${n(cx + tw / 2)}L${n(cx + bw / 2)} ${n(baseY)}Z`;
  let stripes = "";
  for (let i = 1; i <= 3; i++) {
    const y = baseY - (height * 0.84 * i) / 4;
    const half = bw / 2 - ((bw - tw) / 2) * (i / 4);
    stripes += `M${n(cx - half)} ${n(y)}h${n(half * 2)}v${n(height * 0.07)}h${n(-half * 2)}z`;
  }
  const beamDir = flip ? -1 : 1;
  const beam = `M${n(cx)} ${n(top + height * 0.09)}L${n(cx + beamDir * height * 2.2)} ${n(top - height * 0.25)}V${n(top + height * 0.4)}Z`;
  return (
    el("path", { d: beam, fill: `url(#${beamId})` }) +
    el("path", { d: tower, fill: body }) +
    el("path", { d: stripes, fill: stripe }) +
    el("rect", { x: cx - tw * 0.55, y: top + height * 0.04, width: tw * 1.1, height: height * 0.1, fill: "#FFE8A3" }) +
    el("path", {
      d: `M${n(cx - tw * 0.7)} ${n(top + height * 0.04)}L${n(cx)} ${n(top - height * 0.04)}L${n(cx + tw * 0.7)} ${n(top + height * 0.04)}Z`,
      fill: body,
    }) +
    el("rect", { x: cx - tw * 0.75, y: top + height * 0.14, width: tw * 1.5, height: height * 0.025, fill: body })
  );
}

export function planet(cx: number, cy: number, r: number, fillId: string, ring: string, shade: string): string {
  const rx = r * 1.9;
  const ry = r * 0.42;
  const backRing = `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} -12 0 1 ${n(cx + rx)} ${n(cy)}`;
  const frontRing = `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} -12 0 0 ${n(cx + rx)} ${n(cy)}`;
  const ringAttrs = { fill: "none", stroke: ring, "stroke-width": r * 0.09, transform: `rotate(-14 ${n(cx)} ${n(cy)})` };
  return (
    el("path", { d: backRing, ...ringAttrs, opacity: 0.55 }) +
    el("circle", { cx, cy, r, fill: `url(#${fillId})` }) +
    el("path", {
      d: `M${n(cx + r * 0.2)} ${n(cy - r)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r * 0.2)} ${n(cy + r)}A${n(r * 0.78)} ${n(r)} 0 0 0 ${n(cx + r * 0.2)} ${n(cy - r)}`,
      fill: shade,
      opacity: 0.35,
    }) +
    el("path", { d: frontRing, ...ringAttrs })
  );
}

/** A black cat sitting, seen from behind-left, with glowing eyes turned to the viewer. */
export function cat(cx: number, baseY: number, size: number, fill: string, eyes: string): string {
  const s = size / 100;
  const t = `translate(${n(cx)} ${n(baseY)}) scale(${scale(s)})`;
  const body = "M-30 0C-38-30-30-58-12-66L12-66C30-58 38-30 30 0Z";
  const head = "M-26-70C-28-92-22-104-20-118L-8-100H8L20-118C22-104 28-92 26-70C22-52-22-52-26-70Z";
  const tail = "M26-6C50-4 62-18 58-40C56-50 64-54 66-44C70-18 56 4 26 4Z";
  return el(
    "g",
    { transform: t },
    el("path", { d: body + head + tail, fill }) +
      el("ellipse", { cx: -10, cy: -78, rx: 6.5, ry: 8, fill: eyes }) +
      el("ellipse", { cx: 10, cy: -78, rx: 6.5, ry: 8, fill: eyes }) +
      el("ellipse", { cx: -10, cy: -78, rx: 1.8, ry: 6.5, fill }) +
      el("ellipse", { cx: 10, cy: -78, rx: 1.8, ry: 6.5, fill }) +
      el("path", { d: "M-3-68h6l-3 3z", fill: "#F49AB2" }),
  );
}

/** A friendly whale breaching, for children's films. */
export function whale(cx: number, cy: number, size: number, body: string, belly: string): string {
  const t = `translate(${n(cx)} ${n(cy)}) scale(${scale(size / 100)})`;
  return el(
    "g",
    { transform: t },
    el("path", {
      d: "M-60 10C-62-30-30-52 8-50C40-48 58-30 62-8C70-14 80-30 96-34C90-20 92-6 100 4C86 2 74 6 64 14C50 36 20 44-10 40C-40 36-58 28-60 10Z",
      fill: body,
    }) +
      el("path", { d: "M-56 16C-40 30-10 36 20 32C40 30 54 22 62 12C50 40 10 48-20 40C-38 36-52 28-56 16Z", fill: belly }) +
      el("circle", { cx: -32, cy: -8, r: 5, fill: "#0B1633" }) +
      el("circle", { cx: -30.5, cy: -9.5, r: 1.6, fill: "#fff" }) +
      el("path", { d: "M-44 12q8 6 16 0", fill: "none", stroke: "#0B1633", "stroke-width": 2.5, "stroke-linecap": "round" }) +
      el("path", {
        d: "M-8-50c-2-16-10-22-18-26M-8-50c0-18 4-26 12-30M-8-50c-6-12-4-24 0-32",
        fill: "none",
        stroke: belly,
        "stroke-width": 3.5,
        "stroke-linecap": "round",
      }),
  );
}

/** A winged dragon in flight, about `size` wide: body, neck and head, curling tail, two wings. */
export function dragon(cx: number, cy: number, size: number, fill: string, flip = false): string {
  const t = `translate(${n(cx)} ${n(cy)}) scale(${scale(((flip ? -1 : 1) * size) / 210)} ${scale(size / 210)})`;
  const parts = [
    "M-34 4C-30-8-10-12 10-10C22-9 30-14 40-24C48-32 56-38 66-40L84-36L92-31L78-29L70-28C60-24 52-16 44-6C36 6 20 12 0 12C-16 12-30 10-34 4Z",
    "M-32 2C-50 0-70 12-88 14C-100 15-110 10-118 2L-112 12C-100 22-76 22-56 14C-46 10-38 8-30 8Z",
    "M-6-8C-14-30-30-52-52-78C-40-74-30-70-22-66C-22-58-18-52-12-48C-10-56-6-62 0-66C0-54 4-44 10-36C14-44 20-50 28-52C22-36 16-22 8-8Z",
    "M4-10C10-36 24-60 44-86C42-74 44-64 48-56C52-60 58-62 64-62C60-52 58-44 60-36C64-38 70-38 76-36C60-24 40-14 18-6Z",
    "M-12 10l-5 12h4l4-11zM8 10l-2 12h4l2-12zM66-40l4-8 2 7z",
  ];
  return el("g", { transform: t, fill }, parts.map((d) => el("path", { d })).join(""));
}

/** A diamond paper kite with a bowed tail, flown on a string from (handX, handY). */
export function kite(cx: number, cy: number, size: number, fill: string, accent: string, handX: number, handY: number): string {
  const s = size;
  const body = `M${n(cx)} ${n(cy - s)}L${n(cx + s * 0.7)} ${n(cy)}L${n(cx)} ${n(cy + s * 1.2)}L${n(cx - s * 0.7)} ${n(cy)}Z`;
  let bows = "";
  for (let i = 1; i <= 4; i++) {
    const by = cy + s * 1.2 + i * s * 0.45;
    const bx = cx + Math.sin(i) * s * 0.3;
    bows += `M${n(bx - s * 0.15)} ${n(by - s * 0.1)}l${n(s * 0.3)} ${n(s * 0.2)}v${n(-s * 0.2)}l${n(-s * 0.3)} ${n(s * 0.2)}z`;
  }
  return (
    el("path", {
      d: `M${n(handX)} ${n(handY)}Q${n((handX + cx) / 2)} ${n(Math.max(handY, cy))} ${n(cx)} ${n(cy + s * 1.2)}`,
      fill: "none",
      stroke: "#fff",
      "stroke-opacity": 0.6,
      "stroke-width": 1.2,
    }) +
    el("path", { d: `M${n(cx)} ${n(cy + s * 1.2)}q${n(s * 0.4)} ${n(s)} ${n(s * 0.1)} ${n(s * 2)}`, fill: "none", stroke: accent, "stroke-width": 1.5 }) +
    el("path", { d: body, fill }) +
    el("path", { d: `M${n(cx)} ${n(cy - s)}V${n(cy + s * 1.2)}M${n(cx - s * 0.7)} ${n(cy)}H${n(cx + s * 0.7)}`, stroke: accent, "stroke-width": 2 }) +
    el("path", { d: bows, fill: accent })
  );
}

export function umbrella(cx: number, topY: number, r: number, fill: string): string {
  return (
    el("path", {
      d: `M${n(cx - r)} ${n(topY + r * 0.6)}Q${n(cx - r)} ${n(topY)} ${n(cx)} ${n(topY)}Q${n(cx + r)} ${n(topY)} ${n(cx + r)} ${n(topY + r * 0.6)}q${n(-r / 3)} ${n(-r * 0.15)} ${n((-r * 2) / 3)} 0q${n(-r / 3)} ${n(-r * 0.15)} ${n((-r * 2) / 3)} 0q${n(-r / 3)} ${n(-r * 0.15)} ${n((-r * 2) / 3)} 0z`,
      fill,
    }) + el("path", { d: `M${n(cx)} ${n(topY + r * 0.55)}V${n(topY + r * 1.5)}`, stroke: fill, "stroke-width": r * 0.05 })
  );
}

export function rain(rng: Random, width: number, height: number, count: number, stroke: string): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = rng.float(0, width + 40);
    const y = rng.float(0, height);
    const len = rng.float(10, 26);
    d += `M${n(x)} ${n(y)}l${n(-len * 0.25)} ${n(len)}`;
  }
  return el("path", { d, stroke, "stroke-width": 1.1, opacity: 0.5, "stroke-linecap": "round" });
}

/** Five-petal blossoms (coffee flowers) scattered along a curved branch. */
export function blossomBranch(rng: Random, x1: number, y1: number, x2: number, y2: number, branch: string, petal: string, count: number): string {
  const mx = (x1 + x2) / 2 + rng.float(-40, 40);
  const my = (y1 + y2) / 2 - rng.float(20, 60);
  let flowers = "";
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const bx = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * mx + t * t * x2 + rng.float(-14, 14);
    const by = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * my + t * t * y2 + rng.float(-14, 14);
    const r = rng.float(4, 8);
    for (let p = 0; p < 5; p++) {
      const a = (p / 5) * Math.PI * 2 + i;
      flowers += `M${n(bx + Math.cos(a) * r)} ${n(by + Math.sin(a) * r)}h0`;
    }
  }
  return (
    el("path", { d: `M${n(x1)} ${n(y1)}Q${n(mx)} ${n(my)} ${n(x2)} ${n(y2)}`, fill: "none", stroke: branch, "stroke-width": 4, "stroke-linecap": "round" }) +
    el("path", { d: flowers, stroke: petal, "stroke-width": 7, "stroke-linecap": "round", fill: "none" })
  );
}

/** A shop front with a striped awning and a painted sign. */
export function shopfront(
  x: number,
  baseY: number,
  w: number,
  h: number,
  wall: string,
  awningA: string,
  awningB: string,
  glow: string,
  sign: string,
  signText: string,
): string {
  const awningY = baseY - h * 0.62;
  const stripeW = w / 8;
  let stripes = "";
  for (let i = 0; i < 8; i += 2) stripes += `M${n(x + i * stripeW)} ${n(awningY)}h${n(stripeW)}v${n(h * 0.12)}h${n(-stripeW)}z`;
  let scallops = `M${n(x)} ${n(awningY + h * 0.12)}`;
  for (let i = 0; i < 8; i++) scallops += `a${n(stripeW / 2)} ${n(stripeW / 2)} 0 0 0 ${n(stripeW)} 0`;
  return (
    el("rect", { x, y: baseY - h, width: w, height: h, fill: wall }) +
    el("rect", { x: x + w * 0.08, y: baseY - h * 0.92, width: w * 0.84, height: h * 0.2, rx: 6, fill: sign }) +
    el("text", { x: x + w / 2, y: baseY - h * 0.78, "font-size": h * 0.12, "font-weight": 800, fill: "#fff", "text-anchor": "middle" }, escapeXml(signText)) +
    el("rect", { x, y: awningY, width: w, height: h * 0.12, fill: awningB }) +
    el("path", { d: stripes, fill: awningA }) +
    el("path", { d: scallops, fill: awningA }) +
    el("rect", { x: x + w * 0.08, y: awningY + h * 0.24, width: w * 0.5, height: h * 0.36, fill: glow }) +
    el("rect", { x: x + w * 0.66, y: awningY + h * 0.2, width: w * 0.24, height: h * 0.42, fill: "#000", opacity: 0.33 })
  );
}

/** A magnifying glass; the lens shows whatever is drawn behind it, lit. */
export function magnifier(cx: number, cy: number, r: number, rim: string, lensId: string): string {
  return (
    el("path", {
      d: `M${n(cx + r * 0.7)} ${n(cy + r * 0.7)}L${n(cx + r * 1.8)} ${n(cy + r * 1.8)}`,
      stroke: rim,
      "stroke-width": r * 0.28,
      "stroke-linecap": "round",
    }) +
    el("circle", { cx, cy, r, fill: `url(#${lensId})` }) +
    el("circle", { cx, cy, r, fill: "none", stroke: rim, "stroke-width": r * 0.14 }) +
    el("path", {
      d: `M${n(cx - r * 0.6)} ${n(cy - r * 0.2)}A${n(r * 0.65)} ${n(r * 0.65)} 0 0 1 ${n(cx - r * 0.1)} ${n(cy - r * 0.62)}`,
      fill: "none",
      stroke: "#fff",
      "stroke-width": r * 0.08,
      opacity: 0.7,
      "stroke-linecap": "round",
    })
  );
}

/** Light rays fanning from a point, alternating with gaps. */
export function rays(cx: number, cy: number, length: number, count: number, fill: string, rotation = 0, opacity = 1): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const a1 = rotation + (i / count) * Math.PI * 2;
    const a2 = a1 + (Math.PI / count) * 0.9;
    d += `M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a1) * length)} ${n(cy + Math.sin(a1) * length)}L${n(cx + Math.cos(a2) * length)} ${n(cy + Math.sin(a2) * length)}Z`;
  }
  return el("path", { d, fill, opacity: opacity === 1 ? undefined : opacity });
}

/** Low cloud banks built from overlapping circles. */
export function clouds(rng: Random, width: number, baseY: number, size: number, fill: string, bottom: number): string {
  let d = `M0 ${n(bottom)}V${n(baseY)}`;
  let x = 0;
  while (x < width) {
    const r = rng.float(size * 0.5, size);
    d += `a${n(r)} ${n(r)} 0 0 1 ${n(r * 1.6)} 0`;
    x += r * 1.6;
  }
  return el("path", { d: `${d}V${n(bottom)}Z`, fill });
}

/** A fluffy cloud from three overlapping circles on a flat base. */
export function cloudPuff(cx: number, cy: number, size: number, fill: string): string {
  const r = size / 2;
  const d =
    `M${n(cx - r * 1.6)} ${n(cy)}a${n(r * 0.6)} ${n(r * 0.6)} 0 0 1 ${n(r * 0.9)} ${n(-r * 0.55)}` +
    `a${n(r)} ${n(r)} 0 0 1 ${n(r * 1.7)} ${n(-r * 0.2)}a${n(r * 0.7)} ${n(r * 0.7)} 0 0 1 ${n(r * 0.6)} ${n(r * 0.75)}Z`;
  return el("path", { d, fill });
}

/** Small arrow-like craft (jets, sky ships) heading right. */
export function craft(x: number, y: number, size: number, fill: string, flip = false): string {
  const t = `translate(${n(x)} ${n(y)}) scale(${scale(((flip ? -1 : 1) * size) / 40)} ${scale(size / 40)})`;
  return el("path", { d: "M20 0L-8-4L-16-18L-20-18L-16-3L-24-2L-28-8H-31L-29 0L-31 8H-28L-24 2L-16 3L-20 18H-16L-8 4Z", fill, transform: t });
}
