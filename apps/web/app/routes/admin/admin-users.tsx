import { useState } from "react";
import { Form } from "react-router";
import { USER_ROLES, type UserRole } from "@hancine/contract/auth";
import type { AdminUser } from "@hancine/contract/back-office-users";
import { formatCount } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-users";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { nationalPhone } from "#web/features/account/profile/phone-display.ts";
import { ROLE_LABEL } from "#web/features/admin/shell/admin-nav.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { PageLinks } from "#web/features/admin/shell/page-links.tsx";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { UserEditDialog } from "#web/features/admin/users/user-edit-dialog.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { FormAlert, inputClass } from "#web/ui/form-fields.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Người dùng – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const isRole = (value: string | null): value is UserRole => (USER_ROLES as readonly string[]).includes(value ?? "");

/** People found by `?q=` (e-mail, name, phone) and `?role=`, 20 a page (`?page=`): admins only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim() ?? "";
  const role = params.get("role");
  const page = /^[1-9]\d{0,4}$/.test(params.get("page") ?? "") ? params.get("page")! : "1";
  const found = await readApi(servicesOf(context).api, "GET /admin/users", {
    query: { q: q || undefined, role: isRole(role) ? role : undefined, page },
    timeoutMs: HOME.requestTimeoutMs,
  });
  if (!found.ok) return { ok: false as const, refusal: { status: found.status, message: found.error?.message ?? "Không tải được danh sách người dùng." } };
  return { ok: true as const, found: found.result, q, role: isRole(role) ? role : "" };
}

const pageHref = (q: string, role: string, page: number) =>
  `${adminPaths.users()}?${new URLSearchParams({ ...(q && { q }), ...(role && { role }), page: String(page) })}`;

function StatusBadge({ user }: { user: AdminUser }) {
  return user.disabled ? (
    <span className="inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800">Đã khoá</span>
  ) : (
    <span className="inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">Hoạt động</span>
  );
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { user: me, cinemas } = useAdminSession();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // Focus goes back to the row's "Sửa" button as the dialog closes (ui/modal.tsx does it).
  const close = () => setEditing(null);
  if (!loaderData.ok) return <AdminRefusal title="Người dùng" {...loaderData.refusal} />;
  const { found, q, role } = loaderData;
  const pages = Math.max(1, Math.ceil(found.total / found.pageSize));
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-night-900">Người dùng</h1>
      <p className="mt-1 text-slate-600">Vai trò, rạp phụ trách và khoá tài khoản. Mỗi thay đổi được ghi vào nhật ký.</p>

      <Form key={`${q}|${role}`} method="get" role="search" aria-label="Tìm người dùng" className="mt-5 flex flex-wrap items-end gap-3">
        <div className="min-w-60 flex-1">
          <label htmlFor="user-q" className="mb-1.5 block text-sm font-medium text-slate-800">
            Tìm theo e-mail, họ tên hoặc số điện thoại
          </label>
          <input id="user-q" name="q" type="search" defaultValue={q} className={inputClass} placeholder="Ví dụ: quanly@, Phạm Gia Huy, 0983…" />
        </div>
        <div className="w-44">
          <label htmlFor="user-role" className="mb-1.5 block text-sm font-medium text-slate-800">
            Vai trò
          </label>
          <select id="user-role" name="role" defaultValue={role} className={inputClass}>
            <option value="">Tất cả</option>
            {USER_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABEL[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary", "h-11")}>
          Tìm
        </button>
      </Form>

      <div className="mt-4">
        <FormAlert message={message} tone="success" />
      </div>

      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {found.total === 0 ? "Không tìm thấy ai." : `${formatCount(found.total)} người · trang ${found.page}/${pages}`}
      </p>
      {found.items.length > 0 ? (
        <div
          role="region"
          tabIndex={0}
          aria-label="Danh sách người dùng"
          className="mt-2 relative overflow-x-auto rounded-card border border-slate-200 bg-white"
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Người dùng: họ tên, e-mail, vai trò, rạp phụ trách, trạng thái</caption>
            <thead className="bg-mist text-night-900">
              <tr>
                <th scope="col" className="px-3 py-2.5">
                  Họ tên · e-mail
                </th>
                <th scope="col" className="hidden px-3 py-2.5 lg:table-cell">
                  Điện thoại
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Vai trò
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Rạp phụ trách
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Trạng thái
                </th>
                <th scope="col" className="px-3 py-2.5">
                  <span className="sr-only">Thao tác</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {found.items.map((user) => (
                <tr key={user.id} className={cx("border-t border-slate-100", user.disabled && "bg-slate-50 text-slate-600")}>
                  <td className="px-3 py-2">
                    <span className="block font-bold text-night-900">{user.fullName}</span>
                    <span className="block break-all">{user.email}</span>
                    <span className="block text-slate-600 lg:hidden">{nationalPhone(user.phone)}</span>
                  </td>
                  <td className="hidden whitespace-nowrap px-3 py-2 tabular-nums lg:table-cell">{nationalPhone(user.phone)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{ROLE_LABEL[user.role]}</td>
                  <td className="px-3 py-2">
                    {user.cinemas.length > 0 ? user.cinemas.map((c) => c.name).join(", ") : <span className="text-slate-500">—</span>}
                  </td>
                  <td className="px-3 py-2">
                    <StatusBadge user={user} />
                  </td>
                  <td className="px-3 py-2 text-right">
                    <button
                      type="button"
                      className={buttonClass("ghost", "border border-slate-300", "sm")}
                      onClick={() => setEditing(user)}
                      aria-label={`Sửa ${user.fullName} (${user.email})`}
                    >
                      Sửa
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <PageLinks page={found.page} pages={pages} hrefOf={(n) => pageHref(q, role, n)} />

      {editing ? (
        <UserEditDialog
          user={editing}
          cinemas={cinemas}
          selfId={me.id}
          onClose={close}
          onSaved={(_, text) => {
            // The list is read again by the dialog's form action (decision 069).
            close();
            setMessage(text);
          }}
        />
      ) : null}
    </div>
  );
}
