import { Link } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/products-talent-show";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { HOW_TO_BUY, ProductGrid, toProductCard } from "../features/discover/products/product-card.tsx";
import { TALENT_SHOW_NAME, isTalentShow } from "../features/discover/talent-show/talent-show.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { SectionHeading } from "../ui/section-heading.tsx";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(loaderData?.brand, t("shop.talent.title", { brand: loaderData?.brand ?? "HanCine" }), t("shop.talent.metaDescription"));
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const products = (await readResult(api, "GET /products", [], { query: { kind: "merchandise" }, timeoutMs: HOME.requestTimeoutMs })).map(toProductCard);
  return {
    brand: site.brand,
    contest: products.filter(isTalentShow),
    others: products.filter((p) => !isTalentShow(p)),
    messages: messagesFor(localeOfPath(url.pathname), ["shop"]),
  };
}

export default function ProductsTalentShow({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <ProductsTalentShowPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function ProductsTalentShowPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { brand, contest, others } = loaderData;
  const { t, rich, href, chainLang } = useI18n();
  const title = t("shop.talent.title", { brand });
  return (
    <>
      <PageHeader
        crumbs={[{ label: t("shop.products"), href: href(paths.products()) }, { label: title }]}
        title={title}
        lead={rich("shop.talent.lead", {
          contest: (
            <span key="contest" lang={chainLang}>
              {TALENT_SHOW_NAME}
            </span>
          ),
          brand,
          link: (
            <Link key="about" to={href(paths.talentShow())} className="font-medium text-link hover:underline">
              {t("shop.talent.about")}
            </Link>
          ),
        })}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <p className="max-w-3xl rounded-card bg-mist px-4 py-3 text-[15px] text-slate-800">{t(HOW_TO_BUY.merchandise)}</p>
        <section aria-labelledby="contest-items" className="mt-8">
          <SectionHeading id="contest-items">{t("shop.talent.contestItems")}</SectionHeading>
          <div className="mt-5">
            {contest.length > 0 ? <ProductGrid products={contest} /> : <p className="rounded-card bg-mist px-4 py-6 text-slate-700">{t("shop.talent.none")}</p>}
          </div>
        </section>
        {others.length > 0 ? (
          <section aria-labelledby="other-items" className="mt-12">
            <SectionHeading id="other-items">{t("shop.talent.others", { brand })}</SectionHeading>
            <div className="mt-5">
              <ProductGrid products={others} />
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}
