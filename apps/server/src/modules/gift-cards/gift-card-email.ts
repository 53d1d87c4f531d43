import { formatDate, formatVnd } from "@hancine/contract/format";
import { formatDateEn } from "@hancine/contract/i18n/dates-en";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { MessageKey } from "@hancine/contract/i18n/message";
import { formatGiftCardCode } from "@hancine/contract/gift-cards";
import type { SiteInfo } from "@hancine/contract/page-services";
import type { GiftCardRow } from "./gift-cards-repository.ts";
import { renderEmail } from "../mail/email-layout.ts";
import { escapeHtml } from "../mail/escape-html.ts";
import type { EmailMessage } from "../mail/outbox-repository.ts";
import { emailWords } from "../mail/email-words.ts";

/** The designs' colours, as the web draws them (gift-card-art.tsx): a mail client shows no SVG, so the card is a coloured table. */
const DESIGN_COLOURS: Record<string, { ground: string; ink: string; accent: string; name: MessageKey }> = {
  "song-han": { ground: "#0B1633", ink: "#FFFFFF", accent: "#F5A623", name: "email.gift.design.songHan" },
  "sen-vang": { ground: "#13244d", ink: "#FFFFFF", accent: "#F5A623", name: "email.gift.design.senVang" },
  "bap-rang": { ground: "#F5A623", ink: "#0B1633", accent: "#D62839", name: "email.gift.design.bapRang" },
  "sinh-nhat": { ground: "#2F6FEB", ink: "#FFFFFF", accent: "#F5A623", name: "email.gift.design.sinhNhat" },
};

/** `locale`: the language of the order that bought the card (`orders.locale`, decision 098); Vietnamese otherwise. */
/** A date the e-mail's way: "22/11/2027" / "22 Nov 2027". */
const dayIn = (locale: Locale | undefined, at: Date) => (locale === "en" ? formatDateEn(at) : formatDate(at));

type CardFacts = { card: GiftCardRow; buyerName: string | null; code: string; pin: string; locale?: Locale };

/** The card itself, laid out as a bank card (85.6 × 54 mm at print size): brand, amount, code, PIN, expiry. */
function cardHtml(facts: CardFacts, brand: string): string {
  const c = DESIGN_COLOURS[facts.card.design] ?? DESIGN_COLOURS["song-han"]!;
  const { t } = emailWords(facts.locale);
  const font = "'Be Vietnam Pro','Segoe UI',Roboto,Helvetica,Arial,sans-serif";
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:428px;margin:8px 0 20px;border-collapse:separate">
<tr><td style="background:${c.ground};color:${c.ink};border-radius:14px;padding:22px 24px;font-family:${font};border-bottom:8px solid ${c.accent}">
<div style="font-size:20px;font-weight:700">${escapeHtml(brand)}<span style="color:${c.accent}">.</span> <span style="font-size:13px;font-weight:400">${escapeHtml(t("email.gift.card"))} · ${escapeHtml(t(c.name))}</span></div>
<div style="font-size:30px;font-weight:700;margin:18px 0 14px">${escapeHtml(formatVnd(facts.card.initialVnd))}</div>
<div style="font-size:12px;opacity:.85">${escapeHtml(t("email.gift.code"))}</div>
<div style="font-family:'Courier New',monospace;font-size:20px;font-weight:700;letter-spacing:2px">${escapeHtml(formatGiftCardCode(facts.code))}</div>
<div style="margin-top:10px;font-size:12px;opacity:.85">${escapeHtml(t("email.gift.pin"))} <span style="font-family:'Courier New',monospace;font-size:18px;font-weight:700;letter-spacing:3px;opacity:1">${escapeHtml(facts.pin)}</span>
&nbsp;·&nbsp; ${escapeHtml(t("email.gift.expires"))} ${escapeHtml(dayIn(facts.locale, facts.card.expiresAt))}</div>
</td></tr></table>`;
}

/** A page with the card alone, to print and give by hand (attached to the e-mail). */
function printableCard(facts: CardFacts, site: SiteInfo): string {
  const locale = facts.locale ?? "vi";
  const { t } = emailWords(locale);
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(t("email.gift.printTitle", { brand: site.brand }))}</title>
<style>@page{size:A6 landscape;margin:10mm}body{margin:24px;font-family:sans-serif}@media print{body{margin:0}}</style></head>
<body>${cardHtml(facts, site.brand)}${facts.card.message ? `<p style="max-width:428px;font-size:15px;line-height:1.5">“${escapeHtml(facts.card.message)}”</p>` : ""}
<p style="max-width:428px;font-size:12px;color:#475569">${escapeHtml(t("email.gift.printNote", { brand: site.brand }))}</p></body></html>`;
}

/**
 * The recipient's e-mail: who sends the card and their message, the card (code, PIN, balance,
 * expiry) drawn in its design, how to use it, and the card as a printable page attached; in the
 * language of the order that bought it.
 */
export function giftCardEmail(facts: CardFacts, ctx: { site: SiteInfo; publicUrl: string }): EmailMessage {
  const { card } = facts;
  const locale = facts.locale ?? "vi";
  const { t } = emailWords(locale);
  const from = facts.buyerName ?? t("email.gift.someone");
  const amount = formatVnd(card.initialVnd);
  const code = formatGiftCardCode(facts.code);
  const brand = ctx.site.brand;
  const day = { day: { day: card.expiresAt } };
  const message = renderEmail(
    {
      to: card.recipientEmail!,
      subject: t("email.gift.subject", { from, brand, amount }),
      preheader: t("email.gift.preheader", { amount, ...day }),
      greeting: t("email.layout.greeting", { name: card.recipientName ?? t("email.gift.you") }),
      blocks: [
        { kind: "paragraph", text: t("email.gift.intro", { from, brand, amount }) },
        ...(card.message ? [{ kind: "paragraph" as const, text: t("email.gift.message", { message: card.message }) }] : []),
        {
          kind: "html",
          html: cardHtml(facts, brand),
          text: [
            `${t("email.gift.code")}: ${code}`,
            `${t("email.gift.pin")}: ${facts.pin}`,
            `${t("email.gift.balance")}: ${amount}`,
            `${t("email.gift.expires")}: ${t("email.gift.expiresDay", day)}`,
          ].join("\n"),
        },
        { kind: "paragraph", text: t("email.gift.use", { amount, brand, ...day }) },
        { kind: "button", label: t("email.gift.checkBalance"), url: `${ctx.publicUrl}${locale === "en" ? "/en" : ""}/the-qua-tang` },
        { kind: "note", text: t("email.gift.keepPin") },
      ],
    },
    ctx.site,
    ctx.publicUrl,
    locale,
  );
  return {
    ...message,
    attachments: [
      { filename: "the-qua-tang.html", contentType: "text/html; charset=utf-8", contentBase64: Buffer.from(printableCard(facts, ctx.site)).toString("base64") },
    ],
  };
}
