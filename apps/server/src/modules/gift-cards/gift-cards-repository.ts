import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { type Database, queryRows } from "#server/db/client.ts";
import { isCheckViolation } from "#server/db/errors.ts";
import { users } from "#server/db/schema/accounts.ts";
import { orders } from "#server/db/schema/booking.ts";
import { giftCardMovements, giftCards } from "#server/db/schema/gift-cards.ts";
import { DomainError } from "#server/domain-error.ts";

export type GiftCardRow = typeof giftCards.$inferSelect;
export type MovementKind = (typeof giftCardMovements.$inferInsert)["kind"];

export type NewGiftCard = Omit<typeof giftCards.$inferInsert, "id" | "balanceVnd" | "codeHash" | "pinHash"> & { id: string; codeHash: string; pinHash: string };

/** Writes a card with its first movement (the amount it was issued for): its balance is that movement. */
export async function insertGiftCard(tx: Database, card: NewGiftCard, actorUserId: string | null): Promise<void> {
  await tx.insert(giftCards).values(card);
  await tx.insert(giftCardMovements).values({
    giftCardId: card.id,
    kind: "issue",
    amountVnd: card.initialVnd,
    orderId: card.orderId ?? null,
    actorUserId,
    at: card.createdAt,
  });
}

export async function findGiftCardByCodeHash(db: Database, codeHash: string): Promise<GiftCardRow | null> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.codeHash, codeHash));
  return row ?? null;
}

/**
 * One movement of a card's balance, in the caller's transaction; the trigger applies it to the balance.
 * A spend goes through only while the card is usable (not blocked, not expired) and never below zero:
 * the balance's CHECK refuses it in the database (→ 409 GIFT_CARD_BALANCE_LOW), whatever races.
 */
export async function moveBalance(
  tx: Database,
  movement: { giftCardId: string; kind: MovementKind; amountVnd: number; orderId: string | null; actorUserId: string | null; at: Date },
): Promise<void> {
  try {
    const at = movement.at.toISOString();
    const usableOnly = movement.kind === "spend" ? sql`and blocked_at is null and expires_at > ${at}::timestamptz` : sql``;
    const inserted = await queryRows(
      tx,
      sql<{ id: string }>`insert into gift_card_movements (gift_card_id, kind, amount_vnd, order_id, actor_user_id, at)
        select id, ${movement.kind}, ${movement.amountVnd}, ${movement.orderId}::uuid, ${movement.actorUserId}::uuid, ${at}::timestamptz
        from gift_cards where id = ${movement.giftCardId} ${usableOnly}
        returning id`,
    );
    if (inserted.length === 0) throw new DomainError("GIFT_CARD_UNUSABLE");
  } catch (error) {
    if (isCheckViolation(error, "gift_cards_balance_check")) throw new DomainError("GIFT_CARD_BALANCE_LOW");
    throw error;
  }
}

/** A card's balance and its ledger's sum, read together: equal unless the ledger was written around the trigger. */
export async function balanceAndLedger(db: Database, giftCardId: string): Promise<{ balance: number; ledger: number }> {
  const [row] = await db
    .select({ balance: giftCards.balanceVnd, ledger: sql<number>`coalesce(sum(${giftCardMovements.amountVnd}), 0)::int` })
    .from(giftCards)
    .leftJoin(giftCardMovements, eq(giftCardMovements.giftCardId, giftCards.id))
    .where(eq(giftCards.id, giftCardId))
    .groupBy(giftCards.id);
  if (!row) throw new Error(`no gift card ${giftCardId}`);
  return row;
}

export async function findGiftCard(db: Database, giftCardId: string): Promise<GiftCardRow | null> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, giftCardId));
  return row ?? null;
}

/** A card's ledger, oldest first, with the order of each movement that had one. */
export function movementsOf(db: Database, giftCardId: string) {
  return db
    .select({ at: giftCardMovements.at, kind: giftCardMovements.kind, amountVnd: giftCardMovements.amountVnd, orderCode: orders.code })
    .from(giftCardMovements)
    .leftJoin(orders, eq(orders.id, giftCardMovements.orderId))
    .where(eq(giftCardMovements.giftCardId, giftCardId))
    .orderBy(asc(giftCardMovements.seq));
}

/** Blocks a card not blocked yet; the row as it is now, or null when it was blocked already. */
export async function blockGiftCard(tx: Database, giftCardId: string, now: Date): Promise<GiftCardRow | null> {
  const [row] = await tx
    .update(giftCards)
    .set({ blockedAt: now })
    .where(and(eq(giftCards.id, giftCardId), isNull(giftCards.blockedAt)))
    .returning();
  return row ?? null;
}

/** The cards bought by an account, or the one bought by an order, newest first, with their order's code. */
export function cardsWithOrderCode(db: Database, by: { boughtByUserId: string } | { orderId: string }) {
  return db
    .select({ card: giftCards, orderCode: orders.code })
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where("orderId" in by ? eq(giftCards.orderId, by.orderId) : eq(giftCards.boughtByUserId, by.boughtByUserId))
    .orderBy(desc(giftCards.createdAt));
}

/** A card and the full name of the account that bought it (for the recipient's e-mail). */
export async function cardWithBuyer(db: Database, giftCardId: string): Promise<{ card: GiftCardRow; buyer: string | null; locale: "vi" | "en" } | null> {
  const [row] = await db
    .select({ card: giftCards, buyer: users.fullName, locale: orders.locale })
    .from(giftCards)
    .leftJoin(users, eq(users.id, giftCards.boughtByUserId))
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(eq(giftCards.id, giftCardId));
  // The language of the order that bought the card (decision 098); a card issued otherwise: Vietnamese.
  return row ? { card: row.card, buyer: row.buyer, locale: row.locale === "en" ? "en" : "vi" } : null;
}

/** Keeps a card's sealed code and PIN until its delivery day. */
export async function sealDelivery(tx: Database, giftCardId: string, sealed: string): Promise<void> {
  await tx.update(giftCards).set({ sealedDelivery: sealed }).where(eq(giftCards.id, giftCardId));
}

/** The card's e-mail is written: sent now, its seal cleared. */
export async function markGiftCardSent(tx: Database, giftCardId: string, now: Date): Promise<void> {
  await tx.update(giftCards).set({ sentAt: now, sealedDelivery: null }).where(eq(giftCards.id, giftCardId));
}

/** Cards whose delivery day has come, locked for this transaction (other instances skip them). */
export function lockDueDeliveries(tx: Database, now: Date, batch: number) {
  return tx
    .select({ id: giftCards.id, sealed: giftCards.sealedDelivery })
    .from(giftCards)
    .where(and(isNotNull(giftCards.sealedDelivery), isNull(giftCards.sentAt), lte(giftCards.sendAt, now)))
    .orderBy(asc(giftCards.sendAt))
    .limit(batch)
    .for("update", { skipLocked: true });
}

/** The card a gift-card order bought, its row locked (spends and the delivery job take the same lock). */
export async function lockCardOfOrder(tx: Database, orderId: string): Promise<GiftCardRow | null> {
  const [row] = await tx.select().from(giftCards).where(eq(giftCards.orderId, orderId)).for("update");
  return row ?? null;
}

/** Whether anything but its issue ever moved the card's balance (a spend, even one given back since). */
export async function movedSinceIssue(tx: Database, giftCardId: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(giftCardMovements)
    .where(and(eq(giftCardMovements.giftCardId, giftCardId), sql`${giftCardMovements.kind} <> 'issue'`));
  return (row?.n ?? 0) > 0;
}

/** A voided card: blocked, and a delivery still waiting for its day never goes out. */
export async function voidCard(tx: Database, giftCardId: string, now: Date): Promise<void> {
  await tx.update(giftCards).set({ blockedAt: now, sealedDelivery: null }).where(eq(giftCards.id, giftCardId));
}
