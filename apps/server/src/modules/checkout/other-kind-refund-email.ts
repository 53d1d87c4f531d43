import { formatDayShort, formatTime, formatVnd } from "@hancine/contract/format";
import type { Database } from "#server/db/client.ts";
import type { OrderRow } from "../booking/orders-repository.ts";
import { findUserById } from "../auth/users-repository.ts";
import { renderEmail } from "../mail/email-layout.ts";
import type { EmailMessage } from "../mail/outbox-repository.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { findGiftCardPurchase } from "./gift-card-orders-repository.ts";
import { REFUND_REASON_TEXT, type RefundReason } from "./order-emails.ts";
import { pagePathOfOrder } from "./order-page-path.ts";
import { pickupOfOrder } from "./snack-pickup-repository.ts";

/**
 * "Hoàn tiền" for an order with no showtime (decisions 079, 083): snacks ordered on their own, or a
 * bought gift card (whose card, voided, is named). The ticket orders' e-mail is refundMessage.
 */
export async function otherKindRefundMessage(
  tx: Database,
  ctx: CheckoutContext,
  order: OrderRow,
  data: { amountVnd: number; methodName: string; reason: RefundReason; deskNote?: string; voidedCard?: string },
): Promise<EmailMessage> {
  const buyer = (await findUserById(tx, order.userId))!;
  const base = ctx.deps.config.publicUrl;
  let about: string;
  let consequence: string;
  let again: { label: string; url: string };
  if (order.kind === "snacks") {
    const pickup = (await pickupOfOrder(tx, order.id))!;
    about = `Đơn bắp nước ${order.code}: nhận tại ${pickup.cinemaName} lúc ${formatTime(pickup.pickupAt)} ${formatDayShort(pickup.pickupAt)}.`;
    consequence = "Quầy sẽ không chuẩn bị đơn này và mã nhận hàng không còn dùng được.";
    again = { label: "Đặt bắp nước khác", url: `${base}/bap-nuoc` };
  } else {
    const purchase = (await findGiftCardPurchase(tx, order.id))!;
    about = `Đơn mua thẻ quà tặng ${order.code}: thẻ ${formatVnd(purchase.amountVnd)} tặng ${purchase.recipientName}.`;
    consequence = `Thẻ ${data.voidedCard ?? ""} đã bị khoá và không dùng được nữa; nếu bạn đã báo cho người nhận (${purchase.recipientEmail}), hãy nhắn họ nhé.`;
    again = { label: "Mua thẻ quà tặng khác", url: `${base}/the-qua-tang` };
  }
  const explanation =
    data.reason === "customer_cancel"
      ? `Bạn đã huỷ đơn hàng ${order.code}. ${consequence}`
      : data.reason === "desk_refund"
        ? `Rạp đã hoàn tiền đơn hàng theo yêu cầu. Lý do: ${data.deskNote ?? ""} ${consequence}`
        : `${REFUND_REASON_TEXT[data.reason]}.`;
  const keepsOrder = data.reason === "duplicate";
  return renderEmail(
    {
      to: buyer.email,
      subject: `Hoàn tiền ${formatVnd(data.amountVnd)} cho đơn hàng ${order.code}`,
      preheader: `Chúng tôi đã gửi lệnh hoàn lại ${formatVnd(data.amountVnd)} qua ${data.methodName}.`,
      greeting: `Chào ${buyer.fullName},`,
      blocks: [
        { kind: "paragraph", text: about },
        { kind: "paragraph", text: explanation },
        {
          kind: "paragraph",
          text: `Chúng tôi đã gửi lệnh hoàn lại toàn bộ ${formatVnd(data.amountVnd)} qua ${data.methodName}. Tiền qua cổng thanh toán thường về tài khoản của bạn trong 1–15 ngày làm việc, tùy ngân hàng; phần trả bằng thẻ quà tặng về lại thẻ ngay. Bạn không cần làm gì thêm.`,
        },
        keepsOrder ? { kind: "button", label: "Xem đơn hàng", url: `${base}${pagePathOfOrder(order.kind, order.code)}` } : { kind: "button", ...again },
        {
          kind: "note",
          text: `Nếu sau 15 ngày làm việc bạn vẫn chưa nhận được tiền, hãy liên hệ ${ctx.deps.site.email} hoặc hotline ${ctx.deps.site.hotline} và đọc mã đơn ${order.code}.`,
        },
      ],
    },
    ctx.deps.site,
    base,
  );
}
