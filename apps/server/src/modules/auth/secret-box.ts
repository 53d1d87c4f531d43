import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets the server must read back (the authenticator app's TOTP secret), sealed with AES-256-GCM
 * under a key derived from SESSION_SECRET (HKDF-SHA256): a copy of the database alone opens nothing.
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
const VERSION = "v1";

function keyOf(sessionSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "hancine", `hancine ${purpose}`, 32));
}

export function sealSecret(sessionSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(sessionSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

/** The plain secret; throws when the sealed value was altered or sealed under another SESSION_SECRET. */
export function openSecret(sessionSecret: string, purpose: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(sessionSecret, purpose), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
