import { phoneSchema } from "@hancine/contract/auth";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { ensureWalkInAccount, memberIdByPhone } from "./counter-sale-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** The chain's one walk-in account (made at the first counter sale without a phone): it owns those orders and cannot sign in. */
export const WALK_IN_EMAIL = "khach-tai-quay@hancine.invalid";

export const UNKNOWN_MEMBER = msg("error.NOT_FOUND.member");

/** Who owns a counter order: the member with this phone, or the walk-in account. */
export type CounterCustomer = { userId: string; member: boolean };

const unknownMember = () => new DomainError("VALIDATION_FAILED", { message: UNKNOWN_MEMBER, fields: { memberPhone: UNKNOWN_MEMBER } });

/**
 * The customer a counter sale is for (decision 076): a member found by their phone typed any way
 * (0912 345 678, +84 912…, 84912…: the sign-up's own normaliser, E.164), or the walk-in account when
 * no phone is given. An unknown or malformed phone, or a disabled account → 400 `fields.memberPhone`.
 * Phones are not unique between accounts: the oldest account with the number is the member.
 */
export async function counterCustomer(db: Database, memberPhone: string | undefined): Promise<CounterCustomer> {
  if (!memberPhone) return { userId: await walkInAccountId(db), member: false };
  const phone = phoneSchema.safeParse(memberPhone);
  if (!phone.success) throw unknownMember();
  const memberId = await memberIdByPhone(db, phone.data);
  if (!memberId) throw unknownMember();
  return { userId: memberId, member: true };
}

let walkInId: { db: Database; id: string } | undefined;

export async function walkInAccountId(db: Database): Promise<string> {
  if (walkInId?.db === db) return walkInId.id;
  const id = await ensureWalkInAccount(db, WALK_IN_EMAIL, new Date());
  walkInId = { db, id };
  return id;
}
