import { useState } from "react";
import { Link } from "react-router";
import type { FailedRefund } from "@hancine/contract/back-office-orders";
import { formatVnd } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-refunds";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { nationalPhone } from "#web/features/account/profile/phone-display.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { formatMoment } from "#web/features/admin/orders/order-labels.ts";
import { SettleDialog } from "#web/features/admin/orders/settle-dialog.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Hoàn tiền lỗi – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** Refunds the gateway kept refusing (`?status=settled`: those people settled), managers and admins. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const status = new URL(request.url).searchParams.get("status") === "settled" ? "settled" : "failed";
  const answer = await readApi(servicesOf(context).api, "GET /admin/refunds", { query: { status }, timeoutMs: HOME.requestTimeoutMs });
  if (!answer.ok)
    return { ok: false as const, refusal: { status: answer.status, message: answer.error?.message ?? "Không tải được danh sách hoàn tiền lỗi." } };
  return { ok: true as const, status, refunds: answer.result };
}

export default function AdminRefunds({ loaderData }: Route.ComponentProps) {
  const [settling, setSettling] = useState<FailedRefund | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  if (!loaderData.ok) return <AdminRefusal title="Hoàn tiền lỗi" {...loaderData.refusal} />;
  const { status, refunds } = loaderData;
  const tab = (active: boolean) =>
    cx(
      "inline-flex min-h-11 items-center border-b-2 px-3 font-bold",
      active ? "border-night-900 text-night-900" : "border-transparent text-slate-600 hover:text-night-900",
    );
  return (
    <div className="mx-auto max-w-6xl">
      <p className="text-sm">
        <Link to={adminPaths.orders()} className="inline-flex min-h-6 items-center font-medium text-blue-700 underline">
          ‹ Đơn hàng
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-night-900">Hoàn tiền lỗi</h1>
      <p className="mt-1 text-slate-600">Những khoản cổng thanh toán từ chối sau mọi lần thử. Hãy hoàn tiền cho khách bằng cách khác rồi ghi lại tại đây.</p>
      <nav aria-label="Lọc theo trạng thái" className="mt-4 flex gap-1 border-b border-slate-200">
        <Link to={adminPaths.failedRefunds()} className={tab(status === "failed")} aria-current={status === "failed" ? "page" : undefined}>
          Chờ xử lý
        </Link>
        <Link to={adminPaths.failedRefunds("settled")} className={tab(status === "settled")} aria-current={status === "settled" ? "page" : undefined}>
          Đã xử lý
        </Link>
      </nav>
      <div className="mt-4" aria-live="polite">
        <FormAlert message={message} tone="success" />
      </div>
      {refunds.length === 0 ? (
        <p className="mt-4 rounded-card border border-slate-200 bg-white p-4 text-slate-700">
          {status === "failed" ? "Không có khoản hoàn tiền lỗi nào đang chờ." : "Chưa có khoản nào được xử lý tay."}
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {refunds.map((refund) => (
            <li key={refund.id} className="rounded-card border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-start gap-3">
                <div className="mr-auto min-w-0">
                  <p className="font-bold text-night-900">
                    {formatVnd(refund.amount)} ·{" "}
                    <Link to={adminPaths.order(refund.orderCode)} className="inline-flex min-h-6 items-center font-mono text-blue-700 underline">
                      {refund.orderCode}
                    </Link>{" "}
                    · {refund.methodName}
                  </p>
                  <p className="text-sm text-slate-700">
                    {refund.customer.name} · {refund.customer.email} · {nationalPhone(refund.customer.phone)} · {refund.cinema.name}
                  </p>
                  <p className="text-sm text-slate-600">
                    Lệnh lúc {formatMoment(refund.createdAt)} · {refund.attempts} lần thử · lý do: {refund.reason}
                  </p>
                </div>
                {status === "failed" ? (
                  <button
                    type="button"
                    className={buttonClass("primary")}
                    onClick={() => setSettling(refund)}
                    aria-label={`Đánh dấu đã xử lý khoản hoàn của đơn ${refund.orderCode}`}
                  >
                    Đã xử lý
                  </button>
                ) : null}
              </div>
              {refund.settledAt ? (
                <p className="mt-2 rounded bg-emerald-50 p-2 text-sm text-emerald-900">
                  {refund.settledBy ?? "Ai đó"} đã xử lý lúc {formatMoment(refund.settledAt)}: {refund.settleNote}
                </p>
              ) : null}
              <details className="mt-2 text-sm">
                <summary className="list-item min-h-6 cursor-pointer py-0.5 font-medium text-night-900">Câu trả lời của cổng ({refund.answers.length})</summary>
                <ol className="mt-1 space-y-1 pl-4">
                  {refund.answers.map((answer, i) => (
                    <li key={i} className="list-decimal break-words text-slate-700">
                      <time dateTime={answer.at}>{formatMoment(answer.at)}</time>: {answer.answer}
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          ))}
        </ul>
      )}
      {settling ? (
        <SettleDialog
          refund={settling}
          onClose={() => setSettling(null)}
          onDone={(text) => {
            setSettling(null);
            // The list is read again by the form's action (decision 069): the settled refund leaves it.
            setMessage(text);
          }}
        />
      ) : null}
    </div>
  );
}
