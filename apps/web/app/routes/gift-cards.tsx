import { Link } from "react-router";
import type { Route } from "./+types/gift-cards";
import { servicesOf } from "../page-services.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { fieldTextsFor } from "../lib/i18n/field-texts.server.ts";
import { FieldTextsProvider } from "../lib/forms/field-texts.tsx";
import { BuyGiftCardForm } from "../features/discover/gift-cards/buy-gift-card-form.tsx";
import { GiftCardBalanceForm } from "../features/discover/gift-cards/gift-card-balance-form.tsx";
import { giftCardFieldTexts } from "../features/discover/gift-cards/gift-card-field-texts.server.ts";
import { paths } from "../features/site/paths.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(loaderData?.brand, t("shop.gift.metaTitle"), t("shop.gift.metaDescription"));
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  return {
    brand: servicesOf(context).site.brand,
    messages: messagesFor(locale, ["shop"]),
    fieldTexts: { ...fieldTextsFor(locale), ...giftCardFieldTexts(locale) },
  };
}

export default function GiftCards({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <FieldTextsProvider texts={loaderData.fieldTexts}>
        <GiftCardsPage brand={loaderData.brand} />
      </FieldTextsProvider>
    </MessagesProvider>
  );
}

function GiftCardsPage({ brand }: { brand: string }) {
  const { t, rich, href } = useI18n();
  return (
    <>
      <PageHeader
        crumbs={[{ label: t("shop.products"), href: href(paths.products()) }, { label: t("shop.gift.title") }]}
        title={t("shop.gift.title")}
        lead={t("shop.gift.lead", { brand })}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
          <section className="rounded-card border border-slate-200 bg-white p-5 shadow-sm md:p-6">
            <BuyGiftCardForm brand={brand} />
          </section>
          <div className="space-y-8">
            <section className="rounded-card border border-slate-200 bg-white p-5 shadow-sm md:p-6">
              <GiftCardBalanceForm />
            </section>
            <section aria-labelledby="gift-how" className="space-y-3">
              <SectionHeading id="gift-how">{t("shop.gift.howTitle")}</SectionHeading>
              <ul className="list-disc space-y-2 pl-5 text-[15px] text-slate-800">
                <li>{t("shop.gift.how1")}</li>
                <li>{t("shop.gift.how2")}</li>
                <li>{t("shop.gift.how3")}</li>
              </ul>
              <p className="text-[15px] text-slate-700">
                {rich("shop.gift.help", {
                  faq: (
                    <Link key="faq" to={href(paths.faq())} className="font-medium text-link hover:underline">
                      {t("shop.gift.faq")}
                    </Link>
                  ),
                })}
              </p>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
