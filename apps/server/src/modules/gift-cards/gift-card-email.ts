import { formatDate, formatVnd } from "@hancine/contract/format";
import { formatGiftCardCode } from "@hancine/contract/gift-cards";
import type { SiteInfo } from "@hancine/contract/page-services";
import type { GiftCardRow } from "./gift-cards-repository.ts";
import { renderEmail } from "../mail/email-layout.ts";
import { escapeHtml } from "../mail/escape-html.ts";
import type { EmailMessage } from "../mail/outbox-repository.ts";

/** The designs' colours, as the web draws them (gift-card-art.tsx): a mail client shows no SVG, so the card is a coloured table. */
const DESIGN_COLOURS: Record<string, { ground: string; ink: string; accent: string; name: string }> = {
  "song-han": { ground: "#0B1633", ink: "#FFFFFF", accent: "#F5A623", name: "Sông Hàn về đêm" },
  "sen-vang": { ground: "#13244d", ink: "#FFFFFF", accent: "#F5A623", name: "Sen vàng" },
  "bap-rang": { ground: "#F5A623", ink: "#0B1633", accent: "#D62839", name: "Bắp rang bơ" },
  "sinh-nhat": { ground: "#2F6FEB", ink: "#FFFFFF", accent: "#F5A623", name: "Chúc mừng sinh nhật" },
};

type CardFacts = { card: GiftCardRow; buyerName: string | null; code: string; pin: string };

/** The card itself, laid out as a bank card (85.6 × 54 mm at print size): brand, amount, code, PIN, expiry. */
function cardHtml(facts: CardFacts, brand: string): string {
  const c = DESIGN_COLOURS[facts.card.design] ?? DESIGN_COLOURS["song-han"]!;
  const font = "'Be Vietnam Pro','Segoe UI',Roboto,Helvetica,Arial,sans-serif";
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:428px;margin:8px 0 20px;border-collapse:separate">
<tr><td style="background:${c.ground};color:${c.ink};border-radius:14px;padding:22px 24px;font-family:${font};border-bottom:8px solid ${c.accent}">
<div style="font-size:20px;font-weight:700">${escapeHtml(brand)}<span style="color:${c.accent}">.</span> <span style="font-size:13px;font-weight:400">Thẻ quà tặng · ${escapeHtml(c.name)}</span></div>
<div style="font-size:30px;font-weight:700;margin:18px 0 14px">${escapeHtml(formatVnd(facts.card.initialVnd))}</div>
<div style="font-size:12px;opacity:.85">Mã thẻ</div>
<div style="font-family:'Courier New',monospace;font-size:20px;font-weight:700;letter-spacing:2px">${escapeHtml(formatGiftCardCode(facts.code))}</div>
<div style="margin-top:10px;font-size:12px;opacity:.85">Mã PIN <span style="font-family:'Courier New',monospace;font-size:18px;font-weight:700;letter-spacing:3px;opacity:1">${escapeHtml(facts.pin)}</span>
&nbsp;·&nbsp; Hạn dùng ${escapeHtml(formatDate(facts.card.expiresAt))}</div>
</td></tr></table>`;
}

/** A page with the card alone, to print and give by hand (attached to the e-mail). */
function printableCard(facts: CardFacts, site: SiteInfo): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Thẻ quà tặng ${escapeHtml(site.brand)}</title>
<style>@page{size:A6 landscape;margin:10mm}body{margin:24px;font-family:sans-serif}@media print{body{margin:0}}</style></head>
<body>${cardHtml(facts, site.brand)}${facts.card.message ? `<p style="max-width:428px;font-size:15px;line-height:1.5">“${escapeHtml(facts.card.message)}”</p>` : ""}
<p style="max-width:428px;font-size:12px;color:#475569">Dùng mua vé và bắp nước tại mọi rạp ${escapeHtml(site.brand)}, trên website và tại quầy. Giữ mã PIN như mật khẩu.</p></body></html>`;
}

/**
 * The recipient's e-mail: who sends the card and their message, the card (code, PIN, balance,
 * expiry) drawn in its design, how to use it, and the card as a printable page attached.
 */
export function giftCardEmail(facts: CardFacts, ctx: { site: SiteInfo; publicUrl: string }): EmailMessage {
  const { card } = facts;
  const from = facts.buyerName ?? "Một người bạn";
  const amount = formatVnd(card.initialVnd);
  const code = formatGiftCardCode(facts.code);
  const message = renderEmail(
    {
      to: card.recipientEmail!,
      subject: `${from} tặng bạn thẻ quà tặng ${ctx.site.brand} ${amount}`,
      preheader: `Thẻ ${amount}, dùng mua vé và bắp nước đến hết ngày ${formatDate(card.expiresAt)}.`,
      greeting: `Chào ${card.recipientName ?? "bạn"},`,
      blocks: [
        { kind: "paragraph", text: `${from} gửi tặng bạn một thẻ quà tặng ${ctx.site.brand} trị giá ${amount}.` },
        ...(card.message ? [{ kind: "paragraph" as const, text: `Lời nhắn: “${card.message}”` }] : []),
        {
          kind: "html",
          html: cardHtml(facts, ctx.site.brand),
          text: `Mã thẻ: ${code}\nMã PIN: ${facts.pin}\nSố dư: ${amount}\nHạn dùng: hết ngày ${formatDate(card.expiresAt)}`,
        },
        {
          kind: "paragraph",
          text: `Số dư: ${amount}. Thẻ dùng được đến hết ngày ${formatDate(card.expiresAt)} để mua vé và bắp nước trên website và tại quầy của mọi rạp ${ctx.site.brand}.`,
        },
        { kind: "button", label: "Kiểm tra số dư thẻ", url: `${ctx.publicUrl}/the-qua-tang` },
        { kind: "note", text: "Hãy giữ mã PIN như mật khẩu: ai có cả mã thẻ và mã PIN đều dùng được số dư. Tệp đính kèm là tấm thẻ để in ra và tặng tận tay." },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
  return {
    ...message,
    attachments: [
      { filename: "the-qua-tang.html", contentType: "text/html; charset=utf-8", contentBase64: Buffer.from(printableCard(facts, ctx.site)).toString("base64") },
    ],
  };
}
