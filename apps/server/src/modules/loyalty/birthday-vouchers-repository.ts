import { sql } from "drizzle-orm";
import type { VoucherRule } from "@hancine/contract/voucher-rules";
import { queryRows, type Database } from "#server/db/client.ts";

/**
 * Writes a birthday voucher of `rule`, valid `[from, until)`, for every active customer born in
 * `month` who has none for `year` — its code `SN<year>-<first ten of the account id>`, and its
 * birthday_vouchers row. Conflicts (a second run, a second instance) write nothing. Returns how many
 * customers got one.
 */
export async function insertBirthdayVouchers(
  tx: Database,
  issue: { year: number; month: number; from: Date; until: Date; rule: VoucherRule; now: Date },
): Promise<number> {
  const code = sql`'SN' || ${String(issue.year)} || '-' || upper(substr(replace(u.id::text, '-', ''), 1, 10))`;
  const due = sql`u.role = 'customer' and u.disabled_at is null and extract(month from u.date_of_birth) = ${issue.month}
      and not exists (select 1 from birthday_vouchers b where b.user_id = u.id and b.year = ${issue.year})`;
  await queryRows(
    tx,
    sql`insert into vouchers (code, valid_from, valid_until, total_limit, per_customer_limit, rule, owner_user_id)
        select ${code}, ${issue.from.toISOString()}::timestamptz, ${issue.until.toISOString()}::timestamptz, 1, 1, ${JSON.stringify(issue.rule)}::jsonb, u.id
        from users u where ${due}
        on conflict (code) do nothing`,
  );
  const issued = await queryRows(
    tx,
    sql<{ userId: string }>`insert into birthday_vouchers (user_id, year, voucher_code, issued_at)
        select u.id, ${issue.year}, ${code}, ${issue.now.toISOString()}::timestamptz from users u where ${due}
        on conflict do nothing returning user_id as "userId"`,
  );
  return issued.length;
}
