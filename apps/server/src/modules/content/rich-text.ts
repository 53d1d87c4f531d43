import sanitizeHtml from "sanitize-html";

/**
 * The one gate rich text (promotion bodies, posts) passes on its way into the database
 * (docs/decisions/047): whatever the browser sends, only this survives — paragraphs, headings,
 * emphasis, lists, quotes, links (https, mailto or within the site), our own uploaded pictures and
 * YouTube or Vimeo privacy embeds. No script, event handler, style, class, SVG, form or other frame.
 */

/** Our uploads only (`/media/<hash>.<ext>`): no picture from elsewhere tracks the reader. */
const OWN_MEDIA = /^\/media\/[a-f0-9]{16}\.(webp|avif|png|jpg|svg)$/;
/** The embeds decision 023 plays: YouTube's cookie-less player and Vimeo's, by video id. */
const PRIVACY_EMBED = /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{6,20}|player\.vimeo\.com\/video\/\d{1,12})$/;
/** https, mailto, or a path of this site ("/khuyen-mai/…", not "//elsewhere"). */
const SAFE_HREF = /^(https:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "img",
    "figure",
    "figcaption",
    "iframe",
    "hr",
  ],
  allowedAttributes: {
    a: ["href", "rel", "target"],
    img: ["src", "alt", "width", "height"],
    iframe: ["src", "title", "allow", "allowfullscreen", "loading"],
  },
  // URLs are checked whole below; these are sanitize-html's own first filter.
  allowedSchemes: ["https", "mailto"],
  allowedSchemesByTag: { img: [], iframe: ["https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ["www.youtube-nocookie.com", "player.vimeo.com"],
  disallowedTagsMode: "discard",
  // Text inside these is dropped with them, never shown as text.
  nonTextTags: ["style", "script", "textarea", "option", "noscript", "svg", "math", "title", "template"],
  transformTags: {
    b: "strong",
    i: "em",
    h1: "h2",
    a: (tagName, attribs) => {
      const href = (attribs.href ?? "").trim();
      // A link to anything else keeps its words and loses its target (the tag name stays: renaming confuses the closing tag).
      if (!SAFE_HREF.test(href)) return { tagName, attribs: {} as sanitizeHtml.Attributes };
      const kept: sanitizeHtml.Attributes = href.startsWith("https://") ? { href, rel: "noopener noreferrer nofollow", target: "_blank" } : { href };
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? "").trim();
      const kept: sanitizeHtml.Attributes = OWN_MEDIA.test(src) ? { src, alt: attribs.alt ?? "", loading: "lazy" } : {};
      return { tagName, attribs: kept };
    },
    iframe: (tagName, attribs) => {
      const src = (attribs.src ?? "").trim();
      const kept: sanitizeHtml.Attributes = PRIVACY_EMBED.test(src)
        ? {
            src,
            title: attribs.title?.slice(0, 200) || "Video",
            allow: "encrypted-media; picture-in-picture; fullscreen",
            allowfullscreen: "",
            loading: "lazy",
          }
        : {};
      return { tagName, attribs: kept };
    },
  },
  // A picture or frame whose source was refused goes entirely.
  exclusiveFilter: (frame) => (frame.tag === "img" || frame.tag === "iframe") && !frame.attribs.src,
};

// `loading` is added by the transforms above; it has to be allowed on img too.
OPTIONS.allowedAttributes = { ...(OPTIONS.allowedAttributes as Record<string, string[]>), img: ["src", "alt", "loading"] };

/** Rich text as it may be stored and shown: hostile markup removed, the rest kept. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of rich text, for checking that a body says something. */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
