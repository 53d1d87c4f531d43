import type { Post } from "@hancine/contract/catalog";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/blog";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { toPostCard } from "../features/posts/post-card.tsx";
import { POST_KINDS } from "../features/posts/post-kinds.ts";
import { PostListPage } from "../features/posts/post-list-page.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.brand, POST_KINDS.blog.title, POST_KINDS.blog.lead);

export async function loader({ context }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const posts = await readResult<Post[]>(api, "/posts?type=blog", [], HOME.requestTimeoutMs);
  return { brand: site.brand, posts: posts.map(toPostCard) };
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  return <PostListPage type="blog" posts={loaderData.posts} />;
}
