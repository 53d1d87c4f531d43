import { bigint, customType, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });
const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * The authenticator app's secret (RFC 6238), encrypted with a key derived from SESSION_SECRET
 * (AES-256-GCM). `pending_secret` waits for its first code while the confirmed `secret` keeps
 * working; `last_step` is the last accepted 30 s step, so a code is accepted once only.
 */
export const mfaTotp = pgTable("mfa_totp", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret"),
  pendingSecret: text("pending_secret"),
  confirmedAt: at("confirmed_at"),
  lastStep: bigint("last_step", { mode: "number" }),
});

/** Ten single-use recovery codes per account, stored as sha256 of the normalised code. */
export const mfaRecoveryCodes = pgTable(
  "mfa_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: at("created_at").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [index("mfa_recovery_codes_user_idx").on(t.userId)],
);

/** WebAuthn credentials (passkeys): the public key in COSE form and the signature counter. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    publicKey: bytea("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default([]),
    name: text("name").notNull(),
    createdAt: at("created_at").notNull(),
    lastUsedAt: at("last_used_at"),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/** Devices an account has signed in from (hash of the device cookie): a new one sends a staff account an alert. */
export const knownDevices = pgTable(
  "known_devices",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    firstSeenAt: at("first_seen_at").notNull(),
    lastSeenAt: at("last_seen_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);
