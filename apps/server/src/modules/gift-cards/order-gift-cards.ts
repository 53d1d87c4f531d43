import { type GiftCardCredentials, giftCardCredentialsSchema, maskedGiftCardCode } from "@hancine/contract/gift-cards";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError } from "#server/domain-error.ts";
import type { GiftCardRow } from "./gift-cards-repository.ts";
import { openGiftCard } from "./gift-cards.ts";
import { msg, viOnly } from "@hancine/contract/i18n/message";

const usable = (card: GiftCardRow, now: Date) => card.blockedAt === null && card.expiresAt > now;

/**
 * The cards a buyer gives at checkout, opened one by one with their PINs (outside any transaction:
 * a wrong PIN is counted whatever happens next, decision 078). The same card twice, a blocked or an
 * expired card are refused before anything is taken.
 */
export async function openCardsForPayment(deps: AppDeps, credentials: GiftCardCredentials[], ip: string): Promise<GiftCardRow[]> {
  const codes = credentials.map((c) => c.code);
  if (new Set(codes).size !== codes.length) {
    throw new DomainError("VALIDATION_FAILED", { fields: { giftCards: msg("error.VALIDATION_FAILED.giftCardTwice") } });
  }
  const now = deps.clock();
  const cards: GiftCardRow[] = [];
  for (const credential of credentials) {
    const card = await openGiftCard(deps, credential, ip);
    if (!usable(card, now)) {
      throw new DomainError("GIFT_CARD_UNUSABLE", {
        message: msg("error.GIFT_CARD_UNUSABLE.card", { card: maskedGiftCardCode(card.codeLast4) }),
      });
    }
    cards.push(card);
  }
  return cards;
}

/** What these cards would pay of `due` at their balances as read now (the checkout takes it again under the cards' locks). */
export function plannedSpend(cards: GiftCardRow[], due: number): number {
  let left = due;
  for (const card of cards) left -= Math.min(card.balanceVnd, left);
  return due - left;
}

/**
 * A counter sale's gift cards (decision 080): each card's code and PIN checked (wrong PINs counted
 * against the counter's address as anywhere else), usable, and named once only.
 */
export async function openCounterGiftCards(
  deps: AppDeps,
  payments: readonly { method: string; amount: number; giftCard?: { code: string; pin: string } | undefined }[],
  ip: string,
): Promise<{ card: GiftCardRow; amount: number }[]> {
  const lines = payments.filter((p) => p.method === "gift_card");
  if (lines.length === 0) return [];
  const credentials = lines.map((line) => {
    const parsed = giftCardCredentialsSchema.safeParse(line.giftCard);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      const message = !line.giftCard
        ? msg("error.VALIDATION_FAILED.giftCardCredentials")
        : issue
          ? viOnly(issue)
          : msg("error.VALIDATION_FAILED.giftCardCredentialsInvalid");
      throw new DomainError("VALIDATION_FAILED", { message, fields: { payments: message } });
    }
    return parsed.data;
  });
  const cards = await openCardsForPayment(deps, credentials, ip);
  return cards.map((card, i) => ({ card, amount: lines[i]!.amount }));
}
