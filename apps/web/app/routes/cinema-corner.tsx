import { Link } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/cinema-corner";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { PostGrid, toPostCard } from "../features/discover/posts/post-card.tsx";
import { POST_KINDS } from "../features/discover/posts/post-kinds.ts";
import { HubTiles } from "../ui/hub-tiles.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { SectionHeading } from "../ui/section-heading.tsx";

const LATEST = 3;
const LEAD = "Bình luận phim, blog điện ảnh và tra cứu phim theo thể loại, diễn viên, đạo diễn.";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.brand, "Góc điện ảnh", LEAD);

export async function loader({ context }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const t = HOME.requestTimeoutMs;
  const [reviews, blog, genres, directors, cast] = await Promise.all([
    readResult(api, "GET /posts", [], { query: { type: "review" }, timeoutMs: t }),
    readResult(api, "GET /posts", [], { query: { type: "blog" }, timeoutMs: t }),
    readResult(api, "GET /genres", [], { timeoutMs: t }),
    readResult(api, "GET /people", [], { query: { role: "director" }, timeoutMs: t }),
    readResult(api, "GET /people", [], { query: { role: "cast" }, timeoutMs: t }),
  ]);
  return {
    brand: site.brand,
    reviews: reviews.slice(0, LATEST).map(toPostCard),
    blog: blog.slice(0, LATEST).map(toPostCard),
    counts: { reviews: reviews.length, blog: blog.length, genres: genres.length, directors: directors.length, cast: cast.length },
  };
}

export default function CinemaCorner({ loaderData }: Route.ComponentProps) {
  const { reviews, blog, counts } = loaderData;
  const tiles = [
    { title: "Thể loại phim", detail: `${counts.genres} thể loại`, href: paths.genres() },
    { title: "Diễn viên", detail: `${counts.cast} diễn viên`, href: paths.actors() },
    { title: "Đạo diễn", detail: `${counts.directors} đạo diễn`, href: paths.directors() },
  ];
  const lists = [
    { id: "corner-reviews", kind: POST_KINDS.review, posts: reviews, total: counts.reviews },
    { id: "corner-blog", kind: POST_KINDS.blog, posts: blog, total: counts.blog },
  ];
  return (
    <>
      <PageHeader crumbs={[{ label: "Góc điện ảnh" }]} title="Góc điện ảnh" lead={LEAD} />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <HubTiles tiles={tiles} />
        {lists.map((list) => (
          <section key={list.id} aria-labelledby={list.id} className="mt-12">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <SectionHeading id={list.id}>{list.kind.title}</SectionHeading>
              <Link to={list.kind.listPath} className="font-medium text-link hover:underline">
                Xem tất cả {list.total} bài
              </Link>
            </div>
            <div className="mt-5">
              {list.posts.length > 0 ? <PostGrid posts={list.posts} /> : <p className="rounded-card bg-mist px-4 py-6 text-slate-700">Chưa có bài viết nào.</p>}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
