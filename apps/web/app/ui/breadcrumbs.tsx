import { Link } from "react-router";
import { ChevronRightIcon } from "./icons.tsx";
import { paths } from "../features/site/paths.ts";
import { useI18n } from "../lib/i18n/messages.tsx";

/** `lang`: a label in another language than the page's (a cinema's own name on an English page). */
export type Crumb = { label: string; href?: string; lang?: "vi" | undefined };

/** 'Trang chủ › Góc điện ảnh › Blog điện ảnh': the last item is the current page. */
export function Breadcrumbs({ items, tone = "light" }: { items: Crumb[]; tone?: "light" | "dark" }) {
  const { t, href } = useI18n();
  const all: Crumb[] = [{ label: t("site.breadcrumbs.home"), href: href(paths.home()) }, ...items];
  return (
    <nav aria-label={t("site.breadcrumbs.label")}>
      <ol className={`flex flex-wrap items-center gap-x-1 gap-y-0.5 text-sm ${tone === "dark" ? "text-slate-300" : "text-slate-600"}`}>
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${crumb.label}-${i}`} className="flex min-w-0 items-center gap-1">
              {i > 0 ? <ChevronRightIcon width={14} height={14} aria-hidden="true" className="shrink-0 opacity-70" /> : null}
              {last || !crumb.href ? (
                <span
                  aria-current={last ? "page" : undefined}
                  lang={crumb.lang}
                  className={`line-clamp-1 ${tone === "dark" ? "text-white" : "text-night-900"}`}
                >
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.href} lang={crumb.lang} className={tone === "dark" ? "hover:text-amber-brand hover:underline" : "text-link hover:underline"}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
