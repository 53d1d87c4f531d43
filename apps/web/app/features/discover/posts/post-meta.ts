import type { Post, PostDetail } from "@hancine/contract/catalog";
import { notFoundMeta, pageMeta } from "#web/lib/page-meta.ts";
import { shareMeta } from "#web/lib/share-meta.ts";
import { POST_KINDS } from "./post-kinds.ts";

/** Title and description of a post list page (reviews or blog). */
export function postListMeta(type: Post["type"]) {
  return ({ loaderData }: { loaderData?: { brand: string } }) => pageMeta(loaderData?.brand, POST_KINDS[type].title, POST_KINDS[type].lead);
}

/** Title, description and share card of a post's page; the 404 title when there is no such post. */
export function postPageMeta({ loaderData, matches }: { loaderData?: { brand: string; post: PostDetail }; matches: Parameters<typeof shareMeta>[0] }) {
  if (!loaderData) return notFoundMeta(matches);
  const { post, brand } = loaderData;
  return [...pageMeta(brand, post.title, post.excerpt.slice(0, 160)), ...shareMeta(matches, { type: "article", image: post.image, alt: post.title })];
}
