import { useEffect, useState } from "react";
import { Link } from "react-router";
import { hasRole } from "@hancine/contract/auth";
import type { AdminOrder } from "@hancine/contract/back-office-orders";
import { formatVnd } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-order";
import { servicesOf } from "#web/page-services.ts";
import { callApi } from "#web/lib/api-client.ts";
import { readApi } from "#web/lib/api.server.ts";
import { nationalPhone } from "#web/features/account/profile/phone-display.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { formatMoment, INVOICE_STATUS, ORDER_STATUS, REFUND_STATUS } from "#web/features/admin/orders/order-labels.ts";
import { OrderTimeline } from "#web/features/admin/orders/order-timeline.tsx";
import { RefundDialog } from "#web/features/admin/orders/refund-dialog.tsx";
import { StatusBadge } from "#web/features/admin/orders/status-badge.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Đơn ${params.code} – Quản trị HanCine` }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** One order at the desk: 403 for another cinema's, 404 for an unknown code. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const answer = await readApi(servicesOf(context).api, "GET /admin/orders/:code", { params: { code: params.code }, timeoutMs: HOME.requestTimeoutMs });
  if (!answer.ok) return { ok: false as const, refusal: { status: answer.status, message: answer.error?.message ?? "Không tải được đơn hàng." } };
  return { ok: true as const, order: answer.result };
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium text-night-900">{children}</dd>
    </div>
  );
}

export default function AdminOrderPage({ loaderData }: Route.ComponentProps) {
  const { user } = useAdminSession();
  const [order, setOrder] = useState<AdminOrder | null>(loaderData.ok ? loaderData.order : null);
  const [message, setMessage] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const [refunding, setRefunding] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setOrder(loaderData.ok ? loaderData.order : null), [loaderData]);
  if (!loaderData.ok || !order) return <AdminRefusal title="Đơn hàng" {...(loaderData.ok ? { status: 404, message: "" } : loaderData.refusal)} />;

  const manager = hasRole(user.role, "manager");
  const canRefund = manager && order.status === "paid" && order.refundable > 0;

  async function resend() {
    setBusy(true);
    const answer = await callApi("POST /admin/orders/:code/resend", { params: { code: order!.code } });
    setBusy(false);
    if (!answer.ok) return setMessage({ text: answer.error.message, tone: "error" });
    setMessage({ text: `Đã gửi lại ${answer.result.tickets} vé tới ${answer.result.to}.`, tone: "success" });
    const fresh = await callApi("GET /admin/orders/:code", { params: { code: order!.code } });
    if (fresh.ok) setOrder(fresh.result);
  }

  return (
    <div className="mx-auto max-w-6xl">
      <p className="text-sm">
        <Link to={adminPaths.orders()} className="inline-flex min-h-6 items-center font-medium text-blue-700 underline">
          ‹ Tìm đơn hàng khác
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-bold text-night-900">
          Đơn <span className="font-mono">{order.code}</span> <StatusBadge {...ORDER_STATUS[order.status]} />
        </h1>
        {order.status === "paid" ? (
          <button type="button" className={buttonClass("ghost", "border border-slate-300")} disabled={busy} onClick={() => void resend()}>
            Gửi lại vé
          </button>
        ) : null}
        {canRefund ? (
          <button type="button" className={buttonClass("primary")} onClick={() => setRefunding(true)}>
            Hoàn tiền
          </button>
        ) : null}
      </div>
      <div className="mt-3" aria-live="polite">
        <FormAlert message={message?.text ?? null} tone={message?.tone ?? "success"} />
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <section aria-labelledby="order-facts" className="rounded-card border border-slate-200 bg-white p-4">
            <h2 id="order-facts" className="text-lg font-bold text-night-900">
              Thông tin đơn
            </h2>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              <Fact label="Khách hàng">
                {order.customer.name}
                <span className="block break-all font-normal">{order.customer.email}</span>
                <span className="block font-normal tabular-nums">{nationalPhone(order.customer.phone)}</span>
              </Fact>
              <Fact label="Suất chiếu">
                {order.film}
                <span className="block font-normal">{formatMoment(order.startsAt)}</span>
                <span className="block font-normal">
                  {order.cinema.name} · {order.auditorium}
                </span>
              </Fact>
              <Fact label="Thanh toán">
                {order.payment ? (
                  <>
                    {formatVnd(order.payment.amount)} qua {order.payment.methodName}
                    <span className="block font-normal">Mã giao dịch cổng: {order.payment.providerTxnId ?? "—"}</span>
                    <span className="block font-normal">Mã của rạp: {order.payment.txnRef}</span>
                  </>
                ) : order.counter ? (
                  "Tại quầy (tiền mặt, thẻ hoặc VietQR: xem báo cáo ca)"
                ) : (
                  "Chưa thanh toán"
                )}
              </Fact>
              {order.counter ? (
                <Fact label="Bán tại quầy">
                  Người bán: {order.counter.soldBy ?? "—"}
                  {order.counter.shiftId ? (
                    <Link
                      className="block font-normal text-night-900 underline"
                      to={adminPaths.shifts({ cinema: order.cinema.slug, shift: order.counter.shiftId })}
                    >
                      Xem ca bán vé
                    </Link>
                  ) : null}
                </Fact>
              ) : null}
              <Fact label="Tiền">
                Tổng {formatVnd(order.total)}
                {order.discount > 0 ? (
                  <span className="block font-normal">
                    Giảm {formatVnd(order.discount)}
                    {order.voucherCode ? ` (${order.voucherCode})` : ""}
                  </span>
                ) : null}
                {order.refunded > 0 ? <span className="block font-normal">Đã hoàn {formatVnd(order.refunded)}</span> : null}
                {order.products.length > 0 ? (
                  <span className="block font-normal">Bắp nước: {order.products.map((p) => `${p.quantity} × ${p.name}`).join(", ")}</span>
                ) : null}
              </Fact>
            </dl>
          </section>

          <section aria-labelledby="order-tickets" className="rounded-card border border-slate-200 bg-white">
            <h2 id="order-tickets" className="px-4 pt-4 text-lg font-bold text-night-900">
              Vé ({order.tickets.length})
            </h2>
            {order.tickets.length === 0 ? (
              <p className="p-4 text-slate-600">Đơn này chưa có vé (chưa thanh toán).</p>
            ) : (
              <div className="mt-2 relative overflow-x-auto">
                <table className="w-full border-collapse text-left text-sm">
                  <caption className="sr-only">Vé của đơn: ghế, mã vé, giá, soát vé, hoàn tiền</caption>
                  <thead className="bg-mist text-night-900">
                    <tr>
                      <th scope="col" className="px-3 py-2.5">
                        Ghế
                      </th>
                      <th scope="col" className="px-3 py-2.5">
                        Mã vé
                      </th>
                      <th scope="col" className="px-3 py-2.5 text-right">
                        Giá
                      </th>
                      <th scope="col" className="px-3 py-2.5">
                        Soát vé
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {order.tickets.map((ticket) => (
                      <tr key={ticket.id} className="border-t border-slate-100">
                        <td className="px-3 py-2 font-bold text-night-900">{ticket.seatLabel}</td>
                        <td className="px-3 py-2 font-mono">{ticket.code}</td>
                        <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{formatVnd(ticket.price)}</td>
                        <td className="px-3 py-2">
                          {ticket.refundedAt ? (
                            <StatusBadge label="Đã hoàn tiền · vé mất giá trị" className="bg-red-100 text-red-800" />
                          ) : ticket.checkedInAt ? (
                            <span>
                              <StatusBadge label="Đã vào" className="bg-emerald-100 text-emerald-900" /> {formatMoment(ticket.checkedInAt)}
                              {ticket.checkinPlace ? <span className="block text-xs text-slate-600">{ticket.checkinPlace}</span> : null}
                            </span>
                          ) : (
                            <StatusBadge label="Chưa soát" className="bg-slate-200 text-slate-800" />
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          {order.invoice ? (
            <section aria-labelledby="order-invoice" className="rounded-card border border-slate-200 bg-white p-4" data-testid="order-invoice">
              <h2 id="order-invoice" className="text-lg font-bold text-night-900">
                Hoá đơn VAT <StatusBadge {...INVOICE_STATUS[order.invoice.status]} />
              </h2>
              <dl className="mt-3 grid gap-3 sm:grid-cols-2">
                <Fact label="Đơn vị mua hàng">
                  {order.invoice.companyName}
                  <span className="block font-normal tabular-nums">MST {order.invoice.taxCode}</span>
                  <span className="block font-normal">{order.invoice.address}</span>
                </Fact>
                <Fact label="Hoá đơn">
                  {order.invoice.invoiceNumber ? `Số ${order.invoice.invoiceNumber}` : "Chưa có số"}
                  <span className="block font-normal">
                    {formatVnd(order.invoice.amount)} · yêu cầu lúc {formatMoment(order.invoice.requestedAt)}
                  </span>
                  {order.invoice.lookupCode ? <span className="block font-normal">Mã tra cứu: {order.invoice.lookupCode}</span> : null}
                  <span className="block break-all font-normal">Gửi tới {order.invoice.email}</span>
                  {order.invoice.viewUrl ? (
                    <a href={order.invoice.viewUrl} className="inline-flex min-h-6 items-center font-medium text-blue-700 underline">
                      Xem hoá đơn
                    </a>
                  ) : null}
                </Fact>
              </dl>
            </section>
          ) : null}

          {order.refunds.length > 0 ? (
            <section aria-labelledby="order-refunds" className="rounded-card border border-slate-200 bg-white p-4">
              <h2 id="order-refunds" className="text-lg font-bold text-night-900">
                Hoàn tiền
              </h2>
              <ul className="mt-2 space-y-2">
                {order.refunds.map((refund) => (
                  <li key={refund.id} className="rounded border border-slate-100 p-2 text-sm">
                    <span className="font-bold text-night-900">{formatVnd(refund.amount)}</span>{" "}
                    {refund.seats.length > 0 ? `· ghế ${refund.seats.join(", ")}` : "· phần còn lại của đơn"} <StatusBadge {...REFUND_STATUS[refund.status]} />
                    <span className="block text-slate-600">
                      {formatMoment(refund.createdAt)} · {refund.reason} · mã {refund.refundRef}
                    </span>
                    {refund.lastError ? <span className="block text-red-800">Cổng trả lời: {refund.lastError}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <section aria-labelledby="order-timeline" className="rounded-card border border-slate-200 bg-white p-4">
          <h2 id="order-timeline" className="text-lg font-bold text-night-900">
            Diễn biến
          </h2>
          <OrderTimeline events={order.timeline} />
          <p className="mt-3 text-sm">
            <Link to={adminPaths.audit({ entity: "order", id: order.id })} className="inline-flex min-h-6 items-center font-medium text-blue-700 underline">
              Nhật ký thay đổi của đơn
            </Link>
          </p>
        </section>
      </div>

      {refunding ? (
        <RefundDialog
          order={order}
          onClose={() => setRefunding(false)}
          onDone={(after, text) => {
            setRefunding(false);
            setOrder(after);
            setMessage({ text, tone: "success" });
          }}
        />
      ) : null}
    </div>
  );
}
