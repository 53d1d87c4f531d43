import { pgEnum } from "drizzle-orm/pg-core";
import { AGE_RATINGS, FORMATS, POST_TYPES, PRODUCT_KINDS, SEAT_TYPES } from "@hancine/contract/catalog";

export const ageRating = pgEnum("age_rating", AGE_RATINGS);
export const showFormat = pgEnum("show_format", FORMATS);
export const seatType = pgEnum("seat_type", SEAT_TYPES);
export const postType = pgEnum("post_type", POST_TYPES);
export const productKind = pgEnum("product_kind", PRODUCT_KINDS);
