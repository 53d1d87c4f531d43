import type { Actor } from "../auth/actor.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import { cinemaIdOfOrder, findOrderRowByCode } from "../booking/orders-repository.ts";
import type { CheckoutContext } from "../checkout/checkout-context.ts";
import { orderDetails } from "../checkout/order-details.ts";
import { ticketQrSvg } from "../checkout/ticket-qr-image.ts";
import { DomainError } from "#server/domain-error.ts";
import { printableOrder } from "./counter-print.ts";
import { counterPaymentsOf, sellerNameOf } from "./counter-sale-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** The paid order's tickets and receipt for the 80 mm printer, for staff of its cinema (decision 076). */
export async function printOrder(ctx: CheckoutContext, actor: Actor, code: string): Promise<string> {
  const deps = ctx.deps;
  const db = deps.database.db;
  const row = /^[A-Za-z0-9-]{1,32}$/.test(code) ? await findOrderRowByCode(db, code.toUpperCase()) : null;
  if (!row) throw new DomainError("NOT_FOUND", { message: msg("error.NOT_FOUND.order") });
  const cinemaId = await cinemaIdOfOrder(db, row.id);
  if (cinemaId) assertInScope(await cinemaScopeOf(db, actor.user), cinemaId);
  if (row.status !== "paid") throw new DomainError("ORDER_NOT_PAID");
  const now = deps.clock();
  const { order } = await orderDetails(db, ctx, row.id, now);
  const qrSvgs = new Map(await Promise.all((order.tickets ?? []).map(async (t) => [t.id, await ticketQrSvg(t.qr)] as const)));
  return printableOrder({
    order,
    qrSvgs,
    payments: await counterPaymentsOf(db, row.id),
    seller: await sellerNameOf(db, row.id),
    printedAt: row.paidAt ?? now,
    chain: {
      brand: deps.site.brand,
      companyName: deps.site.companyName,
      address: deps.site.address,
      hotline: deps.site.hotline,
      taxCode: deps.config.taxCode,
      vatPercent: deps.config.vatPercent,
    },
  });
}
