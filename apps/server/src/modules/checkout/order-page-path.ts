import type { OrderKind } from "@hancine/contract/booking-constants";
import { orderPagePath } from "@hancine/contract/checkout";
import { giftCardOrderPagePath } from "@hancine/contract/gift-cards";
import { snackOrderPagePath } from "@hancine/contract/snack-orders";

/**
 * The buyer's page of an order of this kind: tickets, a bought gift card (decision 079), snacks on
 * their own (decision 083). A tickets order made on the English site returns to its English page
 * (decision 093); the other kinds' pages are Vietnamese only for now.
 */
export function pagePathOfOrder(kind: OrderKind, code: string, locale: string = "vi"): string {
  if (kind === "gift_card") return giftCardOrderPagePath(code);
  if (kind === "snacks") return snackOrderPagePath(code);
  return `${locale === "en" ? "/en" : ""}${orderPagePath(code)}`;
}
