import { dayMonthYearFromIso, formatCount, formatVnd } from "@hancine/contract/format";
import type { ReportFrequency } from "@hancine/contract/film-hire";
import type { SiteInfo } from "@hancine/contract/page-services";
import { renderEmail } from "../mail/email-layout.ts";
import { escapeHtml } from "../mail/escape-html.ts";
import type { EmailMessage } from "../mail/outbox-repository.ts";
import type { SalesFigures } from "../reports/sales-report-repository.ts";

const TOP = 5;

/** A small table of the e-mail (film or cinema, tickets, revenue), with its plain-text twin. */
function table(caption: string, rows: { label: string; tickets: number; revenue: number }[]) {
  const cell = "padding:6px 8px;border-bottom:1px solid #e2e8f0;font-size:14px";
  const html = `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 20px">
<caption style="text-align:left;font-weight:700;font-size:15px;padding:0 0 6px">${escapeHtml(caption)}</caption>
<tr><th style="${cell};text-align:left">Tên</th><th style="${cell};text-align:right">Vé</th><th style="${cell};text-align:right">Doanh thu</th></tr>
${rows.map((r) => `<tr><td style="${cell}">${escapeHtml(r.label)}</td><td style="${cell};text-align:right">${formatCount(r.tickets)}</td><td style="${cell};text-align:right">${formatVnd(r.revenue)}</td></tr>`).join("\n")}
</table>`;
  const text = `${caption}:\n${rows.map((r) => `- ${r.label}: ${formatCount(r.tickets)} vé, ${formatVnd(r.revenue)}`).join("\n")}`;
  return { kind: "html" as const, html, text };
}

/**
 * "Báo cáo doanh thu ngày 29/11/2026 – HanCine Sông Hàn": the period's revenue, tickets, occupancy,
 * concessions and refunds, the top films and cinemas, a link to the reports and one to stop these e-mails.
 */
export function salesReportEmail(input: {
  to: string;
  fullName: string;
  frequency: ReportFrequency;
  period: { from: string; to: string };
  scopeName: string;
  figures: SalesFigures;
  reportUrl: string;
  unsubscribeUrl: string;
  site: SiteInfo;
  publicUrl: string;
}): EmailMessage {
  const { figures, period } = input;
  const t = figures.totals;
  const when =
    input.frequency === "daily" ? `ngày ${dayMonthYearFromIso(period.from)}` : `tuần ${dayMonthYearFromIso(period.from)} – ${dayMonthYearFromIso(period.to)}`;
  const occupancy = `${(Math.round(t.occupancy * 1000) / 10).toString().replace(".", ",")} %`;
  const blocks = [
    { kind: "paragraph" as const, text: `Báo cáo bán hàng ${when} của ${input.scopeName}.` },
    {
      kind: "paragraph" as const,
      text: `Doanh thu: ${formatVnd(t.revenue)} · Vé: ${formatCount(t.tickets)} · Lấp đầy: ${occupancy} · Bắp nước: ${formatVnd(t.concessionRevenue)} · Đơn hoàn tiền: ${formatCount(figures.refunds.orders)} (${formatVnd(figures.refunds.amount)}).`,
    },
    ...(figures.byFilm.length > 0 ? [table(`Phim bán chạy nhất (${Math.min(TOP, figures.byFilm.length)})`, figures.byFilm.slice(0, TOP))] : []),
    ...(figures.byCinema.length > 1 ? [table("Theo rạp", figures.byCinema)] : []),
    { kind: "button" as const, label: "Xem báo cáo đầy đủ", url: input.reportUrl },
    {
      kind: "note" as const,
      text: `Bạn nhận e-mail này vì đã đăng ký báo cáo ${input.frequency === "daily" ? "hằng ngày" : "hằng tuần"} trong trang quản trị. Không muốn nhận nữa: ${input.unsubscribeUrl}`,
    },
  ];
  return renderEmail(
    {
      to: input.to,
      subject: `Báo cáo doanh thu ${when} – ${input.scopeName}`,
      preheader: `${formatVnd(t.revenue)}, ${formatCount(t.tickets)} vé, lấp đầy ${occupancy}.`,
      greeting: `Chào ${input.fullName},`,
      blocks,
    },
    input.site,
    input.publicUrl,
  );
}
