import { Form } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-sale-event-new";
import { servicesOf } from "#web/page-services.ts";
import { SaleEventsBackLink } from "#web/features/admin/sale-events/sale-events-back-link.tsx";
import { readApi } from "#web/lib/api.server.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { SaleEventForm, type ShowtimeChoice } from "#web/features/admin/sale-events/sale-event-form.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, inputClass } from "#web/ui/form-fields.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Tạo đợt mở bán – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/**
 * The films with showtimes ahead; once one is chosen (`?film=<id>`), its coming showtimes at the
 * person's cinemas, each with the open event it already belongs to.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const call = { timeoutMs: HOME.requestTimeoutMs };
  const films = await readApi(api, "GET /admin/films", { query: { pageSize: "100" }, ...call });
  if (!films.ok)
    return { refusal: { status: films.status, message: films.error?.message ?? "Chưa tải được danh sách phim." }, films: [], film: null, showtimes: [] };
  const options = films.result.films.filter((f) => f.upcomingShowtimes > 0).map((f) => ({ id: f.id, slug: f.slug, name: f.name }));
  const chosen = new URL(request.url).searchParams.get("film");
  const film = options.find((f) => f.id === chosen) ?? null;
  if (!film) return { refusal: null, films: options, film: null, showtimes: [] };
  const [shows, cinemas, events] = await Promise.all([
    readApi(api, "GET /showtimes", { query: { film: film.slug }, ...call }),
    readApi(api, "GET /admin/cinemas", call),
    readApi(api, "GET /admin/sale-events", call),
  ]);
  const mine = new Set(cinemas.ok ? cinemas.result.map((c) => c.slug) : []);
  const takenBy = new Map(
    (events.ok ? events.result : []).filter((e) => e.status !== "closed").flatMap((e) => e.showtimeIds.map((id) => [id, e.name] as const)),
  );
  const showtimes: ShowtimeChoice[] = (shows.ok ? shows.result : [])
    .filter((s) => mine.has(s.cinema.slug))
    .map((s) => ({
      id: s.id,
      startsAt: s.startsAt,
      cinema: s.cinema,
      room: s.auditorium.name,
      format: s.format,
      version: s.version,
      takenBy: takenBy.get(s.id) ?? null,
    }));
  return { refusal: null, films: options, film, showtimes };
}

/** `/admin/sale-events/new`: choose the film, then the opening, the rate and the showtimes. */
export default function AdminSaleEventNew({ loaderData }: Route.ComponentProps) {
  const { refusal, films, film, showtimes } = loaderData;
  const { user } = useAdminSession();
  if (refusal) return <AdminRefusal title="Tạo đợt mở bán" status={refusal.status} message={refusal.message} />;
  return (
    <div className="mx-auto max-w-6xl">
      <SaleEventsBackLink />
      <h1 className="mt-1 text-2xl font-bold text-night-900">Tạo đợt mở bán</h1>
      <p className="max-w-3xl text-slate-600">
        Từ giờ mở bán, khách mua vé các suất của đợt phải qua phòng chờ: ai đến trước giờ mở được xếp chỗ ngẫu nhiên, ai đến sau xếp cuối hàng.
      </p>
      <Form method="get" className="mt-5 flex max-w-3xl flex-wrap items-end gap-3 rounded-card border border-slate-200 bg-white p-4">
        <Field id="sale-film" label="Phim" className="min-w-0 flex-1 basis-64">
          <select id="sale-film" name="film" defaultValue={film?.id ?? ""} className={inputClass}>
            <option value="" disabled>
              Chọn phim có suất chiếu sắp tới
            </option>
            {films.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className={buttonClass("secondary")}>
          Xem suất chiếu
        </button>
      </Form>
      <div className="mt-5">
        {film ? (
          showtimes.length > 0 ? (
            <SaleEventForm key={film.id} film={film} showtimes={showtimes} chain={user.role === "admin"} />
          ) : (
            <p role="status" className="max-w-3xl rounded-card border border-amber-200 bg-amber-50 p-4 text-night-900">
              Phim {film.name} chưa có suất chiếu sắp tới nào ở {user.role === "admin" ? "các rạp" : "rạp bạn phụ trách"}. Bạn hãy xếp suất ở Lịch chiếu trước
              nhé.
            </p>
          )
        ) : (
          <p className="text-slate-700">Chọn phim rồi bấm “Xem suất chiếu” để đặt giờ mở bán và chọn suất.</p>
        )}
      </div>
    </div>
  );
}
