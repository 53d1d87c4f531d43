import { Link } from "react-router";
import { paths } from "#web/features/site/paths.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** The static 'Trang chủ' block: what the chain offers and how buying a ticket works. */
export function HomeDescription({ brand }: { brand: string }) {
  const { t, rich, href } = useI18n();
  return (
    <section aria-labelledby="home-description-title" className="below-fold mx-auto [--fold-height:420px] w-full max-w-6xl px-4 py-12">
      <h2 id="home-description-title" className="text-xl font-bold text-night-900 sm:text-2xl">
        {t("home.about.heading")}
      </h2>
      <div className="mt-4 grid gap-x-10 gap-y-4 text-[15px] leading-relaxed text-slate-700 md:grid-cols-2">
        <p>{t("home.about.chain", { brand })}</p>
        <p>
          {rich("home.about.booking", {
            brand,
            buyTickets: (
              <Link to={href(paths.buyTickets())} className="font-medium text-link underline underline-offset-2">
                {t("home.about.buyTickets")}
              </Link>
            ),
          })}
        </p>
      </div>
    </section>
  );
}
