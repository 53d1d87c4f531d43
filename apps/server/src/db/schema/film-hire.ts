import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { cinemas, films } from "./catalog.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The companies that rent films to the chain (nhà phát hành: CJ HK, Galaxy, BHD, Lotte, …), who are
 * owed a share of each film's box office (decision 087). Their legal name, tax code and address,
 * when known, head the settlement the chain sends them.
 */
export const distributors = pgTable(
  "distributors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    legalName: text("legal_name"),
    taxCode: text("tax_code"),
    address: text("address"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("distributors_slug_unique").on(t.slug),
    check("distributors_slug_shape", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("distributors_name_length", sql`char_length(btrim(${t.name})) between 1 and 120`),
    check("distributors_tax_code_shape", sql`${t.taxCode} is null or ${t.taxCode} ~ '^[0-9]{10}(-[0-9]{3})?$'`),
  ],
);

/**
 * A film's hire terms: who rents it to the chain, the share of the net box office owed for each week
 * of release — `weekStarts[i]` (1 first, strictly increasing) takes `percents[i]` until the next
 * start — and an optional minimum per admission. One row per film, replaced whole by
 * `PUT /admin/films/:id/hire-terms`; `film_hire_weeks_valid` (migration) owns the shape of the weeks.
 */
export const filmHireTerms = pgTable(
  "film_hire_terms",
  {
    filmId: uuid("film_id")
      .primaryKey()
      .references(() => films.id, { onDelete: "cascade" }),
    distributorId: uuid("distributor_id")
      .notNull()
      .references(() => distributors.id),
    weekStarts: smallint("week_starts").array().notNull(),
    percents: numeric("percents", { precision: 5, scale: 2 }).array().notNull(),
    /** VND owed at least per admission (the rent of a row is never below admissions × this); null: none. */
    minimumPerTicketVnd: integer("minimum_per_ticket_vnd"),
    updatedAt: at("updated_at").notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("film_hire_terms_distributor_idx").on(t.distributorId),
    check("film_hire_terms_weeks_check", sql`film_hire_weeks_valid(${t.weekStarts}, ${t.percents})`),
    check("film_hire_terms_minimum_check", sql`${t.minimumPerTicketVnd} is null or ${t.minimumPerTicketVnd} between 0 and 1000000`),
  ],
);

/**
 * A manager's or admin's sales report by e-mail: daily (yesterday's, at `hour` Vietnam time) or
 * weekly (last Monday–Sunday, on Mondays at `hour`), one of each per person at most.
 */
export const reportSubscriptions = pgTable(
  "report_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: ["daily", "weekly"] }).notNull(),
    hour: smallint("hour").notNull(),
    /** Only this cinema; null: every cinema of the person's (the chain for an admin). */
    cinemaId: uuid("cinema_id").references(() => cinemas.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("report_subscriptions_user_frequency_unique").on(t.userId, t.frequency),
    check("report_subscriptions_hour_check", sql`${t.hour} between 0 and 23`),
    check("report_subscriptions_frequency_check", sql`${t.frequency} in ('daily', 'weekly')`),
  ],
);

/**
 * The claim of one report sent: one row per subscription and period (its first day), inserted in
 * the transaction that writes the e-mail to the outbox. A second instance's insert waits on the key
 * and then finds it taken, so a period's report leaves once however many job runners race.
 */
export const reportSubscriptionSends = pgTable(
  "report_subscription_sends",
  {
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => reportSubscriptions.id, { onDelete: "cascade" }),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    sentAt: at("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.periodStart] })],
);
