import { describe, expect, it } from "vitest";
import { DomainError } from "#server/domain-error.ts";
import { settlePayments } from "./counter-payments.ts";
import { vatInside } from "@hancine/contract/vat";

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? { code: error.code, field: Object.keys(error.options.fields ?? {})[0] } : error;
  }
  return null;
};

describe("settlePayments", () => {
  it("pays the total exactly; cash handed over in excess is the change", () => {
    expect(settlePayments(190_000, [{ method: "cash", amount: 190_000, tendered: 200_000 }], { vietqr: true })).toEqual({
      rows: [{ method: "cash", amountVnd: 190_000, tenderedVnd: 200_000, changeVnd: 10_000, reference: null }],
      changeVnd: 10_000,
    });
    const mixed = settlePayments(
      300_000,
      [
        { method: "cash", amount: 100_000 },
        { method: "card", amount: 200_000, reference: "POS-1" },
      ],
      { vietqr: false },
    );
    expect(mixed.changeVnd).toBe(0);
    expect(mixed.rows.map((r) => r.method)).toEqual(["cash", "card"]);
  });

  it("refuses short, excess, card without reference, cash short of its amount, VietQR unconfigured, gift cards: 400 on payments", () => {
    const cases = [
      () => settlePayments(100_000, [{ method: "cash", amount: 90_000 }], { vietqr: true }),
      () => settlePayments(100_000, [{ method: "cash", amount: 110_000 }], { vietqr: true }),
      () => settlePayments(100_000, [{ method: "card", amount: 100_000 }], { vietqr: true }),
      () => settlePayments(100_000, [{ method: "cash", amount: 100_000, tendered: 50_000 }], { vietqr: true }),
      () => settlePayments(100_000, [{ method: "vietqr", amount: 100_000 }], { vietqr: false }),
      () => settlePayments(100_000, [{ method: "gift_card", amount: 100_000 }], { vietqr: true }),
      () => settlePayments(100_000, [{ method: "card", amount: 100_000, reference: "x", tendered: 100_000 }], { vietqr: true }),
    ];
    for (const run of cases) expect(refusal(run)).toEqual({ code: "VALIDATION_FAILED", field: "payments" });
  });
});

describe("vatInside", () => {
  it("is the VAT included in a gross price, to the đồng", () => {
    expect(vatInside(110_000, 10)).toBe(10_000);
    expect(vatInside(95_000, 10)).toBe(8_636);
    expect(vatInside(95_000, 0)).toBe(0);
  });
});
