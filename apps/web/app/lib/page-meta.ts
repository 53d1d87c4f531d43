import { siteMessagesOf, type Match } from "./share-meta.ts";

/**
 * A page's `<title>` ("… | HanCine") and description, the same shape on every page; a shared link
 * shows the same title and description (Open Graph; Twitter reads these too).
 */
export function pageMeta(brand: string | undefined, title: string, description: string) {
  return [
    { title: `${title} | ${brand ?? "HanCine"}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}

/** The title of a page whose loader answered 404 (the route's error boundary shows the message), in the page's language. */
export function notFoundMeta(matches: readonly Match[], brand?: string) {
  return [{ title: `${siteMessagesOf(matches).t("site.notFound.title")} | ${brand ?? "HanCine"}` }, { name: "robots", content: "noindex" }];
}
