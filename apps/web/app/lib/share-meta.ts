import type { MetaDescriptor } from "react-router";

type Match = { id: string; loaderData?: unknown } | undefined;

/** PUBLIC_URL, from the site layout's loader (every page sits inside it). */
export function publicUrlOf(matches: readonly Match[]): string {
  const layout = matches.find((match) => match?.id === "routes/site-layout")?.loaderData as { publicUrl?: string } | undefined;
  return layout?.publicUrl ?? "";
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
