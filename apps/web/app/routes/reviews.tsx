import type { Route } from "./+types/reviews";
import { servicesOf } from "../page-services.ts";
import { loadPostList } from "../features/discover/posts/load-post.server.ts";
import { postListMeta } from "../features/discover/posts/post-meta.ts";
import { PostListPage } from "../features/discover/posts/post-list-page.tsx";

export const meta: Route.MetaFunction = postListMeta("review");

export const loader = ({ context }: Route.LoaderArgs) => loadPostList(servicesOf(context), "review");

export default function ReviewsList({ loaderData }: Route.ComponentProps) {
  return <PostListPage type="review" posts={loaderData.posts} />;
}
