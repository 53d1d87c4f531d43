import { and, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { queryRows, type Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { boxOfficeCashDrops, boxOfficeShifts, counterPayments } from "#server/db/schema/box-office.ts";
import { auditoriums, cinemas, showtimes } from "#server/db/schema/catalog.ts";

export type ShiftRow = typeof boxOfficeShifts.$inferSelect;
export type ShiftView = ShiftRow & { cinemaSlug: string; cinemaName: string; userName: string; cashDropsVnd: number; approverName: string | null };

/** Raises the unique violation box_office_shifts_one_open when this person already has an open shift at the cinema. */
export async function insertShift(tx: Database, values: { cinemaId: string; userId: string; openingFloatVnd: number; openedAt: Date }): Promise<string> {
  const [row] = await tx.insert(boxOfficeShifts).values(values).returning({ id: boxOfficeShifts.id });
  return row!.id;
}

const cashDropsOf = sql<number>`(select coalesce(sum(${boxOfficeCashDrops.amountVnd}), 0)::int from ${boxOfficeCashDrops} where ${boxOfficeCashDrops.shiftId} = ${boxOfficeShifts.id})`;

const approvers = alias(users, "approvers");

function shiftViews(db: Database) {
  return db
    .select({
      shift: boxOfficeShifts,
      cinemaSlug: cinemas.slug,
      cinemaName: cinemas.name,
      userName: users.fullName,
      cashDropsVnd: cashDropsOf,
      approverName: approvers.fullName,
    })
    .from(boxOfficeShifts)
    .innerJoin(cinemas, eq(cinemas.id, boxOfficeShifts.cinemaId))
    .innerJoin(users, eq(users.id, boxOfficeShifts.userId))
    .leftJoin(approvers, eq(approvers.id, boxOfficeShifts.approvedByUserId));
}

const flatten = (row: {
  shift: ShiftRow;
  cinemaSlug: string;
  cinemaName: string;
  userName: string;
  cashDropsVnd: number;
  approverName: string | null;
}): ShiftView => ({
  ...row.shift,
  cinemaSlug: row.cinemaSlug,
  cinemaName: row.cinemaName,
  userName: row.userName,
  cashDropsVnd: Number(row.cashDropsVnd),
  approverName: row.approverName,
});

/** A cinema's shifts, newest first: open or closed, pending approval or approved. */
export async function shiftsOfCinema(
  db: Database,
  cinemaId: string,
  filter: { status?: "open" | "closed" | undefined; approval?: "pending" | "approved" | undefined; limit: number },
): Promise<ShiftView[]> {
  const where: SQL[] = [eq(boxOfficeShifts.cinemaId, cinemaId)];
  if (filter.status === "open") where.push(isNull(boxOfficeShifts.closedAt));
  if (filter.status === "closed") where.push(isNotNull(boxOfficeShifts.closedAt));
  if (filter.approval) where.push(eq(boxOfficeShifts.approval, filter.approval));
  const rows = await shiftViews(db)
    .where(and(...where))
    .orderBy(desc(boxOfficeShifts.openedAt))
    .limit(filter.limit);
  return rows.map(flatten);
}

export async function shiftView(db: Database, shiftId: string): Promise<ShiftView | null> {
  const [row] = await shiftViews(db).where(eq(boxOfficeShifts.id, shiftId));
  return row ? flatten(row) : null;
}

export async function openShiftOf(db: Database, userId: string, cinemaId: string): Promise<ShiftView | null> {
  const [row] = await shiftViews(db).where(and(eq(boxOfficeShifts.userId, userId), eq(boxOfficeShifts.cinemaId, cinemaId), isNull(boxOfficeShifts.closedAt)));
  return row ? flatten(row) : null;
}

/** The shift's row under lock: a close and a sale on one shift take turns, so nothing is recorded on a closed shift. */
export async function lockShift(tx: Database, shiftId: string): Promise<ShiftRow | null> {
  const [row] = await tx.select().from(boxOfficeShifts).where(eq(boxOfficeShifts.id, shiftId)).for("update");
  return row ?? null;
}

export async function insertCashDrop(tx: Database, values: { shiftId: string; amountVnd: number; note: string | null; at: Date }) {
  const [row] = await tx.insert(boxOfficeCashDrops).values(values).returning();
  return row!;
}

export type ShiftTotals = {
  byMethod: Record<"cash" | "card" | "vietqr" | "gift_card", number>;
  cashSales: number;
  cashRefunds: number;
  cashDrops: number;
  orders: number;
  tickets: number;
  products: number;
};

/** What the shift took, gave back and dropped, from its payments, cash drops and orders. */
export async function shiftTotals(tx: Database, shiftId: string): Promise<ShiftTotals> {
  const methods = await tx
    .select({
      method: counterPayments.method,
      taken: sql<number>`coalesce(sum(${counterPayments.amountVnd}) filter (where ${counterPayments.amountVnd} > 0), 0)::int`,
      givenBack: sql<number>`coalesce(-sum(${counterPayments.amountVnd}) filter (where ${counterPayments.amountVnd} < 0), 0)::int`,
    })
    .from(counterPayments)
    .where(eq(counterPayments.shiftId, shiftId))
    .groupBy(counterPayments.method);
  const byMethod = { cash: 0, card: 0, vietqr: 0, gift_card: 0 };
  let cashSales = 0;
  let cashRefunds = 0;
  for (const row of methods) {
    const method = row.method as keyof typeof byMethod;
    byMethod[method] = Number(row.taken) - Number(row.givenBack);
    if (method === "cash") {
      cashSales = Number(row.taken);
      cashRefunds = Number(row.givenBack);
    }
  }
  const [drops] = await tx
    .select({ total: sql<number>`coalesce(sum(${boxOfficeCashDrops.amountVnd}), 0)::int` })
    .from(boxOfficeCashDrops)
    .where(eq(boxOfficeCashDrops.shiftId, shiftId));
  // Written out: in a query of one table Drizzle names columns without their table, which a correlated subquery would misread.
  const [counts] = await queryRows(
    tx,
    sql<{ orders: number; tickets: number; products: number }>`select count(*)::int as orders,
        coalesce(sum((select count(*) from tickets t where t.order_id = o.id)), 0)::int as tickets,
        coalesce(sum((select coalesce(sum(op.quantity), 0) from order_products op where op.order_id = o.id)), 0)::int as products
      from orders o where o.shift_id = ${shiftId}::uuid and o.status = 'paid'`,
  );
  return {
    byMethod,
    cashSales,
    cashRefunds,
    cashDrops: Number(drops?.total ?? 0),
    orders: Number(counts?.orders ?? 0),
    tickets: Number(counts?.tickets ?? 0),
    products: Number(counts?.products ?? 0),
  };
}

export async function markShiftClosed(
  tx: Database,
  shiftId: string,
  values: { closedAt: Date; expectedCashVnd: number; countedCashVnd: number; approval: "pending" | null },
): Promise<void> {
  await tx.update(boxOfficeShifts).set(values).where(eq(boxOfficeShifts.id, shiftId));
}

/** A pending difference approved: who, when, why. */
export async function markShiftApproved(
  tx: Database,
  shiftId: string,
  values: { approvedByUserId: string; approvedAt: Date; approvalNote: string },
): Promise<void> {
  await tx
    .update(boxOfficeShifts)
    .set({ approval: "approved", ...values })
    .where(eq(boxOfficeShifts.id, shiftId));
}

export type ShiftDetails = {
  sales: ShiftTotals["byMethod"];
  refunds: { orders: number; amount: number; byMethod: ShiftTotals["byMethod"] };
  drops: { amount: number; note: string | null; at: Date }[];
  productLines: { name: string; quantity: number; amount: number }[];
};

/** What the report shows beyond the totals: sales and refunds per method, each cash drop, the products sold. */
export async function shiftDetails(db: Database, shiftId: string): Promise<ShiftDetails> {
  const [payments, drops, products] = await Promise.all([
    queryRows(
      db,
      sql<{ method: keyof ShiftTotals["byMethod"]; taken: number; givenBack: number; refundedOrders: number }>`
        select method, coalesce(sum(amount_vnd) filter (where amount_vnd > 0), 0)::float8 as taken,
               coalesce(-sum(amount_vnd) filter (where amount_vnd < 0), 0)::float8 as "givenBack",
               0 as "refundedOrders"
          from counter_payments where shift_id = ${shiftId}::uuid group by method
        union all
        select 'cash', 0, 0, count(distinct order_id)::int from counter_payments where shift_id = ${shiftId}::uuid and amount_vnd < 0`,
    ),
    db
      .select({ amount: boxOfficeCashDrops.amountVnd, note: boxOfficeCashDrops.note, at: boxOfficeCashDrops.at })
      .from(boxOfficeCashDrops)
      .where(eq(boxOfficeCashDrops.shiftId, shiftId))
      .orderBy(boxOfficeCashDrops.at),
    queryRows(
      db,
      sql<{ name: string; quantity: number; amount: number }>`
        select p.name, sum(op.quantity)::int as quantity, sum(op.quantity * op.unit_price_vnd)::float8 as amount
          from orders o join order_products op on op.order_id = o.id join products p on p.id = op.product_id
         where o.shift_id = ${shiftId}::uuid and o.status = 'paid'
         group by p.name order by quantity desc, p.name`,
    ),
  ]);
  const sales = { cash: 0, card: 0, vietqr: 0, gift_card: 0 };
  const givenBack = { cash: 0, card: 0, vietqr: 0, gift_card: 0 };
  let refundedOrders = 0;
  for (const row of payments) {
    sales[row.method] += Number(row.taken);
    givenBack[row.method] += Number(row.givenBack);
    refundedOrders += Number(row.refundedOrders);
  }
  return {
    sales,
    refunds: { orders: refundedOrders, amount: Object.values(givenBack).reduce((a, b) => a + b, 0), byMethod: givenBack },
    drops: drops.map((d) => ({ amount: d.amount, note: d.note, at: new Date(d.at) })),
    productLines: products.map((p) => ({ name: p.name, quantity: Number(p.quantity), amount: Number(p.amount) })),
  };
}

/** The cinema of a showtime, its start and whether it was cancelled; null when there is none. */
export async function showtimePlace(db: Database, showtimeId: string): Promise<{ cinemaId: string; startsAt: Date; cancelled: boolean } | null> {
  const [row] = await db
    .select({ cinemaId: auditoriums.cinemaId, startsAt: showtimes.startsAt, cancelledAt: showtimes.cancelledAt })
    .from(showtimes)
    .innerJoin(auditoriums, eq(auditoriums.id, showtimes.auditoriumId))
    .where(eq(showtimes.id, showtimeId));
  return row ? { cinemaId: row.cinemaId, startsAt: new Date(row.startsAt), cancelled: row.cancelledAt !== null } : null;
}
