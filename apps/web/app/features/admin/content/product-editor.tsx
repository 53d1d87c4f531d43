import { useState } from "react";
import { useNavigate } from "react-router";
import type { AdminProduct } from "@hancine/contract/back-office-content";
import type { Cinema, Product } from "@hancine/contract/catalog";
import { formatCount, formatVnd } from "@hancine/contract/format";
import { callApi } from "#web/lib/api-client.ts";
import { FIELD_SUMMARY, formFailureOf, useFormSubmission } from "#web/lib/form-errors.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { errorIdOf, Field, FieldError, FormAlert, inputClass, invalidProps, SubmitButton, TextField } from "#web/ui/form-fields.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { ImageDrop, type ChosenArt } from "../films/image-drop.tsx";
import { displayPrice, parsePrice } from "../prices/price-cells.ts";
import { PRODUCT_KIND_LABELS } from "./product-kinds.ts";

export type ProductCinema = Pick<Cinema, "id" | "name" | "cityName">;

type ProductDraft = {
  kind: Product["kind"];
  name: string;
  slug: string;
  price: string;
  image: ChosenArt | null;
  description: string;
  cinemaIds: string[];
  active: boolean;
};

function draftOf(p: AdminProduct | null, cinemas: ProductCinema[]): ProductDraft {
  return {
    kind: p?.kind ?? "combo",
    name: p?.name ?? "",
    slug: p?.slug ?? "",
    price: p ? formatCount(p.price) : "",
    image: p?.imageMediaId ? { mediaId: p.imageMediaId, url: p.image, placeholder: null } : null,
    description: p?.description ?? "",
    // A new product is sold everywhere unless the admin says otherwise.
    cinemaIds: p?.cinemaIds ?? cinemas.map((c) => c.id),
    active: p?.active ?? true,
  };
}

const FIELD_OF: Partial<Record<keyof ProductDraft, string>> = { image: "imageMediaId" };

/** The product editor: kind, name, price in đồng, a square picture, description, the cinemas that sell it, on sale or archived. */
export function ProductEditor({ product, cinemas }: { product: AdminProduct | null; cinemas: ProductCinema[] }) {
  const [draft, setDraft] = useState(() => draftOf(product, cinemas));
  const { busy, fields, setFields, message, setMessage, fail, run, formProps } = useFormSubmission();
  const [saved, setSaved] = useState<string | null>(null);
  const navigate = useNavigate();
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setSaved(null);
    const field = FIELD_OF[key] ?? key;
    if (fields[field]) setFields({ ...fields, [field]: "" });
  };
  const toggleCinema = (id: string, on: boolean) => set("cinemaIds", on ? [...draft.cinemaIds, id] : draft.cinemaIds.filter((c) => c !== id));

  const submit = async () => {
    const price = parsePrice(draft.price);
    const body = {
      kind: draft.kind,
      name: draft.name,
      slug: draft.slug,
      // Anything but whole đồng goes to the server as typed, for its Vietnamese message.
      price: (price === null ? 0 : Number.isNaN(price) ? draft.price : price) as number,
      imageMediaId: draft.image?.mediaId ?? "",
      description: draft.description,
      cinemaIds: draft.cinemaIds,
      active: draft.active,
    };
    const answer = await run(() =>
      product ? callApi("PATCH /admin/products/:id", { params: { id: product.id }, body }) : callApi("POST /admin/products", { body }),
    );
    if (!answer) return;
    if (!answer.ok) {
      const failure = formFailureOf(answer.error);
      fail(failure.fields, Object.keys(failure.fields).length ? FIELD_SUMMARY : failure.message);
      return;
    }
    setMessage(null);
    if (!product) {
      await navigate(adminPaths.product(answer.result.id), { state: { created: answer.result.name } });
      return;
    }
    setSaved(`Đã lưu. Giá bán ${formatVnd(answer.result.price)}; thực đơn của khách cập nhật trong vài giây.`);
  };

  const priceNow = parsePrice(draft.price);
  const cinemasError = fields.cinemaIds || undefined;
  return (
    <form
      {...formProps(submit)}
      aria-labelledby="product-editor-title"
      className="max-w-3xl space-y-5 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
    >
      <FormAlert message={message} />
      <Field id="kind" label="Loại món" error={fields.kind || undefined}>
        <select
          id="kind"
          value={draft.kind}
          onChange={(e) => set("kind", e.target.value as Product["kind"])}
          className={inputClass}
          {...invalidProps("kind", fields.kind || undefined)}
        >
          {(Object.keys(PRODUCT_KIND_LABELS) as Product["kind"][]).map((kind) => (
            <option key={kind} value={kind}>
              {PRODUCT_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </Field>
      <TextField id="name" label="Tên món" value={draft.name} onChange={(text) => set("name", text)} error={fields.name || undefined} />
      <TextField
        id="slug"
        label="Đường dẫn (trống: lấy từ tên món)"
        value={draft.slug}
        onChange={(text) => set("slug", text)}
        error={fields.slug || undefined}
        placeholder="combo-doi"
      />
      <Field id="price" label="Giá bán (đồng)" error={fields.price || undefined}>
        <div className="relative max-w-xs">
          <input
            id="price"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={draft.price}
            placeholder="90.000"
            onChange={(e) => set("price", displayPrice(e.target.value))}
            className={`${inputClass} pr-8 text-right tabular-nums`}
            {...invalidProps("price", fields.price || undefined)}
          />
          <span aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-slate-500">
            ₫
          </span>
        </div>
      </Field>
      <ImageDrop
        id="imageMediaId"
        label="Ảnh món"
        hint="Ảnh vuông (ví dụ 800 × 800). JPEG, PNG, WebP, AVIF hoặc SVG, tối đa 10 MB."
        purpose="image"
        value={draft.image}
        onChange={(value) => set("image", value)}
        error={fields.imageMediaId || undefined}
      />
      <Field id="description" label="Mô tả (trên thực đơn)" error={fields.description || undefined}>
        <textarea
          id="description"
          rows={2}
          value={draft.description}
          onChange={(e) => set("description", e.target.value)}
          className={inputClass}
          {...invalidProps("description", fields.description || undefined)}
        />
      </Field>
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
            onClick={() =>
              set(
                "cinemaIds",
                cinemas.map((c) => c.id),
              )
            }
          >
            Chọn tất cả
          </button>
          <button type="button" className={buttonClass("ghost", "border border-slate-300", "sm")} onClick={() => set("cinemaIds", [])}>
            Bỏ chọn tất cả
          </button>
        </div>
        <div className="grid gap-1 sm:grid-cols-2">
          {cinemas.map((cinema) => (
            <label key={cinema.id} className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 hover:bg-slate-50">
              <input
                type="checkbox"
                id={`cinema-${cinema.id}`}
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
    </form>
  );
}
