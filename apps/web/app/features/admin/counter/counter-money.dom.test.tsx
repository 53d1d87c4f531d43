import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { basketLines, paymentsOf, type BasketProduct, type BasketSeat } from "./basket.ts";
import { BasketPanel } from "./basket-panel.tsx";
import { PaymentPanel } from "./payment-panel.tsx";
import { ShiftReportView } from "./shift-report.tsx";
import { usePayment, type Payment } from "./use-payment.ts";

/**
 * What the cashier reads before confirming a sale: the basket's lines and total, the change for the
 * cash handed over, and what a mixed payment still lacks. Amounts are written out by hand here.
 */

const SEATS: BasketSeat[] = [
  { id: "s-a11", label: "A11", price: 50_000 },
  { id: "s-a12", label: "A12", price: 50_000 },
];
const PRODUCTS: BasketProduct[] = [
  { id: "p-combo", name: "Combo Sông Hàn", price: 89_000 },
  { id: "p-water", name: "Nước suối", price: 20_000 },
];

let latest: Payment | null = null;

function Counter({ quantities }: { quantities: Record<string, number> }) {
  const lines = basketLines(SEATS, PRODUCTS, quantities);
  const payment = usePayment(lines.reduce((sum, line) => sum + line.amount, 0));
  latest = payment;
  return (
    <>
      <BasketPanel lines={lines} extras={{ memberPhone: "", voucherCode: "" }} onExtras={() => {}} onRemove={() => {}} errors={{}} />
      <PaymentPanel payment={payment} />
    </>
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\u00a0/g, " ");

describe("the counter's basket and change", () => {
  it("lists two seats and two waters with their amounts and totals them", () => {
    render(<Counter quantities={{ "p-water": 2 }} />);
    expect(screen.getByRole("list", { name: "Các dòng trong giỏ" }).textContent?.replace(/\u00a0/g, " ")).toBe(
      "Ghế A1150.000 ₫×Ghế A1250.000 ₫×2 × Nước suối40.000 ₫×",
    );
    expect(text("counter-total")).toBe("140.000 ₫");
  });

  it("gives the change for the note handed over, says what is missing when it is short, and nothing back for the exact amount", () => {
    render(<Counter quantities={{ "p-combo": 1 }} />);
    expect(text("counter-total")).toBe("189.000 ₫");
    fireEvent.click(screen.getByRole("button", { name: "Tiền mặt" }));
    expect(text("counter-change")).toBe("Để trống: khách đưa đúng số tiền.");

    fireEvent.click(screen.getByRole("button", { name: "200.000" }));
    expect(screen.getByLabelText("Khách đưa")).toHaveProperty("value", "200.000");
    expect(text("counter-change")).toBe("Tiền thối lại11.000 ₫");

    fireEvent.change(screen.getByLabelText("Khách đưa"), { target: { value: "150000" } });
    expect(screen.getByLabelText("Khách đưa")).toHaveProperty("value", "150.000");
    expect(text("counter-change")).toBe("Còn thiếu39.000 ₫");

    fireEvent.click(screen.getByRole("button", { name: "Đúng số tiền" }));
    expect(text("counter-change")).toBe("Tiền thối lại0 ₫");
    expect(paymentsOf(latest?.drafts() ?? [])).toEqual([{ method: "cash", amount: 189_000, tendered: 189_000 }]);
  });

  it("a mix: cash with change and a card for the rest adds up to the total", () => {
    render(<Counter quantities={{ "p-combo": 1 }} />);
    fireEvent.click(screen.getByRole("button", { name: "Kết hợp" }));
    fireEvent.change(screen.getByLabelText("Số tiền", { selector: "#counter-mix-0-amount" }), { target: { value: "100000" } });
    expect(text("counter-mix-progress")).toBe("Còn thiếu89.000 ₫");
    fireEvent.change(screen.getByLabelText("Khách đưa (trống: đúng số)"), { target: { value: "200.000" } });
    fireEvent.click(screen.getByRole("button", { name: "Khoản 2: lấy phần còn lại" }));
    expect(screen.getByLabelText("Số tiền", { selector: "#counter-mix-1-amount" })).toHaveProperty("value", "89.000");
    fireEvent.change(screen.getByLabelText("Mã giao dịch POS"), { target: { value: "POS-778899" } });
    expect(text("counter-mix-progress")).toBe("Đủ · tiền thối lại100.000 ₫");
    expect(latest?.ready).toBe(true);
    expect(paymentsOf(latest?.drafts() ?? [])).toEqual([
      { method: "cash", amount: 100_000, tendered: 200_000 },
      { method: "card", amount: 89_000, reference: "POS-778899" },
    ]);

    fireEvent.change(screen.getByLabelText("Số tiền", { selector: "#counter-mix-1-amount" }), { target: { value: "99.000" } });
    expect(text("counter-mix-progress")).toBe("Thừa so với tổng10.000 ₫");
    expect(latest?.ready).toBe(false);
  });
});

describe("the shift's report", () => {
  const report = {
    shiftId: "sh-1",
    openingFloat: 500_000,
    cashSales: 189_000,
    cashRefunds: 50_000,
    cashDrops: 0,
    expectedCash: 639_000,
    countedCash: 638_000,
    difference: -1_000,
    byMethod: { cash: 139_000, card: 0, vietqr: 0, gift_card: 0 },
    tickets: 1,
    products: 1,
    orders: 1,
    currency: "VND" as const,
  };

  it("says what is missing, what is over, or that the drawer matches, in words", () => {
    const { rerender } = render(<ShiftReportView report={report} />);
    expect(text("shift-difference")).toBe("Thiếu 1.000 ₫");
    expect(screen.getByRole("row", { name: /Chuyển két/ }).textContent?.replace(/\u00a0/g, " ")).toBe("Chuyển két0 ₫");
    expect(screen.getByRole("row", { name: /Hoàn tiền mặt/ }).textContent?.replace(/\u00a0/g, " ")).toBe("Hoàn tiền mặt-50.000 ₫");
    rerender(<ShiftReportView report={{ ...report, countedCash: 641_000, difference: 2_000 }} />);
    expect(text("shift-difference")).toBe("Thừa 2.000 ₫");
    rerender(<ShiftReportView report={{ ...report, countedCash: 639_000, difference: 0 }} />);
    expect(text("shift-difference")).toBe("Khớp, không chênh lệch");
  });
});

describe("a voucher priced before payment", () => {
  it("shows the discount the server priced under the lines and takes it off the total; “Áp dụng” and Enter ask for the price", () => {
    const lines = basketLines(SEATS, PRODUCTS, { "p-combo": 1 });
    let asked = 0;
    render(
      <BasketPanel
        lines={lines}
        extras={{ memberPhone: "", voucherCode: "GIAM25" }}
        onExtras={() => {}}
        onRemove={() => {}}
        errors={{}}
        discount={25_000}
        voucherApplied="GIAM25"
        onApplyVoucher={() => {
          asked += 1;
        }}
      />,
    );
    expect(text("counter-discount")).toBe("Giảm giá (mã GIAM25)−25.000 ₫");
    expect(text("counter-total")).toBe("164.000 ₫");
    fireEvent.click(screen.getByRole("button", { name: "Áp dụng" }));
    fireEvent.keyDown(screen.getByLabelText("Mã giảm giá"), { key: "Enter" });
    expect(asked).toBe(2);
  });
});
