import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { newSignInMessage } from "./account-emails.ts";
import { describeUserAgent } from "./client-device.ts";
import { placeOf } from "./client-place.ts";
import { rememberDevice } from "./known-devices-repository.ts";
import type { RequestMeta } from "./request-meta.ts";
import type { UserRow } from "./users-repository.ts";

/**
 * A staff account's password accepted on a device it never signed in from: an e-mail to the
 * account (through the outbox, with the sign-in's transaction). An app that sends no X-Device-Id
 * cannot be recognised, so each of its sign-ins is new.
 */
export async function alertNewDevice(
  deps: Pick<AppDeps, "site" | "config">,
  tx: Database,
  user: UserRow,
  meta: RequestMeta & { deviceHash?: string | undefined; now: Date },
): Promise<void> {
  const isNew = meta.deviceHash ? await rememberDevice(tx, user.id, meta.deviceHash, meta.now) : true;
  if (!isNew) return;
  const { browser, os } = describeUserAgent(meta.userAgent);
  const place = placeOf(meta.ip);
  const message = newSignInMessage(
    { to: user.email, fullName: user.fullName, at: meta.now, browser, os, place, ip: meta.ip },
    { site: deps.site, publicUrl: deps.config.publicUrl, locale: meta.locale },
  );
  await enqueueEmail(tx, message, meta.now);
  await writeAudit(tx, { at: meta.now, action: "auth.login.new_device", actorUserId: user.id, ip: meta.ip, details: { browser, os, place } });
}
