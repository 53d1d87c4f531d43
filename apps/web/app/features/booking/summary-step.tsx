import type { ReactNode } from "react";
import type { AgeRating } from "@hancine/contract/browser-constants";
import type { Order } from "@hancine/contract/booking";
import { formatTime } from "@hancine/contract/format";
import type { ApiOutcome } from "../../lib/api-client.ts";
import { AgeNotice } from "./age-notice.tsx";
import { OrderLines } from "./order-lines.tsx";
import { VoucherForm } from "./voucher-form.tsx";

type SummaryStepProps = {
  order: Order;
  age: AgeRating;
  onUpdate: (patch: { voucherCode?: string | null; ageConfirmed?: boolean }) => Promise<ApiOutcome<Order> | null>;
  /** Where the payment step goes once it exists. */
  payment?: ReactNode;
};

const NEEDS_AGE_CONFIRMATION: AgeRating[] = ["T13", "T16", "T18"];

/** 'Xác nhận': the held order as the server prices it, a voucher, the age confirmation; payment comes next. */
export function SummaryStep({ order, age, onUpdate, payment }: SummaryStepProps) {
  const ageMissing = NEEDS_AGE_CONFIRMATION.includes(age) && !order.ageConfirmed;
  return (
    <div className="space-y-5">
      <div className="rounded-card border border-slate-200 bg-white p-4 sm:p-5">
        <p className="mb-3 text-sm text-slate-600">
          Mã đơn hàng: <strong className="font-mono text-night-900">{order.code}</strong>
        </p>
        <OrderLines order={order} />
      </div>
      <VoucherForm order={order} onApply={(voucherCode) => onUpdate({ voucherCode })} />
      <AgeNotice age={age} order={order} onConfirm={(ageConfirmed) => onUpdate({ ageConfirmed })} />
      {payment ?? (
        <div className="rounded-card bg-night-900 px-4 py-4 text-white sm:px-5" data-testid="payment-next">
          <p className="font-bold">Bước tiếp theo: thanh toán</p>
          <p className="mt-1 text-sm text-slate-200">
            Đơn hàng của bạn đã sẵn sàng; ghế được giữ cho bạn tới lúc <strong className="text-white">{formatTime(order.expiresAt)}</strong>. Phần
            thanh toán (VNPay, MoMo…) sẽ hiện ngay tại đây.
            {ageMissing ? " Trước khi thanh toán, bạn hãy đánh dấu ô xác nhận độ tuổi ở trên nhé." : ""}
          </p>
        </div>
      )}
    </div>
  );
}
