import { Link } from "react-router";
import type { AuditEntry } from "@hancine/contract/back-office-audit";
import { formatDate, formatTime } from "@hancine/contract/format";
import { cx } from "#web/ui/cx.ts";
import { adminPaths } from "../shell/admin-paths.ts";
import { actionLabel, diffRows, ENTITY_LABELS, type Names } from "./audit-diff.ts";

const entityLabel = (entity: string) => ENTITY_LABELS[entity as keyof typeof ENTITY_LABELS] ?? entity;

/** One change: when, who, what, and its fields before and after (changed ones highlighted). */
export function AuditEntryCard({ entry, filteredToThing, names }: { entry: AuditEntry; filteredToThing: boolean; names: Names }) {
  const rows = diffRows(entry.entity, entry.before, entry.after, names);
  const changed = rows.filter((r) => r.changed).length;
  return (
    <article
      className="rounded-card border border-slate-200 bg-white"
      aria-label={`${actionLabel(entry.action)}, ${formatTime(entry.at)} ${formatDate(entry.at)}`}
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-slate-100 px-4 py-3">
        <h3 className="font-bold text-night-900">{actionLabel(entry.action)}</h3>
        <span className="text-sm text-slate-700">
          {entityLabel(entry.entity)}: <strong className="font-medium text-night-900">{entry.label ?? entry.id}</strong>
          {entry.cinema && entry.entity !== "price_rules" ? ` · ${entry.cinema.name}` : null}
        </span>
        <span className="ml-auto text-sm text-slate-600">
          <time dateTime={entry.at}>
            {formatTime(entry.at)} {formatDate(entry.at)}
          </time>{" "}
          · {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : "Hệ thống"}
        </span>
      </header>
      {rows.length > 0 ? (
        <div className="relative overflow-x-auto">
          <table className="w-full table-fixed border-collapse text-left text-sm">
            <caption className="sr-only">Trước và sau thay đổi, {changed} mục đã đổi</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="w-[46%] px-4 py-2 font-medium">
                  Mục
                </th>
                <th scope="col" className="w-[27%] px-4 py-2 font-medium">
                  Trước
                </th>
                <th scope="col" className="w-[27%] px-4 py-2 font-medium">
                  Sau
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.field} className={cx("border-t border-slate-100", row.changed && "bg-amber-50")}>
                  <th scope="row" className="px-4 py-1.5 font-medium text-night-900">
                    {row.label}
                    {row.changed ? <span className="ml-2 rounded bg-amber-brand px-1.5 py-0.5 text-xs font-bold text-night-900">đã đổi</span> : null}
                  </th>
                  <td
                    className={cx("break-words px-4 py-1.5 tabular-nums", row.changed ? "text-red-800 line-through decoration-red-800/60" : "text-slate-700")}
                  >
                    {row.before ?? <span className="inline-block text-slate-500">(chưa có)</span>}
                  </td>
                  <td className={cx("break-words px-4 py-1.5 tabular-nums", row.changed ? "font-bold text-emerald-900" : "text-slate-700")}>
                    {row.after ?? <span className="font-normal text-slate-500">(đã bỏ)</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {!filteredToThing ? (
        <p className="border-t border-slate-100 px-4 py-2 text-sm">
          <Link className="font-medium text-blue-700 underline" to={adminPaths.audit({ entity: entry.entity, id: entry.id })}>
            Mọi thay đổi của {entityLabel(entry.entity).toLowerCase()} này
          </Link>
        </p>
      ) : null}
    </article>
  );
}
