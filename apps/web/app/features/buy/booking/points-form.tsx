import { useEffect, useId, useState } from "react";
import { href } from "react-router";
import type { Order } from "@hancine/contract/booking";
import { formatVnd } from "@hancine/contract/format";
import { maxPointsFor, POINT_VALUE_VND_DEFAULT } from "@hancine/contract/points-rules";
import { callApi, type ApiOutcome } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { inputClass } from "#web/ui/form-fields.tsx";
import { pointsFormSchema } from "./order-change-forms.ts";
import type { OrderChange } from "./use-booking.ts";
import { useOrderChangeForm } from "./use-order-change-form.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

type PointsFormProps = { order: Order; orderChange: OrderChange; onRemove: () => Promise<ApiOutcome<Order> | null> };

/**
 * 'Điểm thưởng' on the summary: how many points the customer has, how many this order may take, and
 * a field to spend them (PATCH {points}: the server holds them at once, or says why not).
 */
export function PointsForm({ order, orderChange, onRemove }: PointsFormProps) {
  const id = useId();
  const [balance, setBalance] = useState<number | null>(null);
  const [pointValue, setPointValue] = useState(POINT_VALUE_VND_DEFAULT);
  const [wanted, setWanted] = useState("");
  const [removing, setRemoving] = useState(false);
  const { t, rich } = useI18n();
  const used = order.points ?? 0;
  const { Form, formProps, errors, message, busy } = useOrderChangeForm({
    schema: pointsFormSchema,
    action: href("/form/points"),
    orderChange,
    onChanged: () => setWanted(""),
  });
  const error = errors.points ?? message;
  const working = busy || removing;

  useEffect(() => {
    let live = true;
    void callApi("GET /me/points").then((answer) => {
      if (!live || !answer.ok) return;
      setBalance(answer.result.balance);
      setPointValue(answer.result.pointValueVnd);
    });
    return () => {
      live = false;
    };
  }, [used]);

  const most = Math.min((balance ?? 0) + used, maxPointsFor(order.total + (order.pointsDiscount ?? 0), pointValue));

  const remove = async () => {
    setRemoving(true);
    await onRemove();
    setRemoving(false);
  };

  if (used > 0) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-green-700/30 bg-green-50 px-4 py-3"
        role="status"
        data-testid="points-applied"
      >
        <p className="text-sm text-green-900">
          {rich("purchase.points.used", {
            points: <strong>{t("purchase.points.usedCount", { points: used })}</strong>,
            amount: formatVnd(order.pointsDiscount ?? used * pointValue),
          })}
        </p>
        <button type="button" onClick={() => void remove()} disabled={working} className={buttonClass("ghost", "text-sm", "sm")}>
          {t("purchase.points.remove")}
        </button>
      </div>
    );
  }
  if (balance === null) return null;
  if (balance === 0) {
    return <p className="text-sm text-slate-600">{t("purchase.points.none")}</p>;
  }

  return (
    <Form {...formProps} data-testid="points-form">
      <input type="hidden" name="orderId" value={order.id} />
      <input type="hidden" name="most" value={most} />
      <label htmlFor={`${id}-points`} className="block text-sm font-bold text-night-900">
        {t("purchase.points.label")}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t("purchase.points.balance", { points: balance, value: formatVnd(pointValue) })}{" "}
        {most > 0 ? t("purchase.points.most", { points: most }) : t("purchase.points.cannot")}
      </p>
      {most > 0 ? (
        <div className="mt-1.5 flex gap-2">
          <input
            id={`${id}-points`}
            name="points"
            type="number"
            inputMode="numeric"
            min={1}
            max={most}
            step={1}
            value={wanted}
            onChange={(event) => setWanted(event.target.value)}
            placeholder={String(most)}
            aria-invalid={error ? true : undefined}
            aria-describedby={cx(`${id}-hint`, error && `${id}-error`)}
            className={cx(inputClass, "min-w-0 flex-1")}
          />
          <button type="submit" disabled={working} className={buttonClass("secondary", "h-11 shrink-0")}>
            {t("purchase.points.use")}
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
