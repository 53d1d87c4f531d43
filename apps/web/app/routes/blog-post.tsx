import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider } from "../lib/i18n/messages.tsx";
import type { Route } from "./+types/blog-post";
import { servicesOf } from "../page-services.ts";
import { loadPostPage } from "../features/discover/posts/load-post.server.ts";
import { PostArticle } from "../features/discover/posts/post-article.tsx";
import { postPageMeta } from "../features/discover/posts/post-meta.ts";
import { PageErrorBoundary } from "../ui/page-error-boundary.tsx";

export const meta: Route.MetaFunction = postPageMeta;

export const loader = ({ context, params, url }: Route.LoaderArgs) => loadPostPage(servicesOf(context), params.slug, localeOfPath(url.pathname), "blog");

export { PageErrorBoundary as ErrorBoundary };

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <PostArticle post={loaderData.post} film={loaderData.film} more={loaderData.more} lang={loaderData.lang} />
    </MessagesProvider>
  );
}
