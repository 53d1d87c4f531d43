import { Form } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { SearchResult } from "@hancine/contract/quick-booking";
import type { Route } from "./+types/search";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { FilmCard } from "../features/home/film-section/film-card.tsx";
import { SearchResults } from "../features/discover/search/search-results.tsx";
import { SearchIcon } from "../ui/icons.tsx";
import { paths } from "../features/site/paths.ts";
import { useTrailerDialog } from "../features/discover/trailer-dialog/use-trailer-dialog.tsx";

// The dialog code (Radix) loads on first use, not with the page.

const MAX_QUERY = 100;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.q ? `Tìm “${loaderData.q}” – ${loaderData.brand}` : `Tìm kiếm – ${loaderData?.brand ?? "HanCine"}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  if (!q) return { brand: site.brand, q, result: null };
  const result = await readResult(api, "GET /search", null, { query: { q }, timeoutMs: HOME.requestTimeoutMs });
  return { brand: site.brand, q, result };
}

function total(result: SearchResult): number {
  return result.films.length + (result.people?.length ?? 0) + result.cinemas.length + result.posts.length + result.promotions.length;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, result } = loaderData;
  const { openTrailer, trailerDialog } = useTrailerDialog();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold text-night-900 sm:text-3xl">{q ? <>Kết quả tìm kiếm cho “{q}”</> : "Tìm kiếm"}</h1>
      <Form action={paths.search()} method="get" role="search" className="mt-5 flex max-w-2xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          Tìm phim, rạp, bài viết, khuyến mãi
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500" />
          <input
            key={q}
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={MAX_QUERY}
            placeholder="Tìm phim, rạp, khuyến mãi…"
            className="h-12 w-full rounded-card border border-slate-300 pl-10 pr-3 text-[15px] focus:border-link focus:outline-none focus-visible:ring-2 focus-visible:ring-link/30"
          />
        </div>
        <button type="submit" className="h-12 rounded-card bg-amber-brand px-5 font-bold text-night-900 hover:bg-amber-brand-dark">
          Tìm
        </button>
      </Form>

      <div aria-live="polite">
        {!q ? (
          <p className="mt-8 text-slate-600">Nhập tên phim, rạp, bài viết hoặc chương trình khuyến mãi bạn muốn tìm.</p>
        ) : result === null ? (
          <p role="alert" className="mt-8 rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            Chưa tìm được lúc này do máy chủ đang gặp lỗi. Bạn vui lòng thử lại sau giây lát nhé.
          </p>
        ) : total(result) === 0 ? (
          <p className="mt-8 text-slate-700">Không tìm thấy kết quả nào cho “{q}”. Bạn thử từ khóa khác, hoặc gõ không dấu nhé.</p>
        ) : (
          <>
            <p className="mt-6 text-sm text-slate-600">Tìm thấy {total(result)} kết quả.</p>
            <SearchResults result={result} renderFilm={(film) => <FilmCard film={film} onTrailer={openTrailer} />} />
          </>
        )}
      </div>
      {trailerDialog}
    </div>
  );
}
