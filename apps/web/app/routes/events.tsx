import { Link } from "react-router";
import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/events";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { PromotionGrid, toPromotionCard } from "../features/discover/promotions/promotion-card.tsx";
import { promotionState } from "../features/discover/promotions/promotion-validity.ts";
import { TALENT_SHOW_NAME } from "../features/discover/talent-show/talent-show.ts";
import { HubTiles } from "../ui/hub-tiles.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { SectionHeading } from "../ui/section-heading.tsx";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

const FEATURED = 6;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const brand = loaderData?.brand ?? "HanCine";
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(loaderData?.brand, t("content.events.metaTitle"), t("content.events.metaDescription", { brand }));
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const today = chainDay(new Date());
  const promotions = await readResult(api, "GET /promotions", [], { timeoutMs: HOME.requestTimeoutMs });
  const running = promotions.filter((p) => promotionState(p, today) === "running");
  return {
    brand: site.brand,
    today,
    promotions: running.slice(0, FEATURED).map((p) => toPromotionCard(p, locale)),
    total: running.length,
    messages: messagesFor(locale, ["content"]),
  };
}

export default function Events({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <EventsPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function EventsPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { brand, today, promotions, total } = loaderData;
  const { t, rich, href, chainLang } = useI18n();
  const tiles = [
    { title: t("content.events.bestFilms"), detail: t("content.events.bestFilmsDetail"), href: href(paths.bestFilmsOfMonth()) },
    {
      title: t("content.events.talentShow", { brand }),
      // The contest's own name is the chain's Vietnamese one.
      detail: rich("content.events.talentShowDetail", { contest: chainLang ? <span lang={chainLang}>{TALENT_SHOW_NAME}</span> : TALENT_SHOW_NAME }),
      href: href(paths.talentShow()),
    },
    { title: t("content.events.merch"), detail: t("content.events.merchDetail"), href: href(paths.eventMerchandise()) },
  ];
  return (
    <>
      <PageHeader crumbs={[{ label: t("content.offers.events") }]} title={t("content.offers.events")} lead={t("content.events.lead", { brand })} />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <HubTiles tiles={tiles} />

        <section aria-labelledby="running-offers" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <SectionHeading id="running-offers">{t("content.events.running")}</SectionHeading>
            <Link to={href(paths.offers())} className="font-medium text-link hover:underline">
              {t("content.events.allOffers", { count: total })}
            </Link>
          </div>
          {promotions.length === 0 ? (
            <p className="mt-5 rounded-card bg-mist px-4 py-6 text-slate-700">{t("content.events.none")}</p>
          ) : (
            <PromotionGrid promotions={promotions} today={today} className="mt-5" />
          )}
        </section>
      </div>
    </>
  );
}
