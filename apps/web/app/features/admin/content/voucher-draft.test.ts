import { describe, expect, it } from "vitest";
import type { AdminVoucher } from "@hancine/contract/back-office-content";
import { draftOf, keptFieldsOf, newVoucherForm, previewOf, ruleOf, voucherChangesForm } from "./voucher-draft.ts";

/** The first message at each field, as the editor shows it beside the field. */
const saidIn = (issues: { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.toReversed().map((issue) => [issue.path.join("."), issue.message]));

/** A saved voucher as the API gives it to the editor: 20 % off, at most 50.000 ₫, weekends, IMAX only. */
const saved: AdminVoucher = {
  code: "CUOITUAN20",
  rule: {
    benefit: { kind: "order_percent", percent: 20, maxVnd: 50_000 },
    conditions: { weekdays: [6, 7], minOrderVnd: 100_000, formats: ["IMAX"], paymentMethods: ["momo"] },
  },
  active: true,
  benefit: "Giảm 20% giá trị đơn hàng, tối đa 50.000 ₫",
  conditions: [],
  validFrom: "2026-12-01T00:00:00+07:00",
  validUntil: "2027-01-01T00:00:00+07:00",
  totalLimit: 500,
  perCustomerLimit: 1,
  used: 3,
  paid: 2,
};

describe("the voucher editor's draft", () => {
  it("shows a saved voucher as typed: money grouped by thousands, times in Vietnam's clock", () => {
    const draft = draftOf(saved);
    expect(draft).toMatchObject({
      kind: "order_percent",
      percent: "20",
      cap: "50.000",
      minOrder: "100.000",
      weekdays: [6, 7],
      paymentMethods: ["momo"],
      validFrom: "01/12/2026 00:00",
      validUntil: "01/01/2027 00:00",
      totalLimit: "500",
      perCustomerLimit: "1",
    });
  });

  it("saved unchanged, gives back the same rule, with the conditions it does not show (formats) kept", () => {
    expect(ruleOf(draftOf(saved), saved.rule)).toEqual(saved.rule);
  });

  it("reads '20.000' as 20000 đồng and leaves an empty field out: no condition, not a zero", () => {
    const draft = { ...draftOf(null), kind: "order_amount" as const, amount: "20.000", minOrder: "" };
    expect(ruleOf(draft, null)).toEqual({ benefit: { kind: "order_amount", amountVnd: 20_000 }, conditions: {} });
  });

  it("keeps the saved seat types when the kind becomes a price per ticket", () => {
    const perTicket = { ...saved, rule: { benefit: { kind: "per_ticket" as const, amountVnd: 10_000, seatTypes: ["vip" as const] }, conditions: {} } };
    const draft = { ...draftOf(perTicket), kind: "ticket_price" as const, amount: "49.000" };
    expect(ruleOf(draft, perTicket.rule).benefit).toEqual({ kind: "ticket_price", priceVnd: 49_000, seatTypes: ["vip"] });
  });

  it("text that is not a number is refused by the contract's schema in the field's own words, before any request", () => {
    const checked = newVoucherForm.safeParse({
      code: "THU20K",
      rule: { benefit: { kind: "order_amount", amountVnd: "20k" } },
      validFrom: "01/12/2026 00:00",
      validUntil: "01/01/2027 00:00",
      totalLimit: "năm mươi",
      active: "true",
    });
    expect(checked.success).toBe(false);
    const said = saidIn(checked.error!.issues);
    expect(said["rule.benefit.amountVnd"]).toBe("Số tiền giảm phải là một số (đồng).");
    expect(said.totalLimit).toBe("Giới hạn lượt dùng toàn chuỗi phải là một số.");
  });

  it("reads the form as sent: '20.000' is 20000 đồng, days checked are numbers, empty fields no condition, no limit null", () => {
    const voucher = newVoucherForm.parse({
      code: "thu20k",
      rule: { benefit: { kind: "order_amount", amountVnd: "20.000" }, conditions: { minOrderVnd: "", weekdays: ["7", "3"], firstOrder: "on" } },
      validFrom: "01/12/2026 00:00",
      validUntil: "01/01/2027 00:00",
      totalLimit: "50",
      perCustomerLimit: "",
      active: "false",
    });
    expect(voucher).toMatchObject({
      code: "THU20K",
      rule: { benefit: { kind: "order_amount", amountVnd: 20_000 }, conditions: { weekdays: [3, 7], firstOrder: true } },
      totalLimit: 50,
      perCustomerLimit: null,
      active: false,
    });
    expect(voucher.rule.conditions.minOrderVnd).toBeUndefined();
    expect(voucher.validFrom.toISOString()).toBe("2026-11-30T17:00:00.000Z");
  });

  it("an empty form says what is missing in the contract's words: the code, the start", () => {
    const checked = newVoucherForm.safeParse({ code: "", rule: { benefit: { kind: "order_percent", percent: "" } }, validFrom: "", validUntil: "" });
    const said = saidIn(checked.error!.issues);
    expect(said.code).toBe("Vui lòng nhập mã voucher.");
    expect(said.validFrom).toBe("Vui lòng nhập thời điểm bắt đầu hiệu lực.");
  });

  it("saves a voucher's form unchanged as its rule, the conditions it does not show kept in their hidden fields", () => {
    const kept = Object.fromEntries(keptFieldsOf(saved.rule).map((field) => [field.name.split(".").at(-1), field.values]));
    expect(kept).toEqual({ formats: ["IMAX"] });
    const changes = voucherChangesForm.parse({
      code: "",
      rule: {
        benefit: { kind: "order_percent", percent: "20", maxVnd: "50.000" },
        conditions: { minOrderVnd: "100.000", weekdays: ["6", "7"], paymentMethods: "momo", formats: "IMAX" },
      },
      validFrom: "01/12/2026 00:00",
      validUntil: "01/01/2027 00:00",
      totalLimit: "500",
      perCustomerLimit: "1",
      active: "true",
    });
    expect(changes.rule).toEqual(saved.rule);
    expect(changes).not.toHaveProperty("code");
  });

  it("previews the sentences a customer will read, and nothing while the amount is incomplete", () => {
    const draft = {
      ...draftOf(null),
      kind: "order_amount" as const,
      amount: "20.000",
      validFrom: "01/12/2026 00:00",
      validUntil: "01/01/2027 00:00",
      totalLimit: "50",
      perCustomerLimit: "1",
    };
    const preview = previewOf(ruleOf(draft, null), draft);
    expect(preview?.benefit).toMatch(/^Giảm 20\.000\s₫ cho đơn hàng$/);
    expect(preview?.conditions).toEqual(expect.arrayContaining(["Mỗi tài khoản dùng tối đa 1 lần.", "Số lượng có hạn: 50 lượt cho toàn chuỗi."]));
    expect(previewOf(ruleOf({ ...draft, amount: "" }, null), draft)).toBeNull();
    expect(previewOf(ruleOf({ ...draft, amount: "20k" }, null), draft)).toBeNull();
  });
});
