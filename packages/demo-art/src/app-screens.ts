import type { AgeRating } from "@hancine/contract/catalog";
import { AGE_COLOURS, ageBadge, BRAND, el, fitText, hsl, hueFromSlug, linearGradient, n, svgDocument, text } from "./svg.ts";

/**
 * Four phone screenshots for the home page's app slideshow (300×600): film list, seat map,
 * ticket with QR code, promotions. They show the real demo films and the chain's colours.
 */
const W = 300;
const H = 600;

function statusBar(dark: boolean): string {
  const colour = dark ? "#fff" : BRAND.night;
  return (
    text(20, 22, "9:41", { size: 12, weight: 700, fill: colour }) +
    el("path", { d: "M246 18h3v-3h-3zM251 18h3v-6h-3zM256 18h3v-9h-3z", fill: colour }) +
    el("rect", { x: 264, y: 10, width: 20, height: 10, rx: 2.5, fill: "none", stroke: colour, "stroke-width": 1.2 }) +
    el("rect", { x: 266, y: 12, width: 14, height: 6, rx: 1, fill: colour })
  );
}

function appBar(title: string): string {
  return el("rect", { width: W, height: 84, fill: BRAND.night }) + statusBar(true) + text(20, 66, title, { size: 19, weight: 700 });
}

function tabBar(active: number): string {
  const labels = ["Phim", "Rạp", "Vé của tôi", "Ưu đãi"];
  let out = el("rect", { y: H - 58, width: W, height: 58, fill: "#fff" }) + el("path", { d: `M0 ${H - 58}h${W}`, stroke: "#E3E6EE" });
  labels.forEach((label, i) => {
    const x = 37.5 + i * 75;
    const colour = i === active ? BRAND.amberDeep : "#8A93A6";
    out +=
      el("circle", { cx: x, cy: H - 38, r: 7, fill: colour }) +
      text(x, H - 16, label, { size: 10, weight: i === active ? 700 : 500, fill: colour, anchor: "middle" });
  });
  return out;
}

/** A miniature poster: the film's colour, a glow and its title; light enough to repeat. */
function posterThumb(film: ThumbFilm, x: number, y: number, w: number, index: number): string {
  const h = w * 1.5;
  const hue = hueFromSlug(film.slug);
  const id = `thumb${index}`;
  const title = fitText(film.title.toLocaleUpperCase("vi"), { maxWidth: w - 16, maxLines: 3, maxSize: 15, minSize: 9, weight: 800 });
  const top = y + h - 14 - (title.lines.length - 1) * title.size * 1.1;
  return (
    linearGradient(id, [
      [0, hsl(hue, 60, 42)],
      [1, hsl(hue + 30, 55, 10)],
    ]) +
    el("rect", { x, y, width: w, height: h, rx: 6, fill: `url(#${id})` }) +
    el("circle", { cx: x + w * 0.62, cy: y + h * 0.32, r: w * 0.22, fill: hsl(hue + 40, 90, 78), opacity: 0.85 }) +
    el("path", {
      d: `M${n(x)} ${n(y + h * 0.62)}l${n(w * 0.3)} ${n(-h * 0.12)} ${n(w * 0.25)} ${n(h * 0.06)} ${n(w * 0.45)} ${n(-h * 0.1)}V${n(y + h - 6)}q0 6-6 6H${n(x + 6)}q-6 0-6-6z`,
      fill: hsl(hue, 50, 8),
      opacity: 0.9,
    }) +
    title.lines.map((line, i) => text(x + w / 2, top + i * title.size * 1.1, line, { size: title.size, weight: 800, anchor: "middle" })).join("") +
    ageBadge(x + w - 6, y + 6, film.ageRating, 16, "right")
  );
}

type ThumbFilm = { slug: string; title: string; ageRating: AgeRating };

export function filmListScreen(films: readonly ThumbFilm[]): string {
  let body = el("rect", { width: W, height: H, fill: "#F4F6FA" }) + appBar("Phim đang chiếu");
  body +=
    el("rect", { x: 16, y: 96, width: 86, height: 28, rx: 14, fill: BRAND.amber }) +
    text(59, 115, "Đang chiếu", { size: 11, weight: 700, fill: BRAND.night, anchor: "middle" }) +
    el("rect", { x: 108, y: 96, width: 80, height: 28, rx: 14, fill: "#E3E6EE" }) +
    text(148, 115, "Sắp chiếu", { size: 11, weight: 500, fill: "#4A5268", anchor: "middle" }) +
    el("rect", { x: 194, y: 96, width: 56, height: 28, rx: 14, fill: "#E3E6EE" }) +
    text(222, 115, "IMAX", { size: 11, weight: 500, fill: "#4A5268", anchor: "middle" });
  films.slice(0, 4).forEach((film, i) => {
    const x = 16 + (i % 2) * 138;
    const y = 138 + Math.floor(i / 2) * 200;
    body += posterThumb(film, x, y, 130, i);
  });
  return svgDocument(W, H, "Ứng dụng HanCine: danh sách phim đang chiếu", body + tabBar(0));
}

export function seatMapScreen(filmTitle: string): string {
  let body = el("rect", { width: W, height: H, fill: BRAND.night }) + statusBar(true);
  body +=
    text(20, 62, filmTitle, { size: 16, weight: 700 }) +
    text(20, 82, "HanCine Sông Hàn · Phòng 3 · 19:30", { size: 11, fill: "#AEB6CC" }) +
    el("path", { d: "M40 122Q150 100 260 122", fill: "none", stroke: BRAND.amber, "stroke-width": 4, "stroke-linecap": "round" }) +
    text(150, 140, "MÀN HÌNH", { size: 9, weight: 700, fill: "#AEB6CC", anchor: "middle", spacing: 2 });
  const taken = new Set(["B5", "C6", "C7", "E2", "E3", "F8", "G4", "G5", "D9"]);
  const mine = new Set(["E6", "E7"]);
  const cols = 10;
  for (let row = 0; row < 8; row++) {
    const label = "ABCDEFGH"[row] as string;
    for (let c = 0; c < cols; c++) {
      const seat = `${label}${c + 1}`;
      const x = 38 + c * 23 + (c >= 2 ? 8 : 0) + (c >= 8 ? 8 : 0);
      const y = 160 + row * 28;
      const vip = row >= 3 && row <= 6;
      const fill = mine.has(seat) ? BRAND.amber : taken.has(seat) ? "#3B4562" : vip ? "#7B5CD6" : "#E3E6EE";
      body += el("rect", { x, y, width: 18, height: 18, rx: 4, fill });
    }
    body += text(24, 173 + row * 28, label, { size: 9, fill: "#AEB6CC", anchor: "middle" });
  }
  const legend: Array<[string, string]> = [
    ["#E3E6EE", "Thường"],
    ["#7B5CD6", "VIP"],
    ["#3B4562", "Đã bán"],
    [BRAND.amber, "Đang chọn"],
  ];
  const legendX = [20, 88, 138, 206];
  legend.forEach(([fill, label], i) => {
    const x = legendX[i] ?? 20;
    body += el("rect", { x, y: 400, width: 12, height: 12, rx: 3, fill }) + text(x + 17, 410, label, { size: 10, fill: "#AEB6CC" });
  });
  body +=
    el("rect", { y: 470, width: W, height: 130, fill: "#fff" }) +
    text(20, 500, "Ghế E6, E7", { size: 13, weight: 700, fill: BRAND.night }) +
    text(20, 520, "Tạm tính", { size: 11, fill: "#4A5268" }) +
    text(280, 520, "190.000 ₫", { size: 15, weight: 800, fill: BRAND.night, anchor: "end" }) +
    el("rect", { x: 20, y: 538, width: 260, height: 44, rx: 8, fill: BRAND.amber }) +
    text(150, 566, "Tiếp tục", { size: 14, weight: 700, fill: BRAND.night, anchor: "middle" });
  return svgDocument(W, H, "Ứng dụng HanCine: chọn ghế", body);
}

/** Places a standalone SVG document inside this one, keeping its viewBox and dropping its own size. */
function nestSvg(svg: string, x: number, y: number, width: number, height: number): string {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? `0 0 ${width} ${height}`;
  const inner = svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"));
  return `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${viewBox}" shape-rendering="crispEdges">${inner}</svg>`;
}

/** The ticket screen embeds a real QR code (an SVG from the qrcode package). */
export function ticketScreen(film: { title: string; ageRating: AgeRating }, qrSvg: string): string {
  const qr = nestSvg(qrSvg, 75, 300, 150, 150);
  const age = AGE_COLOURS[film.ageRating];
  const body =
    el("rect", { width: W, height: H, fill: BRAND.night }) +
    statusBar(true) +
    text(150, 66, "Vé của tôi", { size: 17, weight: 700, anchor: "middle" }) +
    el("path", { d: "M20 92h260v170a12 12 0 0 0 0 24v226H20V286a12 12 0 0 0 0-24z", fill: "#fff" }) +
    el("path", { d: "M34 274h232", stroke: "#C9CED8", "stroke-width": 2, "stroke-dasharray": "6 5" }) +
    el("rect", { x: 36, y: 110, width: 34, height: 20, rx: 4, fill: age.fill }) +
    text(53, 124, film.ageRating, { size: 11, weight: 700, fill: age.text, anchor: "middle" }) +
    text(36, 156, film.title, { size: 17, weight: 800, fill: BRAND.night }) +
    text(36, 184, "HanCine Sông Hàn · Phòng 3", { size: 11, fill: "#4A5268" }) +
    text(36, 214, "Suất chiếu", { size: 10, fill: "#8A93A6" }) +
    text(36, 232, "19:30 · T7, 22/11", { size: 13, weight: 700, fill: BRAND.night }) +
    text(180, 214, "Ghế", { size: 10, fill: "#8A93A6" }) +
    text(180, 232, "E6, E7", { size: 13, weight: 700, fill: BRAND.night }) +
    qr +
    text(150, 474, "Đưa mã này cho nhân viên tại quầy", { size: 10.5, fill: "#4A5268", anchor: "middle" }) +
    text(150, 494, "Mã vé: HC-7Q2K9", { size: 12, weight: 700, fill: BRAND.night, anchor: "middle", spacing: 1 });
  return svgDocument(W, H, "Ứng dụng HanCine: vé điện tử có mã QR", body);
}

export function promotionsScreen(promotions: ReadonlyArray<{ title: string; value: string }>): string {
  let body = el("rect", { width: W, height: H, fill: "#F4F6FA" }) + appBar("Ưu đãi cho bạn");
  promotions.slice(0, 4).forEach((promo, i) => {
    const y = 100 + i * 108;
    body +=
      el("rect", { x: 16, y, width: 268, height: 96, rx: 10, fill: "#fff" }) +
      el("rect", { x: 16, y, width: 92, height: 96, rx: 10, fill: i % 2 ? BRAND.blue : BRAND.night }) +
      text(62, y + 58, promo.value, { size: promo.value.length > 4 ? 20 : 24, weight: 800, fill: BRAND.amber, anchor: "middle" }) +
      text(120, y + 38, promo.title.length > 22 ? `${promo.title.slice(0, 21)}…` : promo.title, { size: 12, weight: 700, fill: BRAND.night }) +
      text(120, y + 60, "Áp dụng tại mọi rạp", { size: 10, fill: "#4A5268" }) +
      el("rect", { x: 120, y: y + 70, width: 70, height: 18, rx: 9, fill: "#FDF0D9" }) +
      text(155, y + 83, "Dùng ngay", { size: 9.5, weight: 700, fill: BRAND.amberDeep, anchor: "middle" });
  });
  return svgDocument(W, H, "Ứng dụng HanCine: danh sách ưu đãi", body + tabBar(3));
}
