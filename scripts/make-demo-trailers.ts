/**
 * Makes the demo films' trailers: packages/demo-art/trailers/<slug>.webm (+ .vtt captions).
 * A developer's tool, run once when the demo films change (needs Debian's ffmpeg:
 * `apt-get install ffmpeg`); the files are committed, so installing and starting the site never
 * needs ffmpeg or the network. Decision 023.
 *
 *   node --import tsx scripts/make-demo-trailers.ts [slug…]
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { backdropSvg } from "@hancine/demo-art/backdrop";
import { TRAILERS_DIRECTORY } from "@hancine/demo-art/files";
import { posterSvg } from "@hancine/demo-art/poster";
import { BRAND, fitText, svgDocument, text } from "@hancine/demo-art/svg";
import { DEMO_FILMS, type DemoFilm } from "../apps/server/src/db/seed/demo-films.ts";
import { FILMS_WITHOUT_TRAILER, TRAILER_CUES, TRAILER_SECONDS } from "../apps/server/src/db/seed/demo-trailers.ts";

const OUT = TRAILERS_DIRECTORY;
const W = 1280;
const H = 720;

async function png(svg: string, file: string): Promise<void> {
  await sharp(Buffer.from(svg)).resize(W, H).png().toFile(file);
}

/** The opening: the film's scene with "HanCine giới thiệu" and its title. */
function titleCard(film: DemoFilm): string {
  const scene = backdropSvg({ slug: film.slug, motif: film.motif, title: film.title, ...(film.sceneLabel ? { label: film.sceneLabel } : {}) });
  const fit = fitText(film.title, { maxWidth: 760, maxLines: 2, maxSize: 72, minSize: 40, weight: 800 });
  const lines = fit.lines.map((line, i) => text(72, 480 + i * fit.size * 1.1, line, { size: fit.size, weight: 800 })).join("");
  const overlay = text(72, 400, "HANCINE GIỚI THIỆU", { size: 24, weight: 700, fill: BRAND.amber, spacing: 4 }) + lines;
  return scene.replace("</svg>", `${overlay}</svg>`);
}

/** The closing: the poster beside the tagline and the call to book. */
function posterCard(film: DemoFilm): string {
  const poster = posterSvg({
    slug: film.slug,
    title: film.title,
    originalTitle: film.originalTitle,
    tagline: film.tagline,
    ageRating: film.ageRating,
    directors: film.directors,
    cast: film.cast,
    motif: film.motif,
    ...(film.sceneLabel ? { sceneLabel: film.sceneLabel } : {}),
  });
  const tagline = fitText(`“${film.tagline}”`, { maxWidth: 640, maxLines: 3, maxSize: 40, minSize: 26, weight: 600 });
  const body =
    `<rect width="${W}" height="${H}" fill="${BRAND.night}"/>` +
    `<image href="data:image/svg+xml;base64,${Buffer.from(poster).toString("base64")}" x="96" y="60" width="400" height="600"/>` +
    tagline.lines.map((line, i) => text(560, 250 + i * tagline.size * 1.3, line, { size: tagline.size, weight: 600 })).join("") +
    text(560, 520, "Đặt vé tại HanCine", { size: 34, weight: 800, fill: BRAND.amber });
  return svgDocument(W, H, `Trailer ${film.title}`, body);
}

function captions(film: DemoFilm): string {
  const stamp = (s: number) => `00:00:${String(s).padStart(2, "0")}.000`;
  return `WEBVTT\n\n${TRAILER_CUES.map((cue, i) => `${i + 1}\n${stamp(cue.from)} --> ${stamp(cue.to)}\n${cue.text(film)}\n`).join("\n")}`;
}

async function makeTrailer(film: DemoFilm): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), "trailer-"));
  try {
    await png(titleCard(film), path.join(work, "a.png"));
    await png(posterCard(film), path.join(work, "b.png"));
    const half = TRAILER_SECONDS / 2;
    const frames = half * 24;
    // A slow push-in on each card, cross-faded; 640 × 360 VP9 without sound keeps each file small.
    const zoom = `zoompan=z='1+0.0008*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=640x360:fps=24`;
    execFileSync("ffmpeg", [
      "-y",
      "-loglevel",
      "error",
      "-loop",
      "1",
      "-t",
      String(half + 1),
      "-i",
      path.join(work, "a.png"),
      "-loop",
      "1",
      "-t",
      String(half),
      "-i",
      path.join(work, "b.png"),
      "-filter_complex",
      `[0]${zoom},trim=duration=${half + 1}[a];[1]${zoom},trim=duration=${half}[b];[a][b]xfade=transition=fade:duration=1:offset=${half}[v]`,
      "-map",
      "[v]",
      "-an",
      "-c:v",
      "libvpx-vp9",
      "-crf",
      "42",
      "-b:v",
      "0",
      "-row-mt",
      "1",
      "-deadline",
      "good",
      "-cpu-used",
      "4",
      path.join(OUT, `${film.slug}.webm`),
    ]);
    writeFileSync(path.join(OUT, `${film.slug}.vtt`), captions(film));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

mkdirSync(OUT, { recursive: true });
const only = process.argv.slice(2);
for (const film of DEMO_FILMS.filter((f) => !FILMS_WITHOUT_TRAILER.has(f.slug) && (only.length === 0 || only.includes(f.slug)))) {
  await makeTrailer(film);
  console.log(`✔ ${film.slug}`);
}
