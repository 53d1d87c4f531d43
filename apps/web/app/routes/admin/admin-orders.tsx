import { Form, Link } from "react-router";
import { hasRole } from "@hancine/contract/auth";
import { readOrderQuery } from "@hancine/contract/back-office-orders";
import { formatVnd } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-orders";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { nationalPhone } from "#web/features/account/profile/phone-display.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { formatMoment, ORDER_STATUS } from "#web/features/admin/orders/order-labels.ts";
import { StatusBadge } from "#web/features/admin/orders/status-badge.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert, inputClass } from "#web/ui/form-fields.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Đơn hàng – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The order desk's search (`?q=`: booking code, e-mail or phone): orders of the person's cinemas. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  if (!q) return { ok: true as const, q, orders: null, problem: null };
  if (!readOrderQuery(q)) {
    return { ok: true as const, q, orders: null, problem: "Hãy nhập mã đặt vé (HC và 8 ký tự), e-mail hoặc số điện thoại di động (ví dụ 0905 111 333)." };
  }
  const found = await readApi(servicesOf(context).api, "GET /admin/orders", { query: { q }, timeoutMs: HOME.requestTimeoutMs });
  if (!found.ok && found.status !== 400)
    return { ok: false as const, refusal: { status: found.status, message: found.error?.message ?? "Không tìm được đơn hàng." } };
  return { ok: true as const, q, orders: found.ok ? found.result : null, problem: found.ok ? null : (found.error?.fields?.q ?? found.error?.message ?? null) };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { user } = useAdminSession();
  if (!loaderData.ok) return <AdminRefusal title="Đơn hàng" {...loaderData.refusal} />;
  const { q, orders, problem } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-start gap-3">
        <div className="mr-auto">
          <h1 className="text-2xl font-bold text-night-900">Đơn hàng</h1>
          <p className="mt-1 text-slate-600">
            Tra đơn của các rạp bạn phụ trách, xem diễn biến, gửi lại vé{hasRole(user.role, "manager") ? ", hoàn tiền" : ""}.
          </p>
        </div>
        {hasRole(user.role, "manager") ? (
          <Link to={adminPaths.failedRefunds()} className={buttonClass("ghost", "border border-slate-300")}>
            Hoàn tiền lỗi
          </Link>
        ) : null}
      </div>

      <Form key={q} method="get" role="search" aria-label="Tìm đơn hàng" className="mt-5 flex flex-wrap items-end gap-3">
        <div className="min-w-60 flex-1">
          <label htmlFor="order-q" className="mb-1.5 block text-sm font-medium text-slate-800">
            Mã đặt vé, e-mail hoặc số điện thoại
          </label>
          <input
            id="order-q"
            name="q"
            type="search"
            defaultValue={q}
            autoFocus={!q}
            className={inputClass}
            placeholder="Ví dụ: HC7K2M9QXA, khach@gmail.com, 0905 111 333"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "order-q-error" : undefined}
          />
        </div>
        <button type="submit" className={buttonClass("secondary", "h-11")}>
          Tìm
        </button>
      </Form>
      {problem ? (
        <div id="order-q-error" className="mt-3">
          <FormAlert message={problem} />
        </div>
      ) : null}

      {orders ? (
        <p className="mt-4 text-sm text-slate-600" aria-live="polite">
          {orders.length === 0 ? "Không tìm thấy đơn hàng nào ở các rạp bạn phụ trách." : `${orders.length} đơn hàng, mới nhất trước`}
        </p>
      ) : null}
      {orders && orders.length > 0 ? (
        <div
          role="region"
          tabIndex={0}
          aria-label="Kết quả tìm đơn hàng"
          className="mt-2 relative overflow-x-auto rounded-card border border-slate-200 bg-white"
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Đơn hàng: mã, khách, suất chiếu, ghế, tổng tiền, trạng thái</caption>
            <thead className="bg-mist text-night-900">
              <tr>
                <th scope="col" className="px-3 py-2.5">
                  Mã đơn
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Khách hàng
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Suất chiếu
                </th>
                <th scope="col" className="hidden px-3 py-2.5 lg:table-cell">
                  Ghế
                </th>
                <th scope="col" className="px-3 py-2.5 text-right">
                  Tổng
                </th>
                <th scope="col" className="hidden px-3 py-2.5 lg:table-cell">
                  Trạng thái
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id} className="border-t border-slate-100 align-top">
                  <td className="px-3 py-2">
                    <Link to={adminPaths.order(order.code)} className="inline-flex min-h-6 items-center font-mono font-bold text-blue-700 underline">
                      {order.code}
                    </Link>
                    <span className="block whitespace-nowrap text-xs text-slate-600">{formatMoment(order.createdAt)}</span>
                    <span className="mt-1 block lg:hidden">
                      <StatusBadge {...ORDER_STATUS[order.status]} />
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <span className="block font-bold text-night-900">{order.customer.name}</span>
                    <span className="block [overflow-wrap:anywhere]">{order.customer.email}</span>
                    <span className="block tabular-nums text-slate-600">{nationalPhone(order.customer.phone)}</span>
                  </td>
                  <td className="px-3 py-2">
                    <span className="block font-medium text-night-900">{order.film}</span>
                    <span className="block text-slate-600">
                      {formatMoment(order.startsAt)} · {order.cinema.name} · {order.auditorium}
                    </span>
                    <span className="block lg:hidden">Ghế {order.seats.join(", ")}</span>
                  </td>
                  <td className="hidden px-3 py-2 lg:table-cell">{order.seats.join(", ")}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{formatVnd(order.total)}</td>
                  <td className="hidden px-3 py-2 lg:table-cell">
                    <StatusBadge {...ORDER_STATUS[order.status]} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
