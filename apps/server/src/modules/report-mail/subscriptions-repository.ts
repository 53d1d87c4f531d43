import { and, eq, sql } from "drizzle-orm";
import type { ReportFrequency } from "@hancine/contract/film-hire";
import { queryRows, type Database } from "#server/db/client.ts";
import { reportSubscriptions, reportSubscriptionSends } from "#server/db/schema/film-hire.ts";

export type SubscriptionRow = {
  id: string;
  userId: string;
  frequency: ReportFrequency;
  hour: number;
  cinemaId: string | null;
  cinemaSlug: string | null;
  cinemaName: string | null;
  createdAt: Date;
  lastSentAt: Date | null;
};

const columns = sql`r.id, r.user_id as "userId", r.frequency, r.hour, r.cinema_id as "cinemaId", c.slug as "cinemaSlug", c.name as "cinemaName",
  r.created_at as "createdAt", (select max(s.sent_at) from report_subscription_sends s where s.subscription_id = r.id) as "lastSentAt"`;

const typed = (row: SubscriptionRow): SubscriptionRow => ({
  ...row,
  hour: Number(row.hour),
  createdAt: new Date(row.createdAt),
  lastSentAt: row.lastSentAt ? new Date(row.lastSentAt) : null,
});

/** One person's subscriptions, daily first. */
export async function subscriptionsOf(db: Database, userId: string): Promise<SubscriptionRow[]> {
  const rows = await queryRows(
    db,
    sql<SubscriptionRow>`select ${columns} from report_subscriptions r left join cinemas c on c.id = r.cinema_id
                          where r.user_id = ${userId}::uuid order by r.frequency`,
  );
  return rows.map(typed);
}

export async function subscriptionById(db: Database, id: string): Promise<(SubscriptionRow & { email: string }) | null> {
  const [row] = await queryRows(
    db,
    sql<SubscriptionRow & { email: string }>`select ${columns}, u.email from report_subscriptions r join users u on u.id = r.user_id
                                               left join cinemas c on c.id = r.cinema_id where r.id = ${id}::uuid`,
  );
  return row ? { ...typed(row), email: row.email } : null;
}

/** Sets a person's subscription of one frequency (one of each at most: the unique index), keeping its id when it exists. */
export async function upsertSubscription(
  tx: Database,
  input: { userId: string; frequency: ReportFrequency; hour: number; cinemaId: string | null; now: Date },
) {
  await tx
    .insert(reportSubscriptions)
    .values({ userId: input.userId, frequency: input.frequency, hour: input.hour, cinemaId: input.cinemaId, createdAt: input.now })
    .onConflictDoUpdate({ target: [reportSubscriptions.userId, reportSubscriptions.frequency], set: { hour: input.hour, cinemaId: input.cinemaId } });
}

export async function deleteSubscription(tx: Database, userId: string, frequency: ReportFrequency): Promise<boolean> {
  const gone = await tx
    .delete(reportSubscriptions)
    .where(and(eq(reportSubscriptions.userId, userId), eq(reportSubscriptions.frequency, frequency)))
    .returning({ id: reportSubscriptions.id });
  return gone.length > 0;
}

export async function deleteSubscriptionById(tx: Database, id: string): Promise<boolean> {
  const gone = await tx.delete(reportSubscriptions).where(eq(reportSubscriptions.id, id)).returning({ id: reportSubscriptions.id });
  return gone.length > 0;
}

export type Subscriber = SubscriptionRow & { email: string; fullName: string; role: string };

/** Every subscription whose owner may still read reports (a manager or admin, not disabled). */
export async function activeSubscriptions(db: Database): Promise<Subscriber[]> {
  const rows = await queryRows(
    db,
    sql<Subscriber>`select ${columns}, u.email, u.full_name as "fullName", u.role::text as role
                      from report_subscriptions r join users u on u.id = r.user_id left join cinemas c on c.id = r.cinema_id
                     where u.disabled_at is null and u.role in ('manager', 'admin')`,
  );
  return rows.map((row) => ({ ...typed(row), email: row.email, fullName: row.fullName, role: row.role }));
}

/**
 * Claims the report of one subscription and period for this transaction: true when this caller
 * inserted the claim. A concurrent claimer's insert waits on the primary key until this transaction
 * ends, then finds the row and gets false — so the e-mail written in the same transaction leaves once.
 */
export async function claimReport(tx: Database, subscriptionId: string, periodStart: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .insert(reportSubscriptionSends)
    .values({ subscriptionId, periodStart, sentAt: now })
    .onConflictDoNothing()
    .returning({ id: reportSubscriptionSends.subscriptionId });
  return claimed.length === 1;
}
