import { pgEnum } from "drizzle-orm/pg-core";
import { AGE_RATINGS, FORMATS, POST_TYPES, PRODUCT_KINDS, SEAT_TYPES } from "@hancine/contract/catalog";
import { CONTENT_STATUSES } from "@hancine/contract/content-publishing";

export const ageRating = pgEnum("age_rating", AGE_RATINGS);
export const showFormat = pgEnum("show_format", FORMATS);
export const seatType = pgEnum("seat_type", SEAT_TYPES);
export const postType = pgEnum("post_type", POST_TYPES);
export const productKind = pgEnum("product_kind", PRODUCT_KINDS);
/** Where a banner, promotion or post is in its life (docs/decisions/047). */
export const contentStatus = pgEnum("content_status", CONTENT_STATUSES);
