import { BACKDROP_SIZE } from "@hancine/contract/catalog";
import { drawScene, type SceneInput } from "./scenes.ts";
import { el, linearGradient, svgDocument } from "./svg.ts";

const { width: W, height: H } = BACKDROP_SIZE;

/**
 * A 16:9 backdrop for the film page: the poster's scene, wide and without text, since the page
 * sets the title and details over it. Darkened at the bottom and left where that text sits.
 */
export function backdropSvg(film: SceneInput & { title: string }): string {
  const scene = drawScene(film, { width: W, height: H, horizon: 0.62, feet: 0.82, figure: 0.28, idPrefix: "b" });
  const ink = scene.palette.ink;
  const defs =
    scene.defs +
    linearGradient(
      "fadeLeft",
      [
        [0, ink, 0.75],
        [0.55, ink, 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linearGradient("fadeBottom", [
      [0, ink, 0],
      [1, ink, 0.85],
    ]);
  const body =
    scene.body +
    el("rect", { width: W, height: H, fill: "url(#fadeLeft)" }) +
    el("rect", { y: H * 0.55, width: W, height: H * 0.45, fill: "url(#fadeBottom)" });
  return svgDocument(W, H, `Hình nền phim ${film.title}`, body, defs);
}
