import type { PersonWithFilms } from "@hancine/contract/film-index";
import { hasVietnamese } from "@hancine/contract/i18n/vietnamese-letters";
import { PageHeader } from "#web/ui/page-header.tsx";
import { paths } from "#web/features/site/paths.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { FilmThumbRow } from "./film-thumb.tsx";

/**
 * /cinema-corner/actors and /directors: each person with the catalogue's films they made or play in.
 * On an English page a name written with Vietnamese letters is marked `lang="vi"` (the `content` namespace).
 */
export function PeoplePage({
  role,
  title,
  lead,
  people,
  today,
  empty,
}: {
  role: "director" | "cast";
  title: string;
  lead: string;
  people: PersonWithFilms[];
  today: string;
  empty: string;
}) {
  const { t, href, chainLang } = useI18n();
  return (
    <>
      <PageHeader crumbs={[{ label: t("content.corner.title"), href: href(paths.cinemaCorner()) }, { label: title }]} title={title} lead={lead} />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        {people.length === 0 ? (
          <p role="alert" className="rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            {empty}
          </p>
        ) : (
          <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
            {people.map((person) => (
              <li key={person.slug} id={person.slug} className="scroll-mt-4 border-t border-slate-200 pt-4" data-testid="person">
                <h2 className="text-lg font-bold text-night-900" lang={chainLang && hasVietnamese(person.name) ? chainLang : undefined}>
                  {person.name}
                </h2>
                <p className="mb-3 text-sm text-slate-600">{t("content.people.filmCount", { count: person.films.length })}</p>
                <FilmThumbRow
                  films={person.films}
                  today={today}
                  label={t(role === "director" ? "content.people.filmsBy" : "content.people.filmsWith", { name: person.name })}
                  size="sm"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
