import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HiddenValues } from "./hidden-values.tsx";

/** A form with one hidden field, counting the input events its field tells it. */
function renderForm(value: string | string[]) {
  const told: string[] = [];
  const form = (current: string | string[]) => (
    <form onInput={(event) => told.push((event.target as HTMLInputElement).name)}>
      <HiddenValues name="imageMediaId" value={current} />
    </form>
  );
  const view = render(form(value));
  return {
    told,
    sent: () => new FormData(view.container.querySelector("form")!).getAll("imageMediaId"),
    rerender: (next: string | string[]) => view.rerender(form(next)),
  };
}

describe("a form's hidden values", () => {
  it("are sent under the field's name, one entry per value", () => {
    expect(renderForm("0123456789abcdef").sent()).toEqual(["0123456789abcdef"]);
    expect(renderForm(["Lý Hải", "Trấn Thành"]).sent()).toEqual(["Lý Hải", "Trấn Thành"]);
    expect(renderForm([]).sent()).toEqual([]);
  });

  it("tell the form when they change, as typing would, and not when they are first drawn or drawn again unchanged", () => {
    const form = renderForm("");
    form.rerender("");
    expect(form.told).toEqual([]);
    form.rerender("0123456789abcdef");
    expect(form.told).toEqual(["imageMediaId"]);
    expect(form.sent()).toEqual(["0123456789abcdef"]);
  });
});
