import { formatGiftCardCode, type AdminGiftCard } from "@hancine/contract/gift-cards";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { Actor } from "../auth/actor.ts";
import { giftCardCodeHash } from "./gift-card-secrets.ts";
import { blockGiftCard, findGiftCard, findGiftCardByCodeHash, type GiftCardRow, movementsOf } from "./gift-cards-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

const NOT_FOUND = msg("error.NOT_FOUND.giftCard");

async function view(deps: AppDeps, card: GiftCardRow): Promise<AdminGiftCard> {
  const now = deps.clock();
  const movements = await movementsOf(deps.database.db, card.id);
  return {
    id: card.id,
    code: formatGiftCardCode(`${"•".repeat(12)}${card.codeLast4}`),
    design: card.design,
    initial: card.initialVnd,
    balance: card.balanceVnd,
    status: card.blockedAt ? "blocked" : card.expiresAt <= now ? "expired" : "active",
    createdAt: card.createdAt.toISOString(),
    expiresAt: card.expiresAt.toISOString(),
    blockedAt: card.blockedAt?.toISOString() ?? null,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    movements: movements.map((m) => ({ at: m.at.toISOString(), kind: m.kind, amount: m.amountVnd, orderCode: m.orderCode })),
    currency: "VND",
  };
}

/**
 * The order desk's look-up (issue 35): a card by its code — no PIN, the person at the desk is staff —
 * with its balance and ledger. Cards are the chain's, not a cinema's: any staff member may look one up.
 * Every look-up is in the audit log (who looked at which card).
 */
export async function lookUpGiftCard(deps: AppDeps, actor: Actor, code: string): Promise<AdminGiftCard> {
  const db = deps.database.db;
  const card = await findGiftCardByCodeHash(db, giftCardCodeHash(deps.config.sessionSecret, code));
  if (!card) throw notFound(NOT_FOUND);
  await writeAudit(db, { at: deps.clock(), action: "gift_card.lookup", actorUserId: actor.user.id, ip: actor.ip, details: { giftCardId: card.id } });
  return view(deps, card);
}

/** A lost or stolen card blocked by a manager: nothing can be spent from it any more (audited with the reason). */
export async function blockGiftCardAtDesk(deps: AppDeps, actor: Actor, giftCardId: string, reason: string): Promise<AdminGiftCard> {
  const db = deps.database.db;
  const now = deps.clock();
  const found = await findGiftCard(db, giftCardId);
  if (!found) throw notFound(NOT_FOUND);
  const blocked = await db.transaction(async (tx) => {
    const row = await blockGiftCard(tx, giftCardId, now);
    if (!row) throw new DomainError("GIFT_CARD_UNUSABLE", { message: msg("error.GIFT_CARD_UNUSABLE.alreadyLocked") });
    await writeAudit(tx, {
      at: now,
      action: "gift_card.block",
      actorUserId: actor.user.id,
      ip: actor.ip,
      change: { entity: "gift_card", id: giftCardId, before: { blockedAt: null, balance: row.balanceVnd }, after: { blockedAt: now.toISOString(), reason } },
    });
    return row;
  });
  return view(deps, blocked);
}
