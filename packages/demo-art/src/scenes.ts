import { createRandom, type Random } from "./prng.ts";
import { makePalette, type Mood, type Palette } from "./palette.ts";
import {
  bats,
  bellTower,
  birds,
  blossomBranch,
  cat,
  cloudPuff,
  clouds,
  craft,
  dragon,
  dragonBridge,
  group,
  kite,
  lantern,
  lighthouse,
  magnifier,
  orb,
  person,
  pines,
  planet,
  rain,
  rays,
  ridge,
  shopfront,
  skyline,
  stars,
  umbrella,
  waves,
  whale,
} from "./shapes.ts";
import { el, hueFromSlug, linearGradient, n, radialGradient } from "./svg.ts";

/**
 * Film scenes: one illustrated composition per film, drawn at any size so the poster, backdrop,
 * banner and review image of a film share the same picture. The slug seeds every random choice.
 */
export const MOTIFS = [
  "cityRiver",
  "rays",
  "planet",
  "roadPass",
  "catRooftop",
  "shopfront",
  "seaMonster",
  "lanterns",
  "snowCity",
  "redMoon",
  "riverAerial",
  "dragonPeaks",
  "familyLineup",
  "magnifier",
  "skyShips",
  "bellTower",
  "blossoms",
  "cloudsea",
  "whale",
  "well",
  "lighthouse",
  "heist",
  "kite",
  "dunes",
  "sunsetRoad",
  "rain",
] as const;
export type Motif = (typeof MOTIFS)[number];

export type SceneInput = { slug: string; motif: Motif /** Text painted in the scene, e.g. a shop sign. */; label?: string };

type Ctx = {
  rng: Random;
  p: Palette;
  w: number;
  h: number;
  /** y of the horizon line. */
  hz: number;
  /** y where foreground figures stand. */
  feet: number;
  /** Figure height for the foreground. */
  fig: number;
  id: (name: string) => string;
  defs: string[];
};

/** The sky from the top down to `bottom` (default: the horizon), with optional stars. */
function sky(c: Ctx, withStars = 0, bottom = c.hz): string {
  c.defs.push(
    linearGradient(
      c.id("sky"),
      [
        [0, c.p.skyTop],
        [1, c.p.skyBottom],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ),
  );
  let out = el("rect", { width: c.w, height: bottom + 2, fill: `url(#${c.id("sky")})` });
  if (withStars) out += stars(c.rng, c.w, c.hz * 0.8, withStars, "#fff");
  return out;
}

function halo(c: Ctx, colour: string, name = "halo"): string {
  c.defs.push(
    radialGradient(c.id(name), [
      [0, colour, 0.75],
      [0.4, colour, 0.28],
      [1, colour, 0],
    ]),
  );
  return c.id(name);
}

function water(c: Ctx, top: number): string {
  c.defs.push(
    linearGradient(c.id("water"), [
      [0, c.p.far],
      [0.25, c.p.water],
      [1, c.p.ink],
    ]),
  );
  return el("rect", { y: top, width: c.w, height: c.h - top, fill: `url(#${c.id("water")})` });
}

/** Shimmering horizontal dashes under lights, the reflection on a river. */
function reflections(c: Ctx, top: number, colour: string, count: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = c.rng.float(0, c.w);
    const y = top + Math.pow(c.rng.next(), 1.6) * (c.h - top) * 0.6;
    d += `M${n(x)} ${n(y)}h${n(c.rng.float(6, 30))}`;
  }
  return el("path", { d, stroke: colour, "stroke-width": 2, opacity: 0.55, "stroke-linecap": "round" });
}

function fog(c: Ctx, y: number, height: number, colour: string, opacity: number): string {
  c.defs.push(
    linearGradient(c.id(`fog${Math.round(y)}`), [
      [0, colour, 0],
      [0.5, colour, opacity],
      [1, colour, 0],
    ]),
  );
  return el("rect", { y, width: c.w, height, fill: `url(#${c.id(`fog${Math.round(y)}`)})` });
}

/** Headlight beam fading away from the car. */
function beam(c: Ctx): string {
  c.defs.push(
    linearGradient(c.id("beam"), [
      [0, c.p.glow, 0.55],
      [1, c.p.glow, 0],
    ]),
  );
  return c.id("beam");
}

function ground(c: Ctx, colour: string, top = c.hz): string {
  return el("rect", { y: top, width: c.w, height: c.h - top, fill: colour });
}

const DRAW: Record<Motif, { mood: Mood; draw: (c: Ctx, label: string) => string }> = {
  cityRiver: {
    mood: "night",
    draw: (c) => {
      const moonX = c.w * c.rng.float(0.62, 0.8);
      return (
        sky(c, 50) +
        orb(moonX, c.hz * 0.3, c.w * 0.06, c.p.glow, halo(c, c.p.halo)) +
        skyline(c.rng, c.w, c.hz, c.hz * 0.45, c.p.far, c.p.light) +
        water(c, c.hz) +
        reflections(c, c.hz + 4, c.p.light, 40) +
        dragonBridge(c.w, c.hz + (c.h - c.hz) * 0.12, c.h * 0.06, c.p.mid, c.p.light) +
        ridge(c.rng, c.w, c.h, c.feet + 4, c.h * 0.012, 4, c.p.near, true) +
        person(c.w * 0.46, c.feet, c.fig, c.p.ink, "coat") +
        person(c.w * 0.54, c.feet, c.fig * 0.93, c.p.ink, "dress")
      );
    },
  },
  rays: {
    mood: "dusk",
    draw: (c) => {
      const cy = c.hz - c.h * 0.06;
      return (
        sky(c) +
        rays(c.w / 2, cy, c.h * 1.4, 22, c.p.glow, c.rng.float(0, 1), 0.18) +
        orb(c.w / 2, cy, c.w * 0.16, c.p.glow, halo(c, c.p.halo)) +
        stars(c.rng, c.w, c.hz, 40, c.p.light) +
        ridge(c.rng, c.w, c.h, c.hz + c.h * 0.02, c.h * 0.05, 7, c.p.mid) +
        ground(c, c.p.near, c.hz + c.h * 0.05) +
        group(c.rng, c.w / 2, c.feet, c.fig * 1.15, 3, c.p.ink)
      );
    },
  },
  planet: {
    mood: "cool",
    draw: (c) => {
      c.defs.push(
        radialGradient(
          c.id("pl"),
          [
            [0, c.p.glow],
            [0.55, c.p.accent],
            [1, c.p.far],
          ],
          { cx: 0.35, cy: 0.3, r: 0.8 },
        ),
      );
      const r = Math.min(c.w, c.h) * 0.22;
      return (
        sky(c, 110) +
        planet(c.w * c.rng.float(0.55, 0.7), c.hz * 0.42, r, c.id("pl"), c.p.glow, c.p.ink) +
        el("circle", { cx: c.w * 0.18, cy: c.hz * 0.2, r: r * 0.12, fill: c.p.halo }) +
        ridge(c.rng, c.w, c.h, c.hz, c.h * 0.05, 5, c.p.mid, true) +
        ground(c, c.p.near, c.hz + c.h * 0.03) +
        el("ellipse", { cx: c.w * 0.5 + c.fig * 0.9, cy: c.feet, rx: c.fig * 0.9, ry: c.fig * 0.05, fill: c.p.ink, opacity: 0.6 }) +
        person(c.w * 0.5, c.feet, c.fig * 0.8, c.p.ink, "stand")
      );
    },
  },
  roadPass: {
    mood: "eerie",
    draw: (c) => {
      const roadTop = c.hz - c.h * 0.04;
      const bendX = c.w * c.rng.float(0.4, 0.6);
      const road = `M${n(c.w * 0.3)} ${n(c.h)}C${n(c.w * 0.9)} ${n(c.feet)} ${n(c.w * 0.1)} ${n(c.hz + c.h * 0.05)} ${n(bendX)} ${n(roadTop)}`;
      return (
        sky(c) +
        orb(c.w * 0.3, c.hz * 0.35, c.w * 0.05, c.p.glow, halo(c, c.p.halo)) +
        ridge(c.rng, c.w, c.h, c.hz - c.h * 0.1, c.h * 0.12, 5, c.p.far) +
        fog(c, c.hz - c.h * 0.1, c.h * 0.14, c.p.glow, 0.22) +
        ridge(c.rng, c.w, c.h, c.hz, c.h * 0.06, 6, c.p.mid) +
        el("path", { d: road, fill: "none", stroke: c.p.far, "stroke-width": c.w * 0.07, "stroke-linecap": "round" }) +
        el("path", { d: road, fill: "none", stroke: c.p.glow, "stroke-width": 1.5, "stroke-dasharray": "8 10", opacity: 0.5 }) +
        el("path", { d: `M${n(bendX - 5)} ${n(roadTop + 2)}L${n(bendX - c.w * 0.22)} ${n(c.feet)}H${n(bendX + c.w * 0.12)}Z`, fill: `url(#${beam(c)})` }) +
        el("circle", { cx: bendX, cy: roadTop + 2, r: c.w * 0.05, fill: `url(#${halo(c, c.p.glow, "hl")})` }) +
        el("circle", { cx: bendX - 5, cy: roadTop + 2, r: 2.5, fill: "#fff" }) +
        el("circle", { cx: bendX + 5, cy: roadTop + 2, r: 2.5, fill: "#fff" }) +
        pines(c.rng, c.w, c.h * 0.98, c.h * 0.5, c.p.near, 9) +
        fog(c, c.feet - c.h * 0.06, c.h * 0.16, c.p.glow, 0.16)
      );
    },
  },
  catRooftop: {
    mood: "night",
    draw: (c) => {
      const moonR = Math.min(c.w, c.h) * 0.2;
      const moonX = c.w * c.rng.float(0.45, 0.6);
      const roofY = c.feet - c.fig * 0.05;
      return (
        sky(c, 60, c.hz + c.h * 0.08) +
        orb(moonX, c.hz * 0.62, moonR, c.p.glow, halo(c, c.p.halo)) +
        skyline(c.rng, c.w, c.hz + c.h * 0.08, c.hz * 0.25, c.p.mid, c.p.light) +
        ground(c, c.p.mid, c.hz + c.h * 0.08) +
        el("path", { d: `M0 ${n(roofY + c.h * 0.04)}L${n(c.w * 0.5)} ${n(roofY)}L${n(c.w)} ${n(roofY + c.h * 0.06)}V${n(c.h)}H0Z`, fill: c.p.near }) +
        el("rect", { x: c.w * 0.72, y: roofY - c.h * 0.05, width: c.w * 0.06, height: c.h * 0.1, fill: c.p.near }) +
        cat(moonX, roofY + 2, c.fig * 1.3, c.p.ink, c.p.accent)
      );
    },
  },
  shopfront: {
    mood: "warm",
    draw: (c, label) => {
      const w = Math.min(c.w * 0.7, c.h * 0.55);
      const h = w * 0.95;
      let bulbs = "";
      for (let i = 0; i <= 12; i++) {
        const x = (c.w / 12) * i;
        const y = c.hz * 0.2 + Math.sin((i / 12) * Math.PI) * c.h * 0.05;
        bulbs += `M${n(x)} ${n(y)}h0`;
      }
      return (
        sky(c) +
        orb(c.w * 0.8, c.hz * 0.25, c.w * 0.07, c.p.glow, halo(c, c.p.halo)) +
        skyline(c.rng, c.w, c.hz, c.hz * 0.3, c.p.far, c.p.light) +
        ground(c, c.p.mid) +
        shopfront(c.w / 2 - w / 2, c.feet, w, h, c.p.near, c.p.accent, "#FFF6E5", c.p.light, c.p.accent, label) +
        el("path", { d: bulbs, stroke: c.p.light, "stroke-width": 7, "stroke-linecap": "round" }) +
        person(c.w / 2 + w * 0.62, c.feet + 4, c.fig, c.p.ink, "stand") +
        person(c.w / 2 - w * 0.62, c.feet + 4, c.fig * 0.65, c.p.ink, "dress")
      );
    },
  },
  seaMonster: {
    mood: "cool",
    draw: (c) => {
      const tx = c.w * c.rng.float(0.55, 0.65);
      const s = c.h / 600;
      // A whale-like fluke rising from the sea: narrow stalk, two swept lobes, a notch between.
      const fluke =
        "M-16 40C-12-10-10-56-6-96C-30-108-72-128-112-166C-82-176-40-172-8-142L0-134L8-142C40-172 82-176 112-166" + "C72-128 30-108 6-96C10-56 12-10 16 40Z";
      return (
        sky(c, 70) +
        orb(c.w * 0.22, c.hz * 0.3, c.w * 0.06, c.p.glow, halo(c, c.p.halo)) +
        waves(c.w, c.h, c.hz, c.h * 0.01, c.w / 6, 0, c.p.far) +
        el("path", { d: fluke, fill: c.p.ink, transform: `translate(${n(tx)} ${n(c.hz)}) rotate(-8) scale(${n(s * 1.1)})` }) +
        waves(c.w, c.h, c.hz + c.h * 0.05, c.h * 0.02, c.w / 4, c.w * 0.05, c.p.mid) +
        el("path", { d: `M${n(c.w * 0.2)} ${n(c.feet - c.h * 0.04)}h${n(c.w * 0.16)}l${n(-c.w * 0.03)} ${n(c.h * 0.025)}h${n(-c.w * 0.1)}z`, fill: c.p.ink }) +
        person(c.w * 0.28, c.feet - c.h * 0.04, c.fig * 0.35, c.p.ink) +
        waves(c.w, c.h, c.feet, c.h * 0.03, c.w / 3, c.w * 0.1, c.p.near)
      );
    },
  },
  lanterns: {
    mood: "dusk",
    draw: (c) => {
      const glowId = halo(c, c.p.light, "lg");
      const colours = [c.p.accent, "#E8432E", "#F5A623", "#F2D04B"];
      let hanging = "";
      const count = Math.min(12, Math.max(5, Math.round(c.w / 60)));
      for (let i = 0; i < count; i++) {
        const x = ((i + 0.5) / count) * c.w + c.rng.float(-12, 12);
        const y = c.hz * c.rng.float(0.25, 0.75);
        hanging += lantern(x, y, c.rng.float(12, 22) * (c.h / 600), c.rng.pick(colours), glowId, 0);
      }
      return (
        sky(c) +
        ridge(c.rng, c.w, c.h, c.hz, c.h * 0.04, 10, c.p.mid) +
        water(c, c.hz) +
        reflections(c, c.hz + 4, c.p.light, 50) +
        hanging +
        person(c.w * 0.44, c.feet, c.fig, c.p.ink, "stand") +
        person(c.w * 0.55, c.feet, c.fig * 0.92, c.p.ink, "dress") +
        el("rect", { y: c.feet, width: c.w, height: c.h - c.feet, fill: c.p.ink })
      );
    },
  },
  snowCity: {
    mood: "cool",
    draw: (c) => {
      let flakes = "";
      for (let i = 0; i < 90; i++) flakes += `M${n(c.rng.float(0, c.w))} ${n(c.rng.float(0, c.h))}h0`;
      return (
        sky(c) +
        skyline(c.rng, c.w, c.hz, c.hz * 0.55, c.p.far, c.p.light) +
        ground(c, "#8FA3C4") +
        ridge(c.rng, c.w, c.h, c.hz + c.h * 0.04, c.h * 0.02, 5, "#B4C3DC", true) +
        el("ellipse", { cx: c.w * 0.5 + c.fig * 0.25, cy: c.feet, rx: c.fig * 0.35, ry: c.fig * 0.04, fill: c.p.mid, opacity: 0.5 }) +
        person(c.w * 0.5, c.feet, c.fig, c.p.ink, "coat") +
        el("path", { d: flakes, stroke: "#fff", "stroke-width": 3, "stroke-linecap": "round", opacity: 0.85 })
      );
    },
  },
  redMoon: {
    mood: "eerie",
    draw: (c) => {
      const r = Math.min(c.w, c.h) * 0.22;
      return (
        sky(c, 30) +
        orb(c.w / 2, c.hz * 0.55, r, c.p.accent, halo(c, c.p.accent)) +
        bats(c.rng, c.w / 2, c.hz * 0.3, c.w * 0.3, 7, c.p.ink) +
        pines(c.rng, c.w, c.hz + c.h * 0.04, c.h * 0.28, c.p.mid, 16) +
        ground(c, c.p.near, c.hz + c.h * 0.03) +
        el("path", { d: `M${n(c.w * 0.5)} ${n(c.feet)}L${n(c.w * 0.2)} ${n(c.h)}H${n(c.w * 0.35)}Z`, fill: c.p.ink, opacity: 0.7 }) +
        person(c.w * 0.5, c.feet, c.fig * 1.1, c.p.ink, "coat")
      );
    },
  },
  riverAerial: {
    mood: "bright",
    draw: (c) => {
      let out = el("rect", { width: c.w, height: c.h, fill: c.p.mid });
      const greens = [c.p.far, c.p.mid, c.p.near, "#C9B458", "#8DB356"];
      for (let y = 0; y < c.h; y += c.h / 9) {
        let x = 0;
        while (x < c.w) {
          const w = c.rng.float(c.w * 0.12, c.w * 0.35);
          out += el("rect", {
            x: x + 2,
            y: y + 2,
            width: w - 4,
            height: c.h / 9 - 4,
            fill: c.rng.pick(greens),
            rx: 3,
            transform: `rotate(-8 ${n(c.w / 2)} ${n(c.h / 2)})`,
          });
          x += w;
        }
      }
      const river = `M${n(c.w * 0.2)} -20C${n(c.w * 1.1)} ${n(c.h * 0.2)} ${n(-c.w * 0.2)} ${n(c.h * 0.5)} ${n(c.w * 0.6)} ${n(c.h * 0.7)}S${n(c.w * 0.5)} ${n(c.h * 1.1)} ${n(c.w * 0.4)} ${n(c.h + 20)}`;
      return (
        out +
        el("path", { d: river, fill: "none", stroke: "#E8D9A8", "stroke-width": c.w * 0.16 }) +
        el("path", { d: river, fill: "none", stroke: c.p.water, "stroke-width": c.w * 0.12 }) +
        el("path", { d: river, fill: "none", stroke: "#fff", "stroke-width": 2, "stroke-dasharray": "3 22", opacity: 0.6 }) +
        craft(c.w * 0.52, c.h * 0.33, c.w * 0.03, c.p.ink) +
        craft(c.w * 0.45, c.h * 0.62, c.w * 0.03, c.p.ink, true)
      );
    },
  },
  dragonPeaks: {
    mood: "dusk",
    draw: (c) =>
      sky(c) +
      orb(c.w * 0.5, c.hz * 0.52, c.w * 0.14, c.p.glow, halo(c, c.p.halo)) +
      ridge(c.rng, c.w, c.h, c.hz - c.h * 0.1, c.h * 0.16, 6, c.p.far) +
      fog(c, c.hz - c.h * 0.08, c.h * 0.1, c.p.glow, 0.25) +
      ridge(c.rng, c.w, c.h, c.hz, c.h * 0.12, 5, c.p.mid) +
      dragon(c.w * 0.5, c.hz * 0.5, c.w * 0.42, c.p.ink, c.rng.chance(0.5)) +
      birds(c.rng, c.w * 0.25, c.hz * 0.3, c.w * 0.1, 4, c.p.ink) +
      el("path", {
        d: `M${n(c.w * 0.55)} ${n(c.h)}L${n(c.w * 0.72)} ${n(c.feet - c.fig * 0.02)}L${n(c.w * 0.8)} ${n(c.feet)}L${n(c.w)} ${n(c.feet + c.h * 0.04)}V${n(c.h)}Z`,
        fill: c.p.near,
      }) +
      el("rect", { y: c.feet + c.h * 0.03, width: c.w, height: c.h, fill: c.p.near }) +
      person(c.w * 0.74, c.feet, c.fig * 0.8, c.p.ink, "coat"),
  },
  familyLineup: {
    mood: "warm",
    draw: (c) => {
      c.defs.push(
        linearGradient(c.id("bg"), [
          [0, c.p.skyBottom],
          [1, c.p.skyTop],
        ]),
      );
      const confetti = ["#fff", c.p.accent, "#2F6FEB"]
        .map((colour) => {
          let d = "";
          for (let i = 0; i < 22; i++) d += `M${n(c.rng.float(0, c.w))} ${n(c.rng.float(0, c.feet - c.fig))}h0`;
          return el("path", { d, stroke: colour, "stroke-width": 5, "stroke-linecap": "square", opacity: 0.85 });
        })
        .join("");
      return (
        el("rect", { width: c.w, height: c.h, fill: `url(#${c.id("bg")})` }) +
        rays(c.w / 2, c.feet, c.h * 1.2, 18, "#fff", c.rng.float(0, 1), 0.16) +
        el("path", {
          d: `M${n(c.w * 0.22)} ${n(c.feet - c.fig * 0.4)}V${n(c.feet - c.fig * 1.5)}L${n(c.w * 0.5)} ${n(c.feet - c.fig * 2.3)}L${n(c.w * 0.78)} ${n(c.feet - c.fig * 1.5)}V${n(c.feet - c.fig * 0.4)}Z`,
          fill: "#fff",
          opacity: 0.25,
        }) +
        confetti +
        group(c.rng, c.w / 2, c.feet, c.fig * 1.1, 5, c.p.ink) +
        el("rect", { y: c.feet - 1, width: c.w, height: c.h, fill: c.p.ink })
      );
    },
  },
  magnifier: {
    mood: "bright",
    draw: (c) => {
      c.defs.push(
        radialGradient(c.id("lens"), [
          [0, "#E8FBFF"],
          [0.35, "#7FD8F5"],
          [1, c.p.water],
        ]),
      );
      const r = Math.min(c.w, c.h) * 0.2;
      return (
        sky(c) +
        skyline(c.rng, c.w, c.hz, c.hz * 0.35, c.p.far, c.p.light) +
        ground(c, c.p.mid) +
        magnifier(c.w * 0.45, c.hz * 0.55, r, c.p.ink, c.id("lens")) +
        el("circle", { cx: c.w * 0.45, cy: c.hz * 0.55, r: r * 0.28, fill: "#fff", opacity: 0.9 }) +
        el("circle", { cx: c.w * 0.45, cy: c.hz * 0.55, r: r * 0.22, fill: "#3CC4F0" }) +
        person(c.w * 0.36, c.feet, c.fig * 0.7, c.p.ink, "stand") +
        person(c.w * 0.62, c.feet, c.fig * 0.64, c.p.ink, "dress") +
        el("rect", { y: c.feet, width: c.w, height: c.h, fill: c.p.near })
      );
    },
  },
  skyShips: {
    mood: "steel",
    draw: (c) => {
      let fleet = "";
      for (let i = 0; i < 5; i++) {
        fleet += craft(c.w * (0.2 + i * 0.15) + c.rng.float(-10, 10), c.hz * (0.25 + ((i * 37) % 5) * 0.08), c.w * c.rng.float(0.05, 0.09), c.p.ink);
      }
      return (
        sky(c) +
        orb(c.w * 0.7, c.hz * 0.75, c.w * 0.12, c.p.glow, halo(c, c.p.halo)) +
        clouds(c.rng, c.w, c.hz - c.h * 0.05, c.w * 0.06, c.p.far, c.hz + 4) +
        fleet +
        skyline(c.rng, c.w, c.hz + c.h * 0.04, c.h * 0.14, c.p.mid, c.p.accent) +
        ground(c, c.p.near, c.hz + c.h * 0.04) +
        person(c.w * 0.5, c.feet, c.fig, c.p.ink, "coat")
      );
    },
  },
  bellTower: {
    mood: "eerie",
    draw: (c) =>
      sky(c, 25) +
      orb(c.w * 0.68, c.hz * 0.3, c.w * 0.09, c.p.glow, halo(c, c.p.halo)) +
      bats(c.rng, c.w * 0.62, c.hz * 0.32, c.w * 0.2, 9, c.p.ink) +
      bellTower(c.w * 0.45, c.feet - c.h * 0.02, c.h * 0.5, c.p.near, c.p.light) +
      pines(c.rng, c.w, c.feet + c.h * 0.02, c.h * 0.22, c.p.mid, 14) +
      fog(c, c.feet - c.h * 0.1, c.h * 0.16, c.p.glow, 0.2) +
      ground(c, c.p.ink, c.feet),
  },
  blossoms: {
    mood: "warm",
    draw: (c) =>
      sky(c) +
      orb(c.w * 0.3, c.hz * 0.55, c.w * 0.1, c.p.glow, halo(c, c.p.halo)) +
      ridge(c.rng, c.w, c.h, c.hz - c.h * 0.02, c.h * 0.06, 4, c.p.far, true) +
      ridge(c.rng, c.w, c.h, c.hz + c.h * 0.05, c.h * 0.05, 3, "#5E7B3A", true) +
      ridge(c.rng, c.w, c.h, c.feet + 2, c.h * 0.03, 3, "#34501F", true) +
      person(c.w * 0.62, c.feet - c.h * 0.01, c.fig * 0.85, c.p.ink, "dress") +
      blossomBranch(c.rng, -10, c.h * 0.05, c.w * 0.55, c.h * 0.18, "#3B2416", "#FFFDF5", 9) +
      blossomBranch(c.rng, c.w + 10, c.h * 0.32, c.w * 0.6, c.h * 0.12, "#3B2416", "#FFFDF5", 6),
  },
  cloudsea: {
    mood: "bright",
    draw: (c) => {
      let trails = "";
      const racers = [0.3, 0.5, 0.42].map((f, i) => ({ x: c.w * (0.35 + i * 0.2), y: c.hz * f + c.h * 0.08 }));
      for (const r of racers) trails += `M${n(r.x - c.w * 0.05)} ${n(r.y)}h${n(-c.w * 0.35)}`;
      return (
        sky(c) +
        orb(c.w * 0.8, c.hz * 0.2, c.w * 0.08, c.p.glow, halo(c, c.p.halo)) +
        clouds(c.rng, c.w, c.hz * 0.85, c.w * 0.09, "#FFFFFF", c.h) +
        el("path", { d: trails, stroke: "#fff", "stroke-width": 3, opacity: 0.7, "stroke-linecap": "round" }) +
        racers.map((r, i) => craft(r.x, r.y, c.w * 0.08, i === 1 ? c.p.accent : c.p.ink)).join("") +
        clouds(c.rng, c.w, c.hz + c.h * 0.03, c.w * 0.11, "#EAF4FF", c.h) +
        clouds(c.rng, c.w, c.feet, c.w * 0.13, "#D5E6F7", c.h)
      );
    },
  },
  whale: {
    mood: "bright",
    draw: (c) =>
      sky(c) +
      orb(c.w * 0.78, c.hz * 0.28, c.w * 0.08, c.p.glow, halo(c, c.p.halo)) +
      birds(c.rng, c.w * 0.3, c.hz * 0.25, c.w * 0.12, 5, c.p.ink) +
      waves(c.w, c.h, c.hz, c.h * 0.01, c.w / 5, 0, "#6FC3E8") +
      whale(c.w * 0.5, c.hz - c.h * 0.02, Math.min(c.w * 0.6, c.h * 0.5), "#2F6FEB", "#BFE3FF") +
      waves(c.w, c.h, c.hz + c.h * 0.06, c.h * 0.02, c.w / 4, c.w * 0.07, c.p.water) +
      waves(c.w, c.h, c.feet, c.h * 0.025, c.w / 3, c.w * 0.12, "#1F4FA8"),
  },
  well: {
    mood: "eerie",
    draw: (c) => {
      const cx = c.w / 2;
      const cy = c.h * 0.38;
      const r = Math.min(c.w, c.h) * 0.3;
      let rings = "";
      for (let i = 0; i < 4; i++) {
        rings += el("circle", {
          cx,
          cy,
          r: r * (1.1 + i * 0.12),
          fill: "none",
          stroke: i % 2 ? c.p.mid : c.p.far,
          "stroke-width": r * 0.11,
          "stroke-dasharray": `${n(r * 0.3)} ${n(r * 0.05)}`,
        });
      }
      let ripples = "";
      for (let i = 1; i <= 3; i++)
        ripples += el("circle", {
          cx: cx + r * 0.15,
          cy: cy + r * 0.1,
          r: r * 0.18 * i,
          fill: "none",
          stroke: c.p.glow,
          "stroke-width": 1.2,
          opacity: 0.35 / i,
        });
      return (
        el("rect", { width: c.w, height: c.h, fill: c.p.near }) +
        rings +
        el("circle", { cx, cy, r, fill: c.p.ink }) +
        el("circle", { cx: cx + r * 0.15, cy: cy + r * 0.1, r: r * 0.16, fill: c.p.glow, opacity: 0.85 }) +
        ripples +
        el("path", {
          d: `M${n(cx - r * 0.5)} ${n(cy + r * 0.55)}c${n(r * 0.05)} ${n(-r * 0.2)} ${n(r * 0.1)} ${n(-r * 0.35)} ${n(r * 0.08)} ${n(-r * 0.5)}M${n(cx - r * 0.42)} ${n(cy + r * 0.56)}c${n(r * 0.04)} ${n(-r * 0.18)} ${n(r * 0.1)} ${n(-r * 0.3)} ${n(r * 0.1)} ${n(-r * 0.46)}`,
          stroke: c.p.glow,
          "stroke-width": r * 0.045,
          "stroke-linecap": "round",
          opacity: 0.55,
          fill: "none",
        })
      );
    },
  },
  lighthouse: {
    mood: "night",
    draw: (c) => {
      c.defs.push(
        linearGradient(
          c.id("beam"),
          [
            [0, c.p.light, 0.7],
            [1, c.p.light, 0],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      );
      const x = c.w * c.rng.float(0.3, 0.4);
      return (
        sky(c, 80) +
        waves(c.w, c.h, c.hz, c.h * 0.008, c.w / 8, 0, c.p.far) +
        lighthouse(x, c.feet - c.h * 0.03, c.h * 0.42, "#E9EEF5", "#C8283A", c.id("beam"), false) +
        ridge(c.rng, c.w * 0.7, c.h, c.feet - c.h * 0.03, c.h * 0.04, 4, c.p.near) +
        waves(c.w, c.h, c.feet, c.h * 0.02, c.w / 4, c.w * 0.05, c.p.mid) +
        person(x + c.w * 0.1, c.feet - c.h * 0.02, c.fig * 0.3, c.p.ink)
      );
    },
  },
  heist: {
    mood: "night",
    draw: (c) => {
      let stripes = "";
      const band = c.w * 0.14;
      for (let x = -c.h; x < c.w + c.h; x += band * 2) stripes += `M${n(x)} 0h${n(band)}l${n(c.h * 0.5)} ${n(c.h)}h${n(-band)}z`;
      let lasers = "";
      for (let i = 0; i < 5; i++) lasers += `M0 ${n(c.h * (0.15 + i * 0.1))}L${n(c.w)} ${n(c.h * (0.1 + i * 0.13))}`;
      return (
        el("rect", { width: c.w, height: c.h, fill: c.p.mid }) +
        el("path", { d: stripes, fill: c.p.accent, opacity: 0.9 }) +
        el("path", { d: lasers, stroke: "#FF2E4D", "stroke-width": 1.6, opacity: 0.8 }) +
        group(c.rng, c.w / 2, c.feet, c.fig * 1.2, 3, c.p.ink) +
        el("rect", { y: c.feet - 1, width: c.w, height: c.h, fill: c.p.ink })
      );
    },
  },
  kite: {
    mood: "bright",
    draw: (c) => {
      const childX = c.w * 0.32;
      return (
        sky(c) +
        cloudPuff(c.w * 0.22, c.hz * 0.42, c.w * 0.16, "#fff") +
        cloudPuff(c.w * 0.86, c.hz * 0.7, c.w * 0.1, "#fff") +
        ridge(c.rng, c.w, c.h, c.hz, c.h * 0.05, 3, c.p.far, true) +
        ridge(c.rng, c.w, c.h, c.feet + 2, c.h * 0.04, 3, c.p.mid, true) +
        kite(c.w * 0.68, c.hz * 0.3, c.h * 0.07, "#E8432E", "#F5C623", childX + c.fig * 0.1, c.feet - c.fig * 0.45) +
        person(childX, c.feet, c.fig * 0.6, c.p.ink, "dress")
      );
    },
  },
  dunes: {
    mood: "dusk",
    draw: (c) =>
      sky(c, 40) +
      orb(c.w * 0.35, c.hz * 0.45, c.w * 0.2, c.p.glow, halo(c, c.p.halo)) +
      el("circle", { cx: c.w * 0.72, cy: c.hz * 0.2, r: c.w * 0.04, fill: c.p.halo, opacity: 0.8 }) +
      ridge(c.rng, c.w, c.h, c.hz, c.h * 0.05, 3, c.p.far, true) +
      el("rect", { x: c.w * 0.62, y: c.hz - c.h * 0.24, width: c.w * 0.05, height: c.h * 0.25, fill: c.p.ink }) +
      ridge(c.rng, c.w, c.h, c.hz + c.h * 0.06, c.h * 0.05, 3, c.p.mid, true) +
      ridge(c.rng, c.w, c.h, c.feet + 2, c.h * 0.03, 2, c.p.near, true) +
      person(c.w * 0.4, c.feet, c.fig * 0.5, c.p.ink, "coat"),
  },
  sunsetRoad: {
    mood: "dusk",
    draw: (c) => {
      let grid = "";
      const vx = c.w / 2;
      for (let i = -8; i <= 8; i++) grid += `M${n(vx)} ${n(c.hz)}L${n(vx + i * c.w * 0.18)} ${n(c.h)}`;
      for (let i = 1; i <= 7; i++) {
        const y = c.hz + (c.h - c.hz) * Math.pow(i / 7, 1.8);
        grid += `M0 ${n(y)}H${n(c.w)}`;
      }
      return (
        sky(c, 30) +
        orb(c.w / 2, c.hz - c.w * 0.02, c.w * 0.22, c.p.glow, halo(c, c.p.halo), 4, c.p.skyBottom) +
        ridge(c.rng, c.w, c.hz + 1, c.hz, c.h * 0.05, 8, c.p.mid) +
        ground(c, c.p.ink) +
        el("path", { d: grid, stroke: c.p.accent, "stroke-width": 1.4, opacity: 0.7 }) +
        el("path", { d: `M${n(vx - 3)} ${n(c.hz)}L${n(vx - c.w * 0.22)} ${n(c.h)}H${n(vx + c.w * 0.22)}L${n(vx + 3)} ${n(c.hz)}Z`, fill: c.p.near }) +
        el("path", { d: `M${n(vx)} ${n(c.hz + 6)}V${n(c.h)}`, stroke: c.p.light, "stroke-width": 3, "stroke-dasharray": "10 14" }) +
        el("path", {
          d: `M${n(vx - c.w * 0.09)} ${n(c.feet + c.h * 0.02)}h${n(c.w * 0.18)}v${n(-c.h * 0.03)}l${n(-c.w * 0.04)} ${n(-c.h * 0.025)}h${n(-c.w * 0.1)}l${n(-c.w * 0.04)} ${n(c.h * 0.025)}z`,
          fill: c.p.ink,
        }) +
        el("path", {
          d: `M${n(vx - c.w * 0.08)} ${n(c.feet)}h${n(c.w * 0.03)}M${n(vx + c.w * 0.05)} ${n(c.feet)}h${n(c.w * 0.03)}`,
          stroke: "#FF3B5C",
          "stroke-width": 4,
        })
      );
    },
  },
  rain: {
    mood: "cool",
    draw: (c) => {
      let bokeh = "";
      for (let i = 0; i < 18; i++) {
        bokeh += el("circle", {
          cx: c.rng.float(0, c.w),
          cy: c.rng.float(c.hz * 0.4, c.hz + c.h * 0.05),
          r: c.rng.float(6, 22),
          fill: c.rng.pick([c.p.light, c.p.accent, "#F36F8F"]),
          opacity: c.rng.float(0.15, 0.4),
        });
      }
      return (
        sky(c) +
        skyline(c.rng, c.w, c.hz, c.hz * 0.5, c.p.far, c.p.light) +
        bokeh +
        water(c, c.hz) +
        reflections(c, c.hz + 4, c.p.light, 30) +
        umbrella(c.w * 0.5, c.feet - c.fig * 1.18, c.fig * 0.42, "#C8283A") +
        person(c.w * 0.5, c.feet, c.fig, c.p.ink, "coat") +
        rain(c.rng, c.w, c.h, 140, "#DDEBFF")
      );
    },
  },
};

export type SceneLayout = {
  width: number;
  height: number;
  /** Horizon as a fraction of the height. */
  horizon: number;
  /** Where figures stand, as a fraction of the height. */
  feet: number;
  /** Foreground figure height as a fraction of the smaller side. */
  figure: number;
  /** Prefix for gradient ids, unique within one SVG document. */
  idPrefix: string;
};

/** Draws a film's scene; returns the gradient definitions and the body separately. */
export function drawScene(input: SceneInput, layout: SceneLayout): { defs: string; body: string; palette: Palette } {
  const motif = DRAW[input.motif];
  const p = makePalette(hueFromSlug(input.slug), motif.mood);
  const defs: string[] = [];
  const c: Ctx = {
    rng: createRandom(`scene:${input.slug}`),
    p,
    w: layout.width,
    h: layout.height,
    hz: layout.height * layout.horizon,
    feet: layout.height * layout.feet,
    fig: Math.min(layout.width, layout.height) * layout.figure,
    id: (name) => `${layout.idPrefix}${name}`,
    defs,
  };
  // A ground colour under everything, so no gap between layers ever shows the page through.
  const body = el("rect", { width: c.w, height: c.h, fill: p.near }) + motif.draw(c, input.label ?? "");
  return { defs: defs.join(""), body, palette: p };
}
