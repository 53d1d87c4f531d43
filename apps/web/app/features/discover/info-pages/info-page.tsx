import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "#web/ui/page-header.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import type { InfoContent, InfoSection } from "./info-content.ts";

/** Text with `[label](/path)` links to the site's own pages, `mailto:` or `tel:`. */
function RichText({ text }: { text: string }) {
  const { href: pathOf } = useI18n();
  const parts: ReactNode[] = [];
  const pattern = /\[([^\]]+)\]\(([^)]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, label = "", href = ""] = match;
    parts.push(text.slice(last, match.index));
    parts.push(
      href.startsWith("/") ? (
        <Link key={match.index} to={pathOf(href)} className="font-medium text-link hover:underline">
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href} className="font-medium text-link hover:underline">
          {label}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

function Section({ section, index }: { section: InfoSection; index: number }) {
  const id = `muc-${index + 1}`;
  return (
    <section aria-labelledby={id} className="scroll-mt-4">
      <h2 id={id} className="text-xl font-bold leading-snug text-night-900">
        {section.heading}
      </h2>
      {section.paragraphs?.map((p) => (
        <p key={p} className="mt-3">
          <RichText text={p} />
        </p>
      ))}
      {section.items ? (
        <ul className="mt-3 list-disc space-y-1.5 pl-5">
          {section.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      ) : null}
      {section.qa ? (
        <div className="mt-3 space-y-5">
          {section.qa.map((qa) => (
            <div key={qa.q}>
              <h3 className="font-bold text-night-900">{qa.q}</h3>
              {qa.a.map((a) => (
                <p key={a} className="mt-1.5">
                  <RichText text={a} />
                </p>
              ))}
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** The footer's information pages: a title, a lead and sections of paragraphs, lists or questions. */
export function InfoPage({ content, parent }: { content: InfoContent; parent?: { label: string; href?: string } }) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader crumbs={[...(parent ? [parent] : []), { label: content.title }]} title={content.title} lead={<RichText text={content.lead} />}>
        {content.updated ? <p className="mt-3 text-sm text-slate-600">{t("info.updated", { when: content.updated })}</p> : null}
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <div lang={content.sectionsLang} className="max-w-3xl space-y-10 text-[15px] leading-relaxed text-slate-800 sm:text-base">
          {content.sections.map((section, i) => (
            <Section key={section.heading} section={section} index={i} />
          ))}
        </div>
      </div>
    </>
  );
}
