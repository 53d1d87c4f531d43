import type { OverviewAlert, TodayShowtime } from "@hancine/contract/back-office-reports";
import { formatCount, formatDate, formatTime } from "@hancine/contract/format";
import { PAYMENT_METHOD_LABELS } from "@hancine/contract/back-office-reports";
import type { Database } from "#server/db/client.ts";
import type { Cinemas } from "./cinema-filter-repository.ts";
import { failedRefundCount, latePayments, showtimesNeedingLook, unsentEmails } from "./glance-repository.ts";

/** A showtime with no ticket this close to its start is worth a look (docs/decisions/086). */
export const NO_SALES_WITHIN_MINUTES = 60;
/** E-mails given up on this recently still need someone; a due e-mail this late means the sender is stuck. */
const FAILED_EMAIL_DAYS = 7;
const OVERDUE_EMAIL_MINUTES = 15;

const q = encodeURIComponent;
/** Where a showtime is dealt with: the scheduler of its cinema and day (managers), the counter (staff). */
const showtimePage = (cinemaSlug: string, day: string, manager: boolean) =>
  manager ? `/admin/schedule?cinema=${q(cinemaSlug)}&date=${day}` : `/admin/quay-ve?cinema=${q(cinemaSlug)}`;

/** Today's sold-out showtimes, and those starting within the hour with no ticket sold. */
export async function showtimeAlerts(db: Database, cinemaIds: Cinemas, day: string, now: Date, manager: boolean): Promise<OverviewAlert[]> {
  const rows = await showtimesNeedingLook(db, cinemaIds, day, now, NO_SALES_WITHIN_MINUTES);
  return rows.map((s: TodayShowtime & { cinemaSlug: string }) =>
    s.sold >= s.seats
      ? {
          kind: "sold_out",
          message: `Hết vé: ${s.film} ${formatTime(s.startsAt)} (${s.cinema}, ${s.auditorium}), ${formatCount(s.sold)}/${formatCount(s.seats)} ghế`,
          link: showtimePage(s.cinemaSlug, day, manager),
        }
      : {
          kind: "no_sales",
          message: `Chưa bán vé nào: ${s.film} ${formatTime(s.startsAt)} (${s.cinema}, ${s.auditorium}) bắt đầu trong chưa đầy ${NO_SALES_WITHIN_MINUTES} phút`,
          link: showtimePage(s.cinemaSlug, day, manager),
        },
  );
}

/** Payments the gateway never answered (each order to check at the order desk) and refunds that failed. */
export async function moneyAlerts(db: Database, cinemaIds: Cinemas, now: Date): Promise<OverviewAlert[]> {
  const [late, failedRefunds] = await Promise.all([latePayments(db, cinemaIds, now), failedRefundCount(db, cinemaIds)]);
  const alerts: OverviewAlert[] = late.slice(0, 5).map((p) => ({
    kind: "payment_late",
    message: `Thanh toán ${PAYMENT_METHOD_LABELS[p.method] ?? p.method} của đơn ${p.code} (${formatTime(p.createdAt)} ${formatDate(p.createdAt)}) chưa có kết quả từ cổng thanh toán`,
    link: `/admin/orders/${q(p.code)}`,
  }));
  if (late.length > 5)
    alerts.push({ kind: "payment_late", message: `Và ${formatCount(late.length - 5)} thanh toán khác chưa có kết quả`, link: "/admin/orders" });
  if (failedRefunds > 0)
    alerts.push({
      kind: "refund_failed",
      message: `${formatCount(failedRefunds)} khoản hoàn tiền thất bại cần xử lý tay`,
      link: "/admin/refunds",
    });
  return alerts;
}

/** E-mails not sent (the chain's outbox, not a cinema's: admins only). */
export async function emailAlerts(db: Database, now: Date): Promise<OverviewAlert[]> {
  const unsent = await unsentEmails(db, now, FAILED_EMAIL_DAYS, OVERDUE_EMAIL_MINUTES);
  const alerts: OverviewAlert[] = unsent.failed.map((e) => ({
    kind: "email_unsent",
    message: `Không gửi được e-mail “${e.subject}” tới ${e.to} (${formatTime(e.failedAt)} ${formatDate(e.failedAt)})`,
    link: `/admin/orders?q=${q(e.to)}`,
  }));
  if (unsent.failedCount > unsent.failed.length)
    alerts.push({
      kind: "email_unsent",
      message: `Và ${formatCount(unsent.failedCount - unsent.failed.length)} e-mail khác không gửi được trong ${FAILED_EMAIL_DAYS} ngày qua`,
      link: "/admin/orders",
    });
  if (unsent.overdue > 0)
    alerts.push({
      kind: "email_unsent",
      message: `${formatCount(unsent.overdue)} e-mail quá hạn gửi hơn ${OVERDUE_EMAIL_MINUTES} phút: bộ gửi thư có thể đang gặp lỗi`,
      link: "/admin/orders",
    });
  return alerts;
}
