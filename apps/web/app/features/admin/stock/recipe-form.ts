import { z } from "zod";
import { recipeSchema } from "@hancine/contract/stock";

/** The name of an item's quantity field in the recipe form. */
export const quantityField = (productId: string) => `qty-${productId}`;

/**
 * The recipe form as the API's call (decision 069): one quantity field per candidate item; an empty
 * or 0 field leaves the item out. The contract checks the rest, in its words.
 */
export const recipeFormSchema = z.preprocess((form: Record<string, unknown>) => {
  const items = Object.entries(form)
    .filter(([name, value]) => name.startsWith("qty-") && typeof value === "string" && value.trim() !== "" && Number(value) !== 0)
    .map(([name, value]) => ({ product: name.slice("qty-".length), quantity: Number(value) }));
  return { items };
}, recipeSchema);
