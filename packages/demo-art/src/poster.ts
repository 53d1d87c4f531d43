import type { AgeRating } from "@hancine/contract/catalog";
import { POSTER_SIZE } from "@hancine/contract/catalog";
import { drawScene, type Motif } from "./scenes.ts";
import { ageBadge, el, estimateWidth, fitText, linearGradient, svgDocument, text } from "./svg.ts";

export type PosterInput = {
  slug: string;
  title: string;
  originalTitle: string | null;
  tagline: string;
  ageRating: AgeRating;
  directors: readonly string[];
  cast: readonly string[];
  motif: Motif;
  sceneLabel?: string;
};

const { width: W, height: H } = POSTER_SIZE;
const MARGIN = 26;

/** Top billing: as many cast names as fit on one line. */
function billing(cast: readonly string[]): string {
  const names = cast.map((name) => name.toLocaleUpperCase("vi"));
  for (let count = Math.min(3, names.length); count > 0; count--) {
    const line = names.slice(0, count).join("   ");
    if (estimateWidth(line, 10, 500, 1.6) <= W - MARGIN * 2) return line;
  }
  return "";
}

/** Two big lines read better than three small ones; three lines only for long titles. */
function fitTitle(title: string): { size: number; lines: string[] } {
  const maxWidth = W - MARGIN * 2;
  const twoLines = fitText(title, { maxWidth, maxLines: 2, maxSize: 56, minSize: 36, weight: 800 });
  if (twoLines.lines.length <= 2) return twoLines;
  return fitText(title, { maxWidth, maxLines: 3, maxSize: 42, minSize: 26, weight: 800 });
}

/** A 2:3 theatrical poster: the film's scene, top billing, tagline, title block and credits. */
export function posterSvg(film: PosterInput): string {
  const scene = drawScene(
    { slug: film.slug, motif: film.motif, ...(film.sceneLabel ? { label: film.sceneLabel } : {}) },
    { width: W, height: H, horizon: 0.47, feet: 0.6, figure: 0.26, idPrefix: "p" },
  );
  const ink = scene.palette.ink;
  const defs =
    scene.defs +
    linearGradient("shadeBottom", [
      [0, ink, 0],
      [0.35, ink, 0.72],
      [0.6, ink, 0.9],
      [1, ink, 0.97],
    ]) +
    linearGradient("shadeTop", [
      [0, ink, 0.6],
      [1, ink, 0],
    ]);

  const title = fitTitle(film.title.toLocaleUpperCase("vi"));
  const lineHeight = title.size * 1.1;
  // Room under the last line for Vietnamese dots below (Ạ, Ộ) before the original title.
  const lastBaseline = film.originalTitle ? 504 : 520;
  const firstBaseline = lastBaseline - (title.lines.length - 1) * lineHeight;
  const titleBlock = title.lines
    .map((line, i) => {
      const y = firstBaseline + i * lineHeight;
      // A soft offset shadow keeps the title readable over bright scenes without a filter.
      return (
        text(W / 2 + 1.5, y + 2, line, { size: title.size, weight: 800, fill: ink, anchor: "middle", opacity: 0.55 }) +
        text(W / 2, y, line, { size: title.size, weight: 800, anchor: "middle" })
      );
    })
    .join("");

  const taglineFit = fitText(film.tagline, { maxWidth: W - MARGIN * 2, maxLines: 1, maxSize: 14, minSize: 10, weight: 500 });
  const taglineY = firstBaseline - title.size - 14;
  const credits = [
    film.directors.length ? `ĐẠO DIỄN ${film.directors.join(", ").toLocaleUpperCase("vi")}` : "",
    film.cast.length ? `DIỄN VIÊN ${film.cast.join(" · ").toLocaleUpperCase("vi")}` : "",
  ].filter(Boolean);

  const body =
    scene.body +
    el("rect", { y: H * 0.52, width: W, height: H * 0.48, fill: "url(#shadeBottom)" }) +
    el("rect", { width: W, height: 70, fill: "url(#shadeTop)" }) +
    text(W / 2, 34, billing(film.cast), { size: 10, weight: 500, anchor: "middle", spacing: 1.6, opacity: 0.92 }) +
    text(W / 2, taglineY, taglineFit.lines[0] ?? "", { size: taglineFit.size, weight: 500, fill: scene.palette.glow, anchor: "middle" }) +
    el("rect", { x: W / 2 - 18, y: taglineY + 8, width: 36, height: 2, fill: scene.palette.accent }) +
    titleBlock +
    (film.originalTitle
      ? text(W / 2, lastBaseline + 28, film.originalTitle.toUpperCase(), { size: 11, weight: 500, anchor: "middle", spacing: 2.2, opacity: 0.75 })
      : "") +
    credits
      .map((line, i) => {
        const fit = fitText(line, { maxWidth: W - MARGIN * 2 - 54, maxLines: 1, maxSize: 8, minSize: 6, weight: 400 });
        return text(MARGIN, 566 + i * 12, fit.lines.join(" "), { size: fit.size, opacity: 0.62, spacing: 0.4 });
      })
      .join("") +
    ageBadge(W - MARGIN, 558, film.ageRating, 22, "right") +
    el("rect", { x: 0.5, y: 0.5, width: W - 1, height: H - 1, fill: "none", stroke: "#fff", "stroke-opacity": 0.08 });

  return svgDocument(W, H, `Áp phích phim ${film.title}`, body, defs);
}
