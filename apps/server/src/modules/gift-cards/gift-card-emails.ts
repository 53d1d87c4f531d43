import { formatDate, formatVnd } from "@hancine/contract/format";
import { formatGiftCardCode } from "@hancine/contract/gift-cards";
import type { SiteInfo } from "@hancine/contract/page-services";
import { escapeHtml } from "../mail/escape-html.ts";
import { renderEmail } from "../mail/email-layout.ts";
import type { EmailMessage } from "../mail/outbox-repository.ts";

type Context = { site: SiteInfo; publicUrl: string };

/** A cancelled order's money on a new gift card (decision 080): the card's code and PIN, shown once here. */
export function refundGiftCardMessage(
  input: { to: string; fullName: string; code: string; pin: string; amountVnd: number; bonusVnd: number; expiresAt: Date; orderCode: string },
  ctx: Context,
): EmailMessage {
  const balance = input.amountVnd + input.bonusVnd;
  const code = formatGiftCardCode(input.code);
  const bonus = input.bonusVnd > 0 ? ` (gồm ${formatVnd(input.bonusVnd)} ${ctx.site.brand} tặng thêm)` : "";
  const rows: [string, string][] = [
    ["Mã thẻ", code],
    ["Mã PIN", input.pin],
    ["Số dư", formatVnd(balance)],
    ["Hạn dùng", formatDate(input.expiresAt)],
  ];
  return renderEmail(
    {
      to: input.to,
      subject: `Thẻ quà tặng ${ctx.site.brand} ${formatVnd(balance)} — tiền hoàn của đơn ${input.orderCode}`,
      preheader: `Tiền hoàn của đơn ${input.orderCode} đã vào thẻ quà tặng mới của bạn.`,
      greeting: `Chào ${input.fullName},`,
      blocks: [
        {
          kind: "paragraph",
          text: `Theo lựa chọn của bạn khi hủy đơn ${input.orderCode}, ${formatVnd(input.amountVnd)} đã được hoàn vào một thẻ quà tặng mới${bonus}. Bạn dùng thẻ để thanh toán vé và bắp nước trên website hoặc tại quầy.`,
        },
        {
          kind: "html",
          html: `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:16px;line-height:1.8">${rows
            .map(
              ([label, value]) =>
                `<tr><td style="padding-right:16px;color:#64748b">${escapeHtml(label)}</td><td style="font-weight:700;color:#0B1633">${escapeHtml(value)}</td></tr>`,
            )
            .join("")}</table>`,
          text: rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
        },
        { kind: "note", text: "Bạn hãy giữ kín mã PIN: ai có mã thẻ và mã PIN đều dùng được số dư của thẻ." },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}
