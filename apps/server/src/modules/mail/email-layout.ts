import type { Locale } from "@hancine/contract/i18n/catalogue";
import { msg } from "@hancine/contract/i18n/message";
import type { SiteInfo } from "@hancine/contract/page-services";
import { renderMessage } from "#server/messages.ts";
import { escapeHtml } from "./escape-html.ts";
import type { EmailMessage } from "./outbox-repository.ts";

/**
 * The chain's e-mail look, shared by every e-mail (accounts now, tickets later): night-blue header
 * with the brand name, white card, one amber button, contact footer. Table layout and inline
 * styles because mail clients ignore <style> and most modern CSS.
 *
 * Content is given as blocks; text is escaped here, so callers pass plain strings. `html` blocks
 * are for trusted markup built by the caller (e.g. a ticket table) and must bring their own text.
 */
export type EmailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "button"; label: string; url: string }
  | { kind: "note"; text: string }
  | { kind: "html"; html: string; text: string };

export type EmailContent = {
  to: string;
  subject: string;
  /** The line mail apps show after the subject in the inbox list. */
  preheader: string;
  greeting: string;
  blocks: EmailBlock[];
  /** The language the e-mail is written in (the frame's own words and its `lang`); Vietnamese unless said (decision 094). */
  locale?: Locale;
};

const COLORS = { night: "#0B1633", amber: "#F5A623", link: "#2F6FEB", ink: "#1e293b", muted: "#64748b", paper: "#ffffff", ground: "#eef1f7" };
const FONT = "'Be Vietnam Pro','Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function blockHtml(block: EmailBlock, locale: Locale): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${COLORS.ink}">${escapeHtml(block.text)}</p>`;
    case "note":
      return `<p style="margin:0 0 16px;font-size:14px;line-height:1.6;color:${COLORS.muted}">${escapeHtml(block.text)}</p>`;
    case "button": {
      const url = escapeHtml(block.url);
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:${COLORS.amber}">
<a href="${url}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:700;color:${COLORS.night};text-decoration:none;border-radius:8px">${escapeHtml(block.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:1.6;color:${COLORS.muted}">${escapeHtml(renderMessage(locale, msg("email.layout.buttonFallback")))}<br><a href="${url}" style="color:${COLORS.link};word-break:break-all">${url}</a></p>`;
    }
    case "html":
      return block.html;
  }
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case "paragraph":
    case "note":
      return block.text;
    case "button":
      return `${block.label}: ${block.url}`;
    case "html":
      return block.text;
  }
}

/**
 * Renders content into the brand's HTML e-mail and its plain-text twin, its own words (the button's
 * fallback, the sign-off) in `locale` — the order's or the customer's language, or the content's own.
 */
export function renderEmail(content: EmailContent, site: SiteInfo, publicUrl: string, locale: Locale = content.locale ?? "vi"): EmailMessage {
  const brand = escapeHtml(site.brand);
  const signOff = renderMessage(locale, msg("email.layout.signOff"));
  // The company's name and address as the chain writes them: marked Vietnamese in an English e-mail.
  const company = `${escapeHtml(site.companyName)}<br>${escapeHtml(site.address)}`;
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.ground};font-family:${FONT}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.ground}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="background:${COLORS.night};border-radius:8px 8px 0 0;padding:20px 28px">
<a href="${escapeHtml(publicUrl)}" style="font-family:${FONT};font-size:22px;font-weight:700;color:#ffffff;text-decoration:none">${brand}<span style="color:${COLORS.amber}">.</span></a>
</td></tr>
<tr><td style="background:${COLORS.paper};padding:28px;border-radius:0 0 8px 8px">
<p style="margin:0 0 16px;font-size:18px;font-weight:700;line-height:1.5;color:${COLORS.ink}">${escapeHtml(content.greeting)}</p>
${content.blocks.map((block) => blockHtml(block, locale)).join("\n")}
<p style="margin:24px 0 0;font-size:16px;line-height:1.6;color:${COLORS.ink}">${escapeHtml(signOff)}<br>${brand}</p>
</td></tr>
<tr><td style="padding:20px 28px;font-size:12px;line-height:1.6;color:${COLORS.muted}">
${locale === "vi" ? company : `<span lang="vi">${company}</span>`}<br>
Hotline ${escapeHtml(site.hotline)} (${escapeHtml(site.hotlineHours)}) · <a href="mailto:${escapeHtml(site.email)}" style="color:${COLORS.link}">${escapeHtml(site.email)}</a>
</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
  const text = [
    content.greeting,
    "",
    ...content.blocks.flatMap((b) => [blockText(b), ""]),
    signOff,
    site.brand,
    "",
    "--",
    site.companyName,
    site.address,
    `Hotline ${site.hotline} (${site.hotlineHours}) · ${site.email}`,
  ].join("\n");
  return { to: content.to, subject: content.subject, html, text };
}
