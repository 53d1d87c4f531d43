import { productInputSchema, productPatchSchema, type AdminProduct } from "@hancine/contract/back-office-content";
import type { Cinema, Product } from "@hancine/contract/catalog";
import { formatCount } from "@hancine/contract/format";
import { fromForm, listOf, textOf, textsOf, type FormFields } from "#web/lib/forms/form-shape.ts";
import type { ChosenArt } from "../films/image-drop.tsx";
import { parsePrice } from "../prices/price-cells.ts";

export type ProductCinema = Pick<Cinema, "id" | "name" | "cityName">;

/** The product editor's fields as typed: the price as "90.000". */
export type ProductDraft = {
  kind: Product["kind"];
  name: string;
  slug: string;
  price: string;
  image: ChosenArt | null;
  description: string;
  cinemaIds: string[];
  active: boolean;
};

export function draftOf(p: AdminProduct | null, cinemas: ProductCinema[]): ProductDraft {
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

/**
 * The form as the API reads a product: the price typed "95.000" is 95000 đồng; left empty it is 0
 * and text that is not whole đồng is not a number, both refused by the contract in the field's words.
 */
export function productOf(form: FormFields) {
  return {
    ...textsOf(form, ["kind", "name", "slug", "imageMediaId", "description"]),
    price: parsePrice(textOf(form, "price")) ?? 0,
    cinemaIds: listOf(form, "cinemaIds"),
    active: textOf(form, "active") === "true",
  };
}

export const newProductForm = fromForm(productInputSchema, productOf);
export const productChangesForm = fromForm(productPatchSchema, productOf);
