import { Link } from "react-router";
import type { Product } from "@hancine/contract/catalog";
import { HOME } from "@hancine/contract/home-constants";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";
import type { Route } from "./+types/products";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { HOW_TO_BUY, ProductGrid, toProductCard } from "../features/discover/products/product-card.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { SectionHeading } from "../ui/section-heading.tsx";

const GROUPS = [
  { id: "combo", title: "shop.products.group.combo", kinds: ["combo"] },
  { id: "drink", title: "shop.products.group.drink", kinds: ["drink"] },
  { id: "snack", title: "shop.products.group.snack", kinds: ["snack"] },
  { id: "merchandise", title: "shop.products.group.merchandise", kinds: ["merchandise"] },
] as const satisfies { id: string; title: WebMessageKey; kinds: Product["kind"][] }[];

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(loaderData?.brand, t("shop.products.metaTitle"), t("shop.products.metaDescription"));
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const products = await readResult(api, "GET /products", [], { timeoutMs: HOME.requestTimeoutMs });
  return { brand: site.brand, products: products.map(toProductCard), messages: messagesFor(localeOfPath(url.pathname), ["shop"]) };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <ProductsPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function ProductsPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { brand, products } = loaderData;
  const { t, href } = useI18n();
  return (
    <>
      <PageHeader crumbs={[{ label: t("shop.products") }]} title={t("shop.products")} lead={t("shop.products.lead", { brand })} />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <div className="flex flex-wrap items-start gap-4">
          <p className="max-w-3xl flex-1 rounded-card bg-mist px-4 py-3 text-[15px] text-slate-800">{t(HOW_TO_BUY.concessions)}</p>
          <Link
            to={href(paths.giftCards())}
            className="inline-flex min-h-11 items-center rounded-card border border-slate-300 bg-white px-4 py-2 font-medium text-link hover:underline"
          >
            {t("shop.products.giftCards")}
          </Link>
          <Link
            to={href(paths.snacks())}
            className="inline-flex min-h-11 items-center rounded-card border border-slate-300 bg-white px-4 py-2 font-medium text-link hover:underline"
          >
            {t("shop.products.snacks")}
          </Link>
        </div>
        {products.length === 0 ? (
          <p role="alert" className="mt-6 rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            {t("shop.products.failed")}
          </p>
        ) : null}
        {GROUPS.map((group) => {
          const list = products.filter((p) => (group.kinds as readonly string[]).includes(p.kind));
          if (list.length === 0) return null;
          return (
            <section key={group.id} aria-labelledby={`products-${group.id}`} className="mt-10">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <SectionHeading id={`products-${group.id}`}>{t(group.title)}</SectionHeading>
                {group.id === "merchandise" ? (
                  <Link to={href(paths.productsMerchandise())} className="font-medium text-link hover:underline">
                    {t("shop.products.allMerchandise")}
                  </Link>
                ) : null}
              </div>
              {group.id === "merchandise" ? <p className="mt-2 text-[15px] text-slate-700">{t(HOW_TO_BUY.merchandise)}</p> : null}
              <div className="mt-5">
                <ProductGrid products={list} />
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}
