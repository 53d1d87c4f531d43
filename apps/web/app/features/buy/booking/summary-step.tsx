import type { ReactNode } from "react";
import type { AgeRating } from "@hancine/contract/browser-constants";
import type { Order } from "@hancine/contract/booking";
import type { ApiOutcome } from "#web/lib/api-client.ts";
import { AgeNotice } from "./age-notice.tsx";
import { OrderLines } from "./order-lines.tsx";
import { VoucherForm } from "./voucher-form.tsx";
import { PointsForm } from "./points-form.tsx";

type SummaryStepProps = {
  order: Order;
  age: AgeRating;
  onUpdate: (patch: { voucherCode?: string | null; ageConfirmed?: boolean; points?: number }) => Promise<ApiOutcome<Order> | null>;
  /** The payment step (features/checkout). */
  payment: ReactNode;
};

/** 'Xác nhận': the held order as the server prices it, a voucher, reward points, the age confirmation, then payment. */
export function SummaryStep({ order, age, onUpdate, payment }: SummaryStepProps) {
  return (
    <div className="space-y-5">
      <div className="rounded-card border border-slate-200 bg-white p-4 sm:p-5">
        <p className="mb-3 text-sm text-slate-600">
          Mã đơn hàng: <strong className="font-mono text-night-900">{order.code}</strong>
        </p>
        <OrderLines order={order} />
      </div>
      <VoucherForm order={order} onApply={(voucherCode) => onUpdate({ voucherCode })} />
      <PointsForm order={order} onApply={(points) => onUpdate({ points })} />
      <AgeNotice age={age} order={order} onConfirm={(ageConfirmed) => onUpdate({ ageConfirmed })} />
      {payment}
    </div>
  );
}
