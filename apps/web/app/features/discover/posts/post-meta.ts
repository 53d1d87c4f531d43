import type { Post, PostDetail } from "@hancine/contract/catalog";
import { notFoundMeta, pageMeta } from "#web/lib/page-meta.ts";
import { shareMeta, siteMessagesOf } from "#web/lib/share-meta.ts";
import type { Messages } from "#web/lib/i18n/messages.tsx";
import { POST_KINDS } from "./post-kinds.ts";

/** Title and description of a post list page (reviews or blog). */
export function postListMeta(type: Post["type"]) {
  return ({ loaderData, matches }: { loaderData?: { brand: string; messages: Messages }; matches: Parameters<typeof shareMeta>[0] }) => {
    const { t } = siteMessagesOf(matches, loaderData?.messages);
    return pageMeta(loaderData?.brand, t(POST_KINDS[type].title), t(POST_KINDS[type].lead));
  };
}

/** Title, description and share card of a post's page; the 404 title when there is no such post. */
export function postPageMeta({
  loaderData,
  matches,
}: {
  loaderData?: { brand: string; post: PostDetail; lang?: "vi"; messages: Messages };
  matches: Parameters<typeof shareMeta>[0];
}) {
  if (!loaderData) return notFoundMeta(matches);
  const { post, brand, lang, messages } = loaderData;
  const { t } = siteMessagesOf(matches, messages);
  // A share card has no language of its own: an English page whose post has no English texts describes it in English.
  const description = lang ? t("content.posts.metaDescription", { brand, title: post.title }) : post.excerpt.slice(0, 160);
  return [...pageMeta(brand, post.title, description), ...shareMeta(matches, { type: "article", image: post.image, alt: post.title })];
}
