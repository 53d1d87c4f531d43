import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "./nonce.ts";
import appStylesHref from "./app.css?url";
import { BRAND_FONT_HEAD_SCRIPT } from "./lib/brand-font-head.ts";
import { LazyPart, lazyPart } from "./ui/lazy-part.tsx";
import { localeOfPath } from "./lib/i18n/page-locale.ts";

// A PNG, not the SVG: Chromium draws an SVG icon as a document of its own on the page's main thread
// right after load (decision 053 says the same of SVG pictures).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The page's language is its path's: /en/… is English, every other page Vietnamese (decision 092).
  const lang = localeOfPath(useLocation().pathname);
  return (
    // The head script may add the brand font's class before React hydrates the element.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Only the server's HTML carries its text (hydration leaves it as it is): not in the page's first scripts. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? BRAND_FONT_HEAD_SCRIPT : "" }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0B1633" />
        {/* The installable site's manifest (decision 088): in the server's HTML only, not a byte of the first scripts; hydration passes over it. */}
        {import.meta.env.SSR ? <link rel="manifest" href="/manifest.webmanifest" /> : null}
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

// The error pages' code and words load only when a page fails, not with the home page (first-load JS
// budget, issue 12). The server renders the page whole before sending it (entry.server.tsx,
// onAllReady), so its HTML carries every word without JavaScript; the browser hydrates it once the chunk arrives.
const SiteErrorPage = lazyPart(() => import("./ui/site-error-page.tsx").then((m) => m.SiteErrorPage));

export function ErrorBoundary() {
  return (
    <LazyPart>
      <SiteErrorPage />
    </LazyPart>
  );
}
