import { useState } from "react";
import { data, Link, useLocation, useRevalidator } from "react-router";
import { hasRole } from "@hancine/contract/auth";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-film-edit";
import { servicesOf } from "#web/page-services.ts";
import { readApi, readResult } from "#web/lib/api.server.ts";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { ArchiveFilmDialog } from "#web/features/admin/films/archive-film-dialog.tsx";
import { draftOf } from "#web/features/admin/films/film-draft.ts";
import { FilmEditor } from "#web/features/admin/films/film-editor.tsx";
import { FilmStatusBadge } from "#web/features/admin/films/film-status-badge.tsx";
import { HireTermsEditor } from "#web/features/admin/film-hire/hire-terms-editor.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { PageErrorBoundary } from "#web/ui/page-error-boundary.tsx";
import { paths } from "#web/features/site/paths.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.film.name ?? "Phim"} – Quản trị HanCine` },
  { name: "robots", content: "noindex" },
];

export { PageErrorBoundary as ErrorBoundary };

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const timeoutMs = HOME.requestTimeoutMs;
  const [film, genres, hireTerms, distributors] = await Promise.all([
    readApi(api, "GET /admin/films/:id", { params: { id: params.id }, timeoutMs }),
    readResult(api, "GET /admin/genres", [], { timeoutMs }),
    readResult(api, "GET /admin/films/:id/hire-terms", null, { params: { id: params.id }, timeoutMs }),
    readResult(api, "GET /admin/distributors", [], { timeoutMs }),
  ]);
  if (film.status === 404 || film.status === 400) throw data(null, { status: 404 });
  if (!film.ok) throw data(null, { status: film.status === 403 ? 403 : 503 });
  return { film: film.result, genres, hireTerms, distributors };
}

/** `/admin/films/:id`: the film's record (admins edit, managers read), with copy and archive. */
export default function AdminFilmEdit({ loaderData }: Route.ComponentProps) {
  const { film, genres, hireTerms, distributors } = loaderData;
  const { user } = useAdminSession();
  const canEdit = hasRole(user.role, "admin");
  const revalidator = useRevalidator();
  const created = (useLocation().state as { created?: string } | null)?.created;
  const [archiving, setArchiving] = useState(false);
  const archived = film.archivedAt !== null;
  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm">
            <Link to={adminPaths.films()} className="font-medium text-blue-800 underline-offset-2 hover:underline">
              ← Danh sách phim
            </Link>
          </p>
          <h1 id="film-editor-title" className="mt-1 text-2xl font-bold text-night-900">
            {canEdit ? "Sửa phim" : "Hồ sơ phim"}: {film.name}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <FilmStatusBadge status={film.status} />
            {film.upcomingShowtimes ? `${film.upcomingShowtimes} suất chiếu sắp tới` : "Chưa có suất chiếu sắp tới"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!archived ? (
            <a href={paths.film(film.slug)} target="_blank" rel="noreferrer" className={buttonClass("ghost", "border border-slate-300")}>
              Xem trang phim
              <span className="sr-only"> (mở thẻ mới)</span>
            </a>
          ) : null}
          {canEdit ? (
            <>
              <Link to={adminPaths.newFilm(film.id)} className={buttonClass("ghost", "border border-slate-300")}>
                Sao chép
              </Link>
              <button type="button" aria-haspopup="dialog" onClick={() => setArchiving(true)} className={buttonClass("ghost", "border border-slate-300")}>
                {archived ? "Đưa trở lại" : "Lưu trữ"}
              </button>
            </>
          ) : null}
        </div>
      </div>
      {created ? (
        <div className="mt-4">
          <FormAlert message={`Đã thêm phim “${created}”. Phim sẽ hiện trên trang khách theo ngày khởi chiếu.`} tone="success" />
        </div>
      ) : null}
      <div className="mt-6">
        <FilmEditor key={film.id} film={film} initial={draftOf(film)} genres={genres} canEdit={canEdit} />
      </div>
      <div className="mt-6">
        <HireTermsEditor key={film.id} filmId={film.id} terms={hireTerms} distributors={distributors} canEdit={canEdit} />
      </div>
      <ArchiveFilmDialog
        film={archiving ? { id: film.id, name: film.name, archived } : null}
        onClose={() => setArchiving(false)}
        onDone={() => {
          setArchiving(false);
          void revalidator.revalidate();
        }}
      />
    </div>
  );
}
