import { lt } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { usedCaptchaSolutions } from "#server/db/schema/captcha.ts";

/** Records a solved challenge; false when it was already used (each solution counts once). */
export async function recordCaptchaSolution(db: Database, signature: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(usedCaptchaSolutions)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchaSolutions.signature });
  return inserted.length > 0;
}

/** Forgets solutions whose challenges have expired anyway (run periodically). */
export async function deleteExpiredCaptchaSolutions(db: Database, now: Date): Promise<number> {
  const deleted = await db.delete(usedCaptchaSolutions).where(lt(usedCaptchaSolutions.expiresAt, now)).returning({ signature: usedCaptchaSolutions.signature });
  return deleted.length;
}
