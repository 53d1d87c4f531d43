import type { MetaDescriptor } from "react-router";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { translator, type I18n, type Messages } from "./i18n/messages.tsx";

export type Match = { id: string; loaderData?: unknown } | undefined;

type LayoutData = { publicUrl?: string; locale?: Locale; messages?: Messages; englishPages?: readonly string[] };

/** The site layout's loader data (every customer page sits inside it). */
function layoutOf(matches: readonly Match[]): LayoutData | undefined {
  return matches.find((match) => match?.id === "routes/site-layout")?.loaderData as LayoutData | undefined;
}

/** PUBLIC_URL, from the site layout's loader. */
export function publicUrlOf(matches: readonly Match[]): string {
  return layoutOf(matches)?.publicUrl ?? "";
}

/** A `meta` export's messages: the site layout's (`site`) and the page's own (none on a 404), in the page's language. */
export function siteMessagesOf(matches: readonly Match[], pageMessages: Messages = {}): I18n {
  const layout = layoutOf(matches);
  return translator(layout?.locale ?? "vi", { ...layout?.messages, ...pageMessages }, layout?.englishPages);
}

/** A stored picture `/media/<hash>.<ext>` as its 1200 × 630 JPEG card: networks do not preview SVG. */
export function shareImageUrl(publicUrl: string, image: string): string | undefined {
  const hash = /^\/media\/([a-f0-9]{16})\.(?:svg|png|webp|jpg)$/.exec(image)?.[1];
  return hash ? `${publicUrl}/media/share/${hash}.jpg` : undefined;
}

/**
 * The share card of a page with a picture (film, cinema, promotion, post): Open Graph and Twitter
 * read the same tags; og:url, the site name and the card type come from the layout on every page.
 */
export function shareMeta(matches: readonly Match[], share: { type: "video.movie" | "article" | "website"; image?: string; alt: string }): MetaDescriptor[] {
  const image = share.image ? shareImageUrl(publicUrlOf(matches), share.image) : undefined;
  return [
    { property: "og:type", content: share.type },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:type", content: "image/jpeg" },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
          { property: "og:image:alt", content: share.alt },
        ]
      : []),
  ];
}
