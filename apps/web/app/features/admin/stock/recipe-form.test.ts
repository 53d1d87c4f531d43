import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { quantityField, recipeFormSchema } from "./recipe-form.ts";

const POPCORN = "6f1c2d3e-0000-4000-8000-000000000001";
const SODA = "6f1c2d3e-0000-4000-8000-000000000002";
const WATER = "6f1c2d3e-0000-4000-8000-000000000003";

/** The recipe form's quantity fields as the browser sends them, read as Conform reads them. */
function read(fields: Record<string, string>) {
  const form = new FormData();
  for (const [id, value] of Object.entries(fields)) form.append(quantityField(id), value);
  return parseWithZod(form, { schema: recipeFormSchema });
}

describe("the recipe form", () => {
  it("sends the items with a quantity; an empty or 0 field leaves the item out", () => {
    const read1 = read({ [POPCORN]: "1", [SODA]: "2", [WATER]: "" });
    expect(read1.status === "success" && read1.value).toEqual({
      items: [
        { product: POPCORN, quantity: 1 },
        { product: SODA, quantity: 2 },
      ],
    });
    const none = read({ [POPCORN]: "0", [SODA]: "" });
    expect(none.status === "success" && none.value).toEqual({ items: [] });
  });

  it("refuses what the contract refuses, in its words: more than 20, a fraction", () => {
    expect(read({ [POPCORN]: "21" }).status).toBe("error");
    expect(JSON.stringify(read({ [POPCORN]: "21" }).reply().error)).toContain("Mỗi món tối đa 20 phần.");
    expect(JSON.stringify(read({ [POPCORN]: "1.5" }).reply().error)).toContain("Số lượng phải là số nguyên.");
  });
});
