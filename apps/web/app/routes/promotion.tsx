import { data } from "react-router";
import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/promotion";
import { servicesOf } from "../page-services.ts";
import { readApi, readResult } from "../lib/api.server.ts";
import { isSlug } from "../lib/showtimes.server.ts";
import { notFoundMeta, pageMeta } from "../lib/page-meta.ts";
import { shareMeta } from "../lib/share-meta.ts";
import { PromotionGrid, toPromotionCard } from "../features/discover/promotions/promotion-card.tsx";
import { PromotionArticle } from "../features/discover/promotions/promotion-article.tsx";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { PageErrorBoundary } from "../ui/page-error-boundary.tsx";
import { paths } from "../features/site/paths.ts";
import { SectionHeading } from "../ui/section-heading.tsx";

const OTHERS = 3;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return notFoundMeta(matches);
  const { promotion, brand } = loaderData;
  return [...pageMeta(brand, promotion.title, promotion.summary), ...shareMeta(matches, { type: "article", image: promotion.image, alt: promotion.title })];
};

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  if (!isSlug(params.slug)) throw data(null, { status: 404 });
  const [answer, all] = await Promise.all([
    readApi(api, "GET /promotions/:slug", { params: { slug: params.slug }, timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /promotions", [], { timeoutMs: HOME.requestTimeoutMs }),
  ]);
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.ok) throw data(null, { status: 503 });
  const promotion = answer.result;
  return {
    brand: site.brand,
    today: chainDay(new Date()),
    promotion,
    others: all
      .filter((p) => p.slug !== promotion.slug)
      .slice(0, OTHERS)
      .map(toPromotionCard),
  };
}

export { PageErrorBoundary as ErrorBoundary };

export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  const { promotion, others, today } = loaderData;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-8">
      <Breadcrumbs items={[{ label: "Sự kiện", href: paths.events() }, { label: "Ưu đãi", href: paths.offers() }, { label: promotion.title }]} />
      <PromotionArticle promotion={promotion} today={today} />

      {others.length > 0 ? (
        <section aria-labelledby="more-offers" className="mt-14">
          <SectionHeading id="more-offers">Ưu đãi khác</SectionHeading>
          <PromotionGrid promotions={others} today={today} className="mt-5" />
        </section>
      ) : null}
    </div>
  );
}
