import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";

/**
 * The root error boundary's page: 404, 403 with the API's own sentence, 503 while the database is
 * restarting or overloaded, anything else as an apology. Its own chunk, loaded only when a page
 * fails: its words are not in the home page's first-load scripts (root.tsx; issue 12's budget).
 */
export function SiteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A page the person may not see (another cinema's order for its staff): the API's own sentence says why.
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const reason = forbidden && typeof (error.data as { message?: unknown } | null)?.message === "string" ? (error.data as { message: string }).message : null;
  // The site's database restarting or overloaded: nothing is broken for good, the same page will load in a moment (issue 30).
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const again = `${location.pathname}${location.search}`;
  const title = notFound
    ? "Không tìm thấy trang này"
    : forbidden
      ? "Bạn không xem được trang này"
      : unavailable
        ? "HanCine đang bận trong giây lát"
        : "Đã có lỗi xảy ra";
  return (
    // Vietnamese words on any page, an English one included (its html says en): the root's error page is not translated yet (decision 092).
    <main lang="vi" className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{title}</title>
      <p className="text-6xl font-bold text-night-900">{notFound ? "404" : forbidden ? "403" : "Ôi!"}</p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600">
        {notFound
          ? "Trang bạn tìm có thể đã được đổi địa chỉ hoặc không còn nữa."
          : forbidden
            ? (reason ?? "Tài khoản của bạn không có quyền xem trang này.")
            : unavailable
              ? "Hệ thống đang tạm gián đoạn. Bạn chờ vài giây rồi bấm “Thử lại” nhé — vé và ghế bạn đã giữ vẫn an toàn."
              : "Chúng tôi đang khắc phục. Bạn vui lòng thử lại sau ít phút nhé."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {unavailable && (
          <a href={again} className="inline-block rounded-lg bg-amber-brand px-6 py-3 font-bold text-night-900">
            Thử lại
          </a>
        )}
        <a
          href="/"
          className={
            unavailable
              ? "inline-block rounded-lg border border-slate-300 px-6 py-3 font-bold text-night-900"
              : "inline-block rounded-lg bg-amber-brand px-6 py-3 font-bold text-night-900"
          }
        >
          Về trang chủ
        </a>
      </div>
    </main>
  );
}
