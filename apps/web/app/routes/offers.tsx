import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/offers";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { PromotionGrid, toPromotionCard } from "../features/discover/promotions/promotion-card.tsx";
import { promotionState } from "../features/discover/promotions/promotion-validity.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const brand = loaderData?.brand ?? "HanCine";
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(loaderData?.brand, t("content.offers.metaTitle"), t("content.offers.metaDescription", { brand }));
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const today = chainDay(new Date());
  const promotions = await readResult(api, "GET /promotions", [], { timeoutMs: HOME.requestTimeoutMs });
  // Running ones first; ended ones are not worth a visitor's time.
  const listed = promotions.filter((p) => promotionState(p, today) !== "ended");
  listed.sort((a, b) => Number(promotionState(a, today) !== "running") - Number(promotionState(b, today) !== "running"));
  return {
    brand: site.brand,
    today,
    promotions: listed.map((p) => toPromotionCard(p, locale)),
    failed: promotions.length === 0,
    messages: messagesFor(locale, ["content"]),
  };
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <OffersPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function OffersPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { promotions, today, failed } = loaderData;
  const { t, href } = useI18n();
  return (
    <>
      <PageHeader
        crumbs={[{ label: t("content.offers.events"), href: href(paths.events()) }, { label: t("content.offers.title") }]}
        title={t("content.offers.title")}
        lead={t("content.offers.lead")}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        {failed ? (
          <p role="alert" className="rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            {t("content.offers.failed")}
          </p>
        ) : promotions.length === 0 ? (
          <p className="rounded-card bg-mist px-4 py-6 text-slate-700">{t("content.offers.none")}</p>
        ) : (
          <PromotionGrid promotions={promotions} today={today} headingLevel={2} />
        )}
      </div>
    </>
  );
}
