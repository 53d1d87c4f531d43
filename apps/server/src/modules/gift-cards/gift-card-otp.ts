import { createHmac, hkdfSync, randomInt, timingSafeEqual } from "node:crypto";
import { formatVnd } from "@hancine/contract/format";
import type { AppDeps } from "#server/app-deps.ts";
import { countWrongGiftCardOtp, findGiftCardOtp, saveGiftCardOtp } from "./gift-card-otp-repository.ts";
import { DomainError, rateLimited } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { findUserById } from "../auth/users-repository.ts";
import { countHits } from "../limits/rate-counters-repository.ts";
import { renderEmail } from "../mail/email-layout.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** A code is good this long, for this many wrong tries; a new one is sent at most once a minute, five an hour per account. */
export const GIFT_CARD_OTP_TTL_MS = 10 * 60_000;
export const GIFT_CARD_OTP_TRIES = 5;
const RESEND_AFTER_MS = 60_000;
const SENDS_PER_HOUR = 5;

function otpHash(sessionSecret: string, orderId: string, code: string): string {
  const key = Buffer.from(hkdfSync("sha256", sessionSecret, "hancine", "hancine gift-card otp", 32));
  return createHmac("sha256", key).update(`${orderId}:${code}`).digest("base64url");
}

/** "khachhang@hancine.vn" → "k•••••••g@hancine.vn": enough for a person to recognise their own address. */
export function maskEmail(email: string): string {
  const [name = "", domain = ""] = email.split("@");
  if (name.length <= 2) return `${name[0] ?? ""}•@${domain}`;
  return `${name[0]}${"•".repeat(Math.min(name.length - 2, 8))}${name[name.length - 1]}@${domain}`;
}

/**
 * Before cards pay more than GIFT_CARD_OTP_ABOVE of one order (decision 080), the buyer proves the
 * account's e-mail: without a code a new one is e-mailed (at most once a minute; 5 an hour, then
 * 429) and the checkout answers 403 GIFT_CARD_OTP_REQUIRED; a wrong code counts (5 per code, then it
 * is dead: 400 GIFT_CARD_OTP_EXPIRED), outside the checkout's transaction so a refusal keeps the count.
 * A right code is used up by `useGiftCardOtp` inside the checkout's transaction.
 */
export async function requireGiftCardOtp(
  deps: AppDeps,
  input: { orderId: string; userId: string; amount: number; otp: string | undefined; ip: string },
): Promise<void> {
  const db = deps.database.db;
  const now = deps.clock();
  const secret = deps.config.sessionSecret;
  const row = await findGiftCardOtp(db, input.orderId);
  if (input.otp !== undefined) {
    const live = row && row.userId === input.userId && !row.usedAt && row.expiresAt > now && row.wrongAttempts < GIFT_CARD_OTP_TRIES;
    if (!live) throw new DomainError("GIFT_CARD_OTP_EXPIRED");
    const given = Buffer.from(otpHash(secret, input.orderId, input.otp));
    const kept = Buffer.from(row.codeHash);
    if (given.length === kept.length && timingSafeEqual(given, kept)) return;
    const wrong = await countWrongGiftCardOtp(db, input.orderId);
    const attemptsLeft = Math.max(0, GIFT_CARD_OTP_TRIES - (wrong ?? GIFT_CARD_OTP_TRIES));
    if (attemptsLeft === 0) {
      throw new DomainError("GIFT_CARD_OTP_EXPIRED", { message: msg("error.GIFT_CARD_OTP_EXPIRED.tooManyWrong") });
    }
    throw new DomainError("GIFT_CARD_OTP_INVALID", {
      message: msg("error.GIFT_CARD_OTP_INVALID.attempts", { attemptsLeft }),
      details: { attemptsLeft },
    });
  }

  const user = (await findUserById(db, input.userId))!;
  const sentTo = maskEmail(user.email);
  const fresh = row && row.userId === input.userId && !row.usedAt && row.wrongAttempts < GIFT_CARD_OTP_TRIES && row.expiresAt > now;
  if (fresh && now.getTime() - row.sentAt.getTime() < RESEND_AFTER_MS) {
    // Sent under a minute ago: the same code stands, nothing new is sent.
    throw otpRequired(sentTo, row.expiresAt, input.amount);
  }
  const code = String(randomInt(1_000_000)).padStart(6, "0");
  const expiresAt = new Date(now.getTime() + GIFT_CARD_OTP_TTL_MS);
  await db.transaction(async (tx) => {
    const wait = await countHits(tx, [{ key: `gift-card-otp:${input.userId}`, limit: SENDS_PER_HOUR }], 3_600_000, now);
    if (wait > 0) throw rateLimited(wait, msg("error.RATE_LIMITED.codes"));
    await saveGiftCardOtp(tx, { orderId: input.orderId, userId: input.userId, codeHash: otpHash(secret, input.orderId, code), sentAt: now, expiresAt });
    await enqueueEmail(tx, otpMessage(deps, { to: user.email, fullName: user.fullName, code, amount: input.amount }), now);
    await writeAudit(tx, {
      at: now,
      action: "gift_card.otp_sent",
      actorUserId: input.userId,
      ip: input.ip,
      details: { orderId: input.orderId, amountVnd: input.amount },
    });
  });
  throw otpRequired(sentTo, expiresAt, input.amount);
}

const otpRequired = (sentTo: string, expiresAt: Date, amount: number) =>
  new DomainError("GIFT_CARD_OTP_REQUIRED", {
    message: msg("error.GIFT_CARD_OTP_REQUIRED.sent", { amount: formatVnd(amount), sentTo }),
    details: { sentTo, expiresAt: expiresAt.toISOString(), giftCardAmount: amount },
  });

function otpMessage(deps: AppDeps, input: { to: string; fullName: string; code: string; amount: number }) {
  return renderEmail(
    {
      to: input.to,
      subject: `Mã xác nhận thanh toán bằng thẻ quà tặng ${deps.site.brand}: ${input.code}`,
      preheader: "Mã có hiệu lực trong 10 phút.",
      greeting: `Chào ${input.fullName},`,
      blocks: [
        { kind: "paragraph", text: `Bạn đang dùng ${formatVnd(input.amount)} từ thẻ quà tặng để thanh toán một đơn hàng. Mã xác nhận của bạn là:` },
        {
          kind: "html",
          html: `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;color:#0B1633">${input.code}</p>`,
          text: input.code,
        },
        { kind: "note", text: "Mã có hiệu lực trong 10 phút và chỉ dùng được một lần. Đừng chia sẻ mã này với bất kỳ ai, kể cả nhân viên rạp." },
        { kind: "note", text: "Nếu bạn không thanh toán đơn hàng nào, hãy bỏ qua e-mail này: thẻ của bạn không bị trừ tiền." },
      ],
    },
    deps.site,
    deps.config.publicUrl,
  );
}
