import { formatTime, formatVnd } from "@hancine/contract/format";
import { snackOrderPagePath } from "@hancine/contract/snack-orders";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { findUserById } from "../auth/users-repository.ts";
import { ticketQrPng } from "../checkout/ticket-qr-image.ts";
import { renderEmail } from "../mail/email-layout.ts";
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
  return { ...row, lines, buyer };
}

/**
 * "Mã nhận bắp nước", written in the transaction that makes a snack order paid (decision 083, through
 * `CheckoutContext.onSnacksPaid`): the pickup code large, its QR inline, the cinema, the pickup time and
 * what was ordered, with a link to the live order page.
 */
export async function queuePickupEmail(deps: MailDeps, tx: Database, orderId: string, now: Date): Promise<void> {
  const { order, snack, cinema, lines, buyer } = await orderAndBuyer(tx, orderId);
  const when = `${formatTime(snack.pickupAt)} hôm nay`;
  const url = `${deps.config.publicUrl}${snackOrderPagePath(order.code)}`;
  const itemsText = lines.map((line) => `${line.quantity} × ${line.name}`).join(", ");
  const row = (label: string, html: string) =>
    `<tr><td style="padding:6px 12px 6px 0;vertical-align:top;font-size:14px;color:${MUTED};white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;font-size:15px;line-height:1.5;color:${INK};font-weight:500">${html}</td></tr>`;
  const table =
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 20px;border-top:1px solid #e2e8f0;border-bottom:1px solid #e2e8f0">` +
    row("Rạp", `${escapeHtml(cinema.name)}<br><span style="color:${MUTED};font-size:13px">${escapeHtml(cinema.address)}</span>`) +
    row("Giờ nhận", `<strong>${escapeHtml(when)}</strong>`) +
    row("Món", lines.map((line) => escapeHtml(`${line.quantity} × ${line.name}`)).join("<br>")) +
    row("Tổng tiền", `<strong>${escapeHtml(formatVnd(order.totalVnd))}</strong>`) +
    row("Mã đơn", `<span style="font-family:Consolas,Menlo,monospace">${escapeHtml(order.code)}</span>`) +
    `</table>`;
  const codeBlock =
    `<div style="margin:0 0 20px;padding:20px;border-radius:12px;background:#0B1633;text-align:center;color:#ffffff">` +
    `<p style="margin:0;font-size:14px;color:#cbd5e1">Mã nhận bắp nước</p>` +
    `<p style="margin:4px 0 12px;font-family:Consolas,Menlo,monospace;font-size:34px;font-weight:700;letter-spacing:6px">${escapeHtml(snack.pickupCode)}</p>` +
    `<img src="cid:${QR_CID}" width="180" height="180" alt="Mã QR của mã nhận ${escapeHtml(snack.pickupCode)}" style="display:block;margin:0 auto;border-radius:8px;background:#ffffff">` +
    `</div>`;
  const message = renderEmail(
    {
      to: buyer.email,
      subject: `Mã nhận bắp nước ${snack.pickupCode} – ${cinema.name}, ${when}`,
      preheader: `Đưa mã ${snack.pickupCode} cho quầy bắp nước lúc ${when}: ${itemsText}.`,
      greeting: `Chào ${buyer.fullName},`,
      blocks: [
        { kind: "paragraph", text: `Thanh toán thành công! Quầy bắp nước ${cinema.name} sẽ chuẩn bị đơn của bạn để nhận lúc ${when}.` },
        { kind: "html", html: codeBlock, text: `Mã nhận bắp nước: ${snack.pickupCode}` },
        {
          kind: "html",
          html: table,
          text: `Rạp: ${cinema.name}, ${cinema.address}\nGiờ nhận: ${when}\nMón: ${itemsText}\nTổng tiền: ${formatVnd(order.totalVnd)}\nMã đơn: ${order.code}`,
        },
        { kind: "button", label: "Xem đơn và trạng thái", url },
        {
          kind: "note",
          text: "Đến quầy bắp nước đúng giờ đã chọn và đưa mã nhận (hoặc mã QR) cho nhân viên. Khi món sẵn sàng, chúng tôi sẽ báo bạn qua e-mail và trên trang đơn hàng. Bạn có thể huỷ đơn cho đến khi quầy bắt đầu chuẩn bị.",
        },
      ],
    },
    deps.site,
    deps.config.publicUrl,
  );
  const qr = await ticketQrPng(pickupQrPayload(snack.pickupCode));
  await enqueueEmail(
    tx,
    { ...message, attachments: [{ filename: `ma-nhan-${snack.pickupCode}.png`, contentType: "image/png", contentBase64: qr.toString("base64"), cid: QR_CID }] },
    now,
  );
}

/** "Bắp nước của bạn đã sẵn sàng": the counter marked the order ready (in the same transaction). */
export async function queueReadyEmail(deps: MailDeps, tx: Database, orderId: string, now: Date): Promise<void> {
  const { order, snack, cinema, buyer } = await orderAndBuyer(tx, orderId);
  const message = renderEmail(
    {
      to: buyer.email,
      subject: `Bắp nước của bạn đã sẵn sàng – mã ${snack.pickupCode}`,
      preheader: `Mời bạn đến quầy bắp nước ${cinema.name} và đưa mã ${snack.pickupCode}.`,
      greeting: `Chào ${buyer.fullName},`,
      blocks: [
        {
          kind: "paragraph",
          text: `Bắp nước của bạn đã sẵn sàng tại quầy ${cinema.name}. Mời bạn đến quầy và đưa mã nhận ${snack.pickupCode} cho nhân viên.`,
        },
        { kind: "button", label: "Mở mã nhận", url: `${deps.config.publicUrl}${snackOrderPagePath(order.code)}` },
      ],
    },
    deps.site,
    deps.config.publicUrl,
  );
  await enqueueEmail(tx, message, now);
}
