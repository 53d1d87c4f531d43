import type { Route } from "./+types/review";
import { servicesOf } from "../page-services.ts";
import { notFoundMeta, pageMeta } from "../lib/page-meta.ts";
import { loadPost } from "../features/posts/load-post.server.ts";
import { PostArticle } from "../features/posts/post-article.tsx";
import { PageErrorBoundary } from "../ui/page-error-boundary.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return notFoundMeta();
  const { post, brand } = loaderData;
  return [...pageMeta(brand, post.title, post.excerpt.slice(0, 160)), { property: "og:image", content: post.image }];
};

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  return { brand: site.brand, ...(await loadPost(api, params.slug, "review")) };
}

export { PageErrorBoundary as ErrorBoundary };

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} film={loaderData.film} more={loaderData.more} />;
}
