// schema.org descriptions of the film and cinema pages (JSON-LD). The types come from schema-dts,
// generated from schema.org's own vocabulary: a property or type schema.org does not define for
// Movie, MovieTheater or ScreeningEvent fails the typecheck (docs/decisions/021-found-and-shared.md).
import type { Movie, MovieTheater, ScreeningEvent, WithContext } from "schema-dts";
import type { CinemaDetail, FilmDetail } from "@hancine/contract/catalog";
import { ACCESSIBILITY_SCHEMA_ORG } from "@hancine/contract/accessibility";
import type { ShowtimeSummary } from "#web/lib/showtime-summary.ts";
import { shareImageUrl } from "#web/lib/share-meta.ts";
import { paths } from "../paths.ts";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { pathIn } from "#web/lib/i18n/locale-paths.ts";

/** Search engines get the next showtimes, not a week's hundreds: the page stays light. */
export const SCREENING_EVENTS_LISTED = 40;

/** What a Movie is described from: the film page's details. */
export type MovieFacts = Pick<
  FilmDetail,
  "slug" | "name" | "originalName" | "imagePortrait" | "synopsis" | "duration" | "releaseDate" | "genres" | "age" | "country" | "directors" | "cast"
>;
/** What a MovieTheater is described from: the cinema page's details. */
export type TheaterFacts = Pick<CinemaDetail, "slug" | "name" | "address" | "cityName" | "location" | "phone" | "auditoriums">;

/** `locale`: the page's language (its address; the film's name and synopsis are the page's). */
export function movieJsonLd(film: MovieFacts, publicUrl: string, locale: Locale = "vi"): WithContext<Movie> {
  const people = (list: FilmDetail["cast"]) => list.map((person) => ({ "@type": "Person" as const, name: person.name }));
  return {
    "@context": "https://schema.org",
    "@type": "Movie",
    name: film.name,
    ...(film.originalName ? { alternateName: film.originalName } : {}),
    url: `${publicUrl}${pathIn(locale, paths.film(film.slug))}`,
    image: shareImageUrl(publicUrl, film.imagePortrait) ?? `${publicUrl}${film.imagePortrait}`,
    description: film.synopsis,
    duration: `PT${film.duration}M`,
    datePublished: film.releaseDate,
    genre: film.genres,
    contentRating: film.age,
    countryOfOrigin: { "@type": "Country", name: film.country },
    inLanguage: "vi",
    director: people(film.directors),
    actor: people(film.cast),
  };
}

export function movieTheaterJsonLd(cinema: TheaterFacts, showtimes: ShowtimeSummary[], publicUrl: string, locale: Locale = "vi"): WithContext<MovieTheater> {
  const url = `${publicUrl}${pathIn(locale, paths.cinema(cinema.slug))}`;
  const place = {
    "@type": "MovieTheater" as const,
    name: cinema.name,
    url,
    address: { "@type": "PostalAddress" as const, streetAddress: cinema.address, addressLocality: cinema.cityName, addressCountry: "VN" },
    ...(cinema.location ? { geo: { "@type": "GeoCoordinates" as const, latitude: cinema.location.latitude, longitude: cinema.location.longitude } } : {}),
  };
  const events: ScreeningEvent[] = showtimes.slice(0, SCREENING_EVENTS_LISTED).map((showtime) => ({
    "@type": "ScreeningEvent",
    name: showtime.film.name,
    startDate: showtime.startsAt,
    url: `${publicUrl}${paths.booking(showtime.id)}`,
    videoFormat: showtime.format,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: place,
    // schema.org defines accessibilityFeature on creative works, not events: this screening's
    // presentation of the film is what carries audio description or captions (decision 082).
    workPresented: {
      "@type": "Movie",
      name: showtime.film.name,
      url: `${publicUrl}${paths.film(showtime.film.slug)}`,
      ...(showtime.accessibilityFeatures.length > 0 ? { accessibilityFeature: showtime.accessibilityFeatures.map((f) => ACCESSIBILITY_SCHEMA_ORG[f]) } : {}),
    },
  }));
  return {
    "@context": "https://schema.org",
    ...place,
    telephone: cinema.phone,
    screenCount: cinema.auditoriums.length,
    event: events,
  };
}
