import { useEffect, useState } from "react";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { PICKUP_STATUS_LABELS, PICKUP_STATUSES, type SnackOrder } from "@hancine/contract/snack-orders";
import { callApi } from "#web/lib/api-client.ts";
import { cx } from "#web/ui/cx.ts";
import { CancelPaidOrder } from "../after-sale/cancel-paid-order.tsx";

/** How often the order page asks how the counter is doing (until the snacks are collected). */
const SNACK_ORDER_REFRESH_MS = 5_000;

const STATUS_TEXT: Record<string, string> = {
  held: "Đơn đang chờ thanh toán.",
  pending_payment: "Đang chờ cổng thanh toán xác nhận…",
  expired: "Đơn đã hết hạn giữ vì chưa được thanh toán.",
  cancelled: "Đơn đã huỷ.",
  refunded: "Đơn đã huỷ và hoàn tiền về nơi bạn đã trả.",
};

/**
 * A snack order as its buyer follows it: the pickup code and QR once paid, and the counter's steps
 * (paid → preparing → ready → collected), asked again every SNACK_ORDER_REFRESH_MS and announced.
 */
export function SnackOrderStatus({ initial }: { initial: SnackOrder }) {
  const [order, setOrder] = useState(initial);
  const done = order.pickupStatus === "collected" || ["expired", "cancelled", "refunded"].includes(order.status);

  useEffect(() => {
    if (done) return;
    let live = true;
    const timer = window.setInterval(async () => {
      const answer = await callApi("GET /snack-orders/:code", { params: { code: order.code } });
      if (live && answer.ok) setOrder(answer.result);
    }, SNACK_ORDER_REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [done, order.code]);

  const step = order.pickupStatus ? PICKUP_STATUSES.indexOf(order.pickupStatus) : -1;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
      <section aria-labelledby="snack-status" className="rounded-card border border-slate-200 bg-white p-5">
        <h2 id="snack-status" className="text-lg font-bold text-night-900">
          Trạng thái
        </h2>
        <p role="status" aria-live="polite" className="mt-1 text-[15px] text-slate-800" data-testid="snack-status">
          {order.status === "paid" && order.pickupStatus ? `${PICKUP_STATUS_LABELS[order.pickupStatus]}.` : (STATUS_TEXT[order.status] ?? "")}
          {order.pickupStatus === "ready" ? " Mời bạn đến quầy bắp nước nhận món." : ""}
        </p>
        {order.status === "paid" && order.pickupStatus ? (
          <ol className="mt-4 grid grid-cols-4 gap-2 text-center text-sm" aria-label="Các bước ở quầy">
            {PICKUP_STATUSES.map((status, i) => (
              <li
                key={status}
                aria-current={i === step ? "step" : undefined}
                className={cx("rounded-card px-1 py-2 font-medium", i <= step ? "bg-night-900 text-white" : "bg-slate-100 text-slate-600")}
              >
                {PICKUP_STATUS_LABELS[status]}
              </li>
            ))}
          </ol>
        ) : null}
        <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-[15px]">
          <dt className="text-slate-600">Rạp</dt>
          <dd className="font-medium text-night-900">
            {order.cinema.name}
            <span className="block text-sm font-normal text-slate-600">{order.cinema.address}</span>
          </dd>
          <dt className="text-slate-600">Giờ nhận</dt>
          <dd className="font-medium text-night-900">{formatTime(order.pickupAt)} hôm nay</dd>
          <dt className="text-slate-600">Mã đơn</dt>
          <dd className="font-mono text-night-900">{order.code}</dd>
        </dl>
        <ul className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-[15px]">
          {order.items.map((item) => (
            <li key={item.product.id} className="flex justify-between gap-2">
              <span>
                {item.quantity} × {item.product.name}
              </span>
              <span>{formatVnd(item.total)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-2 border-t border-slate-200 pt-2 font-bold text-night-900">
            <span>Tổng cộng</span>
            <span>{formatVnd(order.total)}</span>
          </li>
        </ul>
        {order.status === "paid" && order.pickupStatus === "paid" ? (
          <>
            <p className="mt-4 text-sm text-slate-600">Bạn có thể huỷ đơn cho đến khi quầy bắt đầu chuẩn bị.</p>
            <CancelPaidOrder
              what={`đơn bắp nước ${order.code}`}
              amount={formatVnd(order.total)}
              consequence="Quầy sẽ không chuẩn bị đơn này và mã nhận không dùng được nữa."
              cancel={async () => {
                const answer = await callApi("POST /snack-orders/:code/cancel", { params: { code: order.code }, body: { refundTo: "original" } });
                if (!answer.ok) return answer.error.message;
                setOrder(answer.result);
                return null;
              }}
            />
          </>
        ) : null}
      </section>
      {order.pickupCode ? (
        <section aria-labelledby="snack-code" className="rounded-card bg-night-900 p-5 text-center text-white">
          <h2 id="snack-code" className="text-sm font-medium text-slate-200">
            Mã nhận bắp nước
          </h2>
          <p className="mt-1 font-mono text-4xl font-bold tracking-[0.2em]" data-testid="pickup-code">
            {order.pickupCode}
          </p>
          {order.pickupQrSvg ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(order.pickupQrSvg)}`}
              alt={`Mã QR của mã nhận ${order.pickupCode}`}
              width={200}
              height={200}
              className="mx-auto mt-4 rounded-card bg-white"
            />
          ) : null}
          <p className="mt-3 text-sm text-slate-200">Đưa mã này cho nhân viên quầy bắp nước.</p>
        </section>
      ) : null}
    </div>
  );
}
