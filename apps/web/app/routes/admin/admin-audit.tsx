import { Form, Link } from "react-router";
import { AUDIT_ENTITIES, AUDIT_PAGE_SIZE, type AuditEntity } from "@hancine/contract/back-office-audit";
import { dayMonthYearFromIso } from "@hancine/contract/format";
import { dayParam } from "#web/features/admin/reports/report-format.ts";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-audit";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { ENTITY_LABELS } from "#web/features/admin/audit/audit-diff.ts";
import { AuditEntryCard } from "#web/features/admin/audit/audit-entry.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { DateField } from "#web/ui/date-field.tsx";
import { FormAlert, inputClass } from "#web/ui/form-fields.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Nhật ký thay đổi – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const isEntity = (value: string): value is AuditEntity => (AUDIT_ENTITIES as readonly string[]).includes(value);
/** A day from the URL as people type it (15/06/2026) or as links carry it (2026-06-15) → YYYY-MM-DD; "" when absent. */

/** The change log, filtered by `?entity=&id=&actor=&from=&to=` (days dd/mm/yyyy or YYYY-MM-DD), 30 a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = {
    entity: params.get("entity") ?? "",
    id: params.get("id")?.trim() ?? "",
    actor: params.get("actor")?.trim() ?? "",
    from: dayParam(params.get("from")?.trim() ?? ""),
    to: dayParam(params.get("to")?.trim() ?? ""),
  };
  const page = /^[1-9]\d{0,4}$/.test(params.get("page") ?? "") ? Number(params.get("page")) : 1;
  const answer = await readApi(servicesOf(context).api, "GET /admin/audit", {
    query: {
      entity: isEntity(filters.entity) ? filters.entity : undefined,
      id: filters.id || undefined,
      actor: filters.actor || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      page: String(page),
    },
    timeoutMs: HOME.requestTimeoutMs,
  });
  if (!answer.ok && answer.status !== 400) {
    return { ok: false as const, refusal: { status: answer.status, message: answer.error?.message ?? "Không tải được nhật ký." } };
  }
  return {
    ok: true as const,
    entries: answer.ok ? answer.result : [],
    problem: answer.ok ? null : (Object.values(answer.error?.fields ?? {})[0] ?? answer.error?.message ?? null),
    filters,
    page,
  };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { user, cinemas } = useAdminSession();
  const names = { cinemas: Object.fromEntries(cinemas.map((c) => [c.slug, c.name])) };
  if (!loaderData.ok) return <AdminRefusal title="Nhật ký thay đổi" {...loaderData.refusal} />;
  const { entries, problem, filters, page } = loaderData;
  const query = { entity: filters.entity, id: filters.id, actor: filters.actor, from: filters.from, to: filters.to };
  const filtered = Object.values(query).some(Boolean);
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-night-900">Nhật ký thay đổi</h1>
      <p className="mt-1 text-slate-600">
        Ai đã đổi gì, lúc nào, trước và sau khi đổi. {user.role === "admin" ? "Bạn xem được cả chuỗi." : "Bạn xem các thay đổi ở rạp mình phụ trách."}
      </p>

      {/* Keyed by the filters: a link to other filters (e.g. one thing's trail) shows them in the fields. */}
      <Form
        key={JSON.stringify(filters)}
        method="get"
        aria-label="Lọc nhật ký"
        className="mt-5 grid gap-3 rounded-card border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <div className="lg:col-span-2">
          <label htmlFor="audit-entity" className="mb-1.5 block text-sm font-medium text-slate-800">
            Loại
          </label>
          <select id="audit-entity" name="entity" defaultValue={filters.entity} className={inputClass}>
            <option value="">Tất cả</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {ENTITY_LABELS[entity]}
              </option>
            ))}
          </select>
        </div>
        <div className="lg:col-span-2">
          <label htmlFor="audit-id" className="mb-1.5 block text-sm font-medium text-slate-800">
            Mã đối tượng
          </label>
          <input id="audit-id" name="id" defaultValue={filters.id} className={inputClass} placeholder="Mã phim, suất, người dùng…" />
        </div>
        <div className="lg:col-span-2">
          <label htmlFor="audit-actor" className="mb-1.5 block text-sm font-medium text-slate-800">
            Người thực hiện
          </label>
          <input id="audit-actor" name="actor" defaultValue={filters.actor} className={inputClass} placeholder="E-mail hoặc họ tên" />
        </div>
        <div className="lg:col-span-2">
          <DateField id="audit-from" name="from" label="Từ ngày" defaultValue={filters.from ? dayMonthYearFromIso(filters.from) : ""} />
        </div>
        <div className="lg:col-span-2">
          <DateField id="audit-to" name="to" label="Đến ngày" defaultValue={filters.to ? dayMonthYearFromIso(filters.to) : ""} />
        </div>
        <div className="flex items-start gap-2 sm:pt-[1.625rem] lg:col-span-2">
          <button type="submit" className={buttonClass("secondary", "h-11")}>
            Lọc
          </button>
          {filtered ? (
            <Link to={adminPaths.audit()} className={buttonClass("ghost", "h-11 border border-slate-300")}>
              Bỏ lọc
            </Link>
          ) : null}
        </div>
      </Form>

      <div className="mt-4">
        <FormAlert message={problem} />
      </div>

      <h2 className="sr-only">Các thay đổi</h2>
      {entries.length === 0 && !problem ? (
        <p className="mt-6 rounded-card bg-mist px-4 py-6 text-slate-700">{filtered ? "Không có thay đổi nào khớp bộ lọc." : "Chưa có thay đổi nào."}</p>
      ) : null}
      <ol className="mt-4 grid gap-4" aria-label="Thay đổi, mới nhất trước">
        {entries.map((entry, i) => (
          <li key={`${entry.at}-${entry.entity}-${entry.id}-${i}`}>
            <AuditEntryCard entry={entry} filteredToThing={Boolean(filters.entity && filters.id)} names={names} />
          </li>
        ))}
      </ol>
      {page > 1 || entries.length === AUDIT_PAGE_SIZE ? (
        <nav aria-label="Trang" className="mt-6 flex items-center gap-3">
          {page > 1 ? (
            <Link className={buttonClass("ghost", "border border-slate-300", "sm")} to={adminPaths.audit({ ...query, page: String(page - 1) })}>
              ‹ Mới hơn
            </Link>
          ) : null}
          <span className="text-sm text-slate-600">Trang {page}</span>
          {entries.length === AUDIT_PAGE_SIZE ? (
            <Link className={buttonClass("ghost", "border border-slate-300", "sm")} to={adminPaths.audit({ ...query, page: String(page + 1) })}>
              Cũ hơn ›
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
