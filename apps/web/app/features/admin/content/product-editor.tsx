import { useState } from "react";
import { flushSync } from "react-dom";
import { href, useNavigate } from "react-router";
import type { AdminProduct } from "@hancine/contract/back-office-content";
import type { Product } from "@hancine/contract/catalog";
import { formatVnd } from "@hancine/contract/format";
import { errorAt } from "#web/lib/forms/form-shape.ts";
import { recheck } from "#web/lib/forms/hidden-values.tsx";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { errorIdOf, Field, FieldError, FormAlert, inputClass, invalidProps, SubmitButton, TextField } from "#web/ui/form-fields.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { displayPrice, parsePrice } from "../prices/price-cells.ts";
import { ContentImage, TextAreaField } from "./content-fields.tsx";
import { draftOf, newProductForm, productChangesForm, type ProductCinema, type ProductDraft } from "./product-draft.ts";
import { PRODUCT_KIND_LABELS } from "./product-kinds.ts";

/** The product editor: kind, name, price in đồng, a square picture, description, the cinemas that sell it, on sale or archived. */
export function ProductEditor({ product, cinemas }: { product: AdminProduct | null; cinemas: ProductCinema[] }) {
  const [draft, setDraft] = useState(() => draftOf(product, cinemas));
  const [saved, setSaved] = useState<string | null>(null);
  const navigate = useNavigate();
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: product ? productChangesForm : newProductForm,
    action: product ? href("/form/admin/products/:id", { id: product.id }) : href("/form/admin/products"),
    onSuccess: (answer: AdminProduct) => {
      if (!product) return void navigate(adminPaths.product(answer.id), { state: { created: answer.name } });
      setSaved(`Đã lưu. Giá bán ${formatVnd(answer.price)}; thực đơn của khách cập nhật trong vài giây.`);
    },
  });
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setSaved(null);
  };
  const toggleCinema = (id: string, on: boolean) => set("cinemaIds", on ? [...draft.cinemaIds, id] : draft.cinemaIds.filter((c) => c !== id));
  /** "Chọn tất cả" and "Bỏ chọn tất cả": the boxes drawn, then checked again like a click on one. */
  const setCinemas = (form: HTMLFormElement | null, ids: string[]) => {
    flushSync(() => set("cinemaIds", ids));
    recheck(form, "cinemaIds");
  };

  const priceNow = parsePrice(draft.price);
  const cinemasError = errorAt(errors, "cinemaIds");
  return (
    <Form {...formProps} aria-labelledby="product-editor-title" className="max-w-3xl space-y-5 rounded-card border border-slate-200 bg-white p-4 sm:p-6">
      <FormAlert message={message} />
      <Field id="kind" label="Loại món" error={errors.kind}>
        <select
          id="kind"
          name="kind"
          defaultValue={draft.kind}
          onChange={(e) => set("kind", e.target.value as Product["kind"])}
          className={inputClass}
          {...invalidProps("kind", errors.kind)}
        >
          {(Object.keys(PRODUCT_KIND_LABELS) as Product["kind"][]).map((kind) => (
            <option key={kind} value={kind}>
              {PRODUCT_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </Field>
      <TextField id="name" name="name" label="Tên món" value={draft.name} onChange={(text) => set("name", text)} error={errors.name} />
      <TextField
        id="slug"
        name="slug"
        label="Đường dẫn (trống: lấy từ tên món)"
        value={draft.slug}
        onChange={(text) => set("slug", text)}
        error={errors.slug}
        placeholder="combo-doi"
      />
      <Field id="price" label="Giá bán (đồng)" error={errors.price}>
        <div className="relative max-w-xs">
          <input
            id="price"
            name="price"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={draft.price}
            placeholder="90.000"
            onChange={(e) => set("price", displayPrice(e.target.value))}
            className={`${inputClass} pr-8 text-right tabular-nums`}
            {...invalidProps("price", errors.price)}
          />
          <span aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-slate-500">
            ₫
          </span>
        </div>
      </Field>
      <ContentImage label="Ảnh món" shape="Ảnh vuông (ví dụ 800 × 800)" value={draft.image} onChange={(art) => set("image", art)} errors={errors} />
      <TextAreaField
        id="description"
        label="Mô tả (trên thực đơn)"
        rows={2}
        value={draft.description}
        onChange={(text) => set("description", text)}
        error={errors.description}
      />
      <fieldset
        className="rounded-card border border-slate-200 p-4"
        aria-describedby={cinemasError ? errorIdOf("cinemaIds") : undefined}
        aria-invalid={cinemasError ? true : undefined}
      >
        <legend className="px-1 text-sm font-bold text-night-900">Rạp bán món này</legend>
        <div className="mb-2 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass("ghost", "border border-slate-300", "sm")}
            onClick={(e) =>
              setCinemas(
                e.currentTarget.form,
                cinemas.map((c) => c.id),
              )
            }
          >
            Chọn tất cả
          </button>
          <button type="button" className={buttonClass("ghost", "border border-slate-300", "sm")} onClick={(e) => setCinemas(e.currentTarget.form, [])}>
            Bỏ chọn tất cả
          </button>
        </div>
        <div className="grid gap-1 sm:grid-cols-2">
          {cinemas.map((cinema) => (
            <label key={cinema.id} className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 hover:bg-slate-50">
              <input
                type="checkbox"
                id={`cinema-${cinema.id}`}
                name="cinemaIds"
                value={cinema.id}
                checked={draft.cinemaIds.includes(cinema.id)}
                onChange={(e) => toggleCinema(cinema.id, e.target.checked)}
                className="size-4 accent-night-900"
              />
              <span className="text-[15px] text-night-900">
                {cinema.name} <span className="text-sm text-slate-600">· {cinema.cityName}</span>
              </span>
            </label>
          ))}
        </div>
        <p className="mt-2 text-sm text-slate-600">
          Đã chọn {draft.cinemaIds.length}/{cinemas.length} rạp.
        </p>
        <FieldError id="cinemaIds" error={cinemasError} />
      </fieldset>
      <fieldset className="rounded-card border border-slate-200 p-4">
        <legend className="px-1 text-sm font-bold text-night-900">Trạng thái</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {[
            { value: true, label: "Đang bán", hint: "Có trên thực đơn ở các rạp đã chọn." },
            { value: false, label: "Lưu trữ (ngừng bán)", hint: "Gỡ khỏi thực đơn; đơn cũ vẫn giữ tên món." },
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
      {priceNow !== null && !Number.isNaN(priceNow) && priceNow > 0 ? (
        <p className="text-sm text-slate-700">
          Khách sẽ thấy: <strong className="text-night-900">{draft.name || "Tên món"}</strong> – {formatVnd(priceNow)}
        </p>
      ) : null}
      {saved ? <FormAlert message={saved} tone="success" /> : null}
      <SubmitButton busy={busy} label={product ? "Lưu món" : "Thêm món"} busyLabel="Đang lưu…" className={buttonClass("primary")} />
    </Form>
  );
}
