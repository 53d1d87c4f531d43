import { useId } from "react";
import { href } from "react-router";
import { formatDate, formatVnd } from "@hancine/contract/format";
import { type AdminGiftCard, GIFT_CARD_MOVEMENT_LABELS, giftCardBlockSchema } from "@hancine/contract/gift-cards";
import { formatMoment } from "#web/features/admin/orders/order-labels.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { Field, FormAlert, inputClass, invalidProps, SubmitButton } from "#web/ui/form-fields.tsx";

const STATUS: Record<AdminGiftCard["status"], { label: string; className: string }> = {
  active: { label: "Đang dùng được", className: "bg-emerald-100 text-emerald-900" },
  blocked: { label: "Đã khoá", className: "bg-red-100 text-red-900" },
  expired: { label: "Hết hạn", className: "bg-slate-200 text-slate-900" },
};

/** A card found at the desk: its state, balance and ledger; managers may block it. */
export function GiftCardPanel({ card, canBlock, onChanged }: { card: AdminGiftCard; canBlock: boolean; onChanged: (card: AdminGiftCard) => void }) {
  const id = useId();
  const status = STATUS[card.status];
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-card border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-title`} className="font-mono text-xl font-bold tracking-wider text-night-900">
          {card.code}
        </h2>
        <span className={cx("rounded px-2 py-1 text-sm font-bold", status.className)}>{status.label}</span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-[15px] sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Số dư</dt>
          <dd className="text-lg font-bold text-night-900">{formatVnd(card.balance)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Mệnh giá</dt>
          <dd className="font-medium">{formatVnd(card.initial)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Phát hành</dt>
          <dd className="font-medium">{formatDate(card.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Hết hạn</dt>
          <dd className="font-medium">{formatDate(card.expiresAt)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-600">Người nhận</dt>
          <dd className="font-medium">{[card.recipientName, card.recipientEmail].filter(Boolean).join(" · ") || "—"}</dd>
        </div>
        {card.blockedAt ? (
          <div className="col-span-2">
            <dt className="text-slate-600">Khoá lúc</dt>
            <dd className="font-medium">{formatMoment(card.blockedAt)}</dd>
          </div>
        ) : null}
      </dl>
      <div role="region" tabIndex={0} aria-label="Các lần dùng thẻ (cuộn ngang được)" className="relative mt-5 overflow-x-auto">
        <table className="w-full text-left text-[15px]">
          <caption className="mb-2 text-left font-bold text-night-900">Các lần dùng thẻ</caption>
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                Lúc
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Loại
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Đơn hàng
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Số tiền
              </th>
            </tr>
          </thead>
          <tbody>
            {card.movements.map((movement, i) => (
              <tr key={`${movement.at}-${i}`} className="border-b border-slate-100">
                <td className="py-2 pr-3">{formatMoment(movement.at)}</td>
                <td className="py-2 pr-3">{GIFT_CARD_MOVEMENT_LABELS[movement.kind]}</td>
                <td className="py-2 pr-3">
                  {movement.orderCode ? (
                    <a href={adminPaths.order(movement.orderCode)} className="font-medium text-blue-700 underline">
                      {movement.orderCode}
                    </a>
                  ) : (
                    "—"
                  )}
                </td>
                <td className={cx("whitespace-nowrap py-2 text-right font-medium tabular-nums", movement.amount < 0 ? "text-red-800" : "text-emerald-800")}>
                  {movement.amount > 0 ? "+" : "−"}
                  {formatVnd(Math.abs(movement.amount))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canBlock && card.status !== "blocked" ? <BlockForm card={card} onBlocked={onChanged} /> : null}
    </section>
  );
}

function BlockForm({ card, onBlocked }: { card: AdminGiftCard; onBlocked: (card: AdminGiftCard) => void }) {
  const id = useId();
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: giftCardBlockSchema,
    action: href("/form/admin/gift-cards/:id/block", { id: card.id }),
    onSuccess: onBlocked,
  });
  return (
    <Form {...formProps} aria-labelledby={`${id}-title`} className="mt-6 space-y-3 border-t border-slate-200 pt-5">
      <h3 id={`${id}-title`} className="font-bold text-night-900">
        Khoá thẻ bị mất
      </h3>
      <p className="text-sm text-slate-700">Thẻ đã khoá không thanh toán được nữa; số dư còn lại được giữ để cấp thẻ thay thế.</p>
      <FormAlert message={message} />
      <Field id={`${id}-reason`} label="Lý do khoá" error={errors.reason}>
        <input
          id={`${id}-reason`}
          name="reason"
          type="text"
          className={inputClass}
          placeholder="VD: Khách báo mất thẻ"
          {...invalidProps(`${id}-reason`, errors.reason)}
        />
      </Field>
      <SubmitButton busy={busy} label="Khoá thẻ" busyLabel="Đang khoá…" className={buttonClass("secondary", "h-11 bg-red-700 hover:bg-red-800")} />
    </Form>
  );
}
