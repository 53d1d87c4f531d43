import { useId, useState, type ReactNode } from "react";
import type { ReportTable } from "@hancine/contract/back-office-reports";
import { buttonClass } from "#web/ui/button.tsx";
import { exportHref, type ReportRange } from "./report-format.ts";

type ReportSectionProps = {
  title: string;
  description?: string;
  /** The dashboard's table whose CSV and XLSX the section offers (or `files`: any other report's). */
  table?: ReportTable;
  range?: ReportRange;
  files?: { csv: string; xlsx: string };
  /** The chart (hidden from screen readers, which read the table instead); none: the table is the view. */
  chart?: ReactNode;
  /** The same figures as a table: shown on demand, always there for screen readers. */
  children: ReactNode;
};

/**
 * One block of the dashboard: its chart, the same numbers as a table (visually hidden until asked
 * for, never hidden from screen readers) and the table's CSV and XLSX.
 */
export function ReportSection({ title, description, table, range, files, chart, children }: ReportSectionProps) {
  const [asTable, setAsTable] = useState(false);
  const csv = files?.csv ?? (table && range ? exportHref(range, table, "csv") : null);
  const xlsx = files?.xlsx ?? (table && range ? exportHref(range, table, "xlsx") : null);
  const headingId = useId();
  const showTable = asTable || !chart;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-card border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-night-900">
            {title}
          </h2>
          {description ? <p className="text-sm text-slate-600">{description}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-1">
          {chart ? (
            <button type="button" aria-pressed={asTable} onClick={() => setAsTable(!asTable)} className={buttonClass("ghost", "border border-slate-300", "sm")}>
              {asTable ? "Xem biểu đồ" : "Xem dạng bảng"}
            </button>
          ) : null}
          {csv ? (
            <a href={csv} download className={buttonClass("ghost", "border border-slate-300", "sm")} aria-label={`Tải CSV: ${title}`}>
              CSV
            </a>
          ) : null}
          {xlsx ? (
            <a href={xlsx} download className={buttonClass("ghost", "border border-slate-300", "sm")} aria-label={`Tải XLSX: ${title}`}>
              XLSX
            </a>
          ) : null}
        </div>
      </div>
      {chart && !asTable ? (
        <div aria-hidden="true" className="mt-3">
          {chart}
        </div>
      ) : null}
      {/* A table that scrolls is a stop for the keyboard, so it can be scrolled without a mouse. */}
      <div
        className={showTable ? "mt-3 max-h-[28rem] overflow-auto focus-visible:outline-2 focus-visible:outline-amber-brand-dark" : "sr-only"}
        tabIndex={showTable ? 0 : undefined}
      >
        {children}
      </div>
    </section>
  );
}

/** A plain data table of the dashboard: a caption, a header row, numbers right-aligned. */
export function ReportTableView({
  caption,
  headers,
  rows,
  textColumns = 1,
}: {
  caption: string;
  headers: string[];
  rows: (string | number)[][];
  textColumns?: number;
}) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {headers.map((header, i) => (
            <th
              key={header}
              scope="col"
              className={`sticky top-0 border-b border-slate-200 bg-white px-2 py-1.5 font-semibold text-slate-700 ${i < textColumns ? "text-left" : "text-right"}`}
            >
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={headers.length} className="px-2 py-3 text-slate-600">
              Không có số liệu trong khoảng này.
            </td>
          </tr>
        ) : (
          rows.map((row, r) => (
            <tr key={r} className="odd:bg-mist">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-2 py-1.5 text-left font-normal text-night-900">
                    {cell}
                  </th>
                ) : i < textColumns ? (
                  <td key={i} className="px-2 py-1.5 text-left text-slate-800">
                    {cell}
                  </td>
                ) : (
                  <td key={i} className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums text-slate-800">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
