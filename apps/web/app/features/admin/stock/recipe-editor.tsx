import { useState } from "react";
import { href } from "react-router";
import type { RecipeResult } from "@hancine/contract/stock";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert, inputClass } from "#web/ui/form-fields.tsx";
import { cx } from "#web/ui/cx.ts";
import { quantityField, recipeFormSchema } from "./recipe-form.ts";

/**
 * "Công thức kho" on a product's page (admins; decision 077): how many of each stock item one portion
 * takes from the cinema's stock. Empty: the product is its own stock item.
 */
export function RecipeEditor({ recipe }: { recipe: RecipeResult }) {
  const [done, setDone] = useState<string | null>(null);
  const quantityOf = new Map(recipe.items.map((i) => [i.product.id, i.quantity]));
  const { Form, formProps, message, busy } = useContractForm({
    schema: recipeFormSchema,
    action: href("/form/admin/products/:id/recipe", { id: recipe.product.id }),
    onSuccess: (saved: RecipeResult) =>
      setDone(
        saved.items.length === 0
          ? `“${saved.product.name}” không có công thức: món tự là món kho của nó.`
          : `Đã lưu công thức: ${saved.items.map((i) => `${i.quantity} × ${i.product.name}`).join(", ")}.`,
      ),
  });
  return (
    <section aria-labelledby="cong-thuc" className="max-w-3xl rounded-card border border-slate-200 bg-white p-4">
      <h2 id="cong-thuc" className="text-lg font-bold text-night-900">
        Công thức kho
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Một phần món này lấy bao nhiêu của từng món kho ở rạp bán nó. Để trống hết nếu món tự là món kho (bắp, nước, quà lưu niệm).
      </p>
      <Form {...formProps} className="mt-3">
        <fieldset>
          <legend className="sr-only">Số lượng mỗi món kho trong một phần</legend>
          <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {recipe.candidates.map((item) => {
              const id = `recipe-${item.id}`;
              return (
                <li key={item.id} className="flex min-h-11 items-center justify-between gap-3">
                  <label htmlFor={id} className="text-sm text-night-900">
                    {item.name}
                  </label>
                  <span className="w-20 shrink-0">
                    <input
                      id={id}
                      name={quantityField(item.id)}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={20}
                      step={1}
                      defaultValue={quantityOf.get(item.id) ?? ""}
                      placeholder="0"
                      className={cx(inputClass, "text-right")}
                    />
                  </span>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <div className="mt-3 grid gap-3">
          <FormAlert message={message} />
          <FormAlert message={message ? null : done} tone="success" />
          <button type="submit" className={cx(buttonClass("primary"), "justify-self-start")} disabled={busy}>
            Lưu công thức
          </button>
        </div>
      </Form>
    </section>
  );
}
