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

const LEAD = "Tìm phim theo thể loại: hành động, tình cảm, kinh dị, hoạt hình… Mỗi thể loại gồm các phim đang chiếu và sắp chiếu tại rạp.";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.brand, "Thể loại phim", LEAD);

export async function loader({ context }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const genres = await readResult(api, "GET /genres", [], { timeoutMs: HOME.requestTimeoutMs });
  return { brand: site.brand, today: chainDay(new Date()), genres };
}

export default function Genres({ loaderData }: Route.ComponentProps) {
  const { genres, today } = loaderData;
  return (
    <>
      <PageHeader crumbs={[{ label: "Góc điện ảnh", href: paths.cinemaCorner() }, { label: "Thể loại phim" }]} title="Thể loại phim" lead={LEAD} />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        {genres.length === 0 ? (
          <p role="alert" className="rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            Chưa tải được danh sách thể loại lúc này. Bạn vui lòng thử lại sau giây lát nhé.
          </p>
        ) : (
          <>
            <nav aria-label="Chọn thể loại">
              <ul className="flex flex-wrap gap-2">
                {genres.map((genre) => (
                  <li key={genre.slug}>
                    <Link
                      to={`#${genre.slug}`}
                      className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-night-900 hover:border-night-900 hover:bg-mist"
                    >
                      {genre.name}
                      <span className="text-slate-600">
                        {genre.films.length}
                        <span className="sr-only"> phim</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {genres.map((genre) => (
              <section key={genre.slug} id={genre.slug} aria-labelledby={`genre-${genre.slug}`} className="mt-10 scroll-mt-4" data-testid="genre">
                <SectionHeading id={`genre-${genre.slug}`}>
                  {genre.name} <span className="text-base font-medium text-slate-600">({genre.films.length} phim)</span>
                </SectionHeading>
                <div className="mt-4">
                  <FilmThumbRow films={genre.films} today={today} label={`Phim ${genre.name.toLowerCase()}`} layout="scroll" />
                </div>
              </section>
            ))}
          </>
        )}
      </div>
    </>
  );
}
