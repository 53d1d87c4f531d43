import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyVoucher } from "@hancine/contract/my-vouchers";
import type { Membership } from "@hancine/contract/membership";
import type { AccountSession } from "@hancine/contract/mfa";
import type { Points } from "@hancine/contract/points";
import { signUp } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, createScene, customerFor } from "../booking/booking-test-kit.ts";
import { createCheckoutTestApp, paidOrderIn, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { issueBirthdayVouchers } from "./birthday-vouchers.ts";

/**
 * The account page's words the server writes (decision 096): a personal voucher's title, benefit and
 * conditions, a points entry's reason, the tiers' names, the devices' place and unknown parts — in
 * the request's language (Accept-Language: the English page's loader sends "en"), Vietnamese by
 * default and word for word as before.
 */
let t: CheckoutTestApp;
let cookie: string;
let address: string;

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW });
  // BOOKING_NOW is in November on the chain's clock: a customer born in November has a birthday voucher.
  ({ cookie, address } = await signUp(t, { dateOfBirth: "1995-11-10" }));
  await issueBirthdayVouchers(t.database.db, BOOKING_NOW);
  await paidOrderIn(t, await createScene(t), customerFor(t, cookie, address), ["C6"]);
});
afterAll(() => t.close());

async function read<T>(url: string, language?: string): Promise<T> {
  const res = await t.app.inject({ url, headers: { cookie, ...(language && { "accept-language": language }) }, remoteAddress: address });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}

describe("the account page's server words", () => {
  it("a personal voucher: Vietnamese by default, English when asked", async () => {
    const [vi] = await read<MyVoucher[]>("/api/v1/me/vouchers");
    expect(vi).toMatchObject({ title: "Quà sinh nhật 2026", benefit: expect.stringMatching(/^Giảm 50\.000\s₫ cho đơn hàng$/) });
    expect(vi!.conditions).toEqual([
      "Dùng trong tháng sinh nhật của bạn (theo ngày sinh trong tài khoản).",
      "Mỗi tài khoản dùng tối đa 1 lần.",
      "Số lượng có hạn: 1 lượt cho toàn chuỗi.",
      "Hiệu lực từ 01/11/2026 đến hết 30/11/2026.",
    ]);
    const [en] = await read<MyVoucher[]>("/api/v1/me/vouchers", "en-GB,en;q=0.9");
    expect(en).toMatchObject({ code: vi!.code, title: "Birthday gift 2026", benefit: expect.stringMatching(/^50\.000\s₫ off the order$/) });
    expect(en!.conditions).toEqual([
      "For use in your birthday month (by the date of birth in your account).",
      "Each account can use it at most once.",
      "Limited: 1 use across the chain.",
      "Valid from 1 Nov 2026 to the end of 30 Nov 2026.",
    ]);
  });

  it("points: the reasons and the tier in the request's language", async () => {
    const vi = await read<Points>("/api/v1/me/points");
    expect(vi.tier.name).toBe("Thành viên");
    expect(vi.nextTier?.name).toBe("Bạc");
    expect(vi.history[0]).toMatchObject({ reason: "earned", reasonText: "Tích điểm đơn hàng" });
    const en = await read<Points>("/api/v1/me/points", "en");
    expect(en.tier.name).toBe("Member");
    expect(en.nextTier?.name).toBe("Silver");
    expect(en.history[0]).toMatchObject({ reason: "earned", reasonText: "Points earned on an order" });
  });

  it("the membership's tiers in the request's language", async () => {
    const vi = await read<Membership>("/api/v1/me/membership");
    expect(vi).toMatchObject({ tier: { key: "member", name: "Thành viên" }, next: { name: "Bạc" } });
    const en = await read<Membership>("/api/v1/me/membership", "en");
    expect(en).toMatchObject({ tier: { key: "member", name: "Member" }, next: { name: "Silver", remainingVnd: vi.next!.remainingVnd } });
  });

  it("the devices: a local address and an unknown browser in the request's language", async () => {
    const [vi] = await read<AccountSession[]>("/api/v1/me/sessions");
    expect(vi).toMatchObject({ current: true, place: "Mạng nội bộ" });
    const [en] = await read<AccountSession[]>("/api/v1/me/sessions", "en");
    expect(en).toMatchObject({ current: true, place: "Private network" });
    // The test's requests carry no User-Agent: "Không rõ" / "Unknown".
    expect([vi!.browser, en!.browser]).toEqual(["Không rõ", "Unknown"]);
  });
});
