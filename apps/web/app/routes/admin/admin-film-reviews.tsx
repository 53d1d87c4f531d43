import { useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import type { AdminFilmReview, FilmReviewVisibility } from "@hancine/contract/back-office-film-reviews";
import { formatCount } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-film-reviews";
import { servicesOf } from "#web/page-services.ts";
import { callApi } from "#web/lib/api-client.ts";
import { readApi } from "#web/lib/api.server.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { PageLinks } from "#web/features/admin/shell/page-links.tsx";
import { momentText } from "#web/features/admin/content/moment-text.ts";
import { HideReviewDialog } from "#web/features/admin/film-reviews/hide-review-dialog.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { FormAlert, inputClass } from "#web/ui/form-fields.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";
import { paths } from "#web/features/site/paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Nhận xét phim – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const VISIBILITY_LABELS: Record<FilmReviewVisibility, string> = { all: "Tất cả", shown: "Đang hiện", hidden: "Đã ẩn" };
const isVisibility = (value: string | null): value is FilmReviewVisibility => value !== null && value in VISIBILITY_LABELS;

/** Viewers' reviews found by `?q=` and `?hien=` (all, shown, hidden), 20 a page (`?page=`): admins only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim().slice(0, 100) ?? "";
  const shown = params.get("hien");
  const visibility: FilmReviewVisibility = isVisibility(shown) ? shown : "all";
  const page = /^[1-9]\d{0,3}$/.test(params.get("page") ?? "") ? params.get("page")! : "1";
  const found = await readApi(servicesOf(context).api, "GET /admin/film-reviews", {
    query: { q: q || undefined, hidden: visibility === "all" ? undefined : (String(visibility === "hidden") as "true" | "false"), page },
    timeoutMs: HOME.requestTimeoutMs,
  });
  if (!found.ok) return { ok: false as const, refusal: { status: found.status, message: found.error?.message ?? "Không tải được danh sách nhận xét." } };
  return { ok: true as const, found: found.result, q, visibility };
}

const pageHref = (q: string, visibility: FilmReviewVisibility, page: number) =>
  `${adminPaths.filmReviews()}?${new URLSearchParams({ ...(q && { q }), ...(visibility !== "all" && { hien: visibility }), page: String(page) })}`;

/** `/admin/film-reviews` (Nội dung › Nhận xét phim): what viewers wrote, newest first; hide one from the film page or show it again. */
export default function AdminFilmReviews({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState<AdminFilmReview | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  if (!loaderData.ok) return <AdminRefusal title="Nhận xét phim" {...loaderData.refusal} />;
  const { found, q, visibility } = loaderData;
  const pages = Math.max(1, Math.ceil(found.total / found.pageSize));

  const actionId = (review: AdminFilmReview) => `review-${review.id}-action`;
  const setHidden = async (review: AdminFilmReview, hidden: boolean) => {
    if (busyId) return;
    setBusyId(review.id);
    const answer = await callApi("PATCH /admin/film-reviews/:id", { params: { id: review.id }, body: { hidden } });
    setBusyId(null);
    setConfirming(null);
    if (!answer.ok) {
      setMessage({ text: answer.error.message, tone: "error" });
      return;
    }
    setMessage({
      text: hidden
        ? `Đã ẩn nhận xét của ${review.author.fullName} về phim ${review.film.name}.`
        : `Đã hiện lại nhận xét của ${review.author.fullName} về phim ${review.film.name}.`,
      tone: "success",
    });
    await revalidator.revalidate();
    // The row's button now says the opposite: keyboard users stay on it.
    document.getElementById(actionId(review))?.focus();
  };

  return (
    <div className="mx-auto max-w-6xl">
      <p className="text-sm text-slate-600">Nội dung</p>
      <h1 className="text-2xl font-bold text-night-900">Nhận xét phim</h1>
      <p className="mt-1 text-slate-600">
        Nhận xét của khán giả đã xem tại rạp, mới nhất trước. Nhận xét bị ẩn không còn hiện trên trang phim, nhưng điểm vẫn tính vào điểm của phim. Mỗi lần ẩn
        hay hiện lại được ghi vào nhật ký.
      </p>

      <Form key={`${q}|${visibility}`} method="get" role="search" aria-label="Tìm nhận xét phim" className="mt-5 flex flex-wrap items-end gap-3">
        <div className="min-w-60 flex-1">
          <label htmlFor="review-q" className="mb-1.5 block text-sm font-medium text-slate-800">
            Tìm theo nội dung, tên phim, họ tên hoặc e-mail người viết
          </label>
          <input id="review-q" name="q" type="search" defaultValue={q} className={inputClass} placeholder="Có dấu hay không dấu đều được" />
        </div>
        <div className="w-40">
          <label htmlFor="review-visibility" className="mb-1.5 block text-sm font-medium text-slate-800">
            Hiển thị
          </label>
          <select id="review-visibility" name="hien" defaultValue={visibility} className={inputClass}>
            {(Object.keys(VISIBILITY_LABELS) as FilmReviewVisibility[]).map((value) => (
              <option key={value} value={value}>
                {VISIBILITY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary", "h-11")}>
          Tìm
        </button>
      </Form>

      <div className="mt-4">
        <FormAlert message={message?.text ?? null} tone={message?.tone ?? "success"} />
      </div>

      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {found.total === 0
          ? q
            ? `Không có nhận xét nào khớp “${q}”.`
            : "Chưa có nhận xét nào."
          : `${formatCount(found.total)} nhận xét · trang ${found.page}/${pages}`}
      </p>
      {found.items.length > 0 ? (
        <div
          role="region"
          tabIndex={0}
          aria-label="Danh sách nhận xét phim"
          className="mt-2 relative overflow-x-auto rounded-card border border-slate-200 bg-white"
        >
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <caption className="sr-only">Nhận xét phim, mới nhất trước: phim, người viết, điểm, nội dung, trạng thái</caption>
            <thead className="whitespace-nowrap bg-mist text-night-900">
              <tr>
                <th scope="col" className="px-3 py-2.5">
                  Phim · ngày viết
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Người viết
                </th>
                <th scope="col" className="px-3 py-2.5 text-right">
                  Điểm
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Nhận xét
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Trạng thái
                </th>
                <th scope="col" className="px-3 py-2.5">
                  <span className="sr-only">Thao tác</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {found.items.map((review) => (
                <tr key={review.id} className={cx("border-t border-slate-100 align-top", review.hidden && "bg-slate-50")}>
                  <td className="px-3 py-2">
                    <Link to={paths.film(review.film.slug)} className="inline-flex min-h-6 items-center font-bold text-blue-800 underline underline-offset-2">
                      {review.film.name}
                    </Link>
                    <span className="block whitespace-nowrap text-slate-600">{momentText(review.at)}</span>
                  </td>
                  <td className="px-3 py-2">
                    <span className="block font-bold text-night-900">{review.author.fullName}</span>
                    <span className="block break-all text-slate-700">{review.author.email}</span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right font-bold tabular-nums text-night-900">{review.score}/10</td>
                  <td className={cx("max-w-md whitespace-pre-line break-words px-3 py-2", review.hidden ? "text-slate-600" : "text-slate-900")}>
                    {review.review}
                  </td>
                  <td className="px-3 py-2">
                    {review.hidden ? (
                      <span className="inline-block whitespace-nowrap rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-800">Đã ẩn</span>
                    ) : (
                      <span className="inline-block whitespace-nowrap rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">
                        Đang hiện
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2 text-right">
                    <button
                      id={actionId(review)}
                      type="button"
                      aria-disabled={busyId === review.id}
                      className={buttonClass("ghost", "whitespace-nowrap border border-slate-300", "sm")}
                      onClick={() => (review.hidden ? void setHidden(review, false) : setConfirming(review))}
                      aria-label={`${review.hidden ? "Hiện lại" : "Ẩn"} nhận xét của ${review.author.fullName} về phim ${review.film.name}`}
                    >
                      {review.hidden ? "Hiện lại" : "Ẩn nhận xét"}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <PageLinks page={found.page} pages={pages} hrefOf={(n) => pageHref(q, visibility, n)} />

      {confirming ? <HideReviewDialog review={confirming} onConfirm={() => setHidden(confirming, true)} onClose={() => setConfirming(null)} /> : null}
    </div>
  );
}
