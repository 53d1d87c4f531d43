import type { OrderKind } from "@hancine/contract/booking-constants";
import { orderPagePath } from "@hancine/contract/checkout";
import { giftCardOrderPagePath } from "@hancine/contract/gift-cards";
import { snackOrderPagePath } from "@hancine/contract/snack-orders";

/** The buyer's page of an order of this kind: tickets, a bought gift card (decision 079), snacks on their own (decision 083). */
export function pagePathOfOrder(kind: OrderKind, code: string): string {
  if (kind === "gift_card") return giftCardOrderPagePath(code);
  if (kind === "snacks") return snackOrderPagePath(code);
  return orderPagePath(code);
}
