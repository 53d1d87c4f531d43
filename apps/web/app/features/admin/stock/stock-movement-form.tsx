import { useState } from "react";
import { href } from "react-router";
import { stockMovementSchema, type StockMovementKind, type StockMovementView, type StockReport } from "@hancine/contract/stock";
import { formatCount } from "@hancine/contract/format";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { FieldError, FormAlert, inputClass, invalidProps } from "#web/ui/form-fields.tsx";

const KINDS: { kind: StockMovementKind; label: string; quantityLabel: string; hint: string }[] = [
  { kind: "delivery", label: "Nhập hàng", quantityLabel: "Số lượng nhập", hint: "Cộng vào tồn." },
  { kind: "count", label: "Kiểm kê", quantityLabel: "Số đếm được", hint: "Tồn thành đúng số đếm được; phần chênh lệch được ghi lại." },
  { kind: "waste", label: "Hủy hàng", quantityLabel: "Số lượng hủy", hint: "Trừ khỏi tồn (hỏng, hết hạn, đổ)." },
];

const DONE: Record<StockMovementKind, string> = { delivery: "Đã nhập", count: "Đã kiểm kê", waste: "Đã hủy" };

/**
 * A delivery, count or waste of one item (managers and admins, decision 077), through its form route
 * (decision 069). The page's data reloads after it, so the level shown is the database's.
 */
export function StockMovementForm({ cinema, items, products }: { cinema: string; items: StockReport["items"]; products: StockReport["products"] }) {
  const [kind, setKind] = useState<StockMovementKind>("delivery");
  const [done, setDone] = useState<string | null>(null);
  // Every stock item: the ones counted here, then what the cinema sells on its own (a combo is its recipe's items).
  const choices = [
    ...items.map((i) => ({ id: i.product.id, name: i.product.name, level: i.level as number | null })),
    ...products.filter((p) => p.recipe.length === 0 && !items.some((i) => i.product.id === p.id)).map((p) => ({ id: p.id, name: p.name, level: null })),
  ];
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: stockMovementSchema,
    action: href("/form/admin/stock/movements"),
    onSuccess: (saved: StockMovementView, form) => {
      setDone(`${DONE[saved.kind as StockMovementKind]} “${saved.product.name}”: tồn còn ${formatCount(saved.levelAfter)}.`);
      form?.reset();
      setKind("delivery");
    },
  });
  const chosen = KINDS.find((k) => k.kind === kind)!;
  return (
    <section aria-labelledby="ghi-phieu" className="rounded-card border border-slate-200 bg-white p-4">
      <h2 id="ghi-phieu" className="text-lg font-bold text-night-900">
        Ghi phiếu kho
      </h2>
      <Form {...formProps} className="mt-3 grid gap-4">
        <input type="hidden" name="cinema" value={cinema} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Loại phiếu</legend>
          <div className="grid grid-cols-3 gap-1 rounded-card border border-slate-300 p-1">
            {KINDS.map((k) => (
              <label
                key={k.kind}
                className={cx(
                  "flex min-h-10 cursor-pointer items-center justify-center rounded px-2 text-center text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-link",
                  kind === k.kind ? "bg-night-900 text-white" : "text-slate-800 hover:bg-slate-100",
                )}
              >
                <input type="radio" name="kind" value={k.kind} checked={kind === k.kind} onChange={() => setKind(k.kind)} className="sr-only" />
                {k.label}
              </label>
            ))}
          </div>
          <p className="mt-1.5 text-sm text-slate-600">{chosen.hint}</p>
        </fieldset>
        <div>
          <label htmlFor="stock-product" className="mb-1.5 block text-sm font-medium text-slate-800">
            Món
          </label>
          <select id="stock-product" name="product" className={inputClass} defaultValue="" required {...invalidProps("stock-product", errors.product)}>
            <option value="">Chọn món…</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.level === null ? `${c.name} (chưa theo dõi)` : `${c.name} (tồn ${formatCount(c.level)})`}
              </option>
            ))}
          </select>
          <FieldError id="stock-product" error={errors.product} />
        </div>
        <div>
          <label htmlFor="stock-quantity" className="mb-1.5 block text-sm font-medium text-slate-800">
            {chosen.quantityLabel}
          </label>
          <input
            id="stock-quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={kind === "count" ? 0 : 1}
            step={1}
            required
            className={inputClass}
            {...invalidProps("stock-quantity", errors.quantity)}
          />
          <FieldError id="stock-quantity" error={errors.quantity} />
        </div>
        <div>
          <label htmlFor="stock-note" className="mb-1.5 block text-sm font-medium text-slate-800">
            Ghi chú <span className="font-normal text-slate-600">(không bắt buộc)</span>
          </label>
          <input
            id="stock-note"
            name="note"
            maxLength={200}
            className={inputClass}
            placeholder="Ví dụ: Phiếu giao hàng số 1024"
            {...invalidProps("stock-note", errors.note)}
          />
          <FieldError id="stock-note" error={errors.note} />
        </div>
        <FormAlert message={message} />
        <FormAlert message={message ? null : done} tone="success" />
        <button type="submit" className={buttonClass("primary")} disabled={busy}>
          Ghi phiếu
        </button>
      </Form>
    </section>
  );
}
