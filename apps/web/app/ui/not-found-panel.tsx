import { Link } from "react-router";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";
import { buttonClass } from "./button.tsx";
import { paths } from "../features/site/paths.ts";
import { useI18n } from "../lib/i18n/messages.tsx";

const SUGGESTIONS: { label: WebMessageKey; href: string }[] = [
  { label: "site.notFound.films", href: paths.movies() },
  { label: "site.notFound.cinemas", href: paths.theatersPrices() },
  { label: "site.notFound.offers", href: paths.offers() },
  { label: "site.notFound.faq", href: paths.faq() },
];

/** The friendly 404: what happened, and where to go next. */
export function NotFoundPanel() {
  const { t, href } = useI18n();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center md:py-24">
      <p className="text-6xl font-bold text-night-900" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-night-900 [text-wrap:balance] sm:text-3xl">{t("site.notFound.heading")}</h1>
      <p className="mt-3 text-slate-700">{t("site.notFound.text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={href(paths.home())} className={buttonClass("primary")}>
          {t("site.notFound.home")}
        </Link>
        <Link to={paths.search()} className={buttonClass("secondary")}>
          {t("site.notFound.search")}
        </Link>
      </div>
      <nav aria-label={t("site.notFound.suggestions")} className="mt-10">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-[15px]">
          {SUGGESTIONS.map((s) => (
            <li key={s.href}>
              <Link to={href(s.href)} className="text-link hover:underline">
                {t(s.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** Any other failure: no internals, a way out. */
export function ErrorPanel() {
  const { t, href } = useI18n();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center md:py-24">
      <h1 className="text-2xl font-bold text-night-900 sm:text-3xl">{t("site.error.heading")}</h1>
      <p className="mt-3 text-slate-700">{t("site.error.text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={href(paths.home())} className={buttonClass("primary")}>
          {t("site.notFound.home")}
        </Link>
      </div>
    </div>
  );
}
