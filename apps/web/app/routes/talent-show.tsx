import { Link } from "react-router";
import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/talent-show";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { ProductGrid, toProductCard } from "../features/discover/products/product-card.tsx";
import { PromotionGrid, toPromotionCard } from "../features/discover/promotions/promotion-card.tsx";
import { TALENT_SHOW_FINAL_CINEMA, TALENT_SHOW_NAME, isTalentShow } from "../features/discover/talent-show/talent-show.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { SectionHeading } from "../ui/section-heading.tsx";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const brand = loaderData?.brand ?? "HanCine";
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(loaderData?.brand, t("content.talentShow.metaTitle", { brand }), t("content.talentShow.metaDescription"));
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const [promotions, products] = await Promise.all([
    readResult(api, "GET /promotions", [], { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /products", [], { query: { kind: "merchandise" }, timeoutMs: HOME.requestTimeoutMs }),
  ]);
  return {
    brand: site.brand,
    today: chainDay(new Date()),
    promotions: promotions.filter(isTalentShow).map((p) => toPromotionCard(p, locale)),
    products: products.filter(isTalentShow).map(toProductCard),
    // Its product cards read `shop` (decision 098).
    messages: messagesFor(locale, ["content", "shop"]),
  };
}

const STEPS = ["content.talentShow.step1", "content.talentShow.step2", "content.talentShow.step3", "content.talentShow.step4"] as const;

export default function TalentShow({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <TalentShowPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function TalentShowPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { brand, today, promotions, products } = loaderData;
  const { t, rich, href, chainLang } = useI18n();
  // The contest's and the cinema's names are the chain's own Vietnamese ones.
  const chainName = (name: string) => (chainLang ? <span lang={chainLang}>{name}</span> : name);
  return (
    <>
      <PageHeader
        crumbs={[{ label: t("content.offers.events"), href: href(paths.events()) }, { label: t("content.events.talentShow", { brand }) }]}
        title={rich("content.talentShow.title", { brand, contest: chainName(TALENT_SHOW_NAME) })}
        lead={t("content.talentShow.lead", { brand })}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <section aria-labelledby="how-to-vote" className="max-w-3xl">
          <SectionHeading id="how-to-vote">{t("content.talentShow.howToVote")}</SectionHeading>
          <ol className="mt-4 space-y-3">
            {STEPS.map((step, i) => (
              <li key={step} className="flex gap-3 text-[15px] text-slate-800">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-night-900 text-sm font-bold text-white" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="pt-0.5">{rich(step, { cinema: chainName(TALENT_SHOW_FINAL_CINEMA) })}</span>
              </li>
            ))}
          </ol>
        </section>

        {promotions.length > 0 ? (
          <section aria-labelledby="contest-offers" className="mt-12">
            <SectionHeading id="contest-offers">{t("content.talentShow.offers")}</SectionHeading>
            <PromotionGrid promotions={promotions} today={today} className="mt-5" />
          </section>
        ) : null}

        <section aria-labelledby="contest-merch" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <SectionHeading id="contest-merch">{t("content.talentShow.merch")}</SectionHeading>
            <Link to={href(paths.productsTalentShow())} className="font-medium text-link hover:underline">
              {t("content.talentShow.allMerch")}
            </Link>
          </div>
          <div className="mt-5">
            {products.length > 0 ? (
              <ProductGrid products={products} />
            ) : (
              <p className="rounded-card bg-mist px-4 py-6 text-slate-700">{t("content.talentShow.noMerch")}</p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
