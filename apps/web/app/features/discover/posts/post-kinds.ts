import type { Post } from "@hancine/contract/catalog";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";
import { paths } from "#web/features/site/paths.ts";

/** The two kinds of cinema-corner posts and how their pages are named (message keys of `content`). */
export const POST_KINDS: Record<Post["type"], { title: WebMessageKey; listPath: string; lead: WebMessageKey; more: WebMessageKey }> = {
  review: {
    title: "content.posts.review",
    listPath: paths.reviews(),
    lead: "content.posts.reviewLead",
    more: "content.posts.moreReviews",
  },
  blog: {
    title: "content.posts.blog",
    listPath: paths.blog(),
    lead: "content.posts.blogLead",
    more: "content.posts.moreBlog",
  },
};
