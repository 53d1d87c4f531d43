import { useEffect } from "react";
import { data, Link, redirect, useRevalidator } from "react-router";
import { formatDate, formatTime, formatVnd } from "@hancine/contract/format";
import { giftCardOrderPagePath } from "@hancine/contract/gift-cards";
import { HOME } from "@hancine/contract/home-constants";
import { MessagesProvider } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import type { Route } from "./+types/gift-card-order";
import { callApi } from "../lib/api-client.ts";
import { CancelPaidOrder } from "../features/buy/after-sale/cancel-paid-order.tsx";
import { servicesOf } from "../page-services.ts";
import { readApi } from "../lib/api.server.ts";
import { CheckoutPanel } from "../features/buy/checkout/checkout-panel.tsx";
import { GiftCardArt, type GiftCardDesign } from "../features/discover/gift-cards/gift-card-art.tsx";
import { paths } from "../features/site/paths.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Thẻ quà tặng – đơn ${loaderData.order.code} | ${loaderData.brand}` : "Thẻ quà tặng" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** /the-qua-tang/don/{code}: a gift-card order — paid here, then the card sent (or scheduled) to its recipient. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const code = params.code.toUpperCase();
  if (!/^[A-Z0-9]{4,32}$/.test(code)) throw data(null, { status: 404 });
  const answer = await readApi(api, "GET /gift-cards/orders/:code", { params: { code }, timeoutMs: HOME.requestTimeoutMs });
  if (answer.status === 401) throw redirect(paths.login(giftCardOrderPagePath(code)));
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.ok) throw data(null, { status: 503 });
  return {
    brand: site.brand,
    order: answer.result,
    paymentFailed: new URL(request.url).searchParams.has("thanh-toan"),
    // The payment step's words (decision 093); the page itself is Vietnamese for now.
    messages: messagesFor("vi", ["purchase"]),
  };
}

export default function GiftCardOrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <GiftCardOrder loaderData={loaderData} />
    </MessagesProvider>
  );
}

function GiftCardOrder({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { order, brand, paymentFailed } = loaderData;
  const revalidator = useRevalidator();
  const waiting = order.status === "pending_payment";
  // The gateway's notification may land a moment after the buyer: ask again every 3 s while it is pending.
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void revalidator.revalidate(), 3_000);
    return () => window.clearInterval(timer);
  }, [waiting, revalidator]);
  const paid = order.status === "paid";
  const sendText = order.sendAt ? `lúc ${formatTime(order.sendAt)} ngày ${formatDate(order.sendAt)}` : "ngay khi thanh toán xong";

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <Breadcrumbs items={[{ label: "Thẻ quà tặng", href: paths.giftCards() }, { label: `Đơn ${order.code}` }]} />
      <h1 className="mt-2 text-2xl font-bold text-night-900 sm:text-3xl">{paid ? "Đã mua thẻ quà tặng" : `Thẻ quà tặng – đơn ${order.code}`}</h1>
      {paid ? (
        <p role="status" className="mt-1 text-[15px] text-slate-700" data-testid="gift-card-paid">
          {order.card?.sentAt
            ? `Thanh toán thành công. Thẻ đã được gửi tới ${order.recipientEmail} lúc ${formatTime(order.card.sentAt)} ngày ${formatDate(order.card.sentAt)}.`
            : `Thanh toán thành công. Thẻ sẽ được gửi tới ${order.recipientEmail} ${sendText}.`}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 md:grid-cols-[2fr_3fr] md:items-start">
        <section aria-label="Thẻ quà tặng" className="space-y-3">
          <GiftCardArt
            design={order.design as GiftCardDesign}
            brand={brand}
            amount={formatVnd(order.amount)}
            label={`Thẻ quà tặng ${formatVnd(order.amount)}`}
            className="h-auto w-full rounded-card shadow-[0_8px_24px_-10px_rgba(11,22,51,.55)]"
          />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-[15px]">
            <dt className="text-slate-600">Người nhận</dt>
            <dd className="font-medium text-slate-900">
              {order.recipientName} ({order.recipientEmail})
            </dd>
            <dt className="text-slate-600">Gửi thẻ</dt>
            <dd className="text-slate-900">{sendText}</dd>
            {order.message ? (
              <>
                <dt className="text-slate-600">Lời nhắn</dt>
                <dd className="text-slate-900">“{order.message}”</dd>
              </>
            ) : null}
            {order.card ? (
              <>
                <dt className="text-slate-600">Mã thẻ</dt>
                <dd className="font-mono text-slate-900" data-testid="gift-card-masked">
                  {order.card.code}
                </dd>
                <dt className="text-slate-600">Hạn dùng</dt>
                <dd className="text-slate-900">hết ngày {formatDate(order.card.expiresAt)}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <div className="space-y-4">
          {paymentFailed && !paid ? (
            <p role="alert" className="rounded-card bg-red-50 px-4 py-3 text-[15px] text-red-800 ring-1 ring-red-200">
              Thanh toán chưa thành công. Bạn có thể thử lại hoặc chọn phương thức khác.
            </p>
          ) : null}
          {order.status === "held" ? (
            <CheckoutPanel
              giftCards={false}
              order={order}
              note={`Đơn được giữ đến ${formatTime(order.expiresAt)}. Mã thẻ và mã PIN chỉ gửi tới e-mail người nhận; bạn xem thẻ (đã che mã) trong Tài khoản.`}
            />
          ) : null}
          {waiting ? (
            <p role="status" className="rounded-card bg-slate-50 px-4 py-3 text-[15px] text-slate-800 ring-1 ring-slate-200">
              Đang chờ cổng thanh toán xác nhận…
            </p>
          ) : null}
          {order.status === "expired" || order.status === "cancelled" ? (
            <p className="rounded-card bg-slate-50 px-4 py-3 text-[15px] text-slate-800 ring-1 ring-slate-200">
              Đơn này đã hết hạn thanh toán.{" "}
              <Link to={paths.giftCards()} className="font-semibold text-night-900 underline">
                Mua thẻ khác
              </Link>
            </p>
          ) : null}
          {order.status === "refunded" ? (
            <p role="status" className="rounded-card bg-slate-50 px-4 py-3 text-[15px] text-slate-800 ring-1 ring-slate-200" data-testid="gift-card-refunded">
              Đơn đã huỷ và hoàn tiền về phương thức bạn đã trả; thẻ {order.card?.code ?? ""} đã bị khoá.
            </p>
          ) : null}
          {paid && order.card?.status === "active" && (!order.card.sentAt || order.card.balance === order.card.initial) ? (
            <div>
              <p className="text-sm text-slate-600">
                {order.card.sentAt
                  ? "Thẻ chưa được dùng: bạn vẫn có thể huỷ đơn và nhận lại tiền."
                  : "Thẻ chưa được gửi: bạn có thể huỷ đơn và nhận lại tiền trước ngày gửi."}
              </p>
              <CancelPaidOrder
                what={`đơn mua thẻ quà tặng ${order.code}`}
                amount={formatVnd(order.total)}
                consequence={`Thẻ ${order.card.code} bị khoá và không dùng được nữa.`}
                cancel={async () => {
                  const answer = await callApi("POST /gift-cards/orders/:code/cancel", { params: { code: order.code }, body: { refundTo: "original" } });
                  if (!answer.ok) return answer.error.message;
                  void revalidator.revalidate();
                  return null;
                }}
              />
            </div>
          ) : null}
          {paid ? (
            <p className="text-[15px] text-slate-700">
              Xem số dư và các thẻ bạn đã mua trong{" "}
              <Link to={paths.account()} className="font-semibold text-link underline">
                Tài khoản của tôi
              </Link>
              .
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
