import { cinemaBySlug } from "../auth/cinema-refs-repository.ts";
import type { ReportFrequency, ReportSubscription, ReportSubscriptionInput } from "@hancine/contract/film-hire";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { Actor } from "../auth/actor.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import {
  deleteSubscription,
  deleteSubscriptionById,
  subscriptionById,
  subscriptionsOf,
  upsertSubscription,
  type SubscriptionRow,
} from "./subscriptions-repository.ts";
import { subscriptionOfToken } from "./unsubscribe-token.ts";
import { msg } from "@hancine/contract/i18n/message";

const json = (row: SubscriptionRow): ReportSubscription => ({
  frequency: row.frequency,
  hour: row.hour,
  cinema: row.cinemaSlug && row.cinemaName ? { slug: row.cinemaSlug, name: row.cinemaName } : null,
  createdAt: row.createdAt.toISOString(),
  lastSentAt: row.lastSentAt?.toISOString() ?? null,
});

const auditOf = (row: SubscriptionRow | undefined) => row && { frequency: row.frequency, hour: row.hour, cinema: row.cinemaSlug };

/** `GET /admin/report-subscriptions`: the caller's own subscriptions. */
export async function mySubscriptions(deps: AppDeps, actor: Actor): Promise<ReportSubscription[]> {
  return (await subscriptionsOf(deps.database.db, actor.user.id)).map(json);
}

/**
 * `PUT /admin/report-subscriptions/:frequency` (managers and admins, for themselves): the hour and
 * the cinema (one of theirs: else 403; none: all of theirs). Audited as `report_subscription.set`.
 */
export async function subscribe(deps: AppDeps, actor: Actor, frequency: ReportFrequency, input: ReportSubscriptionInput): Promise<ReportSubscription> {
  const db = deps.database.db;
  let cinemaId: string | null = null;
  if (input.cinema) {
    const cinema = await cinemaBySlug(db, input.cinema);
    if (!cinema) {
      const message = msg("error.VALIDATION_FAILED.unknownCinema");
      throw new DomainError("VALIDATION_FAILED", { message, fields: { cinema: message } });
    }
    assertInScope(await cinemaScopeOf(db, actor.user), cinema.id);
    cinemaId = cinema.id;
  }
  const now = deps.clock();
  return db.transaction(async (tx) => {
    const before = (await subscriptionsOf(tx, actor.user.id)).find((s) => s.frequency === frequency);
    await upsertSubscription(tx, { userId: actor.user.id, frequency, hour: input.hour, cinemaId, now });
    const after = (await subscriptionsOf(tx, actor.user.id)).find((s) => s.frequency === frequency)!;
    await writeAudit(tx, {
      at: now,
      action: "report_subscription.set",
      actorUserId: actor.user.id,
      ip: actor.ip,
      details: { label: frequency === "daily" ? "Báo cáo hằng ngày" : "Báo cáo hằng tuần" },
      change: { entity: "report_subscription", id: after.id, cinemaId, before: auditOf(before) ?? null, after: auditOf(after) },
    });
    return json(after);
  });
}

/** `DELETE /admin/report-subscriptions/:frequency`: stops the caller's report of that frequency. */
export async function unsubscribe(deps: AppDeps, actor: Actor, frequency: ReportFrequency): Promise<{ removed: boolean }> {
  const db = deps.database.db;
  const now = deps.clock();
  return db.transaction(async (tx) => {
    const before = (await subscriptionsOf(tx, actor.user.id)).find((s) => s.frequency === frequency);
    const removed = await deleteSubscription(tx, actor.user.id, frequency);
    if (before && removed) {
      await writeAudit(tx, {
        at: now,
        action: "report_subscription.delete",
        actorUserId: actor.user.id,
        ip: actor.ip,
        change: { entity: "report_subscription", id: before.id, cinemaId: before.cinemaId, before: auditOf(before), after: null },
      });
    }
    return { removed };
  });
}

/** `POST /report-subscriptions/unsubscribe`: the e-mail's link, without signing in (the token is the server's signature of the subscription). */
export async function unsubscribeByToken(deps: AppDeps, token: string): Promise<{ frequency: ReportFrequency; email: string }> {
  const id = subscriptionOfToken(deps.config.sessionSecret, token);
  const refused = () => {
    const message = msg("error.VALIDATION_FAILED.unsubscribeLink");
    return new DomainError("VALIDATION_FAILED", { message, fields: { token: message } });
  };
  if (!id) throw refused();
  const db = deps.database.db;
  const now = deps.clock();
  return db.transaction(async (tx) => {
    const row = await subscriptionById(tx, id);
    if (!row) throw notFound(msg("error.NOT_FOUND.unsubscribed"));
    await deleteSubscriptionById(tx, id);
    await writeAudit(tx, {
      at: now,
      action: "report_subscription.unsubscribe",
      actorUserId: row.userId,
      change: { entity: "report_subscription", id, cinemaId: row.cinemaId, before: auditOf(row), after: null },
    });
    return { frequency: row.frequency, email: row.email };
  });
}
