import { sql } from "drizzle-orm";
import { ACCESSIBILITY_FEATURES, type AccessibilityFeature } from "@hancine/contract/accessibility";
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { media } from "./media.ts";
import { ageRating, seatType, showFormat } from "./enums.ts";

export const cities = pgTable("cities", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  position: smallint("position").notNull(),
});

export const cinemas = pgTable(
  "cinemas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    citySlug: text("city_slug")
      .notNull()
      .references(() => cities.slug),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    inMenu: boolean("in_menu").notNull().default(false),
    position: smallint("position").notNull(),
    /** Where it is (WGS 84), for "rạp gần bạn"; both or neither. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /**
     * Its opening hours, both or neither (decision 091): minutes after the day's midnight it opens
     * (0–1439) and closes — past 1440 when it closes after midnight (01:00 the next day is 1500), at
     * most 06:00 the next day. Neither: the chain's default, 09:00–24:00.
     */
    opensMinute: smallint("opens_minute"),
    closesMinute: smallint("closes_minute"),
  },
  (t) => [
    check(
      "cinemas_location_valid",
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} is not null and ${t.longitude} is not null and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    check(
      "cinemas_opening_hours_valid",
      sql`(${t.opensMinute} is null and ${t.closesMinute} is null) or (${t.opensMinute} is not null and ${t.closesMinute} is not null and ${t.opensMinute} between 0 and 1439 and ${t.closesMinute} > ${t.opensMinute} and ${t.closesMinute} <= 1800 and ${t.closesMinute} - ${t.opensMinute} <= 1440)`,
    ),
  ],
);

export const auditoriums = pgTable(
  "auditoriums",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cinemaId: uuid("cinema_id")
      .notNull()
      .references(() => cinemas.id),
    name: text("name").notNull(),
    /** Minutes kept free after each showtime for cleaning. */
    cleaningMinutes: smallint("cleaning_minutes").notNull().default(15),
    /** The seat layout new showtimes get; set once the room's first layout exists. */
    layoutId: uuid("layout_id").references((): AnyPgColumn => seatLayouts.id),
  },
  (t) => [
    unique().on(t.cinemaId, t.name),
    foreignKey({ name: "auditoriums_layout_of_room_fk", columns: [t.layoutId, t.id], foreignColumns: [seatLayouts.id, seatLayouts.auditoriumId] }),
  ],
);

/**
 * A version of a room's seats. Saving a layout in the back office makes a new one: showtimes keep
 * the layout they were created with, so seats already sold never move (API "Back office").
 */
export const seatLayouts = pgTable(
  "seat_layouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    auditoriumId: uuid("auditorium_id")
      .notNull()
      .references((): AnyPgColumn => auditoriums.id),
    /** Where the screen is drawn: above row A ("top") or below the last row ("bottom"). */
    screenSide: text("screen_side", { enum: ["top", "bottom"] })
      .notNull()
      .default("top"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who saved it (null for the demo seed). */
    createdBy: uuid("created_by"),
  },
  (t) => [
    index("seat_layouts_auditorium_idx").on(t.auditoriumId, t.createdAt),
    // Seats and showtimes name (layout, room) together, so a layout is always one of their own room's.
    unique("seat_layouts_id_auditorium_unique").on(t.id, t.auditoriumId),
  ],
);

/** One row per physical seat. Aisles are gaps in `x`; a couple seat has span 2. */
export const seats = pgTable(
  "seats",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    auditoriumId: uuid("auditorium_id")
      .notNull()
      .references(() => auditoriums.id),
    layoutId: uuid("layout_id")
      .notNull()
      .references(() => seatLayouts.id),
    rowLabel: text("row_label").notNull(),
    number: smallint("number").notNull(),
    label: text("label").notNull(),
    type: seatType("type").notNull(),
    x: smallint("x").notNull(),
    y: smallint("y").notNull(),
    span: smallint("span").notNull().default(1),
    /** Out of use in this layout (broken, kept for the projectionist): shown, never sold. */
    blocked: boolean("blocked").notNull().default(false),
    /**
     * A companion seat (issue 35): a standard or VIP seat beside a wheelchair space, sold only with a
     * wheelchair space in the same order (trigger `seat_claims_companion_check`, decision 082).
     */
    companion: boolean("companion").notNull().default(false),
  },
  (t) => [
    unique("seats_layout_label_unique").on(t.layoutId, t.label),
    foreignKey({ name: "seats_layout_of_room_fk", columns: [t.layoutId, t.auditoriumId], foreignColumns: [seatLayouts.id, seatLayouts.auditoriumId] }),
    // Row first: the seat map and every hold read whole rows of one layout in row order.
    unique("seats_layout_row_column_unique").on(t.layoutId, t.y, t.x),
    check("seats_span_check", sql`${t.span} in (1, 2)`),
    check("seats_companion_check", sql`not ${t.companion} or (${t.type} in ('standard', 'vip') and ${t.span} = 1)`),
  ],
);

export const genres = pgTable("genres", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const people = pgTable("people", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const films = pgTable(
  "films",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    originalTitle: text("original_title"),
    /** The name the English site shows; null: `title` (decision 092). */
    titleEn: text("title_en"),
    poster: text("poster").notNull(),
    backdrop: text("backdrop").notNull(),
    trailerUrl: text("trailer_url"),
    durationMinutes: smallint("duration_minutes").notNull(),
    releaseDate: date("release_date", { mode: "string" }).notNull(),
    ageRating: ageRating("age_rating").notNull(),
    country: text("country").notNull(),
    synopsis: text("synopsis").notNull(),
    /** The synopsis the English site shows; null: `synopsis`. */
    synopsisEn: text("synopsis_en"),
    /** Audience rating × 10 (0–100), so 8.7 is stored exactly as 87. */
    ratingTenths: smallint("rating_tenths").notNull().default(0),
    /** Editorial order within a list; lower first. */
    position: smallint("position").notNull().default(0),
    /** Last day on screen; null: until the last showtime. */
    endDate: date("end_date", { mode: "string" }),
    distributor: text("distributor"),
    /** The uploaded art the poster and backdrop URLs were made from (null for the demo's drawn art). */
    posterMediaId: text("poster_media_id").references(() => media.id),
    backdropMediaId: text("backdrop_media_id").references(() => media.id),
    /** The formats the film is distributed in (the back office's record; showtimes are scheduled in these). */
    formats: showFormat("formats").array().notNull().default(sql`'{2D}'`),
    /** Archived films leave every public list; their pages and orders stay. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("films_end_date_check", sql`${t.endDate} is null or ${t.endDate} >= ${t.releaseDate}`),
    check("films_rating_check", sql`${t.ratingTenths} between 0 and 100`),
    check("films_duration_check", sql`${t.durationMinutes} between 1 and 600`),
    index("films_release_date_idx").on(t.releaseDate),
  ],
);

export const filmGenres = pgTable(
  "film_genres",
  {
    filmId: uuid("film_id")
      .notNull()
      .references(() => films.id, { onDelete: "cascade" }),
    genreId: uuid("genre_id")
      .notNull()
      .references(() => genres.id),
  },
  (t) => [primaryKey({ columns: [t.filmId, t.genreId] })],
);

export const filmPeople = pgTable(
  "film_people",
  {
    filmId: uuid("film_id")
      .notNull()
      .references(() => films.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id),
    role: text("role", { enum: ["director", "cast"] }).notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.filmId, t.personId, t.role] })],
);

/** Every ordered subset of the accessibility features as SQL array literals: what a showtime may store. */
const ACCESSIBILITY_SUBSETS_SQL = Array.from({ length: 2 ** ACCESSIBILITY_FEATURES.length }, (_, mask) =>
  ACCESSIBILITY_FEATURES.filter((_, index) => mask & (1 << index)),
)
  .map((subset) => `'{${subset.join(",")}}'::text[]`)
  .join(", ");

/**
 * A showtime occupies its auditorium from `starts_at` until `blocked_until` (end plus cleaning).
 * The exclusion constraint in migration 0001 refuses two overlapping showtimes in one auditorium.
 */
export const showtimes = pgTable(
  "showtimes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    auditoriumId: uuid("auditorium_id")
      .notNull()
      .references(() => auditoriums.id),
    filmId: uuid("film_id")
      .notNull()
      .references(() => films.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    format: showFormat("format").notNull(),
    language: text("language", { enum: ["Phụ đề", "Lồng tiếng"] }).notNull(),
    /** The seats this showtime sells: the room's layout when it was created (or moved). */
    layoutId: uuid("layout_id")
      .notNull()
      .references(() => seatLayouts.id),
    /** Cancelled showtimes leave every public list; the overlap constraint ignores them. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    /** Audio description, subtitles for the deaf and hard of hearing, sensory-friendly (issue 35): each at most once. */
    accessibilityFeatures: text("accessibility_features").array().$type<AccessibilityFeature[]>().notNull().default(sql`'{}'`),
  },
  (t) => [
    // Only the known features, each once, in their fixed order: the list is one of the 8 subsets.
    check("showtimes_accessibility_check", sql`${t.accessibilityFeatures} in (${sql.raw(ACCESSIBILITY_SUBSETS_SQL)})`),
    check("showtimes_order_check", sql`${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.blockedUntil}`),
    index("showtimes_film_starts_idx").on(t.filmId, t.startsAt),
    index("showtimes_starts_idx").on(t.startsAt),
    // The scheduler reads a room's day; the overlap constraint's GiST index answers only overlaps.
    index("showtimes_auditorium_starts_idx").on(t.auditoriumId, t.startsAt),
    foreignKey({ name: "showtimes_layout_of_room_fk", columns: [t.layoutId, t.auditoriumId], foreignColumns: [seatLayouts.id, seatLayouts.auditoriumId] }),
  ],
);
