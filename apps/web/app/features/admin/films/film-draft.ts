import type { ApiBody } from "@hancine/contract/api-routes";
import { filmInputSchema, filmPatchSchema, type AdminFilm } from "@hancine/contract/back-office-films";
import type { AgeRating, ShowFormat } from "@hancine/contract/catalog";
import { dayMonthYearFromIso, isoFromDayMonthYear } from "@hancine/contract/format";
import { embedTrailerUrl } from "@hancine/contract/trailer-link";
import { fromForm, listOf, textOf, textsOf, type FormFields } from "#web/lib/forms/form-shape.ts";
import type { FilmSummary } from "#web/lib/summaries.ts";
import type { FilmHeaderFilm } from "#web/features/discover/film-page/film-page-header.tsx";
import type { ChosenArt } from "./image-drop.tsx";

/** The editor's fields as typed (text as text, dates dd/MM/yyyy), before the contract reads them. */
export type FilmDraft = {
  name: string;
  slug: string;
  originalName: string;
  /** The English site's name and synopsis (decision 092); blank: the film's own. */
  nameEn: string;
  synopsis: string;
  synopsisEn: string;
  durationMinutes: string;
  age: AgeRating | "";
  releaseDate: string;
  endDate: string;
  genres: string[];
  directors: string[];
  cast: string[];
  trailerUrl: string;
  formats: ShowFormat[];
  poster: ChosenArt | null;
  backdrop: ChosenArt | null;
  distributor: string;
  country: string;
};

export type FilmBody = ApiBody<"POST /admin/films">;
export type FilmChanges = ApiBody<"PATCH /admin/films/:id">;

export const EMPTY_DRAFT: FilmDraft = {
  name: "",
  slug: "",
  originalName: "",
  nameEn: "",
  synopsis: "",
  synopsisEn: "",
  durationMinutes: "",
  age: "",
  releaseDate: "",
  endDate: "",
  genres: [],
  directors: [],
  cast: [],
  trailerUrl: "",
  formats: ["2D"],
  poster: null,
  backdrop: null,
  distributor: "",
  country: "Việt Nam",
};

const artOf = (mediaId: string | null, url: string, placeholder: string | null): ChosenArt | null => (mediaId ? { mediaId, url, placeholder } : null);

/** A saved film as the editor shows it; a copy (`asCopy`) keeps everything but the address. */
export function draftOf(film: AdminFilm, asCopy = false): FilmDraft {
  return {
    name: film.name,
    slug: asCopy ? "" : film.slug,
    originalName: film.originalName ?? "",
    nameEn: film.nameEn ?? "",
    synopsis: film.synopsis,
    synopsisEn: film.synopsisEn ?? "",
    durationMinutes: String(film.durationMinutes),
    age: film.age,
    releaseDate: dayMonthYearFromIso(film.releaseDate),
    endDate: film.endDate ? dayMonthYearFromIso(film.endDate) : "",
    genres: film.genres,
    directors: film.directors,
    cast: film.cast,
    trailerUrl: film.trailerUrl ?? "",
    formats: film.formats,
    poster: artOf(film.posterMediaId, film.poster, film.posterPlaceholder),
    // A film without a backdrop of its own shows its poster there: the editor shows none chosen.
    backdrop: artOf(film.backdropMediaId, film.backdrop, null),
    distributor: film.distributor ?? "",
    country: film.country,
  };
}

/** What `POST /admin/films` gets from the draft (blank optional fields left out, so the server's messages speak). */
export function bodyOf(draft: FilmDraft): FilmBody {
  const duration = draft.durationMinutes.trim();
  return {
    name: draft.name,
    ...(draft.slug.trim() && { slug: draft.slug.trim() }),
    originalName: draft.originalName,
    nameEn: draft.nameEn,
    synopsis: draft.synopsis,
    synopsisEn: draft.synopsisEn,
    // Not a whole number: NaN, which the contract's schema refuses in the browser with its own message.
    ...(duration && { durationMinutes: /^\d+$/.test(duration) ? Number(duration) : Number.NaN }),
    ...(draft.age && { age: draft.age }),
    ...(draft.releaseDate.trim() && { releaseDate: draft.releaseDate }),
    endDate: draft.endDate.trim() || null,
    genres: draft.genres,
    directors: draft.directors,
    cast: draft.cast,
    trailerUrl: draft.trailerUrl,
    formats: draft.formats,
    ...(draft.poster && { posterMediaId: draft.poster.mediaId }),
    backdropMediaId: draft.backdrop?.mediaId ?? null,
    distributor: draft.distributor,
    country: draft.country,
  } as FilmBody;
}

/**
 * The form as the API reads a film (every field of the record, as typed): a blank field the film must
 * have is null, so the contract names it ("Vui lòng nhập tên phim."); a duration that is not a whole
 * number is not a number; the address left blank is made from the name.
 */
export function filmOf(form: FormFields) {
  const blankIsNone = (name: string) => textOf(form, name).trim() || null;
  const duration = textOf(form, "durationMinutes").trim();
  return {
    ...textsOf(form, ["name", "originalName", "nameEn", "synopsis", "synopsisEn", "trailerUrl", "distributor", "country"]),
    slug: blankIsNone("slug"),
    durationMinutes: duration === "" ? null : /^\d+$/.test(duration) ? Number(duration) : Number.NaN,
    age: blankIsNone("age"),
    releaseDate: blankIsNone("releaseDate"),
    endDate: blankIsNone("endDate"),
    genres: listOf(form, "genres"),
    directors: listOf(form, "directors"),
    cast: listOf(form, "cast"),
    formats: listOf(form, "formats"),
    posterMediaId: blankIsNone("posterMediaId"),
    backdropMediaId: blankIsNone("backdropMediaId"),
  };
}

/** `POST /admin/films` from the editor's form. */
export const newFilmForm = fromForm(filmInputSchema, filmOf);
/** `PATCH /admin/films/:id` from the editor's form: the whole record as it is now. */
export const filmChangesForm = fromForm(filmPatchSchema, filmOf);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ from the saved film (none: "Chưa có thay đổi nào để lưu."). */
export function changesOf(saved: FilmDraft, draft: FilmDraft): FilmChanges {
  const now = bodyOf(draft) as Record<string, unknown>;
  const before = bodyOf(saved) as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(now), ...Object.keys(before)])) {
    // A required field emptied is sent as null, so the server says it is missing (a null slug: made from the name again).
    if (!same(now[key], before[key])) changes[key] = now[key] === undefined ? null : now[key];
  }
  return changes as FilmChanges;
}

/** A grey 2:3 card saying there is no poster yet (the preview before an upload). */
const NO_POSTER =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600"><rect width="400" height="600" fill="#1c2f60"/><text x="200" y="300" fill="#cbd5e1" font-family="sans-serif" font-size="28" text-anchor="middle">Chưa có poster</text></svg>',
  );

/** The draft as the public site would show it: its card and its page's header. */
export function previewOf(draft: FilmDraft, genreNames: ReadonlyMap<string, string>): { card: FilmSummary; header: FilmHeaderFilm } {
  const name = draft.name.trim() || "Tên phim";
  const poster = draft.poster?.url ?? NO_POSTER;
  const trailerUrl = draft.trailerUrl.trim() ? embedTrailerUrl(draft.trailerUrl) : null;
  const people = (names: string[]) => names.map((n) => ({ slug: n, name: n }));
  return {
    card: { id: "xem-truoc", slug: "xem-truoc", name, imagePortrait: poster, rate: 0, age: draft.age || "P", trailerUrl },
    header: {
      name,
      originalName: draft.originalName.trim() || null,
      imagePortrait: poster,
      backdrop: draft.backdrop?.url ?? draft.poster?.url ?? poster,
      rate: 0,
      age: draft.age || "P",
      genres: draft.genres.map((slug) => genreNames.get(slug) ?? slug),
      duration: Number(draft.durationMinutes) || 0,
      releaseDate: isoFromDayMonthYear(draft.releaseDate) ?? "",
      country: draft.country.trim(),
      directors: people(draft.directors),
      cast: people(draft.cast),
      trailerUrl,
    },
  };
}
