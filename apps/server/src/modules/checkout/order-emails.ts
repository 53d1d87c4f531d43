import { TICKET_TYPE_NOTE } from "@hancine/contract/booking-constants";
import type { Order, ShowtimeDetail } from "@hancine/contract/booking";
import { orderPagePath } from "@hancine/contract/checkout";
import { formatDate, formatDayShort, formatTime, formatVnd } from "@hancine/contract/format";
import type { SiteInfo } from "@hancine/contract/page-services";
import type { StoredAttachment } from "#server/db/schema/outbox.ts";
import { renderEmail } from "../mail/email-layout.ts";
import { escapeHtml } from "../mail/escape-html.ts";
import type { EmailMessage } from "../mail/outbox-repository.ts";
import { calendarText } from "./calendar-event.ts";
import { ticketQrPng } from "./ticket-qr-image.ts";

export type OrderEmailData = {
  to: string;
  fullName: string;
  order: Order;
  showtime: ShowtimeDetail;
  tickets: NonNullable<Order["tickets"]>;
  /** "VNPay", "Ví MoMo". */
  methodName: string;
  /** The cinema moved the showtime: when and where it was (e.g. "19:30 26/11, Phòng 2"); the tickets are new. */
  movedFrom?: string;
};
type Context = { site: SiteInfo; publicUrl: string };

const INK = "#1e293b";
const MUTED = "#64748b";
const row = (label: string, value: string) =>
  `<tr><td style="padding:6px 12px 6px 0;vertical-align:top;font-size:14px;color:${MUTED};white-space:nowrap">${escapeHtml(label)}</td>` +
  `<td style="padding:6px 0;font-size:15px;line-height:1.5;color:${INK};font-weight:500">${value}</td></tr>`;

const whenText = (s: ShowtimeDetail) =>
  `${formatTime(s.startsAt)} – ${formatTime(s.endsAt)}, ${formatDayShort(s.startsAt)}/${formatDate(s.startsAt).slice(-4)}`;
const seatsText = (order: Order) => order.seats.map((s) => s.label).join(", ");
const productsText = (order: Order) => order.products.map((p) => `${p.quantity} × ${p.name}`).join(", ");

function detailsTable(data: OrderEmailData): { html: string; text: string } {
  const { order, showtime } = data;
  const lines: [string, string, string][] = [
    [
      "Phim",
      `${escapeHtml(showtime.film.name)} <span style="display:inline-block;padding:0 6px;border-radius:4px;background:#0B1633;color:#fff;font-size:12px;font-weight:700">${escapeHtml(showtime.film.age)}</span>`,
      `${showtime.film.name} (${showtime.film.age})`,
    ],
    [
      "Suất chiếu",
      `<strong>${escapeHtml(whenText(showtime))}</strong> · ${escapeHtml(showtime.format)} · ${escapeHtml(showtime.version)}`,
      `${whenText(showtime)} · ${showtime.format} · ${showtime.version}`,
    ],
    [
      "Rạp",
      `${escapeHtml(showtime.cinema.name)}<br><span style="color:${MUTED};font-size:13px">${escapeHtml(showtime.cinema.address)}</span>`,
      `${showtime.cinema.name}, ${showtime.cinema.address}`,
    ],
    ["Phòng chiếu", escapeHtml(showtime.auditorium.name), showtime.auditorium.name],
    ["Ghế", `<strong>${escapeHtml(seatsText(order))}</strong>`, seatsText(order)],
  ];
  if (order.products.length > 0) lines.push(["Bắp nước", escapeHtml(productsText(order)), productsText(order)]);
  if (order.discount > 0)
    lines.push([
      "Giảm giá",
      `−${escapeHtml(formatVnd(order.discount))}${order.voucher ? ` (${escapeHtml(order.voucher.code)})` : ""}`,
      `−${formatVnd(order.discount)}`,
    ]);
  if (order.pointsDiscount)
    lines.push([
      "Điểm thưởng",
      `−${escapeHtml(formatVnd(order.pointsDiscount))} (${order.points} điểm)`,
      `−${formatVnd(order.pointsDiscount)} (${order.points} điểm)`,
    ]);
  lines.push([
    "Tổng tiền",
    `<strong>${escapeHtml(formatVnd(order.total))}</strong> · ${escapeHtml(data.methodName)}`,
    `${formatVnd(order.total)} (${data.methodName})`,
  ]);
  lines.push([
    "Mã đặt vé",
    `<strong style="font-family:Consolas,Menlo,monospace;font-size:17px;letter-spacing:1px">${escapeHtml(order.code)}</strong>`,
    order.code,
  ]);
  return {
    html: `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 20px;border-top:1px solid #e2e8f0;border-bottom:1px solid #e2e8f0">${lines.map(([l, h]) => row(l, h)).join("")}</table>`,
    text: lines.map(([l, , t]) => `${l}: ${t}`).join("\n"),
  };
}

const cidOf = (ticketCode: string) => `ve-${ticketCode.toLowerCase()}@hancine`;

function ticketsBlock(data: OrderEmailData): { html: string; text: string } {
  const cells = data.tickets.map(
    (t) =>
      `<td style="padding:8px;text-align:center;vertical-align:top;width:50%">` +
      `<img src="cid:${cidOf(t.code)}" width="180" height="180" alt="Mã QR vé ghế ${escapeHtml(t.seatLabel)}" style="display:block;margin:0 auto;width:100%;max-width:180px;height:auto;border:1px solid #e2e8f0;border-radius:8px">` +
      `<p style="margin:8px 0 0;font-size:15px;font-weight:700;color:${INK}">Ghế ${escapeHtml(t.seatLabel)}</p>` +
      `<p style="margin:2px 0 0;font-size:13px;color:${MUTED}">Mã vé <span style="font-family:Consolas,Menlo,monospace">${escapeHtml(t.code)}</span></p>` +
      // A student, U22 or elderly ticket says so, and what to show at the door (decision 085).
      (t.doorCheck
        ? `<p style="margin:6px 0 0;font-size:13px;font-weight:700;color:${INK}">Vé ${escapeHtml(t.ticketTypeLabel ?? "")}</p>` +
          `<p style="margin:2px 0 0;font-size:12px;color:${MUTED}">${escapeHtml(TICKET_TYPE_NOTE)}</p>`
        : "") +
      `</td>`,
  );
  const rows: string[] = [];
  for (let i = 0; i < cells.length; i += 2) rows.push(`<tr>${cells[i]}${cells[i + 1] ?? '<td style="width:50%"></td>'}</tr>`);
  return {
    html: `<p style="margin:0 0 8px;font-size:16px;font-weight:700;color:${INK}">Vé của bạn (${data.tickets.length})</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px">${rows.join("")}</table>`,
    text: `Vé của bạn:\n${data.tickets
      .map((t) => `- Ghế ${t.seatLabel}: mã vé ${t.code}${t.doorCheck ? ` (vé ${t.ticketTypeLabel} — ${TICKET_TYPE_NOTE.toLowerCase()})` : ""}`)
      .join("\n")}`,
  };
}

/** "Vé của bạn": the paid order, one QR code per ticket (inline PNG) and the showtime as an .ics file. */
export async function ticketConfirmationMessage(data: OrderEmailData, ctx: Context): Promise<EmailMessage> {
  const { order, showtime, site } = { ...data, site: ctx.site };
  const url = `${ctx.publicUrl}${orderPagePath(order.code)}`;
  const details = detailsTable(data);
  const tickets = ticketsBlock(data);
  const ageNote =
    showtime.film.age === "P" || showtime.film.age === "K"
      ? []
      : [{ kind: "note" as const, text: `Phim ${showtime.film.age}: nhân viên có thể đề nghị xem giấy tờ tùy thân có ảnh để kiểm tra độ tuổi.` }];
  const message = renderEmail(
    {
      to: data.to,
      subject: `${data.movedFrom ? "Suất chiếu đã đổi – vé mới" : "Vé của bạn"}: ${showtime.film.name} – ${formatTime(showtime.startsAt)} ${formatDayShort(showtime.startsAt)} · ${order.code}`,
      preheader: `${showtime.cinema.name}, ${showtime.auditorium.name} · Ghế ${seatsText(order)}. Đưa mã QR cho nhân viên soát vé nhé.`,
      greeting: `Chào ${data.fullName},`,
      blocks: [
        data.movedFrom
          ? {
              kind: "paragraph",
              text: `Rạp đã đổi suất chiếu của bạn (trước đây: ${data.movedFrom}). Đây là vé mới; mã QR của vé cũ không còn dùng được. Nếu giờ mới không hợp với bạn, hãy liên hệ rạp để được hỗ trợ.`,
            }
          : { kind: "paragraph", text: `Thanh toán thành công! Đây là vé xem phim của bạn tại ${site.brand}.` },
        { kind: "html", ...details },
        { kind: "html", ...tickets },
        { kind: "button", label: "Xem vé trên website", url },
        {
          kind: "note",
          text: "Bạn hãy đến trước giờ chiếu khoảng 15 phút và đưa mã QR của từng vé cho nhân viên soát vé (trên điện thoại hoặc bản in). Ở quầy, bạn cũng có thể đọc mã đặt vé.",
        },
        ...ageNote,
        { kind: "note", text: "Tệp lich-chieu.ics đính kèm giúp bạn thêm suất chiếu vào lịch của mình." },
      ],
    },
    site,
    ctx.publicUrl,
  );
  const images: StoredAttachment[] = await Promise.all(
    data.tickets.map(async (t) => ({
      filename: `ve-${t.seatLabel}.png`,
      contentType: "image/png",
      contentBase64: (await ticketQrPng(t.qr)).toString("base64"),
      cid: cidOf(t.code),
    })),
  );
  const calendar = calendarText(
    {
      uid: `${order.id}@${new URL(ctx.publicUrl).hostname}`,
      start: new Date(showtime.startsAt),
      end: new Date(showtime.endsAt),
      stamp: new Date(order.paidAt ?? order.createdAt),
      summary: `${showtime.film.name} (${showtime.film.age}) – ${site.brand}`,
      location: `${showtime.cinema.name}, ${showtime.auditorium.name} – ${showtime.cinema.address}`,
      description: `Mã đặt vé ${order.code}\nGhế ${seatsText(order)}\nXem vé: ${url}`,
      url,
      organizerName: site.brand,
      organizerEmail: site.email,
    },
    `-//${site.brand}//Ve xem phim//VI`,
  );
  return {
    ...message,
    attachments: [
      ...images,
      {
        filename: "lich-chieu.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        contentBase64: Buffer.from(calendar, "utf8").toString("base64"),
      },
    ],
  };
}

export type RefundReason =
  | "seats_taken"
  | "duplicate"
  | "showtime_started"
  | "showtime_cancelled"
  | "order_changed"
  | "voucher_unavailable"
  | "points_unavailable"
  | "out_of_stock"
  | "desk_refund"
  | "customer_cancel"
  | "exchange_difference"
  | "exchange_failed";

const REFUND_EXPLANATION: Record<RefundReason, (order: Order) => string> = {
  seats_taken: (o) =>
    `Khoản thanh toán đến sau khi thời gian giữ ghế đã hết, và lúc đó ghế ${seatsText(o)} đã có người khác mua, nên đơn hàng không thể xác nhận.`,
  duplicate: () => "Đơn hàng này đã được thanh toán trước đó bằng một giao dịch khác, nên khoản thanh toán sau là thừa.",
  showtime_started: () => "Khoản thanh toán đến khi suất chiếu đã bắt đầu, nên chúng tôi không thể xuất vé.",
  showtime_cancelled: () =>
    "Rạp đã huỷ suất chiếu này. Chúng tôi thành thật xin lỗi vì sự bất tiện; vé của bạn không còn giá trị và toàn bộ số tiền được hoàn lại.",
  order_changed: () => "Số tiền của giao dịch không còn khớp với đơn hàng (đơn hàng đã thay đổi sau khi bạn mở trang thanh toán).",
  voucher_unavailable: (o) =>
    `Khoản thanh toán đến sau khi thời gian giữ ghế đã hết, và lúc đó mã khuyến mãi ${o.voucher?.code ?? ""} đã hết lượt sử dụng, nên đơn hàng không thể xác nhận với giá đã giảm.`,
  points_unavailable: (o) =>
    `Khoản thanh toán đến sau khi thời gian giữ ghế đã hết; ${o.points ?? 0} điểm thưởng của đơn hàng đã được trả lại tài khoản và lúc đó không còn đủ để dùng lại, nên đơn hàng không thể xác nhận với giá đã trừ điểm.`,
  out_of_stock: (o) =>
    `Khoản thanh toán đến sau khi thời gian giữ ghế đã hết, và lúc đó rạp đã bán hết ${o.products.map((p) => p.name).join(", ") || "bắp nước"} của đơn hàng, nên đơn hàng không thể xác nhận.`,
  desk_refund: () => "Rạp đã hoàn tiền theo yêu cầu.",
  customer_cancel: (o) => `Bạn đã hủy đơn hàng ${o.code}. Vé ghế ${seatsText(o)} không còn giá trị và ghế đã được mở bán lại.`,
  exchange_failed: () =>
    "Khoản thanh toán phần chênh lệch đến khi đơn hàng cũ không còn đổi suất được (đã hủy, đã soát vé hoặc đã quá thời hạn đổi), nên việc đổi suất không thực hiện; vé cũ của bạn vẫn giữ nguyên như trước.",
  exchange_difference: () => "Bạn đã đổi sang suất chiếu có giá thấp hơn; vé mới đã được gửi trong một e-mail riêng. Phần chênh lệch được hoàn lại cho bạn.",
};

/** The short reason kept with the refund (and sent to the gateway, folded to ASCII there). */
export const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  seats_taken: "Thanh toán đến muộn, ghế đã được bán",
  duplicate: "Đơn hàng đã được thanh toán trước đó",
  showtime_started: "Thanh toán đến khi suất chiếu đã bắt đầu",
  showtime_cancelled: "Rạp huỷ suất chiếu",
  order_changed: "Số tiền không khớp đơn hàng",
  voucher_unavailable: "Thanh toán đến muộn, mã khuyến mãi đã hết lượt",
  points_unavailable: "Thanh toán đến muộn, không còn đủ điểm thưởng",
  out_of_stock: "Thanh toán đến muộn, rạp đã hết bắp nước của đơn",
  desk_refund: "Rạp hoàn tiền theo yêu cầu",
  customer_cancel: "Khách hủy vé",
  exchange_difference: "Đổi suất: hoàn phần chênh lệch",
  exchange_failed: "Đổi suất không thực hiện được",
};

/** "Hoàn tiền": a captured payment we cannot keep; the refund itself goes through the gateway. */
export function refundMessage(
  data: {
    to: string;
    fullName: string;
    order: Order;
    showtime: ShowtimeDetail;
    amountVnd: number;
    methodName: string;
    reason: RefundReason;
    /** The order desk: the staff member's reason, and the seats refunded when only some were. */
    desk?: { note: string; seats: string[] | null };
  },
  ctx: Context,
): EmailMessage {
  const keepsOrder = data.reason === "duplicate" || data.reason === "exchange_difference" || Boolean(data.desk?.seats);
  const explanation = data.desk
    ? `Rạp đã hoàn tiền ${data.desk.seats ? `vé ghế ${data.desk.seats.join(", ")}` : "đơn hàng"} theo yêu cầu. Lý do: ${data.desk.note}${data.desk.seats ? " Các vé này không còn giá trị; những vé khác của đơn vẫn dùng được." : ""}`
    : REFUND_EXPLANATION[data.reason](data.order);
  const whole = data.desk?.seats || data.reason === "exchange_difference" ? "" : "toàn bộ ";
  return renderEmail(
    {
      to: data.to,
      subject: `Hoàn tiền ${formatVnd(data.amountVnd)} cho đơn hàng ${data.order.code}`,
      preheader: `Chúng tôi đã gửi lệnh hoàn lại ${formatVnd(data.amountVnd)} qua ${data.methodName}.`,
      greeting: `Chào ${data.fullName},`,
      blocks: [
        {
          kind: "paragraph",
          text:
            data.reason === "customer_cancel" || data.reason === "exchange_difference"
              ? `Đơn hàng ${data.order.code}: ${data.showtime.film.name}, ${formatTime(data.showtime.startsAt)} ${formatDayShort(data.showtime.startsAt)}, ${data.showtime.cinema.name}.`
              : `Chúng tôi đã nhận được khoản thanh toán ${formatVnd(data.amountVnd)} qua ${data.methodName} cho đơn hàng ${data.order.code} (${data.showtime.film.name}, ${formatTime(data.showtime.startsAt)} ${formatDayShort(data.showtime.startsAt)}, ${data.showtime.cinema.name}).`,
        },
        { kind: "paragraph", text: explanation },
        {
          kind: "paragraph",
          text: `Chúng tôi đã tự động gửi lệnh hoàn lại ${whole}${formatVnd(data.amountVnd)} qua ${data.methodName}. Tiền thường về tài khoản của bạn trong 1–15 ngày làm việc, tùy ngân hàng. Bạn không cần làm gì thêm.`,
        },
        keepsOrder
          ? { kind: "button", label: "Xem vé của bạn", url: `${ctx.publicUrl}${orderPagePath(data.order.code)}` }
          : { kind: "button", label: "Chọn suất chiếu khác", url: `${ctx.publicUrl}/movies/${encodeURIComponent(data.showtime.film.slug)}` },
        {
          kind: "note",
          text: `Nếu sau 15 ngày làm việc bạn vẫn chưa nhận được tiền, hãy liên hệ ${ctx.site.email} hoặc hotline ${ctx.site.hotline} và đọc mã đơn ${data.order.code}.`,
        },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}
