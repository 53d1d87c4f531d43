import { useState, type ReactNode } from "react";
import { href, useNavigate } from "react-router";
import type { AdminVoucher } from "@hancine/contract/back-office-content";
import type { PaymentMethodId } from "@hancine/contract/checkout-constants";
import { formatCount } from "@hancine/contract/format";
import { PAYMENT_METHOD_NAMES } from "@hancine/contract/voucher-rules";
import { HiddenValues } from "#web/lib/forms/hidden-values.tsx";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { errorIdOf, Field, FieldError, FormAlert, inputClass, SubmitButton } from "#web/ui/form-fields.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { displayPrice } from "../prices/price-cells.ts";
import { MomentField } from "./moment-field.tsx";

import { type Draft, draftOf, keptFieldsOf, type Kind, newVoucherForm, previewOf, ruleOf, voucherChangesForm } from "./voucher-draft.ts";

/** The voucher editor (`/admin/vouchers/new`, `/admin/vouchers/:code`; decision 048). */

const KIND_LABELS: Record<Kind, string> = {
  order_percent: "Giảm theo phần trăm đơn hàng",
  order_amount: "Giảm một số tiền cho đơn hàng",
  per_ticket: "Giảm một số tiền mỗi vé",
  per_combo: "Giảm một số tiền mỗi combo bắp nước",
  ticket_price: "Đồng giá vé",
};
const WEEKDAYS = [
  [1, "Thứ Hai"],
  [2, "Thứ Ba"],
  [3, "Thứ Tư"],
  [4, "Thứ Năm"],
  [5, "Thứ Sáu"],
  [6, "Thứ Bảy"],
  [7, "Chủ Nhật"],
] as const;
const METHODS = Object.keys(PAYMENT_METHOD_NAMES) as PaymentMethodId[];

const AMOUNT_FIELD: Record<Kind, string> = {
  order_percent: "rule.benefit.percent",
  order_amount: "rule.benefit.amountVnd",
  per_ticket: "rule.benefit.amountVnd",
  per_combo: "rule.benefit.amountVnd",
  ticket_price: "rule.benefit.priceVnd",
};
const CAP_FIELD: Partial<Record<Kind, string>> = {
  order_percent: "rule.benefit.maxVnd",
  per_ticket: "rule.benefit.maxTickets",
  per_combo: "rule.benefit.maxCombos",
};
const SHOWN_FIELDS = new Set([
  "code",
  "rule.benefit.kind",
  "rule.benefit.percent",
  "rule.benefit.amountVnd",
  "rule.benefit.priceVnd",
  "rule.benefit.maxVnd",
  "rule.benefit.maxTickets",
  "rule.benefit.maxCombos",
  "rule.conditions.minOrderVnd",
  "rule.conditions.weekdays",
  "rule.conditions.paymentMethods",
  "validFrom",
  "validUntil",
  "totalLimit",
  "perCustomerLimit",
  "active",
]);
/** "rule.conditions.weekdays[0]" is shown at the weekdays. */
const shownAt = (field: string) => field.replace(/\[\d+\]$/, "");

function MoneyInput({
  id,
  name,
  value,
  onChange,
  placeholder,
  error,
  suffix = "₫",
}: {
  id: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  error: string | undefined;
  suffix?: string;
}) {
  return (
    <div className="relative">
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(suffix === "₫" ? displayPrice(e.target.value) : e.target.value)}
        className={cx(inputClass, suffix.length > 1 ? "pr-16" : "pr-9", "text-right tabular-nums")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
      />
      <span aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-slate-500">
        {suffix}
      </span>
    </div>
  );
}

function Box({ legend, children, error, errorId }: { legend: string; children: ReactNode; error?: string | undefined; errorId?: string }) {
  return (
    <fieldset className="rounded-card border border-slate-200 p-4" aria-describedby={error && errorId ? errorIdOf(errorId) : undefined}>
      <legend className="px-1 text-sm font-bold text-night-900">{legend}</legend>
      {children}
      {errorId ? <FieldError id={errorId} error={error} /> : null}
    </fieldset>
  );
}

const checkRow = "flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 hover:bg-slate-50";

export function VoucherEditor({ voucher }: { voucher: AdminVoucher | null }) {
  const [draft, setDraft] = useState(() => draftOf(voucher));
  const [saved, setSaved] = useState<string | null>(null);
  const navigate = useNavigate();
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: voucher ? voucherChangesForm : newVoucherForm,
    action: voucher ? href("/form/admin/vouchers/:id", { id: voucher.code }) : href("/form/admin/vouchers"),
    onSuccess: (answer: AdminVoucher) => {
      if (!voucher) return void navigate(adminPaths.voucher(answer.code), { state: { created: answer.code } });
      setSaved("Đã lưu. Trang khuyến mãi dùng mã này và bước thanh toán áp dụng quy tắc mới trong vài giây.");
    },
  });
  const error = (field: string) => errors[field] || Object.entries(errors).find(([key]) => shownAt(key) === field)?.[1];
  // Errors of fields the editor does not show (a kept condition) are said in the summary.
  const elsewhere = Object.entries(errors).filter(([key]) => !SHOWN_FIELDS.has(shownAt(key)));
  const summary = message && elsewhere.length ? `${message} ${elsewhere.map(([, text]) => text).join(" ")}` : message;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setSaved(null);
  };
  const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));

  const rule = ruleOf(draft, voucher?.rule ?? null);
  const capField = CAP_FIELD[draft.kind];
  const preview = previewOf(rule, draft);
  return (
    <Form {...formProps} aria-labelledby="voucher-editor-title" className="max-w-3xl space-y-5 rounded-card border border-slate-200 bg-white p-4 sm:p-6">
      <FormAlert message={summary} />
      {voucher ? (
        <div>
          <p className="text-sm font-medium text-slate-800">Mã voucher</p>
          <p className="font-mono text-lg font-bold text-night-900">{voucher.code}</p>
          <p className="text-xs text-slate-600">Mã cố định sau khi tạo: đơn hàng và khuyến mãi gọi voucher bằng mã này.</p>
        </div>
      ) : (
        <Field id="code" label="Mã voucher (khách nhập khi thanh toán)" error={error("code")}>
          <input
            id="code"
            name="code"
            value={draft.code}
            placeholder="THUTU20K"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(e) => set("code", e.target.value.toUpperCase())}
            className={cx(inputClass, "font-mono uppercase")}
            aria-invalid={error("code") ? true : undefined}
            aria-describedby={cx("code-hint", error("code") && errorIdOf("code"))}
          />
          <p id="code-hint" className="mt-1 text-xs text-slate-600">
            3–40 chữ cái không dấu, chữ số, “-” hoặc “_”.
          </p>
        </Field>
      )}

      <Box legend="Ưu đãi">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="voucher-kind" label="Loại ưu đãi" error={error("rule.benefit.kind")} className="sm:col-span-2">
            <select
              id="voucher-kind"
              name="rule.benefit.kind"
              defaultValue={draft.kind}
              onChange={(e) => set("kind", e.target.value as Kind)}
              className={inputClass}
            >
              {(Object.keys(KIND_LABELS) as Kind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </Field>
          {draft.kind === "order_percent" ? (
            <Field id="voucher-percent" label="Phần trăm giảm" error={error("rule.benefit.percent")}>
              <MoneyInput
                id="voucher-percent"
                name="rule.benefit.percent"
                suffix="%"
                value={draft.percent}
                placeholder="20"
                onChange={(v) => set("percent", v)}
                error={error("rule.benefit.percent")}
              />
            </Field>
          ) : (
            <Field
              id="voucher-amount"
              label={
                draft.kind === "ticket_price"
                  ? "Giá mỗi vé"
                  : draft.kind === "order_amount"
                    ? "Số tiền giảm"
                    : "Số tiền giảm mỗi " + (draft.kind === "per_combo" ? "combo" : "vé")
              }
              error={error(AMOUNT_FIELD[draft.kind])}
            >
              <MoneyInput
                id="voucher-amount"
                name={AMOUNT_FIELD[draft.kind]}
                value={draft.amount}
                placeholder="20.000"
                onChange={(v) => set("amount", v)}
                error={error(AMOUNT_FIELD[draft.kind])}
              />
            </Field>
          )}
          {capField ? (
            <Field
              id="voucher-cap"
              label={
                draft.kind === "order_percent"
                  ? "Giảm tối đa (trống: không giới hạn)"
                  : `Tối đa số ${draft.kind === "per_combo" ? "combo" : "vé"} mỗi đơn (trống: không giới hạn)`
              }
              error={error(capField)}
            >
              <MoneyInput
                id="voucher-cap"
                name={capField}
                suffix={draft.kind === "order_percent" ? "₫" : draft.kind === "per_combo" ? "combo" : "vé"}
                value={draft.cap}
                placeholder={draft.kind === "order_percent" ? "50.000" : "4"}
                onChange={(v) => set("cap", v)}
                error={error(capField)}
              />
            </Field>
          ) : null}
        </div>
      </Box>

      <Box legend="Điều kiện áp dụng">
        <div className="space-y-4">
          <Field id="voucher-min-order" label="Giá trị đơn tối thiểu (trống: mọi đơn)" error={error("rule.conditions.minOrderVnd")} className="sm:max-w-xs">
            <MoneyInput
              id="voucher-min-order"
              name="rule.conditions.minOrderVnd"
              value={draft.minOrder}
              placeholder="100.000"
              onChange={(v) => set("minOrder", v)}
              error={error("rule.conditions.minOrderVnd")}
            />
          </Field>
          <Box legend="Ngày chiếu trong tuần (không chọn: mọi ngày)" error={error("rule.conditions.weekdays")} errorId="voucher-weekdays">
            <div className="grid grid-cols-2 gap-1 sm:grid-cols-4">
              {WEEKDAYS.map(([day, name]) => (
                <label key={day} className={checkRow}>
                  <input
                    type="checkbox"
                    name="rule.conditions.weekdays"
                    value={day}
                    checked={draft.weekdays.includes(day)}
                    onChange={(e) => set("weekdays", toggle(draft.weekdays, day, e.target.checked))}
                    className="size-4 accent-night-900"
                  />
                  <span className="text-[15px] text-night-900">{name}</span>
                </label>
              ))}
            </div>
          </Box>
          <Box legend="Phương thức thanh toán (không chọn: mọi phương thức)" error={error("rule.conditions.paymentMethods")} errorId="voucher-methods">
            <div className="grid grid-cols-2 gap-1 sm:grid-cols-4">
              {METHODS.map((method) => (
                <label key={method} className={checkRow}>
                  <input
                    type="checkbox"
                    name="rule.conditions.paymentMethods"
                    value={method}
                    checked={draft.paymentMethods.includes(method)}
                    onChange={(e) => set("paymentMethods", toggle(draft.paymentMethods, method, e.target.checked))}
                    className="size-4 accent-night-900"
                  />
                  <span className="text-[15px] text-night-900">{PAYMENT_METHOD_NAMES[method]}</span>
                </label>
              ))}
            </div>
          </Box>
          <div className="grid gap-1 sm:grid-cols-2">
            <label className={checkRow}>
              <input
                type="checkbox"
                name="rule.conditions.firstOrder"
                checked={draft.firstOrder}
                onChange={(e) => set("firstOrder", e.target.checked)}
                className="size-4 accent-night-900"
              />
              <span className="text-[15px] text-night-900">Chỉ cho đơn hàng đầu tiên của tài khoản</span>
            </label>
            <label className={checkRow}>
              <input
                type="checkbox"
                name="rule.conditions.birthdayMonth"
                checked={draft.birthdayMonth}
                onChange={(e) => set("birthdayMonth", e.target.checked)}
                className="size-4 accent-night-900"
              />
              <span className="text-[15px] text-night-900">Chỉ trong tháng sinh nhật của khách</span>
            </label>
          </div>
        </div>
      </Box>

      <Box legend="Hiệu lực (giờ Việt Nam)">
        <div className="grid gap-4 sm:grid-cols-2">
          <MomentField
            id="validFrom"
            name="validFrom"
            label="Bắt đầu từ"
            value={draft.validFrom}
            onChange={(v) => set("validFrom", v)}
            error={error("validFrom")}
            hint="Ví dụ 01/12/2026 00:00."
          />
          <MomentField
            id="validUntil"
            name="validUntil"
            label="Hết hiệu lực lúc"
            value={draft.validUntil}
            onChange={(v) => set("validUntil", v)}
            error={error("validUntil")}
            hint="Mã dùng được đến trước thời điểm này."
          />
        </div>
      </Box>

      <Box legend="Giới hạn lượt dùng">
        {voucher ? (
          <p className="mb-3 text-sm text-slate-700">
            Đã dùng <strong className="text-night-900">{formatCount(voucher.used)}</strong> lượt ({formatCount(voucher.paid)} đã thanh toán). Giới hạn không thể
            thấp hơn số lượt đã dùng.
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="totalLimit" label="Toàn chuỗi (trống: không giới hạn)" error={error("totalLimit")}>
            <MoneyInput
              id="totalLimit"
              name="totalLimit"
              suffix="lượt"
              value={draft.totalLimit}
              placeholder="500"
              onChange={(v) => set("totalLimit", v)}
              error={error("totalLimit")}
            />
          </Field>
          <Field id="perCustomerLimit" label="Mỗi khách (trống: không giới hạn)" error={error("perCustomerLimit")}>
            <MoneyInput
              id="perCustomerLimit"
              name="perCustomerLimit"
              suffix="lần"
              value={draft.perCustomerLimit}
              placeholder="1"
              onChange={(v) => set("perCustomerLimit", v)}
              error={error("perCustomerLimit")}
            />
          </Field>
        </div>
      </Box>

      <fieldset className="rounded-card border border-slate-200 p-4">
        <legend className="px-1 text-sm font-bold text-night-900">Trạng thái</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {[
            { value: true, label: "Đang áp dụng", hint: "Khách dùng được trong thời gian hiệu lực." },
            { value: false, label: "Lưu trữ (ngừng áp dụng)", hint: "Thanh toán từ chối mã; đơn cũ vẫn giữ ưu đãi." },
          ].map((choice) => (
            <label
              key={String(choice.value)}
              className="flex min-h-11 cursor-pointer items-start gap-2 rounded-card border border-slate-300 p-3 has-[:checked]:border-night-900 has-[:checked]:bg-slate-50"
            >
              <input
                type="radio"
                name="active"
                value={String(choice.value)}
                checked={draft.active === choice.value}
                onChange={() => set("active", choice.value)}
                className="mt-1 size-4 accent-night-900"
              />
              <span>
                <span className="block text-sm font-bold text-night-900">{choice.label}</span>
                <span className="block text-xs text-slate-600">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {preview ? (
        <section aria-labelledby="voucher-preview-title" className="rounded-card bg-slate-50 p-4">
          <h2 id="voucher-preview-title" className="text-sm font-bold text-night-900">
            Khách sẽ đọc (trên trang khuyến mãi và khi thanh toán)
          </h2>
          <p className="mt-1 font-medium text-night-900">{preview.benefit}</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {preview.conditions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {keptFieldsOf(voucher?.rule ?? null).map((field) => (
        <HiddenValues key={field.name} name={field.name} value={field.values} />
      ))}
      {saved ? <FormAlert message={saved} tone="success" /> : null}
      <SubmitButton busy={busy} label={voucher ? "Lưu voucher" : "Thêm voucher"} busyLabel="Đang lưu…" className={buttonClass("primary")} />
    </Form>
  );
}
