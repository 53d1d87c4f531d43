import { sql } from "drizzle-orm";
import { bigserial, check, date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { GENDERS, LOGIN_CLIENTS, USER_ROLES } from "@hancine/contract/auth";

export const userRole = pgEnum("user_role", USER_ROLES);
export const gender = pgEnum("gender", GENDERS);
export const sessionKind = pgEnum("session_kind", LOGIN_CLIENTS);
export const oneTimeTokenPurpose = pgEnum("one_time_token_purpose", ["verify_email", "reset_password"]);

const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name").notNull(),
    phoneE164: text("phone_e164").notNull(),
    gender: gender("gender").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    role: userRole("role").notNull().default("customer"),
    emailVerifiedAt: at("email_verified_at"),
    // Consent record (Decree 13/2023): which terms the person accepted, and when.
    termsVersion: text("terms_version").notNull(),
    termsAcceptedAt: at("terms_accepted_at").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    /** Set by an admin: the account cannot sign in and its sessions stop working. */
    disabledAt: at("disabled_at"),
    /** The language the customer last used the site in (decision 094): e-mails not about one order (waitlist, reminders) use it. */
    locale: text("locale").notNull().default("vi"),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    // The order desk finds a buyer by phone (stored in E.164, the search normalises to it).
    index("users_phone_idx").on(t.phoneE164),
    // Uniqueness is only meaningful if every writer lower-cases: the database refuses one that forgets.
    check("users_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("users_locale_check", sql`${t.locale} in ('vi', 'en')`),
  ],
);

/** The id is sha256(token): a leaked table does not let anyone sign in. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: sessionKind("kind").notNull(),
    createdAt: at("created_at").notNull(),
    lastSeenAt: at("last_seen_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    /** The id the owner sees in their list of devices (the primary key is the token's hash: never shown). */
    publicId: uuid("public_id").notNull().defaultRandom(),
    /** The last second-factor proof in this session; null: not proven (decision 074). */
    mfaVerifiedAt: at("mfa_verified_at"),
    /** sha256 of the device cookie (or the app's X-Device-Id) this session signed in from. */
    deviceId: text("device_id"),
    /** The pending WebAuthn challenge of this session (registration or sign-in) and when it lapses. */
    webauthnChallenge: text("webauthn_challenge"),
    webauthnChallengeExpiresAt: at("webauthn_challenge_expires_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt), uniqueIndex("sessions_public_id_unique").on(t.publicId)],
);

/** Login failure counters in the database, so every instance sees the same count. */
export const authThrottle = pgTable("auth_throttle", {
  key: text("key").primaryKey(),
  windowStart: at("window_start").notNull(),
  failures: integer("failures").notNull(),
});

export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    hash: text("hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: oneTimeTokenPurpose("purpose").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [index("one_time_tokens_user_idx").on(t.userId)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: at("at").notNull(),
    // No foreign key: the trail must outlive a deleted account.
    actorUserId: uuid("actor_user_id"),
    action: text("action").notNull(),
    ip: text("ip"),
    details: jsonb("details").notNull().default({}),
    /** What was changed (back office): "film", "showtime", "auditorium", "price_rule", "user", "order"… and its id. */
    entity: text("entity"),
    entityId: text("entity_id"),
    /** The cinema it belongs to, so a manager reads the trail of their cinemas only. */
    cinemaId: uuid("cinema_id"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_actor_idx").on(t.actorUserId, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.at),
  ],
);
