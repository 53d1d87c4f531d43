import { useState } from "react";
import { Link } from "react-router";
import type { Order } from "@hancine/contract/booking";
import { buttonClass } from "#web/ui/button.tsx";
import { paths } from "#web/features/site/paths.ts";
import { CancelOrderDialog } from "./cancel-order-dialog.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** Quiet next to the ticket, clearly greyed out when not possible (the reason is written under them). */
const ACTION =
  "min-h-9 border border-slate-300 bg-white px-3 disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500 disabled:hover:bg-slate-100";

/**
 * "Hủy vé" and "Đổi suất" for the owner of a paid order (decision 049): the confirmation says the refund and where
 * it goes; after the window (or once a ticket is admitted) the button is disabled and says why.
 */
export function AfterSaleActions({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const [cancelling, setCancelling] = useState(false);
  const { t, href } = useI18n();
  const afterSale = order.afterSale;
  if (!afterSale) return null;
  const why = `after-sale-why-${order.id}`;
  return (
    <div className="mt-2 print:hidden">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass("ghost", ACTION, "sm")}
          disabled={!afterSale.open}
          aria-describedby={why}
          onClick={() => setCancelling(true)}
        >
          {t("purchase.after.cancel")}
        </button>
        {afterSale.open && afterSale.canExchange ? (
          <Link to={href(paths.orderExchange(order.code))} aria-describedby={why} className={buttonClass("ghost", ACTION, "sm")}>
            {t("purchase.after.exchange")}
          </Link>
        ) : (
          <button type="button" disabled aria-describedby={why} className={buttonClass("ghost", ACTION, "sm")}>
            {t("purchase.after.exchange")}
          </button>
        )}
      </div>
      <p id={why} className="mt-1 text-sm text-slate-600">
        {/* The server writes the rule and the reason in the page's language (the request's, decision 097). */}
        <span>{afterSale.open ? afterSale.rule : (afterSale.blockedReason ?? afterSale.rule)}</span>
        {afterSale.open && !afterSale.canExchange ? t("purchase.after.exchangedOnce") : ""}
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
