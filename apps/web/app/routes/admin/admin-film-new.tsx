import { Form, useNavigate } from "react-router";
import { hasRole } from "@hancine/contract/auth";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-film-new";
import { servicesOf } from "#web/page-services.ts";
import { readApi, readResult } from "#web/lib/api.server.ts";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { draftOf, EMPTY_DRAFT } from "#web/features/admin/films/film-draft.ts";
import { FilmEditor } from "#web/features/admin/films/film-editor.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { inputClass } from "#web/ui/form-fields.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Thêm phim – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/admin/films/new`, or `?copy=<id>`: the form filled from an existing film (all but its address). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const copy = new URL(request.url).searchParams.get("copy");
  const timeoutMs = HOME.requestTimeoutMs;
  const [source, genres, films] = await Promise.all([
    copy && UUID.test(copy) ? readApi(api, "GET /admin/films/:id", { params: { id: copy }, timeoutMs }) : null,
    readResult(api, "GET /admin/genres", [], { timeoutMs }),
    readResult(api, "GET /admin/films", null, { query: { pageSize: "100" }, timeoutMs }),
  ]);
  return {
    source: source?.ok ? source.result : null,
    copyMissing: Boolean(copy) && !source?.ok,
    genres,
    films: films?.films.map((f) => ({ id: f.id, name: f.name })) ?? [],
  };
}

export default function AdminFilmNew({ loaderData }: Route.ComponentProps) {
  const { source, copyMissing, genres, films } = loaderData;
  const { user } = useAdminSession();
  const navigate = useNavigate();
  const canEdit = hasRole(user.role, "admin");
  return (
    <div className="mx-auto max-w-7xl">
      <h1 id="film-editor-title" className="text-2xl font-bold text-night-900">
        {source ? `Thêm phim – sao chép từ “${source.name}”` : "Thêm phim"}
      </h1>
      {source ? (
        <p className="mt-1 text-slate-600">Mọi thông tin, poster và trailer đã được chép sang. Hãy đổi tên hoặc đường dẫn cho phim mới, rồi bấm “Thêm phim”.</p>
      ) : null}
      {copyMissing ? (
        <p role="alert" className="mt-3 rounded-card border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
          Không tìm thấy phim để sao chép. Bạn hãy chọn lại trong danh sách.
        </p>
      ) : null}
      {canEdit && films.length ? (
        <Form method="get" className="mt-4 flex max-w-2xl flex-col gap-2 rounded-card border border-slate-200 bg-white p-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor="copy-from" className="mb-1.5 block text-sm font-medium text-slate-800">
              Sao chép từ phim có sẵn
            </label>
            <select id="copy-from" name="copy" defaultValue={source?.id ?? ""} className={inputClass}>
              <option value="">Chọn phim…</option>
              {films.map((film) => (
                <option key={film.id} value={film.id}>
                  {film.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass("secondary", "h-11 shrink-0")}>
            Sao chép
          </button>
        </Form>
      ) : null}
      <div className="mt-6">
        <FilmEditor
          key={source?.id ?? "new"}
          film={null}
          initial={source ? draftOf(source, true) : EMPTY_DRAFT}
          genres={genres}
          canEdit={canEdit}
          onSaved={(film) => navigate(adminPaths.film(film.id), { state: { created: film.name } })}
        />
      </div>
    </div>
  );
}
