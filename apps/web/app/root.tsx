import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "./nonce.ts";
import appStylesHref from "./app.css?url";
import { BRAND_FONT_HEAD_SCRIPT } from "./lib/brand-font-head.ts";

// A PNG, not the SVG: Chromium draws an SVG icon as a document of its own on the page's main thread
// right after load (decision 053 says the same of SVG pictures).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    // The head script may add the brand font's class before React hydrates the element.
    <html lang="vi" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Only the server's HTML carries its text (hydration leaves it as it is): not in the page's first scripts. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? BRAND_FONT_HEAD_SCRIPT : "" }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0B1633" />
        {/* With a precedence React emits the stylesheet before the script preloads: it blocks the first paint, they do not. */}
        <link rel="stylesheet" href={appStylesHref} precedence="default" />
        <Meta />
        <Links />
      </head>
      {/* A column as tall as the screen: on short pages the footer sits at the bottom, not halfway up. */}
      <body className="flex min-h-dvh flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the end of hydration and of the brand font's swap that follows it (the page's last
  // reflow of its own); browser tests wait for it before driving client behaviour.
  useEffect(() => {
    void import("./lib/brand-font.ts")
      .then(({ applyBrandFont }) => applyBrandFont())
      .catch(() => undefined) // its code unreachable (offline): the fallback font stays
      .finally(() => {
        document.documentElement.dataset.hydrated = "true";
      });
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A page the person may not see (another cinema's order for its staff): the API's own sentence says why.
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const reason = forbidden && typeof (error.data as { message?: unknown } | null)?.message === "string" ? (error.data as { message: string }).message : null;
  // The site's database restarting or overloaded: nothing is broken for good, the same page will load in a moment (issue 30).
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const again = `${location.pathname}${location.search}`;
  const title = notFound ? "Không tìm thấy trang này" : forbidden ? "Bạn không xem được trang này" : unavailable ? "HanCine đang bận trong giây lát" : "Đã có lỗi xảy ra";
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
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
          className={unavailable ? "inline-block rounded-lg border border-slate-300 px-6 py-3 font-bold text-night-900" : "inline-block rounded-lg bg-amber-brand px-6 py-3 font-bold text-night-900"}
        >
          Về trang chủ
        </a>
      </div>
    </main>
  );
}
