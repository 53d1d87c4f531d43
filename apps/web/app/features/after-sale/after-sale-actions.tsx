import { useState } from "react";
import type { Order } from "@hancine/contract/booking";
import { buttonClass } from "../../ui/button.tsx";
import { CancelOrderDialog } from "./cancel-order-dialog.tsx";

/**
 * "Hủy vé" for the owner of a paid order (decision 049): the confirmation says the refund and where
 * it goes; after the window (or once a ticket is admitted) the button is disabled and says why.
 */
export function AfterSaleActions({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const [cancelling, setCancelling] = useState(false);
  const afterSale = order.afterSale;
  if (!afterSale) return null;
  const why = `after-sale-why-${order.id}`;
  return (
    <div className="mt-2 print:hidden">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass("ghost", "border border-slate-300 bg-white", "sm")}
          disabled={!afterSale.open}
          aria-describedby={why}
          onClick={() => setCancelling(true)}
        >
          Hủy vé
        </button>
      </div>
      <p id={why} className="mt-1 text-sm text-slate-600">
        {afterSale.open ? afterSale.rule : (afterSale.blockedReason ?? afterSale.rule)}
      </p>
      {cancelling ? (
        <CancelOrderDialog
          order={order}
          onClose={() => setCancelling(false)}
          onDone={(after) => {
            setCancelling(false);
            onChanged(after);
          }}
        />
      ) : null}
    </div>
  );
}
