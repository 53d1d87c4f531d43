import { formatTime, formatVnd } from "@hancine/contract/format";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { snackOrderPagePath } from "@hancine/contract/snack-orders";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { findUserById } from "../auth/users-repository.ts";
import { ticketQrPng } from "../checkout/ticket-qr-image.ts";
import { renderEmail } from "../mail/email-layout.ts";
import { emailWords } from "../mail/email-words.ts";
import { chainParagraph } from "../mail/chain-paragraph.ts";
import { escapeHtml } from "../mail/escape-html.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { findSnackOrder, snackLines } from "./snack-orders-repository.ts";

type MailDeps = Pick<AppDeps, "site" | "config">;
const INK = "#1e293b";
const MUTED = "#64748b";
const QR_CID = "ma-nhan@hancine";

/** The pickup's QR says the same as the order page's (`HCPICKUP:<code>`). */
export const pickupQrPayload = (pickupCode: string) => `HCPICKUP:${pickupCode}`;

async function orderAndBuyer(tx: Database, orderId: string) {
  const row = (await findSnackOrder(tx, { id: orderId }))!;
  const lines = (await snackLines(tx, [orderId])).get(orderId) ?? [];
  const buyer = (await findUserById(tx, row.order.userId))!;
  // The order's language (decision 098): the page it was made on.
  const locale: Locale = row.order.locale === "en" ? "en" : "vi";
  return { ...row, lines, buyer, locale };
}

/** The order's page in its language. */
const pageOf = (deps: MailDeps, locale: Locale, code: string) => `${deps.config.publicUrl}${locale === "en" ? "/en" : ""}${snackOrderPagePath(code)}`;

/** The chain's own words (the cinema, its address, the products' names), marked Vietnamese in an English e-mail. */
const chainHtml = (locale: Locale, html: string) => (locale === "en" ? `<span lang="vi">${html}</span>` : html);

/**
 * "Mã nhận bắp nước", written in the transaction that makes a snack order paid (decision 083, through
 * `CheckoutContext.onSnacksPaid`): the pickup code large, its QR inline, the cinema, the pickup time and
 * what was ordered, with a link to the live order page; in the order's language (decision 098).
 */
export async function queuePickupEmail(deps: MailDeps, tx: Database, orderId: string, now: Date): Promise<void> {
  const { order, snack, cinema, lines, buyer, locale } = await orderAndBuyer(tx, orderId);
  const { t } = emailWords(locale);
  const when = t("email.pickup.when", { time: formatTime(snack.pickupAt) });
  const url = pageOf(deps, locale, order.code);
  const itemsText = lines.map((line) => `${line.quantity} × ${line.name}`).join(", ");
  const row = (label: string, html: string) =>
    `<tr><td style="padding:6px 12px 6px 0;vertical-align:top;font-size:14px;color:${MUTED};white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;font-size:15px;line-height:1.5;color:${INK};font-weight:500">${html}</td></tr>`;
  const table =
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 20px;border-top:1px solid #e2e8f0;border-bottom:1px solid #e2e8f0">` +
    row(
      t("email.pickup.cinema"),
      chainHtml(locale, `${escapeHtml(cinema.name)}<br><span style="color:${MUTED};font-size:13px">${escapeHtml(cinema.address)}</span>`),
    ) +
    row(t("email.pickup.time"), `<strong>${escapeHtml(when)}</strong>`) +
    row(t("email.pickup.items"), lines.map((line) => `${line.quantity} × ${chainHtml(locale, escapeHtml(line.name))}`).join("<br>")) +
    row(t("email.pickup.total"), `<strong>${escapeHtml(formatVnd(order.totalVnd))}</strong>`) +
    row(t("email.pickup.order"), `<span style="font-family:Consolas,Menlo,monospace">${escapeHtml(order.code)}</span>`) +
    `</table>`;
  const codeBlock =
    `<div style="margin:0 0 20px;padding:20px;border-radius:12px;background:#0B1633;text-align:center;color:#ffffff">` +
    `<p style="margin:0;font-size:14px;color:#cbd5e1">${escapeHtml(t("email.pickup.code"))}</p>` +
    `<p style="margin:4px 0 12px;font-family:Consolas,Menlo,monospace;font-size:34px;font-weight:700;letter-spacing:6px">${escapeHtml(snack.pickupCode)}</p>` +
    `<img src="cid:${QR_CID}" width="180" height="180" alt="${escapeHtml(t("email.pickup.qr", { code: snack.pickupCode }))}" style="display:block;margin:0 auto;border-radius:8px;background:#ffffff">` +
    `</div>`;
  const message = renderEmail(
    {
      to: buyer.email,
      subject: t("email.pickup.subject", { code: snack.pickupCode, cinema: cinema.name, when }),
      preheader: t("email.pickup.preheader", { code: snack.pickupCode, when, items: itemsText }),
      greeting: t("email.layout.greeting", { name: buyer.fullName }),
      blocks: [
        chainParagraph(locale, t("email.pickup.paid", { cinema: cinema.name, when }), [cinema.name]),
        { kind: "html", html: codeBlock, text: `${t("email.pickup.code")}: ${snack.pickupCode}` },
        {
          kind: "html",
          html: table,
          text: [
            `${t("email.pickup.cinema")}: ${cinema.name}, ${cinema.address}`,
            `${t("email.pickup.time")}: ${when}`,
            `${t("email.pickup.items")}: ${itemsText}`,
            `${t("email.pickup.total")}: ${formatVnd(order.totalVnd)}`,
            `${t("email.pickup.order")}: ${order.code}`,
          ].join("\n"),
        },
        { kind: "button", label: t("email.pickup.view"), url },
        { kind: "note", text: t("email.pickup.how") },
      ],
    },
    deps.site,
    deps.config.publicUrl,
    locale,
  );
  const qr = await ticketQrPng(pickupQrPayload(snack.pickupCode));
  await enqueueEmail(
    tx,
    { ...message, attachments: [{ filename: `ma-nhan-${snack.pickupCode}.png`, contentType: "image/png", contentBase64: qr.toString("base64"), cid: QR_CID }] },
    now,
  );
}

/** "Bắp nước của bạn đã sẵn sàng": the counter marked the order ready (in the same transaction); in the order's language. */
export async function queueReadyEmail(deps: MailDeps, tx: Database, orderId: string, now: Date): Promise<void> {
  const { order, snack, cinema, buyer, locale } = await orderAndBuyer(tx, orderId);
  const { t } = emailWords(locale);
  const message = renderEmail(
    {
      to: buyer.email,
      subject: t("email.pickup.readySubject", { code: snack.pickupCode }),
      preheader: t("email.pickup.readyPreheader", { cinema: cinema.name, code: snack.pickupCode }),
      greeting: t("email.layout.greeting", { name: buyer.fullName }),
      blocks: [
        chainParagraph(locale, t("email.pickup.ready", { cinema: cinema.name, code: snack.pickupCode }), [cinema.name]),
        { kind: "button", label: t("email.pickup.open"), url: pageOf(deps, locale, order.code) },
      ],
    },
    deps.site,
    deps.config.publicUrl,
    locale,
  );
  await enqueueEmail(tx, message, now);
}
