import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client.ts";
import { isExclusionViolation } from "../../db/errors.ts";
import { writeAudit } from "../auth/audit-repository.ts";
import type { OrderRow } from "../booking/orders-repository.ts";
import { announceSeatChanges } from "../booking/seat-events.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { ticketConfirmationMessage } from "./order-emails.ts";
import { orderDetails } from "./order-details.ts";
import type { PaymentRow } from "./payments-repository.ts";
import { issueTickets } from "./tickets-repository.ts";

/**
 * Turns the order's seat claims into sales: held until forever. A claim still running keeps its
 * start; a claim that already ended (the hold ran out or was released) starts again now, so it
 * cannot collide with someone's hold that came and went meanwhile. Whether the seats are still free
 * is the exclusion constraint's call: false when someone else has one of them now.
 * The caller holds the seats' advisory locks.
 */
export async function claimSeatsForGood(tx: Database, order: OrderRow, now: Date): Promise<boolean> {
  const at = now.toISOString();
  try {
    // A savepoint: a refused claim undoes only this step, not the payment recorded before it.
    await tx.transaction(async (step) => {
      await step.execute(
        sql`update seat_claims set held_from = case when held_until is not null and held_until <= ${at}::timestamptz then ${at}::timestamptz else held_from end,
              held_until = null
            where order_id = ${order.id}`,
      );
    });
    return true;
  } catch (error) {
    if (isExclusionViolation(error, "seat_claims_no_overlap")) return false;
    throw error;
  }
}

/** The order is paid (its voucher use already kept): tickets, membership spend, the seats sold on every open seat map, the e-mail queued. */
export async function confirmOrder(tx: Database, ctx: CheckoutContext, input: { order: OrderRow; payment: PaymentRow; late: boolean; now: Date }): Promise<void> {
  const { order, payment, now } = input;
  const at = now.toISOString();
  await tx.execute(sql`update orders set status = 'paid', paid_at = ${at}, updated_at = ${at} where id = ${order.id}`);
  // Membership spend counts paid orders only, recorded with the payment itself.
  await tx.execute(
    sql`insert into membership_spend (order_id, user_id, amount_vnd, at) values (${order.id}, ${order.user_id}, ${order.total_vnd}, ${at})
        on conflict (order_id) do nothing`,
  );
  await issueTickets(tx, order.id, now);
  const seats = await queryRows<{ seat_id: string }>(tx, sql`select seat_id from seat_claims where order_id = ${order.id}`);
  await announceSeatChanges(tx, { showtimeId: order.showtime_id, seats: seats.map((s) => ({ id: s.seat_id, status: "sold" as const })) });
  await writeAudit(tx, {
    at: now,
    action: "order.paid",
    actorUserId: order.user_id,
    details: { orderId: order.id, txnRef: payment.txn_ref, method: payment.method, amountVnd: payment.amount_vnd, late: input.late },
  });
  const details = await orderDetails(tx, ctx, order.id, now);
  const provider = ctx.providers[payment.method];
  const message = await ticketConfirmationMessage(
    { ...details, tickets: details.order.tickets ?? [], methodName: provider?.displayName ?? payment.method },
    { site: ctx.deps.site, publicUrl: ctx.deps.config.publicUrl },
  );
  await enqueueEmail(tx, message, now);
}
