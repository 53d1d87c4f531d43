import { isRichText, paragraphsOf } from "../lib/paragraphs.ts";

const RICH_CLASSES =
  "[&_a]:text-link [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-amber-brand [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:pt-2 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-night-900 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-night-900 [&_iframe]:aspect-video [&_iframe]:w-full [&_iframe]:rounded-card [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5";

/**
 * A promotion's or post's body: rich text written in the back office's editor and sanitized by the
 * server before it was stored (decision 047), or the demo's plain paragraphs. `lang`: the chain's
 * Vietnamese text on an English page.
 */
export function RichBody({ body, className, lang }: { body: string; className: string; lang?: "vi" }) {
  if (isRichText(body)) return <div lang={lang} className={`${className} ${RICH_CLASSES}`} dangerouslySetInnerHTML={{ __html: body }} />;
  return (
    <div lang={lang} className={className}>
      {paragraphsOf(body).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
