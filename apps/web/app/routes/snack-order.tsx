import { data, redirect } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import { snackOrderPagePath } from "@hancine/contract/snack-orders";
import type { Route } from "./+types/snack-order";
import { servicesOf } from "../page-services.ts";
import { readApi } from "../lib/api.server.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { SnackOrderStatus } from "../features/buy/snacks/snack-order-status.tsx";
import { paths } from "../features/site/paths.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { notFoundMeta } from "../lib/page-meta.ts";

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return notFoundMeta(matches);
  const { t } = translator(localeOfPath(location.pathname), loaderData.messages);
  return [{ title: `${t("shop.snackOrder.metaTitle", { code: loaderData.order.code })} | ${loaderData.brand}` }, { name: "robots", content: "noindex" }];
};

// One person's order: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** `/bap-nuoc/don/{code}`: a snack order after payment — the pickup code, its QR and the counter's steps, live. */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const code = params.code.toUpperCase();
  if (!/^[A-Z0-9]{4,32}$/.test(code)) throw data(null, { status: 404 });
  const answer = await readApi(api, "GET /snack-orders/:code", { params: { code }, timeoutMs: HOME.requestTimeoutMs });
  if (answer.status === 401) throw redirect(paths.login(`${locale === "en" ? "/en" : ""}${snackOrderPagePath(code)}`));
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.ok) throw data(null, { status: 503 });
  return {
    brand: site.brand,
    order: answer.result,
    paymentFailed: new URL(request.url).searchParams.has("thanh-toan"),
    // The page's words and the cancel dialog's (decision 098).
    messages: messagesFor(locale, ["shop"]),
  };
}

export default function SnackOrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <SnackOrder loaderData={loaderData} />
    </MessagesProvider>
  );
}

function SnackOrder({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { order, paymentFailed } = loaderData;
  const { t, href } = useI18n();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <Breadcrumbs items={[{ label: t("shop.snacks.title"), href: href(paths.snacks()) }, { label: t("shop.snackOrder.crumb", { code: order.code }) }]} />
      <h1 className="mt-3 text-2xl font-bold text-night-900 sm:text-3xl">{t("shop.snackOrder.metaTitle", { code: order.code })}</h1>
      {paymentFailed && order.status !== "paid" ? (
        <p role="alert" className="mt-4 rounded-card bg-red-50 px-3 py-2 text-red-800 ring-1 ring-red-200">
          {t("shop.snackOrder.paymentFailed")}
        </p>
      ) : null}
      <div className="mt-6">
        <SnackOrderStatus key={order.id} initial={order} />
      </div>
    </div>
  );
}
