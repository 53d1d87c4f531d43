import type { Order } from "@hancine/contract/booking";
import { formatDate, formatDayShort, formatTime, formatVnd } from "@hancine/contract/format";
import { SEAT_TYPE_LABELS } from "@hancine/contract/booking";
import { TICKET_TYPE_NOTE } from "@hancine/contract/booking-constants";
import { vatInside } from "@hancine/contract/vat";
import { escapeHtml as esc } from "../mail/escape-html.ts";

export type PrintChain = { brand: string; companyName: string; address: string; taxCode: string; hotline: string; vatPercent: number };
export type PrintPayment = { method: string; amountVnd: number; tenderedVnd: number | null; changeVnd: number };

const METHOD_NAMES: Record<string, string> = { cash: "Tiền mặt", card: "Thẻ", vietqr: "VietQR", gift_card: "Thẻ quà tặng" };

const STYLE = `@page{size:80mm auto;margin:0}
*{box-sizing:border-box}body{margin:0;font:12px/1.35 system-ui,"Be Vietnam Pro",Arial,sans-serif;color:#000;background:#fff}
.slip{width:80mm;padding:4mm 4mm 6mm;page-break-after:always;break-after:page}
.slip:last-child{page-break-after:auto;break-after:auto}
h1{font-size:15px;margin:0 0 1mm;text-align:center}h2{font-size:14px;margin:2mm 0 1mm}
.c{text-align:center}.s{font-size:10px}.big{font-size:20px;font-weight:700}
table{width:100%;border-collapse:collapse}td{padding:0.5mm 0;vertical-align:top}td.r{text-align:right;white-space:nowrap}
hr{border:0;border-top:1px dashed #000;margin:2mm 0}.qr svg{width:42mm;height:42mm;display:block;margin:1mm auto}
@media screen{body{background:#eee}.slip{background:#fff;margin:4mm auto;box-shadow:0 0 2mm #999}}`;

function header(chain: PrintChain): string {
  return `<h1>${esc(chain.brand)}</h1><p class="c s">${esc(chain.companyName)}<br>MST: ${esc(chain.taxCode)}<br>${esc(chain.address)}</p>`;
}

/** One slip per seat (the door scans its QR as an online ticket's), then the receipt; Vietnamese, 80 mm wide, times in Asia/Ho_Chi_Minh. */
export function printableOrder(input: {
  order: Order;
  qrSvgs: Map<string, string>;
  payments: PrintPayment[];
  chain: PrintChain;
  seller: string | null;
  printedAt: Date;
}): string {
  const { order, chain } = input;
  const show = order.showtime;
  const when = `${formatTime(show.startsAt)} ${formatDayShort(show.startsAt)}/${formatDate(show.startsAt).slice(-4)}`;
  const seatByLabel = new Map(order.seats.map((s) => [s.label, s]));
  const tickets = (order.tickets ?? []).map((ticket) => {
    const seat = seatByLabel.get(ticket.seatLabel);
    const price = seat?.price ?? 0;
    return `<section class="slip" aria-label="Vé ghế ${esc(ticket.seatLabel)}">${header(chain)}<hr>
<h2>${esc(show.film.name)} <span class="s">(${esc(show.film.age)})</span></h2>
<table><tr><td>Rạp</td><td class="r">${esc(show.cinema.name)}</td></tr><tr><td>Suất</td><td class="r"><b>${esc(when)}</b></td></tr>
<tr><td>Phòng</td><td class="r">${esc(show.auditorium.name)}</td></tr><tr><td>Định dạng</td><td class="r">${esc(show.format)} · ${esc(show.version)}</td></tr>
<tr><td>Ghế</td><td class="r big">${esc(ticket.seatLabel)}</td></tr>${seat ? `<tr><td>Loại ghế</td><td class="r">${esc(SEAT_TYPE_LABELS[seat.type] ?? seat.type)}</td></tr>` : ""}${ticket.doorCheck ? `<tr><td>Loại vé</td><td class="r"><b>${esc(ticket.ticketTypeLabel ?? "")}</b></td></tr>` : ""}
<tr><td>Giá vé</td><td class="r">${formatVnd(price)}</td></tr><tr><td class="s">Trong đó VAT ${chain.vatPercent}%</td><td class="r s">${formatVnd(vatInside(price, chain.vatPercent))}</td></tr></table>
<div class="qr">${input.qrSvgs.get(ticket.id) ?? ""}</div><p class="c"><b>${esc(ticket.code)}</b></p>
${ticket.doorCheck ? `<p class="c s"><b>${esc(TICKET_TYPE_NOTE)}</b></p>` : ""}<p class="c s">Mã đặt vé ${esc(order.code)} · Vui lòng đến trước giờ chiếu 10 phút.</p></section>`;
  });
  const lines = [
    ...order.seats.map((s) => `<tr><td>Vé ${esc(s.label)}</td><td class="r">${formatVnd(s.price)}</td></tr>`),
    ...order.products.map((p) => `<tr><td>${esc(p.name)} × ${p.quantity}</td><td class="r">${formatVnd(p.amount)}</td></tr>`),
  ].join("");
  const payments = input.payments
    .map(
      (p) =>
        `<tr><td>${esc(METHOD_NAMES[p.method] ?? p.method)}</td><td class="r">${formatVnd(p.amountVnd)}</td></tr>` +
        (p.tenderedVnd !== null && p.changeVnd > 0
          ? `<tr><td class="s">Khách đưa</td><td class="r s">${formatVnd(p.tenderedVnd)}</td></tr><tr><td class="s">Tiền thối</td><td class="r s">${formatVnd(p.changeVnd)}</td></tr>`
          : ""),
    )
    .join("");
  const receipt = `<section class="slip" aria-label="Hoá đơn bán lẻ">${header(chain)}<hr><h2 class="c">HOÁ ĐƠN BÁN LẺ</h2>
<p class="s">Mã đơn: <b>${esc(order.code)}</b><br>Thời gian: ${formatTime(input.printedAt)} ${formatDate(input.printedAt)}${input.seller ? `<br>Thu ngân: ${esc(input.seller)}` : ""}</p><hr>
<table>${lines}</table><hr><table><tr><td><b>Tổng cộng</b></td><td class="r"><b>${formatVnd(order.total)}</b></td></tr>
<tr><td class="s">Giá đã gồm VAT ${chain.vatPercent}%</td><td class="r s">${formatVnd(vatInside(order.total, chain.vatPercent))}</td></tr>${payments}</table><hr>
<p class="c s">Cảm ơn quý khách! Hotline ${esc(chain.hotline)}</p></section>`;
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Vé và hoá đơn ${esc(order.code)}</title><style>${STYLE}</style></head><body>${tickets.join("")}${receipt}</body></html>`;
}
