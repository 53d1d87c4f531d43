import { Suspense, lazy, useState } from "react";
import { Outlet, type ShouldRevalidateFunction } from "react-router";
import type { Cinema } from "@hancine/contract/catalog";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/site-layout";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { SiteHeader } from "../features/header/site-header.tsx";
import { SiteFooter } from "../features/footer/site-footer.tsx";
import type { AuthView } from "../features/auth-modal/auth-modal.tsx";
import { useMountedOnce } from "../ui/use-mounted-once.ts";
import type { SiteOutletContext } from "../ui/site-outlet.ts";

// The dialog code (Radix) loads on first use, not with the page.
const AuthModal = lazy(() => import("../features/auth-modal/auth-modal.tsx").then((m) => ({ default: m.AuthModal })));

export async function loader({ context }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const cinemas = await readResult<Cinema[]>(api, "/cinemas", [], HOME.requestTimeoutMs);
  return { site, menuCinemas: cinemas.filter((c) => c.inMenu).map(({ slug, name }) => ({ slug, name })) };
}

// The header's data (brand, menu cinemas) does not change with navigation or the chosen city.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

/** Header, main content and footer of every public page; the login modal lives here too. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { site, menuCinemas } = loaderData;
  const [authView, setAuthView] = useState<AuthView | null>(null);
  const authMounted = useMountedOnce(authView !== null);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-card focus:bg-amber-brand focus:px-4 focus:py-2 focus:font-bold focus:text-night-900"
      >
        Bỏ qua phần điều hướng
      </a>
      <SiteHeader brand={site.brand} menuCinemas={menuCinemas} onOpenLogin={() => setAuthView("login")} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet context={{ openLogin: () => setAuthView("login") } satisfies SiteOutletContext} />
      </main>
      <SiteFooter site={site} />
      {authMounted ? (
        <Suspense fallback={null}>
          <AuthModal view={authView} onViewChange={setAuthView} />
        </Suspense>
      ) : null}
    </>
  );
}
