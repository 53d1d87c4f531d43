import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { orders } from "./booking.ts";
import { cinemas } from "./catalog.ts";
import { products } from "./content.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * How a stock level changed (issue 34, decision 077): a delivery, a count (the difference to the
 * counted level) or waste, recorded by a manager; a sale or a return, written by the database itself
 * when an order takes or gives back its products.
 */
export const stockMovementKind = pgEnum("stock_movement_kind", ["delivery", "count", "waste", "sale", "return"]);

/**
 * A combo's recipe: the stock items one combo takes (decision 077). A product with no recipe is its
 * own stock item.
 */
export const productRecipes = pgTable(
  "product_recipes",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.itemId] }),
    check("product_recipes_quantity_check", sql`${t.quantity} between 1 and 20`),
    check("product_recipes_not_itself_check", sql`${t.productId} <> ${t.itemId}`),
  ],
);

/**
 * What a cinema has left of a stock item to sell (decision 077). The CHECK is the judge of the last
 * popcorn: every sale updates this row in its own transaction, and a level below zero is refused.
 * An item is counted from `tracked_since` (its first delivery or count): orders made before then
 * neither take from it nor give back to it.
 */
export const stockLevels = pgTable(
  "stock_levels",
  {
    cinemaId: uuid("cinema_id")
      .notNull()
      .references(() => cinemas.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    level: integer("level").notNull(),
    /** At or below this level the item shows as low to the manager. */
    lowAt: integer("low_at").notNull().default(10),
    trackedSince: at("tracked_since").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cinemaId, t.productId] }),
    check("stock_levels_level_check", sql`${t.level} >= 0`),
    check("stock_levels_low_at_check", sql`${t.lowAt} between 0 and 100000`),
  ],
);

/** Every change of a level, with the level after it: the ledger a manager reads (decision 077). */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order the ledger was written in (newest first on the manager's screen). */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    cinemaId: uuid("cinema_id")
      .notNull()
      .references(() => cinemas.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: stockMovementKind("kind").notNull(),
    /** The change: positive in, negative out. */
    quantity: integer("quantity").notNull(),
    levelAfter: integer("level_after").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id),
    note: text("note"),
    at: at("at").notNull().defaultNow(),
  },
  (t) => [index("stock_movements_cinema_idx").on(t.cinemaId, t.seq), index("stock_movements_order_idx").on(t.orderId)],
);
