import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps.ts";
import type { AppServices } from "../app-services.ts";
import { deleteExpiredCaptchaSolutions } from "../modules/auth/captcha-solutions-repository.ts";
import { expireHolds } from "../modules/booking/release-order.ts";
import { deleteStaleCounters } from "../modules/limits/rate-counters-repository.ts";
import { deleteStaleHoldGrants } from "../modules/limits/hold-grants-repository.ts";
import { issueBirthdayVouchers } from "../modules/loyalty/birthday-vouchers.ts";
import { expireDuePoints } from "../modules/loyalty/points-expiry.ts";
import { deliverDueGiftCards } from "../modules/gift-cards/gift-card-delivery.ts";
import { announceReleasedHouseSeats } from "../modules/box-office/house-seat-release.ts";
import { sendDueReports } from "../modules/report-mail/send-due-reports.ts";
import { periodicJob, type PeriodicJob } from "./periodic-job.ts";

/**
 * The app's periodic jobs. Started when the app is ready if `deps.runBackgroundJobs` (main.ts);
 * integration tests leave them off and drive the work directly (e.g. `services.mailOutbox.runOnce()`).
 * Always stopped when the app closes. Add new jobs (hold expiry, payment reconciliation) here.
 */
export function registerBackgroundJobs(app: FastifyInstance, deps: AppDeps, { mailOutbox, checkout, afterSale, waitingRoom }: AppServices): PeriodicJob[] {
  const db = deps.database.db;
  const jobs = [
    periodicJob({ name: "hold-expiry", everyMs: 5_000, run: () => expireHolds(deps), log: app.log }),
    // Seats freed while someone waits go down the line (decision 051); "Nhắc tôi" e-mails once a film goes on sale.
    periodicJob({ name: "waitlist-hand-over", everyMs: 2_000, run: () => afterSale.handOver(), log: app.log }),
    periodicJob({ name: "film-reminders", everyMs: 15_000, run: () => afterSale.sendReminders(), log: app.log }),
    // The waiting rooms' draw and admissions (decision 055): each event taken by one instance at a time.
    periodicJob({ name: "queue-admission", everyMs: 1_000, run: () => waitingRoom.admit(), log: app.log }),
    // A house seat's release time passed: open seat maps hear it is on sale (decision 084).
    periodicJob({ name: "house-seat-release", everyMs: 2_000, run: () => announceReleasedHouseSeats(deps), log: app.log }),
    periodicJob({ name: "mail-outbox", everyMs: 2_000, run: () => mailOutbox.runOnce(), log: app.log }),
    // Gift cards bought for a later day are e-mailed on that day (decision 079).
    periodicJob({ name: "gift-card-deliveries", everyMs: 60_000, run: () => deliverDueGiftCards(deps), log: app.log }),
    // Sales reports by e-mail at the hour each subscriber chose (decision 087): one claim per subscription and period.
    periodicJob({ name: "report-subscriptions", everyMs: 60_000, run: () => sendDueReports(deps), log: app.log }),
    // A lost payment notification is caught by asking the gateway; refunds are retried until done.
    periodicJob({ name: "payment-reconciliation", everyMs: 60_000, run: () => checkout.reconcile(), log: app.log }),
    periodicJob({ name: "payment-refunds", everyMs: 30_000, run: () => checkout.runRefunds(), log: app.log }),
    periodicJob({
      name: "rate-counter-cleanup",
      everyMs: 60 * 60 * 1000,
      run: async () => (await deleteStaleCounters(db, deps.clock())) + (await deleteStaleHoldGrants(db, deps.clock())),
      log: app.log,
    }),
    // At start, then hourly (idempotent: one voucher per customer and year), so a month's first day is never missed by long.
    periodicJob({ name: "birthday-vouchers", everyMs: 60 * 60 * 1000, run: () => issueBirthdayVouchers(db, deps.clock()), log: app.log }),
    periodicJob({ name: "points-expiry", everyMs: 6 * 60 * 60 * 1000, run: () => expireDuePoints(db, deps.clock()), log: app.log }),
    periodicJob({ name: "captcha-cleanup", everyMs: 15 * 60 * 1000, run: () => deleteExpiredCaptchaSolutions(db, deps.clock()), log: app.log }),
  ];
  if (deps.runBackgroundJobs) {
    app.addHook("onReady", async () => {
      for (const job of jobs) job.start();
    });
  }
  app.addHook("onClose", async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
  return jobs;
}
