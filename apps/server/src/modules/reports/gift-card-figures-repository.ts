import type { GiftCardFigures } from "@hancine/contract/back-office-reports";
import { addDays, chainTime } from "@hancine/contract/chain-clock";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "#server/db/client.ts";

/**
 * Gift cards in a period of chain days (decision 079), from the cards' ledger: cards bought (issued
 * for a gift-card order) and what they carry, net of those whose order was refunded in the period
 * (the card voided by an `expire` movement of its whole balance, written with that order's id), what was spent from any card (spends less refunds back
 * onto cards), and — whatever the period — what is left on cards still usable now: the chain's
 * liability to their holders.
 */
export async function giftCardFigures(db: Database, range: { from: string; to: string }, now: Date): Promise<GiftCardFigures> {
  const from = chainTime(range.from, 0).toISOString();
  const until = chainTime(addDays(range.to, 1), 0).toISOString();
  const at = now.toISOString();
  const [row] = await queryRows(
    db,
    sql<GiftCardFigures>`select
        (select count(*) filter (where m.kind = 'issue')::int - count(*) filter (where m.kind = 'expire')::int
          from gift_card_movements m join orders o on o.id = m.order_id
          where m.kind in ('issue', 'expire') and o.kind = 'gift_card' and m.at >= ${from}::timestamptz and m.at < ${until}::timestamptz) as "cardsSold",
        (select coalesce(sum(m.amount_vnd), 0)::bigint from gift_card_movements m join orders o on o.id = m.order_id
          where m.kind in ('issue', 'expire') and o.kind = 'gift_card' and m.at >= ${from}::timestamptz and m.at < ${until}::timestamptz) as "soldAmount",
        (select coalesce(-sum(m.amount_vnd), 0)::bigint from gift_card_movements m
          where m.kind in ('spend', 'refund') and m.order_id is not null and m.at >= ${from}::timestamptz and m.at < ${until}::timestamptz) as "spentAmount",
        (select coalesce(sum(c.balance_vnd), 0)::bigint from gift_cards c where c.blocked_at is null and c.expires_at > ${at}::timestamptz) as "outstanding",
        (select count(*)::int from gift_cards c where c.blocked_at is null and c.expires_at > ${at}::timestamptz and c.balance_vnd > 0) as "activeCards"`,
  );
  return {
    cardsSold: Number(row!.cardsSold),
    soldAmount: Number(row!.soldAmount),
    spentAmount: Number(row!.spentAmount),
    outstanding: Number(row!.outstanding),
    activeCards: Number(row!.activeCards),
  };
}
