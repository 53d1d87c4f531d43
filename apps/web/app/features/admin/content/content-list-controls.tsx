import { Form, Link } from "react-router";
import type { ContentPage } from "@hancine/contract/back-office-content";
import { formatCount } from "@hancine/contract/format";
import { buttonClass } from "#web/ui/button.tsx";
import { inputClass } from "#web/ui/form-fields.tsx";
import { SearchIcon } from "#web/ui/icons.tsx";

/** The content lists' `?q=&page=` (decision 048): what a loader passes on to the API. */
export function listQueryOf(request: Request): { q: string; page: number } {
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(url.searchParams.get("page"))) || 1));
  return { q, page };
}

/** The API's query for it: `q` only when there is one. */
export const apiListQuery = ({ q, page }: { q: string; page: number }) => ({ ...(q && { q }), page: String(page) });

function listHref(q: string, page: number): string {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "?";
}

/** A search box above a content list: a GET form, so Enter searches and the address keeps it. */
export function ContentSearch({ id, q, label, placeholder }: { id: string; q: string; label: string; placeholder: string }) {
  return (
    <Form method="get" role="search" className="mt-5 flex max-w-xl gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} name="q" type="search" defaultValue={q} placeholder={placeholder} className={inputClass} />
      <button type="submit" className={buttonClass("secondary", "h-11 shrink-0")}>
        <SearchIcon width={18} height={18} />
        Tìm
      </button>
    </Form>
  );
}

/** "Không có … khớp “q”." under an empty search, or nothing. */
export function NoMatch({ list, q, noun }: { list: ContentPage<unknown>; q: string; noun: string }) {
  if (list.items.length > 0 || !q) return null;
  return <p className="px-4 py-8 text-center text-slate-600">{`Không có ${noun} nào khớp “${q}”.`}</p>;
}

/** Previous and next page links, and where the list is; nothing when it fits on one page. */
export function ContentPager({ list, q, noun }: { list: ContentPage<unknown>; q: string; noun: string }) {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (pages <= 1 && list.page <= 1) return null;
  return (
    <nav aria-label="Trang" className="mt-4 flex items-center justify-between gap-3 text-sm">
      {list.page > 1 ? (
        <Link to={listHref(q, Math.min(list.page - 1, pages))} className={buttonClass("ghost", "border border-slate-300", "sm")}>
          ← Trang trước
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700">
        Trang {list.page}/{pages} · {formatCount(list.total)} {noun}
      </span>
      {list.page < pages ? (
        <Link to={listHref(q, list.page + 1)} className={buttonClass("ghost", "border border-slate-300", "sm")}>
          Trang sau →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
