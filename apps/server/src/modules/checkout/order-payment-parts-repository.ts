import type { Order } from "@hancine/contract/booking";
import { maskedGiftCardCode } from "@hancine/contract/gift-cards";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "#server/db/client.ts";
import type { OrderRow } from "../booking/orders-repository.ts";
import type { giftCardPartsOf } from "../gift-cards/order-gift-cards-repository.ts";
import type { CheckoutContext } from "./checkout-context.ts";

type Parts = Pick<Order, "giftCards" | "gatewayAmount" | "refunds">;
export type GiftCardParts = Awaited<ReturnType<typeof giftCardPartsOf>>;

/**
 * How an order is paid and where its refund went, part by part (decision 080): its gift cards' parts,
 * what is left for the gateway, and — once refunded — each card's part back on its card, the
 * gateway's part back through the gateway or onto a gift card (with its bonus).
 */
export async function orderPaymentParts(db: Database, ctx: CheckoutContext, row: OrderRow, cards: GiftCardParts): Promise<Parts> {
  const refunds = await refundsOf(db, ctx, row.id, cards);
  const live = cards.filter((part) => part.status === "reserved" || part.status === "captured" || part.status === "refunded");
  const cardsVnd = live.reduce((sum, part) => sum + part.amount, 0);
  return {
    ...(cards.length > 0 && {
      giftCards: cards.map(({ card, amount, status }) => ({ card, amount, status })),
      gatewayAmount: Math.max(0, row.totalVnd - row.exchangeCreditVnd - cardsVnd),
    }),
    ...(refunds.length > 0 && { refunds }),
  };
}

async function refundsOf(db: Database, ctx: CheckoutContext, orderId: string, cards: GiftCardParts): Promise<NonNullable<Order["refunds"]>> {
  const out: NonNullable<Order["refunds"]> = cards
    .filter((part) => part.status === "refunded")
    .map((part) => ({ to: "gift_card" as const, label: `Thẻ quà tặng ${part.card}`, amount: part.amount, bonus: 0, status: "done" as const }));
  const rows = await queryRows(
    db,
    sql<{ amount: number; status: "pending" | "done" | "failed"; method: string; providerRefundId: string | null; last4: string | null; bonus: number }>`
      select r.amount_vnd as amount, r.status, p.method, r.provider_refund_id as "providerRefundId", g.code_last4 as last4,
        coalesce((select sum(m.amount_vnd) from gift_card_movements m where m.gift_card_id = g.id and m.order_id = p.order_id and m.kind = 'bonus'), 0)::int as bonus
      from refunds r join payments p on p.id = r.payment_id
      left join gift_cards g on r.provider_refund_id like 'giftcard:%' and g.id::text = substr(r.provider_refund_id, 10)
      where p.order_id = ${orderId}
      order by r.created_at`,
  );
  for (const row of rows) {
    if (row.last4) {
      out.push({ to: "gift_card", label: `Thẻ quà tặng ${maskedGiftCardCode(row.last4)}`, amount: row.amount, bonus: Number(row.bonus), status: row.status });
    } else {
      const name = ctx.providers[row.method as keyof typeof ctx.providers]?.displayName ?? row.method;
      out.push({ to: "gateway", label: name, amount: row.amount, bonus: 0, status: row.status });
    }
  }
  return out;
}
