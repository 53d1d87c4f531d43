import { data } from "react-router";
import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/promotion";
import { servicesOf } from "../page-services.ts";
import { readApi, readResult } from "../lib/api.server.ts";
import { isSlug } from "../lib/showtimes.server.ts";
import { notFoundMeta, pageMeta } from "../lib/page-meta.ts";
import { shareMeta, siteMessagesOf } from "../lib/share-meta.ts";
import { PromotionGrid, toPromotionCard } from "../features/discover/promotions/promotion-card.tsx";
import { PromotionArticle } from "../features/discover/promotions/promotion-article.tsx";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { PageErrorBoundary } from "../ui/page-error-boundary.tsx";
import { paths } from "../features/site/paths.ts";
import { SectionHeading } from "../ui/section-heading.tsx";
import { chainTexts } from "../lib/summaries.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

const OTHERS = 3;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return notFoundMeta(matches);
  const { promotion, brand, lang, messages } = loaderData;
  const { t } = siteMessagesOf(matches, messages);
  // A share card has no language of its own: an English page whose promotion has no English texts describes it in English.
  const description = lang ? t("content.promotion.metaDescription", { brand, title: promotion.title }) : promotion.summary;
  return [...pageMeta(brand, promotion.title, description), ...shareMeta(matches, { type: "article", image: promotion.image, alt: promotion.title })];
};

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  if (!isSlug(params.slug)) throw data(null, { status: 404 });
  const locale = localeOfPath(url.pathname);
  const [answer, all] = await Promise.all([
    readApi(api, "GET /promotions/:slug", { params: { slug: params.slug }, timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /promotions", [], { timeoutMs: HOME.requestTimeoutMs }),
  ]);
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.ok) throw data(null, { status: 503 });
  const { titleEn, summaryEn, bodyEn, ...own } = answer.result;
  // An English page shows the English texts the promotion editor gives, else the promotion's own, marked Vietnamese.
  const { lang, ...texts } = chainTexts(
    locale,
    { title: own.title, summary: own.summary, body: own.body },
    { title: titleEn, summary: summaryEn, body: bodyEn },
  );
  return {
    brand: site.brand,
    today: chainDay(new Date()),
    promotion: { ...own, ...texts, titleEn: null, summaryEn: null, bodyEn: null },
    lang,
    others: all
      .filter((p) => p.slug !== own.slug)
      .slice(0, OTHERS)
      .map((p) => toPromotionCard(p, locale)),
    messages: messagesFor(locale, ["content"]),
  };
}

export { PageErrorBoundary as ErrorBoundary };

export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <Promotion loaderData={loaderData} />
    </MessagesProvider>
  );
}

function Promotion({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { promotion, others, today, lang } = loaderData;
  const { t, href } = useI18n();

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-8">
      <Breadcrumbs
        items={[
          { label: t("content.offers.events"), href: href(paths.events()) },
          { label: t("content.offers.title"), href: href(paths.offers()) },
          { label: promotion.title, lang },
        ]}
      />
      <PromotionArticle promotion={promotion} today={today} lang={lang} />

      {others.length > 0 ? (
        <section aria-labelledby="more-offers" className="mt-14">
          <SectionHeading id="more-offers">{t("content.promotion.others")}</SectionHeading>
          <PromotionGrid promotions={others} today={today} className="mt-5" />
        </section>
      ) : null}
    </div>
  );
}
