import type { ReactNode } from "react";
import type { AgeRating } from "@hancine/contract/browser-constants";
import type { Order, ShowtimeDetail, UpdateOrder } from "@hancine/contract/booking";
import type { ApiOutcome } from "#web/lib/api-client.ts";
import { AgeNotice } from "./age-notice.tsx";
import { OrderLines } from "./order-lines.tsx";
import { TicketTypesForm } from "./ticket-types-form.tsx";
import { VoucherForm } from "./voucher-form.tsx";
import { PointsForm } from "./points-form.tsx";
import type { OrderChange } from "./use-booking.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

type SummaryStepProps = {
  order: Order;
  age: AgeRating;
  onUpdate: (patch: Pick<UpdateOrder, "voucherCode" | "ageConfirmed" | "points" | "ticketTypes">) => Promise<ApiOutcome<Order> | null>;
  /** The showtime's prices by seat type, with the ticket types its table sells (decision 085). */
  prices: ShowtimeDetail["prices"];
  /** The booking's record of the order's changes, for the voucher and points forms (`useBooking().orderChange`). */
  orderChange: OrderChange;
  /** The payment step (features/checkout). */
  payment: ReactNode;
};

/** 'Xác nhận': the held order as the server prices it, a voucher, reward points, the age confirmation, then payment. */
export function SummaryStep({ order, age, onUpdate, prices, orderChange, payment }: SummaryStepProps) {
  const { t } = useI18n();
  return (
    <div className="space-y-5">
      <div className="rounded-card border border-slate-200 bg-white p-4 sm:p-5">
        <p className="mb-3 text-sm text-slate-600">
          {t("purchase.summary.code")}
          <strong className="font-mono text-night-900">{order.code}</strong>
        </p>
        <OrderLines order={order} />
      </div>
      <TicketTypesForm order={order} prices={prices} onChoose={(ticketTypes) => onUpdate({ ticketTypes })} />
      <VoucherForm order={order} orderChange={orderChange} onRemove={() => onUpdate({ voucherCode: null })} />
      <PointsForm order={order} orderChange={orderChange} onRemove={() => onUpdate({ points: 0 })} />
      <AgeNotice age={age} order={order} onConfirm={(ageConfirmed) => onUpdate({ ageConfirmed })} />
      {payment}
    </div>
  );
}
