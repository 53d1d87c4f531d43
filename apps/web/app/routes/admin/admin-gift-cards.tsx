import { useId, useState } from "react";
import { href } from "react-router";
import { hasRole } from "@hancine/contract/auth";
import { type AdminGiftCard, giftCardLookupSchema } from "@hancine/contract/gift-cards";
import type { Route } from "./+types/admin-gift-cards";
import { GiftCardPanel } from "#web/features/admin/gift-cards/gift-card-panel.tsx";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, FormAlert, inputClass, invalidProps, SubmitButton } from "#web/ui/form-fields.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Thẻ quà tặng – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The order desk's gift cards (issue 35): a card by its code — balance, ledger — and, for managers, blocking a lost one. */
export default function AdminGiftCards() {
  const id = useId();
  const { user } = useAdminSession();
  const [card, setCard] = useState<AdminGiftCard | null>(null);
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: giftCardLookupSchema,
    action: href("/form/admin/gift-cards/lookup"),
    onSuccess: (found: AdminGiftCard) => setCard(found),
  });
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold text-night-900">Thẻ quà tặng</h1>
      <p className="mt-1 text-slate-600">
        Tra thẻ theo mã in trên thẻ để xem số dư và các lần dùng; quản lý có thể khoá thẻ khách báo mất. Mỗi lần tra đều được ghi nhật ký.
      </p>
      <Form {...formProps} aria-labelledby={`${id}-title`} className="mt-5 rounded-card border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id={`${id}-title`} className="sr-only">
          Tra thẻ
        </h2>
        <FormAlert message={message} />
        <div className="flex flex-wrap items-end gap-3">
          <Field id={`${id}-code`} label="Mã thẻ (16 ký tự)" error={errors.code} className="min-w-64 flex-1">
            <input
              id={`${id}-code`}
              name="code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={`${inputClass} font-mono uppercase tracking-wider`}
              {...invalidProps(`${id}-code`, errors.code)}
            />
          </Field>
          <SubmitButton busy={busy} label="Tra thẻ" busyLabel="Đang tra…" className={buttonClass("secondary", "h-11")} />
        </div>
      </Form>
      <div aria-live="polite">{card ? <GiftCardPanel card={card} canBlock={hasRole(user.role, "manager")} onChanged={setCard} /> : null}</div>
    </div>
  );
}
