import { describe, expect, it } from "vitest";
import { newProductForm, productChangesForm } from "./product-draft.ts";

const CINEMA = "6f1c1f3e-3b7a-4c55-9a52-0d3c8f6a2b11";
const form = {
  kind: "combo",
  name: "Combo Sông Hàn",
  slug: "",
  price: "95.000",
  imageMediaId: "0123456789abcdef",
  description: "1 bắp lớn vị caramel và 2 nước ngọt.",
  cinemaIds: CINEMA,
  active: "false",
};

const said = (checked: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  checked.error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("the product editor's form", () => {
  it("reads the price typed '95.000' as 95000 đồng, one cinema checked as a list, 'Lưu trữ' as not on sale", () => {
    expect(newProductForm.parse(form)).toMatchObject({ price: 95_000, cinemaIds: [CINEMA], active: false, slug: null });
  });

  it("an empty price is refused as not above 0 ₫, text that is not whole đồng as not a number", () => {
    expect(said(newProductForm.safeParse({ ...form, price: "" }))).toEqual([["price", "Giá bán phải lớn hơn 0 ₫."]]);
    expect(said(productChangesForm.safeParse({ ...form, price: "95k" }))).toEqual([["price", "Giá bán phải là một số (đồng)."]]);
  });

  it("no cinema checked is said at the cinemas", () => {
    const { cinemaIds: _none, ...without } = form;
    expect(said(newProductForm.safeParse(without))).toEqual([["cinemaIds", "Hãy chọn ít nhất một rạp bán món này."]]);
  });
});
