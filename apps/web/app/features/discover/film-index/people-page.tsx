import type { PersonWithFilms } from "@hancine/contract/film-index";
import { PageHeader } from "#web/ui/page-header.tsx";
import { paths } from "#web/features/site/paths.ts";
import { FilmThumbRow } from "./film-thumb.tsx";

/** /cinema-corner/actors and /directors: each person with the catalogue's films they made or play in. */
export function PeoplePage({ title, lead, people, today, empty }: { title: string; lead: string; people: PersonWithFilms[]; today: string; empty: string }) {
  return (
    <>
      <PageHeader crumbs={[{ label: "Góc điện ảnh", href: paths.cinemaCorner() }, { label: title }]} title={title} lead={lead} />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        {people.length === 0 ? (
          <p role="alert" className="rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            {empty}
          </p>
        ) : (
          <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
            {people.map((person) => (
              <li key={person.slug} id={person.slug} className="scroll-mt-4 border-t border-slate-200 pt-4" data-testid="person">
                <h2 className="text-lg font-bold text-night-900">{person.name}</h2>
                <p className="mb-3 text-sm text-slate-600">{person.films.length} phim tại rạp</p>
                <FilmThumbRow films={person.films} today={today} label={`Phim của ${person.name}`} size="sm" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
