import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { UserRole } from "@hancine/contract/auth";
import type { AdminUser } from "@hancine/contract/back-office-users";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";

type UserColumns = typeof users.$inferSelect;
type AdminUserRow = RawRow<Pick<UserColumns, "id" | "email" | "fullName" | "phoneE164" | "role" | "disabledAt" | "createdAt">> & {
  cinemas: { slug: string; name: string }[] | null;
  mfaEnrolled: boolean;
  /** count(*) over(): text on node-postgres. */
  total: number | string;
};

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  phone: row.phoneE164,
  role: row.role,
  cinemas: row.cinemas ?? [],
  disabled: row.disabledAt !== null,
  disabledAt: row.disabledAt && new Date(row.disabledAt).toISOString(),
  createdAt: new Date(row.createdAt).toISOString(),
  mfaEnrolled: Boolean(row.mfaEnrolled),
});

/** A phone typed any way ("0905 123", "+84 905…") as the digits of its E.164 form. */
function phoneDigits(q: string): string | null {
  const digits = q.replace(/\D/g, "");
  if (digits.length < 3) return null;
  return digits.startsWith("0") ? `84${digits.slice(1)}` : digits;
}

function userSelect(where: SQL, tail: SQL = sql``): SQL<AdminUserRow> {
  return sql<AdminUserRow>`
    select u.id, u.email, u.full_name as "fullName", u.phone_e164 as "phoneE164", u.role, u.disabled_at as "disabledAt", u.created_at as "createdAt",
           (select json_agg(json_build_object('slug', c.slug, 'name', c.name) order by c.position, c.slug)
              from staff_cinemas sc join cinemas c on c.id = sc.cinema_id where sc.user_id = u.id) as cinemas,
           (exists (select 1 from mfa_totp m where m.user_id = u.id and m.confirmed_at is not null) or exists (select 1 from passkeys p where p.user_id = u.id)) as "mfaEnrolled",
           count(*) over () as total
      from users u
     where ${where}
     ${tail}`;
}

/**
 * People by e-mail, name (diacritics or not) or phone, optionally of one role: staff first by role
 * (admins, managers, staff, customers), then by name. One page and the total.
 */
export async function searchUsers(db: Database, filter: { q?: string | undefined; role?: UserRole | undefined; page: number; pageSize: number }) {
  const conditions: SQL[] = [sql`true`];
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const phone = phoneDigits(q);
    conditions.push(
      sql`(u.email like ${pattern} or fold_vi(u.full_name) like fold_vi(${pattern})${phone ? sql` or u.phone_e164 like ${`%${phone}%`}` : sql``})`,
    );
  }
  if (filter.role) conditions.push(sql`u.role = ${filter.role}::user_role`);
  const rows = await queryRows(
    db,
    userSelect(
      sql.join(conditions, sql` and `),
      sql`order by array_position(array['admin','manager','staff','customer']::user_role[], u.role), u.full_name, u.email
          limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
    ),
  );
  return { items: rows.map(toAdminUser), total: Number(rows[0]?.total ?? 0) };
}

export async function adminUserById(db: Database, id: string): Promise<AdminUser | null> {
  const [row] = await queryRows(db, userSelect(sql`u.id = ${id}::uuid`));
  return row ? toAdminUser(row) : null;
}

/**
 * Locks the chain's active admins (in id order, so two changes cannot deadlock) and answers their
 * ids: a change that could leave the chain without one runs after any other such change.
 */
export async function lockActiveAdmins(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .for("update");
  return rows.map((row) => row.id);
}

export async function lockUser(tx: Database, id: string): Promise<Pick<UserColumns, "id" | "role" | "disabledAt"> | null> {
  const [row] = await tx.select({ id: users.id, role: users.role, disabledAt: users.disabledAt }).from(users).where(eq(users.id, id)).for("update");
  return row ?? null;
}

export async function setRoleAndDisabled(tx: Database, id: string, changes: { role: UserRole; disabledAt: Date | null }): Promise<void> {
  await tx.update(users).set(changes).where(eq(users.id, id));
}
