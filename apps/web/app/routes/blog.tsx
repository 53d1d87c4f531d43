import type { Route } from "./+types/blog";
import { servicesOf } from "../page-services.ts";
import { loadPostList } from "../features/discover/posts/load-post.server.ts";
import { postListMeta } from "../features/discover/posts/post-meta.ts";
import { PostListPage } from "../features/discover/posts/post-list-page.tsx";

export const meta: Route.MetaFunction = postListMeta("blog");

export const loader = ({ context }: Route.LoaderArgs) => loadPostList(servicesOf(context), "blog");

export default function BlogList({ loaderData }: Route.ComponentProps) {
  return <PostListPage type="blog" posts={loaderData.posts} />;
}
