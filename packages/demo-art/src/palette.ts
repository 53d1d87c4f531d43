import { hsl } from "./svg.ts";

/**
 * Colour moods for the scenes. Each mood keeps the film's slug-derived hue inside a range that
 * looks good for it (night skies stay blue-violet, dusk stays magenta-orange), so no poster comes
 * out muddy while the 27 films still differ.
 */
export type Mood = "night" | "dusk" | "warm" | "bright" | "eerie" | "cool" | "steel";

export type Palette = {
  skyTop: string;
  skyBottom: string;
  /** Sun or moon. */
  glow: string;
  /** The soft light around the glow. */
  halo: string;
  far: string;
  mid: string;
  near: string;
  /** Darkest tone: silhouettes and the text shade. */
  ink: string;
  accent: string;
  /** Lit windows, lanterns, headlights. */
  light: string;
  water: string;
};

const HUE_RANGES: Record<Mood, readonly [number, number]> = {
  night: [212, 262],
  dusk: [330, 385],
  warm: [12, 38],
  bright: [188, 222],
  eerie: [150, 230],
  cool: [192, 236],
  steel: [200, 226],
};

export function makePalette(slugHue: number, mood: Mood): Palette {
  const [from, to] = HUE_RANGES[mood];
  const h = from + (slugHue % (to - from));
  switch (mood) {
    case "night":
      return {
        skyTop: hsl(h, 62, 9),
        skyBottom: hsl(h + 18, 48, 30),
        glow: hsl(46, 90, 86),
        halo: hsl(40, 90, 70),
        far: hsl(h, 32, 21),
        mid: hsl(h, 40, 13),
        near: hsl(h, 45, 7),
        ink: hsl(h, 55, 4),
        accent: hsl(38, 92, 58),
        light: hsl(42, 96, 66),
        water: hsl(h, 55, 14),
      };
    case "dusk":
      return {
        skyTop: hsl(h - 25, 55, 17),
        skyBottom: hsl(h + 28, 92, 60),
        glow: hsl(h + 48, 100, 82),
        halo: hsl(h + 38, 100, 64),
        far: hsl(h - 12, 34, 36),
        mid: hsl(h - 18, 40, 21),
        near: hsl(h - 22, 45, 10),
        ink: hsl(h - 22, 50, 5),
        accent: hsl(h + 42, 96, 60),
        light: hsl(46, 100, 70),
        water: hsl(h - 12, 40, 24),
      };
    case "warm":
      return {
        skyTop: hsl(h + 8, 78, 52),
        skyBottom: hsl(h + 26, 96, 78),
        glow: hsl(50, 100, 93),
        halo: hsl(44, 100, 76),
        far: hsl(h + 4, 48, 58),
        mid: hsl(h, 52, 38),
        near: hsl(h - 6, 56, 20),
        ink: hsl(h - 10, 60, 8),
        accent: hsl(354, 78, 52),
        light: hsl(48, 100, 76),
        water: hsl(198, 45, 36),
      };
    case "bright": {
      const hill = 96 + (slugHue % 40);
      return {
        skyTop: hsl(h, 72, 56),
        skyBottom: hsl(h - 12, 82, 86),
        glow: hsl(50, 100, 90),
        halo: hsl(46, 100, 72),
        far: hsl(hill, 38, 70),
        mid: hsl(hill, 44, 47),
        near: hsl(hill + 6, 50, 30),
        ink: hsl(h + 10, 52, 14),
        accent: hsl(h + 170, 88, 60),
        light: hsl(48, 100, 74),
        water: hsl(h, 66, 44),
      };
    }
    case "eerie":
      return {
        skyTop: hsl(h, 18, 7),
        skyBottom: hsl(h, 20, 25),
        glow: hsl(h, 20, 88),
        halo: hsl(h, 24, 68),
        far: hsl(h, 14, 19),
        mid: hsl(h, 17, 11),
        near: hsl(h, 20, 6),
        ink: hsl(h, 22, 3),
        accent: hsl(354, 82, 50),
        light: hsl(354, 88, 56),
        water: hsl(h, 20, 12),
      };
    case "cool":
      return {
        skyTop: hsl(h, 56, 12),
        skyBottom: hsl(h - 14, 44, 44),
        glow: hsl(195, 60, 93),
        halo: hsl(195, 72, 74),
        far: hsl(h, 30, 30),
        mid: hsl(h, 36, 18),
        near: hsl(h, 42, 9),
        ink: hsl(h, 46, 5),
        accent: hsl(192, 86, 64),
        light: hsl(48, 92, 74),
        water: hsl(h, 50, 20),
      };
    case "steel":
      return {
        skyTop: hsl(h, 22, 15),
        skyBottom: hsl(26, 72, 55),
        glow: hsl(36, 100, 82),
        halo: hsl(30, 100, 62),
        far: hsl(h, 16, 33),
        mid: hsl(h, 18, 20),
        near: hsl(h, 22, 10),
        ink: hsl(h, 26, 5),
        accent: hsl(24, 96, 56),
        light: hsl(40, 100, 70),
        water: hsl(h, 20, 18),
      };
  }
}
