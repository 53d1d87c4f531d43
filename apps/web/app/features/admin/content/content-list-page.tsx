import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ContentPage } from "@hancine/contract/back-office-content";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { ContentPager, ContentSearch, NoMatch } from "./content-list-controls.tsx";

/** A column of a content list: `end` for numbers and actions (right-aligned), `nowrap` for dates and short labels. */
export type ListColumn = { label: string; end?: boolean; nowrap?: boolean };

type Props = {
  title: string;
  lead: ReactNode;
  add: { to: string; label: string };
  search: { id: string; label: string; placeholder: string };
  /** Read by screen readers: what the table holds, in which order. */
  caption: string;
  /** The table's least width (a Tailwind class, e.g. `min-w-[48rem]`): narrower screens scroll it sideways. */
  minWidth: string;
  columns: ListColumn[];
  /** What one row is ("bài viết", "món"): the no-match line and the pager say it. */
  noun: string;
  list: ContentPage<unknown>;
  q: string;
  /** Said politely to screen readers (e.g. a row moved). */
  status?: ReactNode;
  /** The list is being read again: dimmed meanwhile. */
  reloading?: boolean;
  /** Said under the table when there is nothing at all (no search). */
  empty?: ReactNode;
  /** The rows (`<tr>`). */
  children: ReactNode;
};

/**
 * A back-office content list (Nội dung › …): its heading and lead, the add button, the search, the
 * table's frame and head, the no-match line and the pager. The rows are the page's own.
 */
export function ContentListPage({ title, lead, add, search, caption, minWidth, columns, noun, list, q, status, reloading = false, empty, children }: Props) {
  return (
    <div className="mx-auto max-w-6xl">
      {/* The add button stays at the top right beside a long lead; on a phone it goes under it. */}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-[1_1_20rem]">
          <p className="text-sm text-slate-600">Nội dung</p>
          <h1 className="text-2xl font-bold text-night-900">{title}</h1>
          {lead}
        </div>
        <Link to={add.to} className={buttonClass("primary", "shrink-0")}>
          {add.label}
        </Link>
      </div>
      {status === undefined ? null : (
        <p role="status" className="sr-only">
          {status}
        </p>
      )}
      <ContentSearch id={search.id} q={q} label={search.label} placeholder={search.placeholder} />
      <div className={cx("relative mt-5 overflow-x-auto rounded-card border border-slate-200 bg-white transition-opacity", reloading && "opacity-60")}>
        <table className={cx("w-full text-left text-[15px]", minWidth)}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-700">
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={cx("px-3 py-2.5 font-bold", column.nowrap && "whitespace-nowrap", column.end && "text-right")}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
        <NoMatch list={list} q={q} noun={noun} />
        {empty && list.items.length === 0 && !q ? <p className="p-4 text-slate-600">{empty}</p> : null}
      </div>
      <ContentPager list={list} q={q} noun={noun} />
    </div>
  );
}

/** The last cell's "Sửa" link, named for screen readers by the row it edits. */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} className={buttonClass("ghost", "border border-slate-300", "sm")}>
      Sửa<span className="sr-only"> “{name}”</span>
    </Link>
  );
}
