import { Link } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/products-merchandise";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { HOW_TO_BUY, ProductGrid, toProductCard } from "../features/discover/products/product-card.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(loaderData?.brand, t("shop.merch.metaTitle"), t("shop.merch.metaDescription", { brand: loaderData?.brand ?? "HanCine" }));
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const products = await readResult(api, "GET /products", [], { query: { kind: "merchandise" }, timeoutMs: HOME.requestTimeoutMs });
  return { brand: site.brand, products: products.map(toProductCard), messages: messagesFor(localeOfPath(url.pathname), ["shop"]) };
}

export default function ProductsMerchandise({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <ProductsMerchandisePage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function ProductsMerchandisePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { brand, products } = loaderData;
  const { t, rich, href } = useI18n();
  return (
    <>
      <PageHeader
        crumbs={[{ label: t("shop.products"), href: href(paths.products()) }, { label: t("shop.merch.metaTitle") }]}
        title={t("shop.merch.metaTitle")}
        lead={t("shop.merch.lead", { brand })}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <p className="max-w-3xl rounded-card bg-mist px-4 py-3 text-[15px] text-slate-800">{t(HOW_TO_BUY.merchandise)}</p>
        <div className="mt-6">
          {products.length > 0 ? (
            <ProductGrid products={products} headingLevel={2} />
          ) : (
            <p role="alert" className="rounded-card bg-amber-50 px-4 py-3 text-slate-800">
              {t("shop.merch.failed")}
            </p>
          )}
        </div>
        <p className="mt-8 text-[15px] text-slate-700">
          {rich("shop.merch.combos", {
            link: (
              <Link key="all" to={href(paths.products())} className="font-medium text-link hover:underline">
                {t("shop.merch.allProducts")}
              </Link>
            ),
          })}
        </p>
      </div>
    </>
  );
}
