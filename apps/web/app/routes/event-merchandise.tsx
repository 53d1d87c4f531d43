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
import { MessagesProvider, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.brand,
    "Đồ lưu niệm sự kiện",
    `Quà lưu niệm và combo phiên bản giới hạn theo các sự kiện điện ảnh tại ${loaderData?.brand ?? "HanCine"}.`,
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const products = await readResult(api, "GET /products", [], { timeoutMs: HOME.requestTimeoutMs });
  return {
    brand: site.brand,
    merchandise: products.filter((p) => p.kind === "merchandise").map(toProductCard),
    // Combos that come with a keepsake ("móc khóa", "ly", …) belong to the events too.
    keepsakeCombos: products.filter((p) => p.kind === "combo" && /móc khóa|ly giữ nhiệt|phiên bản giới hạn/i.test(p.description)).map(toProductCard),
    // Not translated yet (Vietnamese only); its product cards and how-to-buy notes read `shop` (decision 098).
    messages: messagesFor("vi", ["shop"]),
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
  const { t } = useI18n();
  return (
    <>
      <PageHeader
        crumbs={[{ label: "Sự kiện", href: paths.events() }, { label: "Đồ lưu niệm" }]}
        title="Đồ lưu niệm sự kiện"
        lead={`Mỗi mùa phim lớn và mỗi sự kiện của ${brand} đều có quà riêng: combo kèm quà tặng và đồ lưu niệm bán tại quầy, số lượng có hạn.`}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        {keepsakeCombos.length > 0 ? (
          <section aria-labelledby="keepsake-combos">
            <SectionHeading id="keepsake-combos">Combo kèm quà</SectionHeading>
            <p className="mt-2 max-w-3xl text-[15px] text-slate-700">{t(HOW_TO_BUY.concessions)}</p>
            <div className="mt-5">
              <ProductGrid products={keepsakeCombos} />
            </div>
          </section>
        ) : null}
        <section aria-labelledby="event-merch" className={keepsakeCombos.length > 0 ? "mt-12" : undefined}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <SectionHeading id="event-merch">Đồ lưu niệm tại quầy</SectionHeading>
            <Link to={paths.productsMerchandise()} className="font-medium text-link hover:underline">
              Trang đồ lưu niệm
            </Link>
          </div>
          <p className="mt-2 max-w-3xl text-[15px] text-slate-700">{t(HOW_TO_BUY.merchandise)}</p>
          <div className="mt-5">
            {merchandise.length > 0 ? (
              <ProductGrid products={merchandise} />
            ) : (
              <p className="rounded-card bg-mist px-4 py-6 text-slate-700">Đồ lưu niệm đang được cập nhật. Bạn quay lại sau nhé.</p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
