import { Link } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/event-merchandise";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { HOW_TO_BUY, ProductGrid, toProductCard } from "../features/discover/products/product-card.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { SectionHeading } from "../ui/section-heading.tsx";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const brand = loaderData?.brand ?? "HanCine";
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(loaderData?.brand, t("content.merch.title"), t("content.merch.metaDescription", { brand }));
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const products = await readResult(api, "GET /products", [], { timeoutMs: HOME.requestTimeoutMs });
  return {
    brand: site.brand,
    merchandise: products.filter((p) => p.kind === "merchandise").map(toProductCard),
    // Combos that come with a keepsake ("móc khóa", "ly", …) belong to the events too.
    keepsakeCombos: products.filter((p) => p.kind === "combo" && /móc khóa|ly giữ nhiệt|phiên bản giới hạn/i.test(p.description)).map(toProductCard),
    // Its product cards and how-to-buy notes read `shop` (decision 098).
    messages: messagesFor(locale, ["content", "shop"]),
  };
}

export default function EventMerchandise({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <EventMerchandisePage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function EventMerchandisePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { brand, merchandise, keepsakeCombos } = loaderData;
  const { t, href } = useI18n();
  return (
    <>
      <PageHeader
        crumbs={[{ label: t("content.offers.events"), href: href(paths.events()) }, { label: t("content.events.merch") }]}
        title={t("content.merch.title")}
        lead={t("content.merch.lead", { brand })}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        {keepsakeCombos.length > 0 ? (
          <section aria-labelledby="keepsake-combos">
            <SectionHeading id="keepsake-combos">{t("content.merch.combos")}</SectionHeading>
            <p className="mt-2 max-w-3xl text-[15px] text-slate-700">{t(HOW_TO_BUY.concessions)}</p>
            <div className="mt-5">
              <ProductGrid products={keepsakeCombos} />
            </div>
          </section>
        ) : null}
        <section aria-labelledby="event-merch" className={keepsakeCombos.length > 0 ? "mt-12" : undefined}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <SectionHeading id="event-merch">{t("content.merch.counter")}</SectionHeading>
            <Link to={href(paths.productsMerchandise())} className="font-medium text-link hover:underline">
              {t("content.merch.page")}
            </Link>
          </div>
          <p className="mt-2 max-w-3xl text-[15px] text-slate-700">{t(HOW_TO_BUY.merchandise)}</p>
          <div className="mt-5">
            {merchandise.length > 0 ? (
              <ProductGrid products={merchandise} />
            ) : (
              <p className="rounded-card bg-mist px-4 py-6 text-slate-700">{t("content.merch.none")}</p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
