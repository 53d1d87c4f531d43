import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider } from "../lib/i18n/messages.tsx";
import type { Route } from "./+types/blog";
import { servicesOf } from "../page-services.ts";
import { loadPostList } from "../features/discover/posts/load-post.server.ts";
import { postListMeta } from "../features/discover/posts/post-meta.ts";
import { PostListPage } from "../features/discover/posts/post-list-page.tsx";

export const meta: Route.MetaFunction = postListMeta("blog");

export const loader = ({ context, url }: Route.LoaderArgs) => loadPostList(servicesOf(context), localeOfPath(url.pathname), "blog");

export default function BlogList({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <PostListPage type="blog" posts={loaderData.posts} />
    </MessagesProvider>
  );
}
