import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from "react";
import { Outlet, useLocation, useNavigate, type ShouldRevalidateFunction } from "react-router";
import type { User } from "@hancine/contract/auth";
import type { MfaMethod } from "@hancine/contract/mfa";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/site-layout";
import { servicesOf } from "../page-services.ts";
import { readApi, readResult } from "../lib/api.server.ts";
import { preloadAccountMenu, SiteHeader } from "../features/site/header/site-header.tsx";
import { menuEntries } from "../features/site/header/menu-entries.ts";
import type { AuthView } from "../features/account/sign-in/auth-modal.tsx";
import { useMountedOnce } from "../ui/use-mounted-once.ts";
import { LazyPart, lazyPart } from "../ui/lazy-part.tsx";
import { CurrentUserContext } from "../lib/current-user.tsx";
import { paths, safeNext } from "../features/site/paths.ts";
import { ENGLISH_PAGES, pathIn } from "../lib/i18n/locale-paths.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { counterpartPath, vietnamesePath } from "../lib/i18n/counterpart-path.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

// The dialog code (Radix) loads on first use, not with the page.
// Below every page: in the HTML from the server, its code loads and hydrates after the page's (decision 025).
const SiteFooter = lazyPart(() => import("../features/site/footer/site-footer.tsx").then((m) => m.SiteFooter));
const AuthModal = lazy(() => import("../features/account/sign-in/auth-modal.tsx").then((m) => ({ default: m.AuthModal })));

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api, site, publicUrl } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const [cinemas, { user, pendingSecondStep }] = await Promise.all([
    readResult(api, "GET /cinemas", [], { timeoutMs: HOME.requestTimeoutMs }),
    signedInUser(api),
  ]);
  // The frame's words in the page's language (decision 092); each page's loader adds its own.
  const messages = messagesFor(locale, ["site"]);
  const menuCinemas = cinemas.filter((c) => c.inMenu);
  // The header's navigation is made here, as data: not a byte of the first scripts.
  const menu = menuEntries(translator(locale, messages, ENGLISH_PAGES), site.brand, menuCinemas);
  // English pages link to the other translated pages in English: the list comes as data, and only to them (decision 092).
  const englishPages: readonly string[] = locale === "en" ? ENGLISH_PAGES : [];
  // The page's addresses in both languages, for the hreflang tags the server writes (a translated page only).
  const vietnamese = vietnamesePath(url.pathname);
  const alternates = counterpartPath(url.pathname) === null ? null : { vi: `${publicUrl}${vietnamese}`, en: `${publicUrl}${pathIn("en", vietnamese)}` };
  return { site, publicUrl, user, pendingSecondStep, menu, locale, messages, englishPages, alternates };
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

// The header's data (brand, menu cinemas) does not change with navigation or the chosen city; its
// words do when the visitor moves to the other language.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);

/** The page's Open Graph locale. */
const OG_LOCALE = { vi: "vi_VN", en: "en_US" } as const;

/** Header, main content and footer of every public page, in the page's language. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider locale={loaderData.locale} messages={loaderData.messages} englishPages={loaderData.englishPages}>
      <SiteFrame loaderData={loaderData} />
    </MessagesProvider>
  );
}

/**
 * A translated page's addresses in both languages for search engines (hreflang; Vietnamese is the
 * default), and its Open Graph locales.
 */
function LanguageAlternates({ alternates }: { alternates: { vi: string; en: string } | null }) {
  const { locale } = useI18n();
  return (
    <>
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {alternates ? (
        <>
          <meta property="og:locale:alternate" content={OG_LOCALE[locale === "vi" ? "en" : "vi"]} />
          <link rel="alternate" hrefLang="vi" href={alternates.vi} />
          <link rel="alternate" hrefLang="en" href={alternates.en} />
          <link rel="alternate" hrefLang="x-default" href={alternates.vi} />
        </>
      ) : null}
    </>
  );
}

/** The login modal lives here too. */
function SiteFrame({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { site, publicUrl, menu } = loaderData;
  const { t, href } = useI18n();
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
    setAnnouncement(t("site.signedIn", { name: signedInUser.fullName }));
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
    setAnnouncement(t("site.signedOut"));
    if (location.pathname.startsWith(paths.account())) void navigate(href(paths.home()));
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
      {/* For search engines and share cards, which read the server's HTML: not a byte of the first scripts; hydration passes over them (as root.tsx's manifest link). */}
      {import.meta.env.SSR ? <LanguageAlternates alternates={loaderData.alternates} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-card focus:bg-amber-brand focus:px-4 focus:py-2 focus:font-bold focus:text-night-900"
      >
        {t("site.skipLink")}
      </a>
      <CurrentUserContext.Provider value={currentUser}>
        <SiteHeader brand={site.brand} entries={menu} onOpenLogin={openLogin} onLogout={logout} />
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
