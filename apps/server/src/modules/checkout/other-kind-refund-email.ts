import { formatTime, formatVnd } from "@hancine/contract/format";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { Database } from "#server/db/client.ts";
import type { OrderRow } from "../booking/orders-repository.ts";
import { findUserById } from "../auth/users-repository.ts";
import { renderEmail } from "../mail/email-layout.ts";
import { emailWords } from "../mail/email-words.ts";
import { chainParagraph } from "../mail/chain-paragraph.ts";
import type { EmailMessage } from "../mail/outbox-repository.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { findGiftCardPurchase } from "./gift-card-orders-repository.ts";
import { methodIn, type RefundReason } from "./order-emails.ts";
import { pagePathOfOrder } from "./order-page-path.ts";
import { pickupOfOrder } from "./snack-pickup-repository.ts";

/**
 * "Hoàn tiền" for an order with no showtime (decisions 079, 083): snacks ordered on their own, or a
 * bought gift card (whose card, voided, is named). The ticket orders' e-mail is refundMessage. Written
 * in the order's language (`orders.locale`, decision 098), its links to the pages in that language.
 */
export async function otherKindRefundMessage(
  tx: Database,
  ctx: CheckoutContext,
  order: OrderRow,
  data: { amountVnd: number; methodName: string; reason: RefundReason; deskNote?: string; voidedCard?: string },
): Promise<EmailMessage> {
  const buyer = (await findUserById(tx, order.userId))!;
  const locale: Locale = order.locale === "en" ? "en" : "vi";
  const { t, dayShort } = emailWords(locale);
  const base = ctx.deps.config.publicUrl;
  const prefix = locale === "en" ? "/en" : "";
  let about: string;
  let chainWords: string[] = [];
  let consequence: string;
  let again: { label: string; url: string };
  if (order.kind === "snacks") {
    const pickup = (await pickupOfOrder(tx, order.id))!;
    chainWords = [pickup.cinemaName];
    about = t("email.shopRefund.snacks", { code: order.code, cinema: pickup.cinemaName, time: formatTime(pickup.pickupAt), day: dayShort(pickup.pickupAt) });
    consequence = t("email.shopRefund.snacksConsequence");
    again = { label: t("email.shopRefund.snacksAgain"), url: `${base}${prefix}/bap-nuoc` };
  } else {
    const purchase = (await findGiftCardPurchase(tx, order.id))!;
    about = t("email.shopRefund.giftCard", { code: order.code, amount: formatVnd(purchase.amountVnd), name: purchase.recipientName });
    consequence = t("email.shopRefund.giftCardConsequence", { card: data.voidedCard ?? "", email: purchase.recipientEmail });
    again = { label: t("email.shopRefund.giftCardAgain"), url: `${base}${prefix}/the-qua-tang` };
  }
  const explanation =
    data.reason === "customer_cancel"
      ? t("email.shopRefund.cancelled", { code: order.code, consequence })
      : data.reason === "desk_refund"
        ? t("email.shopRefund.desk", { note: data.deskNote ?? "", consequence })
        : t("email.shopRefund.reason", { reason: data.reason });
  const keepsOrder = data.reason === "duplicate";
  const amount = formatVnd(data.amountVnd);
  const method = methodIn(locale, data.methodName);
  return renderEmail(
    {
      to: buyer.email,
      subject: t("email.refund.subject", { amount, code: order.code }),
      preheader: t("email.refund.preheader", { amount, method }),
      greeting: t("email.layout.greeting", { name: buyer.fullName }),
      blocks: [
        chainParagraph(locale, about, chainWords),
        { kind: "paragraph", text: explanation },
        { kind: "paragraph", text: t("email.shopRefund.sent", { amount, method }) },
        keepsOrder
          ? { kind: "button", label: t("email.shopRefund.viewOrder"), url: `${base}${pagePathOfOrder(order.kind, order.code, locale)}` }
          : { kind: "button", ...again },
        { kind: "note", text: t("email.refund.help", { email: ctx.deps.site.email, hotline: ctx.deps.site.hotline, code: order.code }) },
      ],
    },
    ctx.deps.site,
    base,
    locale,
  );
}
