import { Form } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/snacks-order";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { SnackOrderForm } from "../features/buy/snacks/snack-order-form.tsx";
import { paths } from "../features/site/paths.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { buttonClass } from "../ui/button.tsx";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(loaderData?.brand, t("shop.snacks.metaTitle"), t("shop.snacks.metaDescription"));
};

const SNACK_KINDS = new Set(["combo", "drink", "snack"]);

/** `/bap-nuoc?rap=`: a cinema's menu to order ahead (the first cinema when none is chosen). */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const timeoutMs = HOME.requestTimeoutMs;
  const cinemas = await readResult(api, "GET /cinemas", [], { timeoutMs });
  const wanted = new URL(request.url).searchParams.get("rap");
  const cinema = cinemas.find((c) => c.slug === wanted) ?? cinemas[0] ?? null;
  const menu = cinema ? (await readResult(api, "GET /products", [], { query: { cinema: cinema.slug }, timeoutMs })).filter((p) => SNACK_KINDS.has(p.kind)) : [];
  const times = await readResult(api, "GET /snack-orders/pickup-times", { opens: "", closes: "", slots: [] }, { timeoutMs });
  // The page's words and the payment step's (decision 093).
  return { brand: site.brand, cinemas, cinema, menu, times, messages: messagesFor(localeOfPath(url.pathname), ["shop", "purchase"]) };
}

export default function SnacksOrder({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <SnacksOrderPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function SnacksOrderPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { cinemas, cinema, menu, times } = loaderData;
  const { t, href, chainLang } = useI18n();
  return (
    <>
      <PageHeader
        crumbs={[{ label: t("shop.products"), href: href(paths.products()) }, { label: t("shop.snacks.title") }]}
        title={t("shop.snacks.title")}
        lead={t("shop.snacks.lead")}
      />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 md:py-10">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="snack-cinema" className="block text-sm font-medium text-night-900">
              {t("shop.snacks.cinema")}
            </label>
            <select
              id="snack-cinema"
              name="rap"
              defaultValue={cinema?.slug}
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
              lang={chainLang}
              className="mt-1 h-11 min-w-64 rounded-card border border-slate-300 bg-white px-3 text-night-900"
            >
              {cinemas.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button type="submit" className={buttonClass("secondary")}>
              {t("shop.snacks.showMenu")}
            </button>
          </noscript>
        </Form>
        {cinema ? (
          <SnackOrderForm key={cinema.slug} cinema={cinema} menu={menu} times={times} />
        ) : (
          <p className="text-slate-700">{t("shop.snacks.noCinemas")}</p>
        )}
      </div>
    </>
  );
}
