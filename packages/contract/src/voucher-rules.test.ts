import { describe, expect, it } from "vitest";
import { benefitText, conditionTexts, voucherDiscount, voucherProblem, type VoucherOrder, type VoucherRule, type VoucherTerms } from "./voucher-rules.ts";

// Wednesday 2026-11-25, 19:30 in Vietnam (12:30 UTC).
const WEDNESDAY_EVENING = "2026-11-25T12:30:00Z";
const seat = (type: VoucherOrder["seats"][number]["type"], price: number) => ({ type, price });
const combo = (unitPrice: number, quantity = 1) => ({ kind: "combo", unitPrice, quantity });
const order = (over: Partial<VoucherOrder> = {}): VoucherOrder => ({
  seats: [seat("standard", 65_000)],
  products: [],
  showtime: { startsAt: WEDNESDAY_EVENING, format: "2D", age: "P" },
  ...over,
});
const terms = (rule: VoucherRule, over: Partial<VoucherTerms> = {}): VoucherTerms => ({
  code: "MA",
  rule,
  validFrom: "2026-11-01T00:00:00+07:00",
  validUntil: "2026-12-01T00:00:00+07:00",
  totalLimit: null,
  perCustomerLimit: null,
  ...over,
});
const buyer = { now: new Date("2026-11-23T03:00:00Z"), paymentMethod: null, paidOrders: 0, dateOfBirth: "1995-06-14" };

describe("what a voucher takes off", () => {
  it("10K off each combo makes the 89K Combo Sông Hàn cost 79K, for at most two combos (the promotion's own figures)", () => {
    const rule: VoucherRule = { benefit: { kind: "per_combo", amountVnd: 10_000, maxCombos: 2 }, conditions: {} };
    expect(89_000 - voucherDiscount(rule, order({ seats: [], products: [combo(89_000)] }))).toBe(79_000);
    expect(voucherDiscount(rule, order({ products: [combo(89_000, 3)] }))).toBe(20_000);
    // Drinks and snacks are not combos.
    expect(voucherDiscount(rule, order({ products: [{ kind: "drink", unitPrice: 39_000, quantity: 2 }] }))).toBe(0);
  });

  it("10K off each ticket stops at four tickets, and a couple seat holds two tickets", () => {
    const rule: VoucherRule = { benefit: { kind: "per_ticket", amountVnd: 10_000, maxTickets: 4 }, conditions: {} };
    expect(voucherDiscount(rule, order({ seats: Array.from({ length: 5 }, () => seat("standard", 65_000)) }))).toBe(40_000);
    expect(voucherDiscount(rule, order({ seats: [seat("couple", 160_000)] }))).toBe(20_000);
  });

  it("a ticket price for standard seats leaves VIP seats at their price", () => {
    const rule: VoucherRule = { benefit: { kind: "ticket_price", priceVnd: 45_000, seatTypes: ["standard"] }, conditions: {} };
    expect(voucherDiscount(rule, order({ seats: [seat("standard", 65_000), seat("vip", 75_000)] }))).toBe(20_000);
  });

  it("never takes off more than the order costs, and caps a percentage", () => {
    expect(voucherDiscount({ benefit: { kind: "order_amount", amountVnd: 100_000 }, conditions: {} }, order())).toBe(65_000);
    const capped: VoucherRule = { benefit: { kind: "order_percent", percent: 50, maxVnd: 20_000 }, conditions: {} };
    expect(voucherDiscount(capped, order({ seats: [seat("standard", 65_000), seat("standard", 65_000)] }))).toBe(20_000);
  });
});

describe("when a voucher may be used", () => {
  const base = { benefit: { kind: "order_amount", amountVnd: 5_000 } } as const;

  it("reads the showtime's weekday and start time on Vietnam's clock, not the machine's", () => {
    // 2026-11-25 23:30 in Vietnam is still Wednesday there, but already 16:30 UTC the same day; 00:30 Thursday is 17:30 UTC Wednesday.
    const wednesday = terms({ ...base, conditions: { weekdays: [3] } });
    expect(voucherProblem(wednesday, order({ showtime: { startsAt: "2026-11-25T16:30:00Z", format: "2D", age: "P" } }), buyer)).toBeNull();
    expect(voucherProblem(wednesday, order({ showtime: { startsAt: "2026-11-25T17:30:00Z", format: "2D", age: "P" } }), buyer)).toMatch(/vào Thứ Tư/);
    const morning = terms({ ...base, conditions: { startsBefore: "12:00" } });
    expect(voucherProblem(morning, order({ showtime: { startsAt: "2026-11-25T04:59:00Z", format: "IMAX", age: "P" } }), buyer)).toBeNull(); // 11:59
    expect(voucherProblem(morning, order({ showtime: { startsAt: "2026-11-25T05:00:00Z", format: "IMAX", age: "P" } }), buyer)).toMatch(/trước 12:00/);
  });

  it("checks the payment method only once it is known", () => {
    const momo = terms({ ...base, conditions: { paymentMethods: ["momo"] } });
    expect(voucherProblem(momo, order(), buyer)).toBeNull();
    expect(voucherProblem(momo, order(), { ...buyer, paymentMethod: "momo" })).toBeNull();
    expect(voucherProblem(momo, order(), { ...buyer, paymentMethod: "vnpay" })).toMatch(/chỉ áp dụng khi thanh toán bằng Ví MoMo/);
  });

  it("a first-order code refuses a customer who has paid before; a birthday code works in the birth month only", () => {
    expect(voucherProblem(terms({ ...base, conditions: { firstOrder: true } }), order(), { ...buyer, paidOrders: 4 })).toMatch(/đơn hàng đầu tiên/);
    const birthday = terms({ ...base, conditions: { birthdayMonth: true } });
    expect(voucherProblem(birthday, order(), buyer)).toMatch(/tháng sinh nhật.*tháng 6/); // born in June, buying in November
    expect(voucherProblem(birthday, order(), { ...buyer, dateOfBirth: "1995-11-30" })).toBeNull();
  });

  it("refuses outside its dates, below the minimum, under the ticket count, and for other films or formats", () => {
    expect(voucherProblem(terms({ ...base, conditions: {} }, { validUntil: "2026-11-20T00:00:00+07:00" }), order(), buyer)).toMatch(/đã hết hạn/);
    expect(voucherProblem(terms({ ...base, conditions: { minOrderVnd: 90_000 } }), order(), buyer)).toMatch(/từ 90\.000\s₫/);
    expect(
      voucherProblem(terms({ ...base, conditions: { minTickets: 4 } }), order({ seats: [seat("couple", 160_000), seat("standard", 65_000)] }), buyer),
    ).toMatch(/từ 4 vé/);
    expect(
      voucherProblem(terms({ ...base, conditions: { minTickets: 4 } }), order({ seats: [seat("couple", 160_000), seat("couple", 160_000)] }), buyer),
    ).toBeNull();
    expect(
      voucherProblem(
        terms({ ...base, conditions: { ageRatings: ["P", "K"] } }),
        order({ showtime: { startsAt: WEDNESDAY_EVENING, format: "2D", age: "T16" } }),
        buyer,
      ),
    ).toMatch(/nhãn P hoặc K/);
    expect(
      voucherProblem(
        terms({ ...base, conditions: { formats: ["2D"] } }),
        order({ showtime: { startsAt: WEDNESDAY_EVENING, format: "IMAX", age: "P" } }),
        buyer,
      ),
    ).toMatch(/suất chiếu 2D/);
  });

  it("a code that would take nothing off says so", () => {
    const couples = terms({ benefit: { kind: "per_ticket", amountVnd: 5_000, seatTypes: ["couple"] }, conditions: {} });
    expect(voucherProblem(couples, order(), buyer)).toMatch(/không giảm thêm được/);
  });
});

describe("the text people read", () => {
  it("states the benefit with the same figures the discount uses", () => {
    expect(benefitText({ benefit: { kind: "per_combo", amountVnd: 10_000, maxCombos: 2 }, conditions: {} })).toBe(
      "Giảm 10.000\u00a0₫ mỗi combo bắp nước (tối đa 2 combo mỗi đơn)",
    );
    expect(benefitText({ benefit: { kind: "ticket_price", priceVnd: 45_000, seatTypes: ["standard"] }, conditions: {} })).toBe(
      "Vé ghế thường đồng giá 45.000\u00a0₫",
    );
    expect(benefitText({ benefit: { kind: "per_ticket", amountVnd: 10_000, maxTickets: 4 }, conditions: {} })).toBe(
      "Giảm 10.000\u00a0₫ mỗi vé (ghế đôi tính 2 vé, tối đa 4 vé mỗi đơn)",
    );
  });

  it("lists every condition and limit, and the last valid day on Vietnam's calendar", () => {
    const lines = conditionTexts({
      rule: {
        benefit: { kind: "order_amount", amountVnd: 5_000 },
        conditions: { weekdays: [6, 7], startsBefore: "18:00", minOrderVnd: 90_000, paymentMethods: ["momo"], firstOrder: true },
      },
      validFrom: "2026-11-01T00:00:00+07:00",
      validUntil: "2026-12-01T00:00:00+07:00",
      totalLimit: 5_000,
      perCustomerLimit: 1,
    });
    expect(lines).toEqual([
      "Áp dụng cho suất chiếu vào Thứ Bảy hoặc Chủ Nhật, bắt đầu trước 18:00.",
      "Đơn hàng từ 90.000\u00a0₫ trở lên.",
      "Thanh toán bằng Ví MoMo.",
      "Dành cho đơn hàng đầu tiên của tài khoản.",
      "Mỗi tài khoản dùng tối đa 1 lần.",
      "Số lượng có hạn: 5.000 lượt cho toàn chuỗi.",
      "Hiệu lực từ 01/11/2026 đến hết 30/11/2026.",
    ]);
  });
});
