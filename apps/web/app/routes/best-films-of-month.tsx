import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/best-films-of-month";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { toFilmSummary } from "../lib/summaries.ts";
import { FilmCard } from "../features/home/film-section/film-card.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { useTrailerDialog } from "../features/discover/trailer-dialog/use-trailer-dialog.tsx";

// The dialog code (Radix) loads on first use, not with the page.

const TOP = 10;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.brand,
    `Phim hay tháng ${loaderData?.month ?? ""}`.trim(),
    "Những phim đang chiếu được khán giả chấm điểm cao nhất tháng này, xếp theo điểm đánh giá.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const [year, month] = chainDay(new Date()).split("-");
  const showing = await readResult(api, "GET /films/showing", [], { timeoutMs: HOME.requestTimeoutMs });
  const collator = new Intl.Collator("vi");
  const ranked = [...showing].sort((a, b) => b.rate - a.rate || collator.compare(a.name, b.name)).slice(0, TOP);
  return { brand: site.brand, month: `${month}/${year}`, films: ranked.map((film) => toFilmSummary(film)) };
}

export default function BestFilmsOfMonth({ loaderData }: Route.ComponentProps) {
  const { month, films } = loaderData;
  const { openTrailer, trailerDialog } = useTrailerDialog();
  return (
    <>
      <PageHeader
        crumbs={[{ label: "Sự kiện", href: paths.events() }, { label: "Phim hay tháng" }]}
        title={`Phim hay tháng ${month}`}
        lead={`${films.length > 0 ? `${films.length} phim` : "Các phim"} đang chiếu được khán giả chấm điểm cao nhất, xếp theo điểm đánh giá trung bình (thang 10). Danh sách cập nhật mỗi ngày.`}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        {films.length === 0 ? (
          <p role="alert" className="rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            Chưa tải được danh sách phim lúc này. Bạn vui lòng thử lại sau giây lát nhé.
          </p>
        ) : (
          <ol className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:gap-x-6 lg:grid-cols-5" aria-label="Bảng xếp hạng phim theo điểm đánh giá">
            {films.map((film, i) => (
              <li key={film.id} className="relative">
                <span
                  className="absolute -left-1.5 -top-2 z-10 flex size-9 items-center justify-center rounded-full bg-amber-brand text-base font-bold text-night-900 shadow"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span className="sr-only">Hạng {i + 1}: </span>
                <FilmCard film={film} onTrailer={openTrailer} eager={i < 2} />
              </li>
            ))}
          </ol>
        )}
      </div>
      {trailerDialog}
    </>
  );
}
