import { type GiftCardDesignId, type MyGiftCard, maskedGiftCardCode } from "@hancine/contract/gift-cards";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { openSecret, sealSecret } from "../auth/secret-box.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { giftCardEmail } from "./gift-card-email.ts";
import { cardsWithOrderCode, cardWithBuyer, type GiftCardRow, lockDueDeliveries, markGiftCardSent, sealDelivery } from "./gift-cards-repository.ts";

/** The sealed code and PIN of a card e-mailed later: their own key (HKDF purpose), apart from the hashes'. */
const DELIVERY_PURPOSE = "gift-card delivery";

type MailDeps = Pick<AppDeps, "config" | "site">;

/**
 * A card just issued goes to its recipient: e-mailed now (in the caller's transaction, through the
 * outbox), or — chosen for a later day — its code and PIN sealed (AES-256-GCM under SESSION_SECRET)
 * until the delivery job opens them on that day (decision 079).
 */
export async function sendOrScheduleGiftCard(tx: Database, deps: MailDeps, card: { id: string; code: string; pin: string }, sendAt: Date | null, now: Date) {
  if (sendAt && sendAt > now) {
    await sealDelivery(tx, card.id, sealSecret(deps.config.sessionSecret, DELIVERY_PURPOSE, JSON.stringify({ code: card.code, pin: card.pin })));
    return;
  }
  await deliverGiftCard(tx, deps, card.id, { code: card.code, pin: card.pin }, now);
}

/** Writes the recipient's e-mail (code, PIN, balance, expiry, the printable card) to the outbox and marks the card sent. */
async function deliverGiftCard(tx: Database, deps: MailDeps, giftCardId: string, secrets: { code: string; pin: string }, now: Date) {
  const row = await cardWithBuyer(tx, giftCardId);
  if (!row?.card.recipientEmail) return;
  const message = giftCardEmail(
    { card: row.card, buyerName: row.buyer, locale: row.locale, ...secrets },
    { site: deps.site, publicUrl: deps.config.publicUrl },
  );
  await enqueueEmail(tx, message, now);
  await markGiftCardSent(tx, giftCardId, now);
}

/**
 * The "gift-card-deliveries" job: cards whose day has come are e-mailed, their sealed code and PIN
 * opened and then cleared. Several instances share the work (SKIP LOCKED); each card is sent once
 * (sent_at set and the seal cleared in the transaction that writes its e-mail).
 */
export async function deliverDueGiftCards(deps: MailDeps & Pick<AppDeps, "database" | "clock">, batch = 50): Promise<number> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const due = await lockDueDeliveries(tx, now, batch);
    for (const card of due) {
      const secrets = JSON.parse(openSecret(deps.config.sessionSecret, DELIVERY_PURPOSE, card.sealed!)) as { code: string; pin: string };
      await deliverGiftCard(tx, deps, card.id, secrets, now);
    }
    return due.length;
  });
}

/** A card as its buyer sees it: masked, never its PIN. */
function myGiftCard(card: GiftCardRow, orderCode: string | null, now: Date): MyGiftCard {
  return {
    id: card.id,
    code: maskedGiftCardCode(card.codeLast4),
    design: card.design as GiftCardDesignId,
    initial: card.initialVnd,
    balance: card.balanceVnd,
    status: card.blockedAt ? "blocked" : card.expiresAt <= now ? "expired" : "active",
    expiresAt: card.expiresAt.toISOString(),
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    sendAt: card.sendAt?.toISOString() ?? null,
    sentAt: card.sentAt?.toISOString() ?? null,
    orderCode,
    currency: "VND",
  };
}

/** `GET /me/gift-cards`: the cards this account bought, newest first. */
export async function giftCardsBoughtBy(db: Database, userId: string, now: Date): Promise<MyGiftCard[]> {
  return (await cardsWithOrderCode(db, { boughtByUserId: userId })).map((r) => myGiftCard(r.card, r.orderCode, now));
}

/** The card an order bought, once paid. */
export async function giftCardOfOrder(db: Database, orderId: string, now: Date): Promise<MyGiftCard | null> {
  const [row] = await cardsWithOrderCode(db, { orderId });
  return row ? myGiftCard(row.card, row.orderCode, now) : null;
}
