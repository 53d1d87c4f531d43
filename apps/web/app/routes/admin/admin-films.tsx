import { useState } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { hasRole } from "@hancine/contract/auth";
import { FILM_STATUS_NAMES, FILM_STATUSES, type FilmStatus } from "@hancine/contract/back-office-films-constants";
import { dayMonthYearFromIso } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-films";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { ArchiveFilmDialog } from "#web/features/admin/films/archive-film-dialog.tsx";
import { FilmStatusBadge } from "#web/features/admin/films/film-status-badge.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { inputClass } from "#web/ui/form-fields.tsx";
import { SearchIcon } from "#web/ui/icons.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Phim – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

const PAGE_SIZE = 20;

const isStatus = (value: string | null): value is FilmStatus => (FILM_STATUSES as readonly string[]).includes(value ?? "");

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim().slice(0, 100) || undefined;
  const status = url.searchParams.get("status");
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const answer = await readApi(servicesOf(context).api, "GET /admin/films", {
    query: { ...(q && { q }), ...(isStatus(status) && { status }), page: String(page), pageSize: String(PAGE_SIZE) },
    timeoutMs: HOME.requestTimeoutMs,
  });
  return { q: q ?? "", status: isStatus(status) ? status : null, list: answer.ok ? answer.result : null, denied: answer.status === 403 };
}

/** A list link keeping the search, with another status or page. */
function listLink(q: string, status: FilmStatus | null, page = 1): string {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (status) query.set("status", status);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${adminPaths.films()}?${text}` : adminPaths.films();
}

const dateOf = (iso: string | null) => (iso ? dayMonthYearFromIso(iso) : "—");

/** `/admin/films`: search, status tabs with counts, the table of films with their actions. */
export default function AdminFilms({ loaderData }: Route.ComponentProps) {
  const { q, status, list, denied } = loaderData;
  const { user } = useAdminSession();
  const canEdit = hasRole(user.role, "admin");
  const revalidator = useRevalidator();
  const loading = useNavigation().state === "loading" || revalidator.state === "loading";
  const [archiving, setArchiving] = useState<{ id: string; name: string; archived: boolean } | null>(null);
  const [notice, setNotice] = useState("");

  if (denied || !list) {
    return (
      <div className="mx-auto max-w-6xl">
        <h1 className="text-2xl font-bold text-night-900">Phim</h1>
        <p role="alert" className="mt-4 rounded-card border border-red-200 bg-red-50 px-3 py-2.5 text-red-800">
          {denied ? "Mục Phim dành cho quản lý rạp và quản trị chuỗi." : "Chưa tải được danh sách phim. Bạn hãy tải lại trang sau ít phút."}
        </p>
      </div>
    );
  }

  const tabs: { status: FilmStatus | null; label: string; count: number }[] = [
    { status: null, label: "Tất cả", count: list.counts.all },
    ...FILM_STATUSES.map((s) => ({ status: s, label: FILM_STATUS_NAMES[s], count: list.counts[s] })),
  ];
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-night-900">Phim</h1>
          <p className="text-slate-600">{canEdit ? "Hồ sơ phim của cả chuỗi: thêm, sửa, sao chép, lưu trữ." : "Hồ sơ phim của cả chuỗi, để xếp lịch chiếu."}</p>
        </div>
        {canEdit ? (
          <Link to={adminPaths.newFilm()} className={buttonClass("primary")}>
            + Thêm phim
          </Link>
        ) : null}
      </div>

      <Form method="get" role="search" className="mt-5 flex max-w-xl gap-2">
        <label htmlFor="film-search" className="sr-only">
          Tìm phim theo tên
        </label>
        <input id="film-search" name="q" type="search" defaultValue={q} placeholder="Tìm theo tên phim, có dấu hay không dấu" className={inputClass} />
        {status ? <input type="hidden" name="status" value={status} /> : null}
        <button type="submit" className={buttonClass("secondary", "h-11 shrink-0")}>
          <SearchIcon width={18} height={18} />
          Tìm
        </button>
      </Form>

      <nav aria-label="Lọc theo trạng thái" className="mt-5 overflow-x-auto border-b border-slate-200">
        <ul className="flex gap-1">
          {tabs.map((tab) => {
            const active = tab.status === status;
            return (
              <li key={tab.label} className="shrink-0">
                <Link
                  to={listLink(q, tab.status)}
                  aria-current={active ? "page" : undefined}
                  className={cx(
                    "relative inline-flex items-center gap-2 px-3 py-2.5 text-[15px] font-medium",
                    active
                      ? "text-night-900 after:absolute after:inset-x-2 after:-bottom-px after:h-[3px] after:rounded-full after:bg-amber-brand"
                      : "text-slate-600 hover:text-night-900",
                  )}
                >
                  {tab.label}
                  <span className={cx("rounded-full px-2 text-xs font-bold", active ? "bg-night-900 text-white" : "bg-slate-200 text-slate-800")}>
                    {tab.count}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <p role="status" className="sr-only">
        {notice}
      </p>
      <div className={cx("mt-4 relative overflow-x-auto rounded-card border border-slate-200 bg-white transition-opacity", loading && "opacity-60")}>
        <table className="w-full min-w-[40rem] text-left text-[15px]">
          <caption className="sr-only">
            Danh sách phim{q ? ` khớp “${q}”` : ""}, {status ? FILM_STATUS_NAMES[status].toLowerCase() : "tất cả trừ lưu trữ"}, trang {list.page}/{pages}
          </caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2.5 font-bold">
                Phim
              </th>
              <th scope="col" className="px-3 py-2.5 font-bold">
                Ngày chiếu
              </th>
              <th scope="col" className="px-3 py-2.5 font-bold">
                Trạng thái
              </th>
              <th scope="col" className="hidden px-3 py-2.5 font-bold lg:table-cell">
                Định dạng
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-bold">
                Thao tác
              </th>
            </tr>
          </thead>
          <tbody>
            {list.films.map((film) => {
              const archived = film.status === "luu-tru";
              return (
                <tr key={film.id} className="border-b border-slate-100 last:border-0">
                  <td className="px-3 py-2.5">
                    <div className="flex items-center gap-3">
                      <img
                        src={film.poster}
                        alt=""
                        width={400}
                        height={600}
                        loading="lazy"
                        className="h-[72px] w-12 shrink-0 rounded bg-slate-200 bg-cover object-cover"
                        style={film.posterPlaceholder ? { backgroundImage: `url("${film.posterPlaceholder}")` } : undefined}
                      />
                      <div className="min-w-0">
                        <Link to={adminPaths.film(film.id)} className="font-bold text-night-900 hover:text-link hover:underline">
                          {film.name}
                        </Link>
                        {film.originalName ? <p className="text-sm text-slate-600">{film.originalName}</p> : null}
                        <p className="text-sm text-slate-600">
                          {film.age} · {film.durationMinutes} phút<span className="lg:hidden"> · {film.formats.join(", ")}</span>
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2.5 text-sm">
                    <span className="block">Từ {dateOf(film.releaseDate)}</span>
                    <span className="block text-slate-600">{film.endDate ? `Đến ${dateOf(film.endDate)}` : "Chưa có ngày kết thúc"}</span>
                  </td>
                  <td className="px-3 py-2.5">
                    <FilmStatusBadge status={film.status} />
                    {film.upcomingShowtimes ? (
                      <span className="mt-1 block whitespace-nowrap text-xs text-slate-600">{film.upcomingShowtimes} suất sắp tới</span>
                    ) : null}
                  </td>
                  <td className="hidden px-3 py-2.5 lg:table-cell">
                    <ul className="flex flex-wrap gap-1" aria-label="Định dạng">
                      {film.formats.map((format) => (
                        <li key={format} className="rounded border border-slate-300 px-1.5 text-xs font-bold text-slate-700">
                          {format}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="px-3 py-2.5">
                    <div className="flex flex-wrap justify-end gap-1 lg:flex-nowrap">
                      <Link
                        to={adminPaths.film(film.id)}
                        aria-label={`${canEdit ? "Sửa" : "Xem"} ${film.name}`}
                        className={buttonClass("ghost", "whitespace-nowrap px-3", "sm")}
                      >
                        {canEdit ? "Sửa" : "Xem"}
                      </Link>
                      {canEdit ? (
                        <>
                          <Link
                            to={adminPaths.newFilm(film.id)}
                            aria-label={`Sao chép ${film.name}`}
                            className={buttonClass("ghost", "whitespace-nowrap px-3", "sm")}
                          >
                            Sao chép
                          </Link>
                          <button
                            type="button"
                            aria-haspopup="dialog"
                            aria-label={`${archived ? "Đưa trở lại" : "Lưu trữ"} ${film.name}`}
                            onClick={() => setArchiving({ id: film.id, name: film.name, archived })}
                            className={buttonClass("ghost", "whitespace-nowrap px-3", "sm")}
                          >
                            {archived ? "Đưa trở lại" : "Lưu trữ"}
                          </button>
                        </>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {list.films.length === 0 ? (
          <p className="px-4 py-8 text-center text-slate-600">{q ? `Không có phim nào khớp “${q}”.` : "Chưa có phim nào ở mục này."}</p>
        ) : null}
      </div>

      {pages > 1 ? (
        <nav aria-label="Trang" className="mt-4 flex items-center justify-between gap-3 text-sm">
          {list.page > 1 ? (
            <Link to={listLink(q, status, list.page - 1)} className={buttonClass("ghost", "border border-slate-300", "sm")}>
              ← Trang trước
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-700">
            Trang {list.page}/{pages} · {list.total} phim
          </span>
          {list.page < pages ? (
            <Link to={listLink(q, status, list.page + 1)} className={buttonClass("ghost", "border border-slate-300", "sm")}>
              Trang sau →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}

      <ArchiveFilmDialog
        film={archiving}
        onClose={() => setArchiving(null)}
        onDone={(film) => {
          setArchiving(null);
          setNotice(film.archivedAt ? `Đã lưu trữ ${film.name}.` : `Đã đưa ${film.name} trở lại.`);
          void revalidator.revalidate();
        }}
      />
    </div>
  );
}
