import { Link } from "react-router";
import { ChevronRightIcon } from "./icons.tsx";
import { paths } from "../features/site/paths.ts";

export type Crumb = { label: string; href?: string };

/** 'Trang chủ › Góc điện ảnh › Blog điện ảnh': the last item is the current page. */
export function Breadcrumbs({ items, tone = "light" }: { items: Crumb[]; tone?: "light" | "dark" }) {
  const all: Crumb[] = [{ label: "Trang chủ", href: paths.home() }, ...items];
  return (
    <nav aria-label="Đường dẫn trang">
      <ol className={`flex flex-wrap items-center gap-x-1 gap-y-0.5 text-sm ${tone === "dark" ? "text-slate-300" : "text-slate-600"}`}>
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${crumb.label}-${i}`} className="flex min-w-0 items-center gap-1">
              {i > 0 ? <ChevronRightIcon width={14} height={14} aria-hidden="true" className="shrink-0 opacity-70" /> : null}
              {last || !crumb.href ? (
                <span aria-current={last ? "page" : undefined} className={`line-clamp-1 ${tone === "dark" ? "text-white" : "text-night-900"}`}>
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.href} className={tone === "dark" ? "hover:text-amber-brand hover:underline" : "text-link hover:underline"}>
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
