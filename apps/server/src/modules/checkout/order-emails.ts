import type { Order, ShowtimeDetail } from "@hancine/contract/booking";
import { orderPagePath } from "@hancine/contract/checkout";
import { formatDate, formatDayShort, formatTime, formatVnd } from "@hancine/contract/format";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { formatDateEn, formatDayShortEn } from "@hancine/contract/i18n/dates-en";
import { type MessageKey } from "@hancine/contract/i18n/message";
import { languageVersion } from "@hancine/contract/language-version";
import type { SiteInfo } from "@hancine/contract/page-services";
import type { StoredAttachment } from "#server/db/schema/outbox.ts";
import { renderEmail } from "../mail/email-layout.ts";
import { emailWords } from "../mail/email-words.ts";
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
  /** "VNPay", "Ví MoMo", "Thẻ quà tặng và VNPay", "Miễn phí" (written in Vietnamese by the callers; `methodIn` puts it in the order's language). */
  methodName: string;
  /** The cinema moved the showtime: when and in which room it was; the tickets are new. */
  movedFrom?: { startsAt: Date | string; auditorium: string };
  /** The order's language (`orders.locale`, decision 093): the e-mail is written in it. */
  locale?: Locale;
};
type Context = { site: SiteInfo; publicUrl: string };

const INK = "#1e293b";
const MUTED = "#64748b";
const row = (label: string, value: string) =>
  `<tr><td style="padding:6px 12px 6px 0;vertical-align:top;font-size:14px;color:${MUTED};white-space:nowrap">${escapeHtml(label)}</td>` +
  `<td style="padding:6px 0;font-size:15px;line-height:1.5;color:${INK};font-weight:500">${value}</td></tr>`;

/** The e-mail's words in its language. */
/** "T7, 22/11" / "Sat, 22 Nov". */

/** A word the chain writes in Vietnamese, in an English e-mail's HTML: marked so (mail apps' readers switch voice). */
const chainHtml = (locale: Locale, text: string) => (locale === "en" ? `<span lang="vi">${escapeHtml(text)}</span>` : escapeHtml(text));
/** The film's English name when the film editor gave one (English e-mails), else its own. */
const filmHtml = (locale: Locale, film: { name: string; nameEn: string | null }) =>
  locale === "en" && film.nameEn ? escapeHtml(film.nameEn) : chainHtml(locale, film.name);

const VERSION_KEYS = new Map<string, MessageKey>([
  [languageVersion("Phụ đề", "Việt Nam"), "email.order.version.vietnameseEnglishSubtitles"],
  [languageVersion("Lồng tiếng", "Việt Nam"), "email.order.version.vietnamese"],
  [languageVersion("Lồng tiếng", "Mỹ"), "email.order.version.dubbed"],
  [languageVersion("Phụ đề", "Mỹ"), "email.order.version.subtitled"],
]);
const versionIn = (locale: Locale, version: string) => {
  const key = VERSION_KEYS.get(version);
  return locale === "vi" || !key ? version : emailWords(locale).t(key);
};

/** How the order was paid, as the callers write it in Vietnamese ("Thẻ quà tặng và VNPay"), in the e-mail's language. */
export function methodIn(locale: Locale, methodName: string): string {
  if (locale === "vi") return methodName;
  const { t } = emailWords(locale);
  const words: [string, MessageKey][] = [
    ["Thẻ quà tặng", "email.order.method.giftCard"],
    ["thẻ quà tặng", "email.order.method.giftCardLower"],
    ["Ví MoMo", "email.order.method.momo"],
    ["Đổi suất", "email.order.method.exchange"],
    ["Miễn phí", "email.order.method.free"],
    [" và ", "email.order.method.and"],
  ];
  return words.reduce((text, [vi, key]) => text.split(vi).join(t(key)), methodName);
}

const whenText = (locale: Locale, s: ShowtimeDetail) =>
  locale === "en"
    ? `${formatTime(s.startsAt)} – ${formatTime(s.endsAt)}, ${formatDayShortEn(s.startsAt)} ${formatDateEn(s.startsAt).slice(-4)}`
    : `${formatTime(s.startsAt)} – ${formatTime(s.endsAt)}, ${formatDayShort(s.startsAt)}/${formatDate(s.startsAt).slice(-4)}`;
const seatsText = (order: Order) => order.seats.map((s) => s.label).join(", ");
const productsText = (order: Order) => order.products.map((p) => `${p.quantity} × ${p.name}`).join(", ");

function detailsTable(data: OrderEmailData, locale: Locale): { html: string; text: string } {
  const { order, showtime } = data;
  const { t } = emailWords(locale);
  const film = emailWords(locale).film(showtime.film);
  const version = versionIn(locale, showtime.version);
  const lines: [string, string, string][] = [
    [
      t("email.order.film"),
      `${filmHtml(locale, showtime.film)} <span style="display:inline-block;padding:0 6px;border-radius:4px;background:#0B1633;color:#fff;font-size:12px;font-weight:700">${escapeHtml(showtime.film.age)}</span>`,
      `${film} (${showtime.film.age})`,
    ],
    [
      t("email.order.showtime"),
      `<strong>${escapeHtml(whenText(locale, showtime))}</strong> · ${escapeHtml(showtime.format)} · ${escapeHtml(version)}`,
      `${whenText(locale, showtime)} · ${showtime.format} · ${version}`,
    ],
    [
      t("email.order.cinema"),
      `${chainHtml(locale, showtime.cinema.name)}<br><span style="color:${MUTED};font-size:13px"${locale === "en" ? ' lang="vi"' : ""}>${escapeHtml(showtime.cinema.address)}</span>`,
      `${showtime.cinema.name}, ${showtime.cinema.address}`,
    ],
    [t("email.order.auditorium"), chainHtml(locale, showtime.auditorium.name), showtime.auditorium.name],
    [t("email.order.seats"), `<strong>${escapeHtml(seatsText(order))}</strong>`, seatsText(order)],
  ];
  if (order.products.length > 0) lines.push([t("email.order.snacks"), chainHtml(locale, productsText(order)), productsText(order)]);
  if (order.discount > 0)
    lines.push([
      t("email.order.discount"),
      `−${escapeHtml(formatVnd(order.discount))}${order.voucher ? ` (${escapeHtml(order.voucher.code)})` : ""}`,
      `−${formatVnd(order.discount)}`,
    ]);
  if (order.pointsDiscount) {
    const used = t("email.order.pointsUsed", { amount: `−${formatVnd(order.pointsDiscount)}`, points: order.points ?? 0 });
    lines.push([t("email.order.points"), escapeHtml(used), used]);
  }
  const method = methodIn(locale, data.methodName);
  lines.push([
    t("email.order.total"),
    `<strong>${escapeHtml(formatVnd(order.total))}</strong> · ${escapeHtml(method)}`,
    `${formatVnd(order.total)} (${method})`,
  ]);
  lines.push([
    t("email.order.code"),
    `<strong style="font-family:Consolas,Menlo,monospace;font-size:17px;letter-spacing:1px">${escapeHtml(order.code)}</strong>`,
    order.code,
  ]);
  return {
    html: `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 20px;border-top:1px solid #e2e8f0;border-bottom:1px solid #e2e8f0">${lines.map(([l, h]) => row(l, h)).join("")}</table>`,
    text: lines.map(([l, , text]) => `${l}: ${text}`).join("\n"),
  };
}

const cidOf = (ticketCode: string) => `ve-${ticketCode.toLowerCase()}@hancine`;

function ticketsBlock(data: OrderEmailData, locale: Locale): { html: string; text: string } {
  const { t } = emailWords(locale);
  const note = t("email.order.doorNote");
  // The plain text's note inside a sentence: "xuất trình thẻ hssv / giấy tờ khi soát vé" (as before) / "show your student card…".
  const noteInText = locale === "vi" ? note.toLowerCase() : `${note.charAt(0).toLowerCase()}${note.slice(1)}`;
  const typeOf = (ticket: NonNullable<Order["tickets"]>[number]) => ticket.ticketType ?? ticket.ticketTypeLabel ?? "";
  const cells = data.tickets.map(
    (ticket) =>
      `<td style="padding:8px;text-align:center;vertical-align:top;width:50%">` +
      `<img src="cid:${cidOf(ticket.code)}" width="180" height="180" alt="${escapeHtml(t("email.order.qrAlt", { seat: ticket.seatLabel }))}" style="display:block;margin:0 auto;width:100%;max-width:180px;height:auto;border:1px solid #e2e8f0;border-radius:8px">` +
      `<p style="margin:8px 0 0;font-size:15px;font-weight:700;color:${INK}">${escapeHtml(t("email.order.seat", { seat: ticket.seatLabel }))}</p>` +
      `<p style="margin:2px 0 0;font-size:13px;color:${MUTED}">${escapeHtml(t("email.order.ticketCode"))} <span style="font-family:Consolas,Menlo,monospace">${escapeHtml(ticket.code)}</span></p>` +
      // A student, U22 or elderly ticket says so, and what to show at the door (decision 085).
      (ticket.doorCheck
        ? `<p style="margin:6px 0 0;font-size:13px;font-weight:700;color:${INK}">${escapeHtml(t("email.order.ticketType", { type: typeOf(ticket) }))}</p>` +
          `<p style="margin:2px 0 0;font-size:12px;color:${MUTED}">${escapeHtml(note)}</p>`
        : "") +
      `</td>`,
  );
  const rows: string[] = [];
  for (let i = 0; i < cells.length; i += 2) rows.push(`<tr>${cells[i]}${cells[i + 1] ?? '<td style="width:50%"></td>'}</tr>`);
  return {
    html: `<p style="margin:0 0 8px;font-size:16px;font-weight:700;color:${INK}">${escapeHtml(t("email.order.tickets", { count: data.tickets.length }))}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px">${rows.join("")}</table>`,
    text: `${t("email.order.ticketsText")}\n${data.tickets
      .map((ticket) =>
        ticket.doorCheck
          ? t("email.order.ticketLineDoor", { seat: ticket.seatLabel, code: ticket.code, type: typeOf(ticket), note: noteInText })
          : t("email.order.ticketLine", { seat: ticket.seatLabel, code: ticket.code }),
      )
      .join("\n")}`,
  };
}

/** The order's page in its language: `/en/orders/{code}` for an English order. */
export const orderPageIn = (locale: Locale, code: string) => `${locale === "en" ? "/en" : ""}${orderPagePath(code)}`;

/** "Vé của bạn": the paid order, one QR code per ticket (inline PNG) and the showtime as an .ics file, in the order's language. */
export async function ticketConfirmationMessage(data: OrderEmailData, ctx: Context): Promise<EmailMessage> {
  const { order, showtime, site } = { ...data, site: ctx.site };
  const locale = data.locale ?? "vi";
  const { t } = emailWords(locale);
  const url = `${ctx.publicUrl}${orderPageIn(locale, order.code)}`;
  const details = detailsTable(data, locale);
  const tickets = ticketsBlock(data, locale);
  const film = emailWords(locale).film(showtime.film);
  const ageNote =
    showtime.film.age === "P" || showtime.film.age === "K" ? [] : [{ kind: "note" as const, text: t("email.order.ageCheck", { age: showtime.film.age }) }];
  const message = renderEmail(
    {
      to: data.to,
      subject: t("email.order.subject", {
        moved: data.movedFrom ? "yes" : "no",
        film,
        time: formatTime(showtime.startsAt),
        day: emailWords(locale).dayShort(showtime.startsAt),
        code: order.code,
      }),
      preheader: t("email.order.preheader", { cinema: showtime.cinema.name, auditorium: showtime.auditorium.name, seats: seatsText(order) }),
      greeting: t("email.layout.greeting", { name: data.fullName }),
      blocks: [
        data.movedFrom
          ? {
              kind: "paragraph",
              text: t("email.order.moved", {
                time: formatTime(data.movedFrom.startsAt),
                day: emailWords(locale).dayShort(data.movedFrom.startsAt),
                auditorium: data.movedFrom.auditorium,
              }),
            }
          : { kind: "paragraph", text: t("email.order.paid", { brand: site.brand }) },
        { kind: "html", ...details },
        { kind: "html", ...tickets },
        { kind: "button", label: t("email.order.viewTickets"), url },
        { kind: "note", text: t("email.order.arrive") },
        ...ageNote,
        { kind: "note", text: t("email.order.calendar") },
      ],
    },
    site,
    ctx.publicUrl,
    locale,
  );
  const images: StoredAttachment[] = await Promise.all(
    data.tickets.map(async (ticket) => ({
      filename: `ve-${ticket.seatLabel}.png`,
      contentType: "image/png",
      contentBase64: (await ticketQrPng(ticket.qr)).toString("base64"),
      cid: cidOf(ticket.code),
    })),
  );
  const calendar = calendarText(
    {
      uid: `${order.id}@${new URL(ctx.publicUrl).hostname}`,
      start: new Date(showtime.startsAt),
      end: new Date(showtime.endsAt),
      stamp: new Date(order.paidAt ?? order.createdAt),
      summary: `${film} (${showtime.film.age}) – ${site.brand}`,
      location: `${showtime.cinema.name}, ${showtime.auditorium.name} – ${showtime.cinema.address}`,
      description: t("email.order.calendarDescription", { code: order.code, seats: seatsText(order), url }),
      url,
      organizerName: site.brand,
      organizerEmail: site.email,
    },
    `-//${site.brand}//Ve xem phim//${locale.toUpperCase()}`,
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

/** Why the money goes back, in the e-mail's language. */
const refundExplanation = (locale: Locale, reason: RefundReason, o: Order): string => {
  const { t } = emailWords(locale);
  switch (reason) {
    case "seats_taken":
      return t("email.refund.seats_taken", { seats: seatsText(o) });
    case "voucher_unavailable":
      return t("email.refund.voucher_unavailable", { voucher: o.voucher?.code ?? "" });
    case "points_unavailable":
      return t("email.refund.points_unavailable", { points: o.points ?? 0 });
    case "out_of_stock":
      return t("email.refund.out_of_stock", { products: o.products.map((p) => p.name).join(", ") || "none" });
    case "customer_cancel":
      return t("email.refund.customer_cancel", { code: o.code, seats: seatsText(o) });
    default:
      return t(PLAIN_REFUND_EXPLANATION[reason]);
  }
};

const PLAIN_REFUND_EXPLANATION: Record<
  Exclude<RefundReason, "seats_taken" | "voucher_unavailable" | "points_unavailable" | "out_of_stock" | "customer_cancel">,
  MessageKey
> = {
  duplicate: "email.refund.duplicate",
  showtime_started: "email.refund.showtime_started",
  showtime_cancelled: "email.refund.showtime_cancelled",
  order_changed: "email.refund.order_changed",
  desk_refund: "email.refund.desk_refund",
  exchange_failed: "email.refund.exchange_failed",
  exchange_difference: "email.refund.exchange_difference",
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

/** "Hoàn tiền": a captured payment we cannot keep; the refund itself goes through the gateway. Written in the order's language. */
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
    locale?: Locale;
  },
  ctx: Context,
): EmailMessage {
  const locale = data.locale ?? "vi";
  const { t } = emailWords(locale);
  const keepsOrder = data.reason === "duplicate" || data.reason === "exchange_difference" || Boolean(data.desk?.seats);
  const explanation = data.desk
    ? `${t("email.refund.desk", { seats: data.desk.seats ? data.desk.seats.join(", ") : "none", note: data.desk.note })}${data.desk.seats ? t("email.refund.deskSomeSeats") : ""}`
    : refundExplanation(locale, data.reason, data.order);
  const whole = data.desk?.seats || data.reason === "exchange_difference" ? "no" : "yes";
  const amount = formatVnd(data.amountVnd);
  const method = methodIn(locale, data.methodName);
  const showtime = {
    film: emailWords(locale).film(data.showtime.film),
    time: formatTime(data.showtime.startsAt),
    day: emailWords(locale).dayShort(data.showtime.startsAt),
    cinema: data.showtime.cinema.name,
  };
  return renderEmail(
    {
      to: data.to,
      subject: t("email.refund.subject", { amount, code: data.order.code }),
      preheader: t("email.refund.preheader", { amount, method }),
      greeting: t("email.layout.greeting", { name: data.fullName }),
      blocks: [
        {
          kind: "paragraph",
          text:
            data.reason === "customer_cancel" || data.reason === "exchange_difference"
              ? t("email.refund.orderLine", { code: data.order.code, ...showtime })
              : t("email.refund.received", { amount, method, code: data.order.code, ...showtime }),
        },
        { kind: "paragraph", text: explanation },
        { kind: "paragraph", text: t("email.refund.sent", { whole, amount, method }) },
        keepsOrder
          ? { kind: "button", label: t("email.refund.viewTickets"), url: `${ctx.publicUrl}${orderPageIn(locale, data.order.code)}` }
          : {
              kind: "button",
              label: t("email.refund.otherShowtime"),
              url: `${ctx.publicUrl}${locale === "en" ? "/en" : ""}/movies/${encodeURIComponent(data.showtime.film.slug)}`,
            },
        { kind: "note", text: t("email.refund.help", { email: ctx.site.email, hotline: ctx.site.hotline, code: data.order.code }) },
      ],
    },
    ctx.site,
    ctx.publicUrl,
    locale,
  );
}
