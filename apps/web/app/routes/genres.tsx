import { Link } from "react-router";
import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/genres";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { FilmThumbRow } from "../features/discover/film-index/film-thumb.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { SectionHeading } from "../ui/section-heading.tsx";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { chainWord } from "../lib/i18n/chain-word.ts";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(loaderData?.brand, t("content.corner.genres"), t("content.genres.lead"));
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const genres = await readResult(api, "GET /genres", [], { timeoutMs: HOME.requestTimeoutMs });
  // The genres' English names (`films.genre.<slug>`, decision 092), not the rest of the films pages' words.
  const genreNames = Object.entries(messagesFor(locale, ["films"])).filter(([key]) => key.startsWith("films.genre."));
  return { brand: site.brand, today: chainDay(new Date()), genres, messages: { ...messagesFor(locale, ["content"]), ...Object.fromEntries(genreNames) } };
}

export default function Genres({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <GenresPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function GenresPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { genres, today } = loaderData;
  const i18n = useI18n();
  const { t, href, locale } = i18n;
  // A genre in the page's language: its English name on an English page (else its own, marked
  // Vietnamese), in that language's alphabetical order (the API's is Vietnamese).
  const named = genres.map((genre) => ({ ...genre, ...chainWord(i18n, "films.genre", genre.name) }));
  if (locale === "en") named.sort((a, b) => a.text.localeCompare(b.text, "en"));
  return (
    <>
      <PageHeader
        crumbs={[{ label: t("content.corner.title"), href: href(paths.cinemaCorner()) }, { label: t("content.corner.genres") }]}
        title={t("content.corner.genres")}
        lead={t("content.genres.lead")}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        {genres.length === 0 ? (
          <p role="alert" className="rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            {t("content.genres.failed")}
          </p>
        ) : (
          <>
            <nav aria-label={t("content.genres.choose")}>
              <ul className="flex flex-wrap gap-2">
                {named.map((genre) => (
                  <li key={genre.slug}>
                    <Link
                      to={`#${genre.slug}`}
                      className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-night-900 hover:border-night-900 hover:bg-mist"
                    >
                      <span lang={genre.lang}>{genre.text}</span>
                      <span className="text-slate-600">
                        {genre.films.length}
                        <span className="sr-only"> {t("content.genres.films", { count: genre.films.length })}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {named.map((genre) => (
              <section key={genre.slug} id={genre.slug} aria-labelledby={`genre-${genre.slug}`} className="mt-10 scroll-mt-4" data-testid="genre">
                <SectionHeading id={`genre-${genre.slug}`}>
                  <span lang={genre.lang}>{genre.text}</span>{" "}
                  <span className="text-base font-medium text-slate-600">{t("content.genres.count", { count: genre.films.length })}</span>
                </SectionHeading>
                <div className="mt-4">
                  <FilmThumbRow
                    films={genre.films}
                    today={today}
                    // "Phim hành động"; "Action films".
                    label={t("content.genres.list", { genre: locale === "vi" ? genre.text.toLowerCase() : genre.text })}
                    layout="scroll"
                  />
                </div>
              </section>
            ))}
          </>
        )}
      </div>
    </>
  );
}
