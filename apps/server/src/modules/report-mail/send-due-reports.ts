import type { AppDeps } from "#server/app-deps.ts";
import { cinemaScopeOf, inScope } from "../auth/cinema-scope.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { salesFigures } from "../reports/sales-report-repository.ts";
import { latestPeriod } from "./report-period.ts";
import { salesReportEmail } from "./report-email.ts";
import { activeSubscriptions, claimReport, type Subscriber } from "./subscriptions-repository.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

type Deps = Pick<AppDeps, "database" | "clock" | "config" | "site">;

/**
 * The "report-subscriptions" job: every subscription whose latest period has come due (and was
 * subscribed before it was due) gets that period's report once. The claim (`report_subscription_sends`)
 * and the e-mail (the outbox) are written in one transaction, so however many instances run this at
 * once, one of them writes the e-mail and the others find the claim taken. Returns how many it wrote.
 */
export async function sendDueReports(deps: Deps): Promise<number> {
  const now = deps.clock();
  let sent = 0;
  for (const subscriber of await activeSubscriptions(deps.database.db)) {
    const period = latestPeriod(subscriber.frequency, subscriber.hour, now);
    if (subscriber.createdAt > period.dueAt) continue;
    if (await sendOne(deps, subscriber, period, now)) sent += 1;
  }
  return sent;
}

async function sendOne(deps: Deps, subscriber: Subscriber, period: { from: string; to: string }, now: Date): Promise<boolean> {
  const db = deps.database.db;
  const scope = await cinemaScopeOf(db, { id: subscriber.userId, role: subscriber.role as "manager" | "admin" });
  // A cinema no longer the person's: nothing is sent (the subscription stays for them to change).
  if (subscriber.cinemaId && !inScope(scope, subscriber.cinemaId)) return false;
  const cinemaIds = subscriber.cinemaId ? [subscriber.cinemaId] : scope.chain ? ("all" as const) : [...scope.cinemaIds];
  return db.transaction(async (tx) => {
    if (!(await claimReport(tx, subscriber.id, period.from, now))) return false;
    const figures = await salesFigures(tx, { from: period.from, to: period.to, cinemaIds });
    const base = deps.config.publicUrl;
    const query = new URLSearchParams({ from: period.from, to: period.to, ...(subscriber.cinemaSlug ? { cinema: subscriber.cinemaSlug } : {}) });
    await enqueueEmail(
      tx,
      salesReportEmail({
        to: subscriber.email,
        fullName: subscriber.fullName,
        frequency: subscriber.frequency,
        period,
        scopeName: subscriber.cinemaName ?? (scope.chain ? `chuỗi ${deps.site.brand}` : "các rạp bạn phụ trách"),
        figures,
        reportUrl: `${base}/admin/reports?${query}`,
        unsubscribeUrl: `${base}/huy-nhan-bao-cao?token=${encodeURIComponent(unsubscribeToken(deps.config.sessionSecret, subscriber.id))}`,
        site: deps.site,
        publicUrl: base,
      }),
      now,
    );
    return true;
  });
}
