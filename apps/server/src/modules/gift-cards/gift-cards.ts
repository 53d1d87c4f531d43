import { randomUUID } from "node:crypto";
import { GIFT_CARD_VALID_DAYS, GIFT_CARD_WRONG_PINS, type GiftCardBalance, type GiftCardCredentials } from "@hancine/contract/gift-cards";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError, rateLimited } from "#server/domain-error.ts";
import { clearFailures, countFailure, throttleWaitSeconds } from "../auth/login-throttle-repository.ts";
import { giftCardCodeHash, giftCardPinHash, newGiftCardCode, newGiftCardPin, pinMatches } from "./gift-card-secrets.ts";
import { findGiftCardByCodeHash, type GiftCardRow, insertGiftCard, moveBalance } from "./gift-cards-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

const HOUR_MS = 3_600_000;

export type IssuedGiftCard = { id: string; code: string; pin: string; expiresAt: Date };

/**
 * A new card for `amountVnd`, in the caller's transaction: its code and PIN are drawn here and
 * answered once (to be e-mailed or printed); the database keeps only their keyed hashes.
 */
export async function issueGiftCard(
  tx: Database,
  sessionSecret: string,
  input: {
    amountVnd: number;
    design: string;
    recipientName?: string | null;
    recipientEmail?: string | null;
    message?: string | null;
    sendAt?: Date | null;
    orderId?: string | null;
    boughtByUserId?: string | null;
    actorUserId: string | null;
    now: Date;
  },
  drawn: { code: string; pin: string } = { code: newGiftCardCode(), pin: newGiftCardPin() },
): Promise<IssuedGiftCard> {
  const id = randomUUID();
  const { code, pin } = drawn;
  const expiresAt = new Date(input.now.getTime() + GIFT_CARD_VALID_DAYS * 24 * HOUR_MS);
  await insertGiftCard(
    tx,
    {
      id,
      codeHash: giftCardCodeHash(sessionSecret, code),
      codeLast4: code.slice(-4),
      pinHash: giftCardPinHash(sessionSecret, id, pin),
      initialVnd: input.amountVnd,
      design: input.design,
      recipientName: input.recipientName ?? null,
      recipientEmail: input.recipientEmail ?? null,
      message: input.message ?? null,
      sendAt: input.sendAt ?? null,
      orderId: input.orderId ?? null,
      boughtByUserId: input.boughtByUserId ?? null,
      createdAt: input.now,
      expiresAt,
    },
    input.actorUserId,
  );
  return { id, code, pin, expiresAt };
}

/**
 * The card a code and PIN open. Wrong PINs are counted per code and per client address, in the
 * database, for an hour: past 5 for a code or 20 for an address → 429. An unknown code is counted
 * exactly like a wrong PIN and answered the same 400 GIFT_CARD_INVALID, so nothing tells a guesser
 * whether a card exists. A right PIN forgives its code's failures.
 */
export async function openGiftCard(deps: AppDeps, credentials: GiftCardCredentials, ip: string): Promise<GiftCardRow> {
  const db = deps.database.db;
  const now = deps.clock();
  const secret = deps.config.sessionSecret;
  const codeHash = giftCardCodeHash(secret, credentials.code);
  const keys = [
    { key: `gift-card:code:${codeHash}`, limit: GIFT_CARD_WRONG_PINS.card },
    { key: `gift-card:ip:${ip}`, limit: GIFT_CARD_WRONG_PINS.address },
  ];
  const wait = await throttleWaitSeconds(db, keys, now, HOUR_MS);
  if (wait > 0) throw rateLimited(wait, msg("error.RATE_LIMITED.giftCardCode"));
  const card = await findGiftCardByCodeHash(db, codeHash);
  if (!card || !pinMatches(secret, card.id, credentials.pin, card.pinHash)) {
    await countFailure(
      db,
      keys.map((k) => k.key),
      now,
      HOUR_MS,
    );
    throw new DomainError("GIFT_CARD_INVALID");
  }
  await clearFailures(db, [keys[0]!.key]);
  return card;
}

const usable = (card: GiftCardRow, now: Date) => card.blockedAt === null && card.expiresAt > now;

/** `POST /gift-cards/balance`: what is left on a card, once its code and PIN are right. */
export async function giftCardBalance(deps: AppDeps, credentials: GiftCardCredentials, ip: string): Promise<GiftCardBalance> {
  const card = await openGiftCard(deps, credentials, ip);
  if (!usable(card, deps.clock())) throw new DomainError("GIFT_CARD_UNUSABLE");
  return { balance: card.balanceVnd, expiresAt: card.expiresAt.toISOString(), currency: "VND" };
}

/** Spends `amountVnd` of a card for an order, in the caller's transaction (409 GIFT_CARD_BALANCE_LOW / GIFT_CARD_UNUSABLE). */
export function spendGiftCard(tx: Database, spend: { giftCardId: string; amountVnd: number; orderId: string | null; actorUserId: string | null; now: Date }) {
  return moveBalance(tx, {
    giftCardId: spend.giftCardId,
    kind: "spend",
    amountVnd: -spend.amountVnd,
    orderId: spend.orderId,
    actorUserId: spend.actorUserId,
    at: spend.now,
  });
}

/** The demo's published card (README): issued once outside production, so a visitor can try the balance look-up. */
export async function ensureDemoGiftCard(
  db: Database,
  sessionSecret: string,
  card: { code: string; pin: string; amountVnd: number },
  now: Date,
): Promise<void> {
  if (await findGiftCardByCodeHash(db, giftCardCodeHash(sessionSecret, card.code))) return;
  await db.transaction((tx) =>
    issueGiftCard(tx, sessionSecret, { amountVnd: card.amountVnd, design: "song-han", recipientName: "Khách demo", actorUserId: null, now }, card),
  );
}
