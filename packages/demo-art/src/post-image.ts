import { CARD_IMAGE_SIZE } from "@hancine/contract/catalog";
import { createRandom, type Random } from "./prng.ts";
import { drawScene, type SceneInput } from "./scenes.ts";
import { BRAND, brandHue, el, estimateWidth, hsl, linearGradient, n, radialGradient, svgDocument, text } from "./svg.ts";

const { width: W, height: H } = CARD_IMAGE_SIZE;

function chip(label: string): string {
  const upper = label.toLocaleUpperCase("vi");
  const w = estimateWidth(upper, 15, 700, 2) + 28;
  return (
    el("rect", { x: 28, y: 28, width: w, height: 34, rx: 8, fill: BRAND.amber }) +
    text(28 + w / 2, 51, upper, { size: 15, weight: 700, fill: BRAND.night, anchor: "middle", spacing: 2 })
  );
}

/** A film review's image: the film's scene, wide, with a "Bình luận phim" label. */
export function reviewImageSvg(film: SceneInput & { title: string }): string {
  const scene = drawScene(film, { width: W, height: H, horizon: 0.6, feet: 0.86, figure: 0.3, idPrefix: "r" });
  const defs =
    scene.defs +
    linearGradient("fade", [
      [0, scene.palette.ink, 0],
      [1, scene.palette.ink, 0.7],
    ]);
  const body = scene.body + el("rect", { y: H * 0.6, width: W, height: H * 0.4, fill: "url(#fade)" }) + chip("Bình luận phim");
  return svgDocument(W, H, `Bình luận phim ${film.title}`, body, defs);
}

export type BlogTheme = "reel" | "imax" | "projector" | "family";

/** Film strip frames along a diagonal band. */
function filmStrip(rng: Random, hue: number): string {
  let frames = "";
  let holes = "";
  for (let i = 0; i < 7; i++) {
    const x = 40 + i * 130;
    frames += el("rect", { x, y: 0, width: 110, height: 76, rx: 4, fill: hsl(hue + i * 25, 60, rng.float(45, 65)) });
    for (let k = 0; k < 4; k++) holes += `M${x + 8 + k * 30} -26h14v12h-14zM${x + 8 + k * 30} 90h14v12h-14z`;
  }
  return el(
    "g",
    { transform: "translate(-40 250) rotate(-14)" },
    el("rect", { x: 0, y: -36, width: 960, height: 148, fill: "#111" }) + frames + el("path", { d: holes, fill: "#e8e8e8" }),
  );
}

/** A film blog post's image: an illustration chosen by theme, with a "Blog điện ảnh" label. */
export function blogImageSvg(post: { slug: string; title: string; theme: BlogTheme }): string {
  const rng = createRandom(`blog:${post.slug}`);
  const hue = brandHue(post.slug);
  let defs = linearGradient(
    "bg",
    [
      [0, BRAND.night],
      [1, hsl(hue, 55, 28)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  let art = "";
  switch (post.theme) {
    case "reel": {
      let holes = "";
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        holes += el("circle", { cx: 560 + Math.cos(a) * 80, cy: 190 + Math.sin(a) * 80, r: 34, fill: BRAND.night });
      }
      art =
        filmStrip(rng, hue) +
        el("circle", { cx: 560, cy: 190, r: 150, fill: "#C9CED8" }) +
        el("circle", { cx: 560, cy: 190, r: 150, fill: "none", stroke: "#8A93A6", "stroke-width": 10 }) +
        holes +
        el("circle", { cx: 560, cy: 190, r: 16, fill: "#8A93A6" });
      break;
    }
    case "imax": {
      defs += radialGradient("screen", [
        [0, "#BFE6FF", 0.9],
        [1, BRAND.blue, 0.2],
      ]);
      let seats = "";
      for (let row = 0; row < 4; row++) {
        for (let i = 0; i < 14; i++) seats += `M${n(60 + i * 52 + (row % 2) * 26)} ${n(330 + row * 30)}h34v22h-34z`;
      }
      art =
        el("path", { d: "M90 70Q400 20 710 70L690 250Q400 215 110 250Z", fill: "url(#screen)" }) +
        el("path", { d: "M110 250Q400 215 690 250L800 450H0Z", fill: "#fff", opacity: 0.06 }) +
        el("path", { d: seats, fill: "#060C1F" }) +
        text(400, 160, "IMAX", { size: 72, weight: 800, fill: BRAND.night, anchor: "middle", spacing: 12, opacity: 0.8 });
      break;
    }
    case "projector": {
      defs += linearGradient(
        "beam",
        [
          [0, "#FFF3D0", 0.75],
          [1, "#FFF3D0", 0],
        ],
        { x1: 1, y1: 0, x2: 0, y2: 0 },
      );
      let dust = "";
      for (let i = 0; i < 40; i++) dust += `M${n(rng.float(80, 560))} ${n(rng.float(60, 320))}h0`;
      art =
        el("path", { d: "M610 190L40 40V360Z", fill: "url(#beam)" }) +
        el("path", { d: dust, stroke: "#fff", "stroke-width": 2.5, "stroke-linecap": "round", opacity: 0.6 }) +
        el("rect", { x: 600, y: 150, width: 150, height: 90, rx: 12, fill: "#2A3350" }) +
        el("circle", { cx: 612, cy: 195, r: 30, fill: "#FFF3D0" }) +
        el("circle", { cx: 650, cy: 125, r: 36, fill: "none", stroke: "#2A3350", "stroke-width": 12 }) +
        el("circle", { cx: 720, cy: 125, r: 36, fill: "none", stroke: "#2A3350", "stroke-width": 12 }) +
        el("path", { d: "M690 240l-30 130M710 240l30 130", stroke: "#2A3350", "stroke-width": 10 });
      break;
    }
    case "family": {
      let puffs = "";
      for (let i = 0; i < 26; i++)
        puffs += el("circle", { cx: rng.float(250, 550), cy: rng.float(130, 190), r: rng.float(16, 26), fill: i % 3 ? "#FFF1C2" : "#FFE08A" });
      art =
        el("path", { d: "M260 180h280l-30 220h-220z", fill: "#fff" }) +
        el("path", { d: "M300 180h40l-8 220h-30zM420 180h40l-10 220h-30z", fill: "#E8432E" }) +
        puffs +
        el("rect", { x: 310, y: 260, width: 180, height: 50, rx: 8, fill: BRAND.night }) +
        text(400, 294, "HANCINE", { size: 26, weight: 800, fill: BRAND.amber, anchor: "middle", spacing: 3 });
      break;
    }
  }
  const body = el("rect", { width: W, height: H, fill: "url(#bg)" }) + art + chip("Blog điện ảnh");
  return svgDocument(W, H, post.title, body, defs);
}
