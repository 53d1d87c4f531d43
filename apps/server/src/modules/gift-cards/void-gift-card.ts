import { maskedGiftCardCode } from "@hancine/contract/gift-cards";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { lockCardOfOrder, moveBalance, movedSinceIssue, voidCard } from "./gift-cards-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/**
 * The card of a paid gift-card order that is being refunded (decision 079): allowed while the card
 * is not delivered yet (its day still ahead) or nothing was ever spent from it. Under the card's row
 * lock — a spend or the delivery job waits, then finds it blocked — its whole balance leaves it as an
 * `expire` movement (the ledger says where the money went; the reports take the sale back) and it is
 * blocked for good. Answers the card as people read it (••••-••••-••••-RD01).
 */
export async function voidGiftCardOfOrder(tx: Database, input: { orderId: string; actorUserId: string; now: Date }): Promise<{ card: string }> {
  const card = await lockCardOfOrder(tx, input.orderId);
  if (!card) throw new Error(`paid gift-card order ${input.orderId} has no card`);
  const masked = maskedGiftCardCode(card.codeLast4);
  if (card.blockedAt) {
    throw new DomainError("ORDER_NOT_EDITABLE", {
      message: msg("error.ORDER_NOT_EDITABLE.cardLocked", { masked }),
    });
  }
  const delivered = card.sentAt !== null;
  if (delivered && (await movedSinceIssue(tx, card.id))) {
    throw new DomainError("ORDER_NOT_EDITABLE", {
      message: msg("error.ORDER_NOT_EDITABLE.cardUsed", { masked }),
    });
  }
  if (card.balanceVnd > 0) {
    await moveBalance(tx, {
      giftCardId: card.id,
      kind: "expire",
      amountVnd: -card.balanceVnd,
      orderId: input.orderId,
      actorUserId: input.actorUserId,
      at: input.now,
    });
  }
  await voidCard(tx, card.id, input.now);
  return { card: masked };
}
