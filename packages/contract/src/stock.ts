import { z } from "zod";
import { PRODUCT_KINDS } from "./catalog.ts";
import { slugQuery } from "./query-schemas.ts";

/**
 * Stock per cinema (issue 34; docs/api-v1.md "The box office"; decision 077): each cinema's level of
 * every stock item, the recipes of combos, and the movements a manager records.
 */

/** What a manager records; sales and returns are written by the orders themselves. */
export const STOCK_MOVEMENT_KINDS = ["delivery", "count", "waste"] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
export const STOCK_LEDGER_KINDS = [...STOCK_MOVEMENT_KINDS, "sale", "return"] as const;

/** The most one movement or level may be: a typo of three zeros is refused, not stocked. */
export const MAX_STOCK_QUANTITY = 100_000;

const productId = z.string({ error: "Hãy chọn món." }).min(1, "Hãy chọn món.").max(64, "Món không hợp lệ.");

export const stockQuerySchema = z.object({ cinema: slugQuery.describe("The cinema's slug") });

export const stockMovementSchema = z
  .object({
    cinema: slugQuery.describe("The cinema's slug"),
    product: productId.describe("The stock item's product id"),
    quantity: z
      .number({ error: "Số lượng phải là một số." })
      .int("Số lượng phải là số nguyên.")
      .min(0, "Số lượng không được âm.")
      .max(MAX_STOCK_QUANTITY, "Số lượng quá lớn."),
    kind: z.enum(STOCK_MOVEMENT_KINDS, { error: "Loại phiếu chỉ gồm nhập hàng, kiểm kê hoặc hủy hàng." }),
    note: z.string({ error: "Ghi chú phải là chữ." }).trim().max(200, "Ghi chú tối đa 200 ký tự.").optional(),
  })
  .refine((m) => m.kind === "count" || m.quantity > 0, { message: "Số lượng nhập hoặc hủy phải lớn hơn 0.", path: ["quantity"] })
  .describe("delivery: + quantity; waste: − quantity; count: the level counted (recorded as the difference)");
export type StockMovementInput = z.infer<typeof stockMovementSchema>;

export const stockThresholdSchema = z.object({
  cinema: slugQuery.describe("The cinema's slug"),
  product: productId,
  lowAt: z
    .number({ error: "Ngưỡng phải là một số." })
    .int("Ngưỡng phải là số nguyên.")
    .min(0, "Ngưỡng không được âm.")
    .max(MAX_STOCK_QUANTITY, "Ngưỡng quá lớn."),
});
export type StockThreshold = z.infer<typeof stockThresholdSchema>;

const stockItemSchema = z.object({
  product: z.object({ id: z.string(), name: z.string(), kind: z.enum(PRODUCT_KINDS) }),
  level: z.number().int(),
  lowAt: z.number().int(),
  low: z.boolean().describe("level ≤ lowAt"),
  updatedAt: z.string(),
});

const stockProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  price: z.number().int().describe("VND"),
  recipe: z
    .array(z.object({ product: z.object({ id: z.string(), name: z.string() }), quantity: z.number().int() }))
    .describe("Empty: the product is its own item"),
  canMake: z.number().int().nullable().describe("How many the cinema can sell now; null when none of its items is counted here"),
  outOfStock: z.boolean(),
});

export const stockMovementViewSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(STOCK_LEDGER_KINDS),
  product: z.object({ id: z.string(), name: z.string() }),
  quantity: z.number().int().describe("The change: positive in, negative out"),
  levelAfter: z.number().int(),
  by: z.string().nullable(),
  orderCode: z.string().nullable(),
  note: z.string().nullable(),
});
export type StockMovementView = z.infer<typeof stockMovementViewSchema>;

export const stockReportSchema = z
  .object({
    cinema: z.object({ slug: z.string(), name: z.string() }),
    items: z.array(stockItemSchema),
    products: z.array(stockProductSchema).describe("What the cinema sells, with whether it can be sold now (the counter marks the ones out of stock)"),
    movements: z.array(stockMovementViewSchema).describe("The latest 30, newest first"),
  })
  .meta({ id: "StockReport" });
export type StockReport = z.infer<typeof stockReportSchema>;

/** A combo's recipe: the stock items one portion takes (empty: the product is its own item). Admins, as the menu is the chain's. */
export const recipeSchema = z.object({
  items: z
    .array(
      z.object({
        product: productId,
        quantity: z
          .number({ error: "Số lượng phải là một số." })
          .int("Số lượng phải là số nguyên.")
          .min(1, "Số lượng ít nhất là 1.")
          .max(20, "Mỗi món tối đa 20 phần."),
      }),
      { error: "Công thức phải là danh sách món." },
    )
    .max(10, "Một công thức tối đa 10 món.")
    .refine((items) => new Set(items.map((i) => i.product)).size === items.length, "Mỗi món chỉ ghi một lần trong công thức."),
});
export type RecipeInput = z.infer<typeof recipeSchema>;

export const recipeResultSchema = z.object({
  product: z.object({ id: z.string(), name: z.string() }),
  items: z.array(z.object({ product: z.object({ id: z.string(), name: z.string() }), quantity: z.number().int() })),
  candidates: z.array(z.object({ id: z.string(), name: z.string() })).describe("The products that may be items of it: on sale, not made of items, not itself"),
});
export type RecipeResult = z.infer<typeof recipeResultSchema>;
