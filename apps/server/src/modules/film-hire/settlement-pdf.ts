import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { Settlement } from "@hancine/contract/film-hire";
import { dayMonthYearFromIso, formatCount, formatDate, formatTime, formatVnd } from "@hancine/contract/format";

/** The brand's typeface with every Vietnamese glyph, from an npm package (full TTF files; nothing fetched at run time). */
const require = createRequire(import.meta.url);
const FONT = {
  regular: require.resolve("@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf"),
};

export type ChainTaxDetails = { companyName: string; brand: string; taxCode: string; address: string; hotline: string };

type Column = { header: string; width: number; align: "left" | "right" | "center" };
const COLUMNS: Column[] = [
  { header: "Phim", width: 142, align: "left" },
  { header: "Rạp", width: 122, align: "left" },
  { header: "Tuần", width: 30, align: "center" },
  { header: "Thời gian", width: 84, align: "left" },
  { header: "Lượt khách", width: 48, align: "right" },
  { header: "Doanh thu gộp (gồm VAT)", width: 80, align: "right" },
  { header: "VAT", width: 64, align: "right" },
  { header: "Doanh thu thuần", width: 80, align: "right" },
  { header: "Tỉ lệ", width: 38, align: "right" },
  { header: "Tiền thuê phim", width: 82, align: "right" },
];
const PAD = 3;
const MARGIN = 36;

/** "52,5 %": the Vietnamese decimal comma. */
const percentText = (p: number) => `${String(p).replace(".", ",")} %`;

/**
 * The settlement laid out for A4 (landscape: ten columns), in Vietnamese, to send to the distributor:
 * the chain's company name, tax code and address, the distributor's, the period, a line per film,
 * cinema and week, the totals, how the rent is computed, and room for both signatures.
 */
export function settlementPdf(settlement: Settlement, chain: ChainTaxDetails, printedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Bảng thanh toán tiền thuê phim – ${settlement.distributor.name}`,
      Author: chain.companyName,
      Subject: `${settlement.from} – ${settlement.to}`,
    },
  });
  doc.registerFont("regular", FONT.regular);
  doc.registerFont("bold", FONT.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 24;

  // The chain, left; the document's number and date, right.
  doc
    .font("bold")
    .fontSize(11)
    .text(chain.companyName.toUpperCase(), MARGIN, MARGIN, { width: width / 2 });
  doc
    .font("regular")
    .fontSize(9)
    .text(`Mã số thuế: ${chain.taxCode}`, { width: width / 2 });
  doc.text(`Địa chỉ: ${chain.address}`, { width: width / 2 });
  doc.text(`Điện thoại: ${chain.hotline}`, { width: width / 2 });
  const headerBottom = doc.y;
  doc
    .font("regular")
    .fontSize(9)
    .text(`Lập ngày ${formatDate(printedAt)} lúc ${formatTime(printedAt)}`, MARGIN + width / 2, MARGIN, { width: width / 2, align: "right" });
  doc.y = headerBottom + 10;

  doc.font("bold").fontSize(15).text("BẢNG THANH TOÁN TIỀN THUÊ PHIM", MARGIN, doc.y, { width, align: "center" });
  doc
    .font("regular")
    .fontSize(10)
    .text(`Từ ngày ${dayMonthYearFromIso(settlement.from)} đến ngày ${dayMonthYearFromIso(settlement.to)}`, { width, align: "center" });
  doc.moveDown(0.6);

  const d = settlement.distributor;
  doc
    .font("bold")
    .fontSize(10)
    .text(`Nhà phát hành: ${d.legalName ?? d.name}`, MARGIN, doc.y, { width });
  doc.font("regular").fontSize(9);
  if (d.taxCode) doc.text(`Mã số thuế: ${d.taxCode}`, { width });
  if (d.address) doc.text(`Địa chỉ: ${d.address}`, { width });
  doc.text(settlement.cinema ? `Rạp: ${settlement.cinema.name}` : "Phạm vi: các rạp của chuỗi có suất chiếu phim của nhà phát hành trong kỳ", { width });
  doc.moveDown(0.6);

  const drawHeader = () => {
    const y = doc.y;
    doc.font("bold").fontSize(8);
    const height = Math.max(...COLUMNS.map((c) => doc.heightOfString(c.header, { width: c.width - 2 * PAD }))) + 2 * PAD;
    doc.rect(MARGIN, y, width, height).fill("#1c2f60");
    let x = MARGIN;
    doc.fillColor("#ffffff");
    for (const c of COLUMNS) {
      doc.text(c.header, x + PAD, y + PAD, { width: c.width - 2 * PAD, align: c.align });
      x += c.width;
    }
    doc.fillColor("#000000");
    doc.y = y + height;
  };

  const drawRow = (cells: string[], bold: boolean, shaded: boolean) => {
    doc.font(bold ? "bold" : "regular").fontSize(8);
    const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: COLUMNS[i]!.width - 2 * PAD }))) + 2 * PAD;
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = MARGIN;
      drawHeader();
      doc.font(bold ? "bold" : "regular").fontSize(8);
    }
    const y = doc.y;
    if (shaded) doc.rect(MARGIN, y, width, height).fill("#eef1f7").fillColor("#000000");
    let x = MARGIN;
    cells.forEach((text, i) => {
      const c = COLUMNS[i]!;
      doc.text(text, x + PAD, y + PAD, { width: c.width - 2 * PAD, align: c.align });
      x += c.width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .lineWidth(0.5)
      .strokeColor("#b8c0d0")
      .stroke();
    doc.y = y + height;
  };

  drawHeader();
  if (settlement.rows.length === 0) drawRow(["Không có suất chiếu nào có vé bán trong kỳ.", "", "", "", "", "", "", "", "", ""], false, false);
  settlement.rows.forEach((r, i) =>
    drawRow(
      [
        r.film.name,
        r.cinema.name,
        String(r.week),
        `${dayMonthYearFromIso(r.weekStart).slice(0, 5)}–${dayMonthYearFromIso(r.weekEnd)}`,
        formatCount(r.admissions),
        formatCount(r.grossBoxOffice),
        formatCount(r.vat),
        formatCount(r.netBoxOffice),
        percentText(r.percent),
        `${formatCount(r.filmRent)}${r.minimumApplied ? " *" : ""}`,
      ],
      false,
      i % 2 === 1,
    ),
  );
  const t = settlement.totals;
  drawRow(
    [
      "Tổng cộng",
      "",
      "",
      "",
      formatCount(t.admissions),
      formatCount(t.grossBoxOffice),
      formatCount(t.vat),
      formatCount(t.netBoxOffice),
      "",
      formatCount(t.filmRent),
    ],
    true,
    false,
  );

  const notes = [
    `Đơn vị tiền: đồng Việt Nam. Doanh thu gộp là giá vé của các vé đã thanh toán, trừ vé đã hoàn tiền, đã gồm VAT ${settlement.vatPercent} %; VAT = doanh thu gộp × ${settlement.vatPercent}/${100 + settlement.vatPercent}; doanh thu thuần = doanh thu gộp − VAT.`,
    "Tiền thuê phim = doanh thu thuần × tỉ lệ chia của tuần phát hành (tuần tính từ thứ Sáu đến thứ Năm; tuần 1 là tuần có ngày khởi chiếu). Dấu * : theo mức tối thiểu mỗi vé × số lượt khách.",
    `Tổng tiền thuê phim phải trả: ${formatVnd(t.filmRent)}.`,
  ];
  doc.moveDown(0.8);
  if (doc.y + 120 > bottom()) {
    doc.addPage();
    doc.y = MARGIN;
  }
  doc.font("regular").fontSize(8.5);
  for (const note of notes) doc.text(note, MARGIN, doc.y, { width });
  doc.moveDown(1.2);
  const signY = doc.y;
  doc.font("bold").fontSize(9.5);
  doc.text(`ĐẠI DIỆN ${chain.brand.toUpperCase()}`, MARGIN, signY, { width: width / 2, align: "center" });
  doc.text("ĐẠI DIỆN NHÀ PHÁT HÀNH", MARGIN + width / 2, signY, { width: width / 2, align: "center" });
  doc.font("regular").fontSize(8.5);
  doc.text("(Ký, ghi rõ họ tên, đóng dấu)", MARGIN, signY + 14, { width: width / 2, align: "center" });
  doc.text("(Ký, ghi rõ họ tên, đóng dấu)", MARGIN + width / 2, signY + 14, { width: width / 2, align: "center" });

  // Page numbers at the foot of every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(8)
      .fillColor("#555555")
      .text(
        `Trang ${i + 1}/${range.count} · ${settlement.distributor.name} · ${dayMonthYearFromIso(settlement.from)}–${dayMonthYearFromIso(settlement.to)}`,
        MARGIN,
        doc.page.height - MARGIN - 10,
        {
          width,
          align: "center",
          lineBreak: false,
        },
      );
  }
  doc.end();
  return done;
}
