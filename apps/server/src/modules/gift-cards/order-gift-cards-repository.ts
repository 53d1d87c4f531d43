import { maskedGiftCardCode } from "@hancine/contract/gift-cards";
import { and, asc, eq, sql } from "drizzle-orm";
import { type Database, queryRows } from "#server/db/client.ts";
import { giftCards, orderGiftCardPayments } from "#server/db/schema/gift-cards.ts";
import { DomainError } from "#server/domain-error.ts";
import { moveBalance } from "./gift-cards-repository.ts";
import type { GiftCardRow } from "./gift-cards-repository.ts";
import { spendGiftCard } from "./gift-cards.ts";
import { msg } from "@hancine/contract/i18n/message";

/** What one card pays of an order. */
export type GiftCardPart = { giftCardId: string; card: string; amount: number };
export type OrderGiftCardStatus = (typeof orderGiftCardPayments.$inferSelect)["status"];

/** Gives back the card money an open order still holds (a buyer trying to pay again): one `refund` movement each. */
export async function releaseOrderGiftCards(tx: Database, orderId: string, now: Date): Promise<void> {
  await tx.execute(sql`select gift_card_release_order(${orderId}::uuid, ${now.toISOString()}::timestamptz)`);
}

/**
 * Takes the cards' money for an open order, in the caller's transaction (the order's row locked):
 * what the order held on cards before goes back first, then each card in turn pays its balance up to
 * what is left of `due`, read under the card row's lock (all the cards locked in one order, so two
 * checkouts sharing cards never deadlock). A card with nothing left refuses the checkout (409
 * GIFT_CARD_BALANCE_LOW); the ledger's CHECK stays the last word (decision 078).
 */
export async function reserveOrderGiftCards(
  tx: Database,
  input: { orderId: string; cards: GiftCardRow[]; due: number; actorUserId: string | null; now: Date },
): Promise<GiftCardPart[]> {
  await releaseOrderGiftCards(tx, input.orderId, input.now);
  if (input.cards.length === 0) return [];
  const ids = input.cards.map((card) => card.id);
  const locked = await queryRows(
    tx,
    sql<{ id: string; balance: number }>`select id, balance_vnd as balance from gift_cards
      where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) order by id for update`,
  );
  const balances = new Map(locked.map((row) => [row.id, Number(row.balance)]));
  const parts: GiftCardPart[] = [];
  let left = input.due;
  for (const card of input.cards) {
    if (left <= 0) break;
    const amount = Math.min(balances.get(card.id) ?? 0, left);
    if (amount <= 0) {
      throw new DomainError("GIFT_CARD_BALANCE_LOW", { message: msg("error.GIFT_CARD_BALANCE_LOW.empty", { card: maskedGiftCardCode(card.codeLast4) }) });
    }
    await spendGiftCard(tx, { giftCardId: card.id, amountVnd: amount, orderId: input.orderId, actorUserId: input.actorUserId, now: input.now });
    await tx.insert(orderGiftCardPayments).values({ orderId: input.orderId, giftCardId: card.id, amountVnd: amount, createdAt: input.now });
    parts.push({ giftCardId: card.id, card: maskedGiftCardCode(card.codeLast4), amount });
    left -= amount;
  }
  return parts;
}

/** What the order's cards pay of it now (reserved while open, captured once paid). */
export async function giftCardAmountOf(tx: Database, orderId: string): Promise<number> {
  const [row] = await queryRows(
    tx,
    sql<{ amount: number }>`select coalesce(sum(amount_vnd), 0)::int as amount from order_gift_card_payments
      where order_id = ${orderId} and status in ('reserved', 'captured')`,
  );
  return Number(row?.amount ?? 0);
}

/** The order's card parts, oldest first, for its page and its e-mails. */
export async function giftCardPartsOf(db: Database, orderId: string): Promise<(GiftCardPart & { status: OrderGiftCardStatus })[]> {
  const rows = await db
    .select({
      giftCardId: orderGiftCardPayments.giftCardId,
      last4: giftCards.codeLast4,
      amount: orderGiftCardPayments.amountVnd,
      status: orderGiftCardPayments.status,
    })
    .from(orderGiftCardPayments)
    .innerJoin(giftCards, eq(giftCards.id, orderGiftCardPayments.giftCardId))
    .where(eq(orderGiftCardPayments.orderId, orderId))
    .orderBy(asc(orderGiftCardPayments.createdAt), asc(orderGiftCardPayments.id));
  // A part released by a later attempt is history: only the latest attempt's parts are shown, and the released ones of a closed order.
  const live = rows.filter((row) => row.status !== "released");
  const shown = live.length > 0 ? live : rows.filter((row, i) => rows.findIndex((r) => r.giftCardId === row.giftCardId) === i);
  return shown.map((row) => ({ giftCardId: row.giftCardId, card: maskedGiftCardCode(row.last4), amount: row.amount, status: row.status }));
}

/**
 * A paid order refunded whole: each card's part goes back onto its card (a `refund` movement; onto
 * a blocked or expired card too — the ledger stays whole, the desk settles it). Returns the parts.
 */
export async function refundOrderGiftCards(tx: Database, orderId: string, actorUserId: string | null, now: Date): Promise<GiftCardPart[]> {
  return refundGiftCardAmount(tx, orderId, Number.POSITIVE_INFINITY, actorUserId, now);
}

/** Takes each card's exact amount for a counter order paid at once (409 GIFT_CARD_BALANCE_LOW when a card has less). */
export async function spendCounterGiftCards(
  tx: Database,
  input: { orderId: string; lines: { card: GiftCardRow; amount: number }[]; actorUserId: string; now: Date },
): Promise<void> {
  const lines = [...input.lines].sort((a, b) => a.card.id.localeCompare(b.card.id));
  for (const { card, amount } of lines) {
    try {
      await spendGiftCard(tx, { giftCardId: card.id, amountVnd: amount, orderId: input.orderId, actorUserId: input.actorUserId, now: input.now });
    } catch (error) {
      if (error instanceof DomainError && error.code === "GIFT_CARD_BALANCE_LOW") {
        throw new DomainError("GIFT_CARD_BALANCE_LOW", {
          message: msg("error.GIFT_CARD_BALANCE_LOW.card", { card: maskedGiftCardCode(card.codeLast4), amount: amount.toLocaleString("vi-VN") }),
        });
      }
      throw error;
    }
    await tx
      .insert(orderGiftCardPayments)
      .values({ orderId: input.orderId, giftCardId: card.id, amountVnd: amount, status: "captured", createdAt: input.now, closedAt: input.now });
  }
}

/**
 * Some of what cards paid of a paid order goes back onto them (a counter refund, cash first, cards
 * last): each card's part in turn, a `refund` movement each; a part given back in full is `refunded`,
 * one given back in part is split into what stays captured and what was refunded.
 */
export async function refundGiftCardAmount(tx: Database, orderId: string, amountVnd: number, actorUserId: string | null, now: Date): Promise<GiftCardPart[]> {
  let owed = amountVnd;
  const captured = await tx
    .select({ part: orderGiftCardPayments, last4: giftCards.codeLast4 })
    .from(orderGiftCardPayments)
    .innerJoin(giftCards, eq(giftCards.id, orderGiftCardPayments.giftCardId))
    .where(and(eq(orderGiftCardPayments.orderId, orderId), eq(orderGiftCardPayments.status, "captured")))
    .orderBy(asc(orderGiftCardPayments.giftCardId), asc(orderGiftCardPayments.id));
  const given: GiftCardPart[] = [];
  for (const { part, last4 } of captured) {
    if (owed <= 0) break;
    const give = Math.min(owed, part.amountVnd);
    if (give === part.amountVnd) {
      await tx.update(orderGiftCardPayments).set({ status: "refunded", closedAt: now }).where(eq(orderGiftCardPayments.id, part.id));
    } else {
      await tx
        .update(orderGiftCardPayments)
        .set({ amountVnd: part.amountVnd - give })
        .where(eq(orderGiftCardPayments.id, part.id));
      await tx
        .insert(orderGiftCardPayments)
        .values({ orderId, giftCardId: part.giftCardId, amountVnd: give, status: "refunded", createdAt: now, closedAt: now });
    }
    await moveBalance(tx, { giftCardId: part.giftCardId, kind: "refund", amountVnd: give, orderId, actorUserId, at: now });
    given.push({ giftCardId: part.giftCardId, card: maskedGiftCardCode(last4), amount: give });
    owed -= give;
  }
  return given;
}
