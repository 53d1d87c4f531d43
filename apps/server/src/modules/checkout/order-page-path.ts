import type { OrderKind } from "@hancine/contract/booking-constants";
import { orderPagePath } from "@hancine/contract/checkout";
import { giftCardOrderPagePath } from "@hancine/contract/gift-cards";
import { snackOrderPagePath } from "@hancine/contract/snack-orders";

/**
 * The buyer's page of an order of this kind: tickets, a bought gift card (decision 079), snacks on
 * their own (decision 083). An order made on the English site returns to its English page
 * (decisions 093, 098).
 */
export function pagePathOfOrder(kind: OrderKind, code: string, locale: string = "vi"): string {
  const prefix = locale === "en" ? "/en" : "";
  if (kind === "gift_card") return `${prefix}${giftCardOrderPagePath(code)}`;
  if (kind === "snacks") return `${prefix}${snackOrderPagePath(code)}`;
  return `${prefix}${orderPagePath(code)}`;
}
