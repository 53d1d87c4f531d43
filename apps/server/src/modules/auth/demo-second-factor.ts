import type { Database } from "#server/db/client.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { hasAnyFactor } from "./second-factor-session.ts";
import { sealTotpSecret } from "./totp-factor.ts";
import { saveConfirmedTotp } from "./totp-repository.ts";
import { findUserByEmail } from "./users-repository.ts";

/**
 * The demo's staff accounts get the published authenticator-app secret, once, when they have no
 * second factor (a demo user who enrolled their own keeps it). Outside production only: the caller
 * (the demo seed) is never reached in production.
 */
export async function enrolDemoTotp(db: Database, email: string, input: { sessionSecret: string; secret: string; now: Date }): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db.transaction(async (tx) => {
    if (await hasAnyFactor(tx, user.id)) return;
    await saveConfirmedTotp(tx, user.id, sealTotpSecret(input.sessionSecret, input.secret), input.now);
    await writeAudit(tx, { at: input.now, action: "auth.mfa.totp_enrolled", actorUserId: user.id, details: { demo: true } });
  });
}
