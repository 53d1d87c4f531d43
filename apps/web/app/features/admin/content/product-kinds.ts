import type { Product } from "@hancine/contract/catalog";

/** The back office's words for each kind of product. */
export const PRODUCT_KIND_LABELS: Record<Product["kind"], string> = {
  combo: "Combo",
  drink: "Nước uống",
  snack: "Đồ ăn nhẹ",
  merchandise: "Quà lưu niệm",
};
