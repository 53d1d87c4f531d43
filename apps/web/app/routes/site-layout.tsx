import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from "react";
import { Outlet, useLocation, useNavigate, type ShouldRevalidateFunction } from "react-router";
import type { User } from "@hancine/contract/auth";
import type { MfaMethod } from "@hancine/contract/mfa";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/site-layout";
import { servicesOf } from "../page-services.ts";
import { readApi, readResult } from "../lib/api.server.ts";
import { preloadAccountMenu, SiteHeader } from "../features/site/header/site-header.tsx";
import type { AuthView } from "../features/account/sign-in/auth-modal.tsx";
import { useMountedOnce } from "../ui/use-mounted-once.ts";
import { LazyPart, lazyPart } from "../ui/lazy-part.tsx";
import { CurrentUserContext } from "../lib/current-user.tsx";
import { paths, safeNext } from "../features/site/paths.ts";

// The dialog code (Radix) loads on first use, not with the page.
// Below every page: in the HTML from the server, its code loads and hydrates after the page's (decision 025).
const SiteFooter = lazyPart(() => import("../features/site/footer/site-footer.tsx").then((m) => m.SiteFooter));
const AuthModal = lazy(() => import("../features/account/sign-in/auth-modal.tsx").then((m) => ({ default: m.AuthModal })));

export async function loader({ context }: Route.LoaderArgs) {
  const { api, site, publicUrl } = servicesOf(context);
  const [cinemas, { user, pendingSecondStep }] = await Promise.all([
    readResult(api, "GET /cinemas", [], { timeoutMs: HOME.requestTimeoutMs }),
    signedInUser(api),
  ]);
  return { site, publicUrl, user, pendingSecondStep, menuCinemas: cinemas.filter((c) => c.inMenu).map(({ slug, name }) => ({ slug, name })) };
}

type Visitor = { user: User | null; pendingSecondStep: MfaMethod[] | null };

/**
 * The visitor's account from the session cookie; null when signed out (401 is the normal answer then).
 * A session past the password but not its second step is not signed in yet: 'Đăng nhập' opens on the
 * second step (`pendingSecondStep`: the ways to prove it).
 */
async function signedInUser(api: ReturnType<typeof servicesOf>["api"]): Promise<Visitor> {
  try {
    const answer = await readApi(api, "GET /auth/me", { timeoutMs: HOME.requestTimeoutMs });
    if (!answer.ok) return { user: null, pendingSecondStep: null };
    const { user, mfa } = answer.result;
    return mfa.required && mfa.enrolled && !mfa.proven ? { user: null, pendingSecondStep: mfa.methods } : { user, pendingSecondStep: null };
  } catch {
    return { user: null, pendingSecondStep: null };
  }
}

// The header's data (brand, menu cinemas) does not change with navigation or the chosen city.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod ? defaultShouldRevalidate : false);

/** Header, main content and footer of every public page; the login modal lives here too. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { site, publicUrl, menuCinemas } = loaderData;
  const [authView, setAuthView] = useState<AuthView | null>(null);
  const authMounted = useMountedOnce(authView !== null);
  const navigate = useNavigate();
  const location = useLocation();

  // The signed-in user: from the server on load, then kept here as the person signs in and out.
  const [user, setUser] = useState<User | null>(loaderData.user);
  const [loadedUser, setLoadedUser] = useState(loaderData.user);
  if (loaderData.user !== loadedUser) {
    setLoadedUser(loaderData.user);
    setUser(loaderData.user);
  }
  const [announcement, setAnnouncement] = useState("");

  // /?login=1&next=/account (where anonymous visitors of account pages are sent) opens the modal.
  const params = new URLSearchParams(location.search);
  const wantsLogin = params.get("login") === "1";
  const next = safeNext(params.get("next"));
  useEffect(() => {
    if (wantsLogin && !user) setAuthView("login");
  }, [wantsLogin, user]);

  const openLogin = useCallback(() => {
    void preloadAccountMenu();
    setAuthView("login");
  }, []);
  const signedIn = (signedInUser: User) => {
    setUser(signedInUser);
    setAnnouncement(`Bạn đã đăng nhập với tên ${signedInUser.fullName}.`);
    if (wantsLogin) void navigate(next ?? location.pathname, { replace: true });
  };

  const logout = async () => {
    // The API client is not needed to show the page: it loads on first use (the quick-booking bar and the
    // dialogs, which load after the page, bring it too). Whatever the answer, even none, this tab signs out.
    await import("../lib/api-client.ts").then(
      ({ callApi }) => callApi("POST /auth/logout"),
      () => null,
    );
    setUser(null);
    setAnnouncement("Bạn đã đăng xuất.");
    if (location.pathname.startsWith(paths.account())) void navigate(paths.home());
  };
  const currentUser = useMemo(() => ({ user, setUser, openLogin }), [user, openLogin]);
  // One address per page for search engines and shared links: the path, without its query.
  const canonical = `${publicUrl}${location.pathname}`;
  return (
    <>
      {/* React places these in <head>; the page's own title, description and picture come from its meta. */}
      <link rel="canonical" href={canonical} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:locale" content="vi_VN" />
      <meta name="twitter:card" content="summary_large_image" />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-card focus:bg-amber-brand focus:px-4 focus:py-2 focus:font-bold focus:text-night-900"
      >
        Bỏ qua phần điều hướng
      </a>
      <CurrentUserContext.Provider value={currentUser}>
        <SiteHeader brand={site.brand} menuCinemas={menuCinemas} onOpenLogin={openLogin} onLogout={logout} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <LazyPart>
          <SiteFooter site={site} />
        </LazyPart>
        {authMounted ? (
          <Suspense fallback={null}>
            <AuthModal view={authView} onViewChange={setAuthView} onSignedIn={signedIn} pendingSecondStep={loaderData.pendingSecondStep} />
          </Suspense>
        ) : null}
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </CurrentUserContext.Provider>
    </>
  );
}
