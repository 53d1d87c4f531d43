import { NavLink, Outlet, redirect, useLocation, type ShouldRevalidateFunction } from "react-router";
import { hasRole } from "@hancine/contract/auth";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-layout";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { navFor, ROLE_LABEL } from "#web/features/admin/shell/admin-nav.ts";
import { AdminSessionContext, type AdminSession } from "#web/features/admin/shell/admin-session.ts";
import { Logo } from "#web/ui/logo.tsx";
import { cx } from "#web/ui/cx.ts";
import { paths } from "#web/features/site/paths.ts";
import { accountSecurityPath } from "#web/features/site/security-paths.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";
import { StepUpProvider } from "#web/features/account/sign-in/step-up-provider.tsx";
import { MessagesProvider, type Messages } from "#web/lib/i18n/messages.tsx";
import { messagesFor } from "#web/lib/i18n/messages.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Quản trị – HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/**
 * Staff, managers and admins only: a visitor signs in first (and comes back here), a customer is sent
 * home. A session without its second factor reaches nothing here (403 MFA_REQUIRED): an account with
 * none sets one up on the security page, one with a factor gives it in the sign-in dialog; both then
 * come back here.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<AdminSession & { brand: string; messages: Messages }> {
  const { api, site } = servicesOf(context);
  const me = await readApi(api, "GET /auth/me", { timeoutMs: HOME.requestTimeoutMs }).catch(() => null);
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  if (!me?.ok) throw redirect(paths.login(here));
  if (!hasRole(me.result.user.role, "staff")) throw redirect(paths.home());
  const { mfa } = me.result;
  if (mfa.required && !mfa.proven) throw redirect(mfa.enrolled ? paths.login(here) : accountSecurityPath(here));
  const cinemas = await readApi(api, "GET /admin/cinemas", { timeoutMs: HOME.requestTimeoutMs });
  if (!cinemas.ok && cinemas.error?.code === "MFA_REQUIRED") throw redirect(accountSecurityPath(here));
  // The back office is Vietnamese; the site's parts it shows (the logo, badges, a film page's preview) read their words from here (decision 092).
  return {
    user: me.result.user,
    cinemas: cinemas.ok ? cinemas.result : [],
    brand: site.brand,
    messages: messagesFor("vi", ["site", "films", "showtimes", "content", "purchase"]),
  };
}

// Who is signed in and their cinemas change rarely: pages below reload their own data.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod ? defaultShouldRevalidate : false);

/** The back office's frame: the brand bar with who is signed in, the sections, and the page. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, brand } = loaderData;
  const nav = navFor(user.role);
  // The counter (a 1024 × 768 touch screen) needs the width: its menu is the strip other pages show on phones.
  const compact = useLocation().pathname === adminPaths.counter();
  return (
    <MessagesProvider locale="vi" messages={loaderData.messages}>
      <div className="flex min-h-dvh flex-col bg-slate-50">
        <a
          href="#admin-main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-card focus:bg-white focus:px-3 focus:py-2"
        >
          Bỏ qua menu
        </a>
        <header className="flex flex-wrap items-center gap-x-2 gap-y-2 bg-night-900 px-4 py-2 text-white sm:gap-x-3">
          <Logo brand={brand} />
          <span className="whitespace-nowrap rounded-full bg-white/10 px-2 py-1 text-xs font-bold uppercase tracking-wide text-amber-brand sm:px-2.5">
            Quản trị
          </span>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span className="hidden text-right leading-tight sm:block">
              <span className="block font-bold">{user.fullName}</span>
              <span className="block text-slate-300">{ROLE_LABEL[user.role]}</span>
            </span>
            <a
              href={paths.home()}
              className="whitespace-nowrap rounded-card border border-white/40 px-2.5 py-2 font-bold hover:bg-white hover:text-night-900 sm:px-3"
            >
              Trang khách
            </a>
          </div>
        </header>
        <div className={cx("flex flex-1 flex-col", !compact && "lg:flex-row")}>
          <nav aria-label="Mục quản trị" className={cx("border-b border-slate-200 bg-white", !compact && "lg:w-60 lg:shrink-0 lg:border-b-0 lg:border-r")}>
            <ul className={cx("flex gap-1 overflow-x-auto px-2", compact ? "py-1" : "py-2 lg:flex-col lg:overflow-visible lg:px-3 lg:py-4")}>
              {nav.map((item) => (
                <li key={item.to} className="shrink-0">
                  <NavLink
                    to={item.to}
                    end={item.to === adminPaths.home()}
                    className={({ isActive }) =>
                      cx(
                        "block rounded-card px-3 py-2 text-[15px] font-bold",
                        !compact && "lg:py-2.5",
                        isActive ? "bg-night-900 text-white" : "text-night-900 hover:bg-slate-100",
                      )
                    }
                  >
                    {item.label}
                    {compact ? null : <span className="hidden text-xs font-normal opacity-75 lg:block">{item.hint}</span>}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main id="admin-main" tabIndex={-1} className={cx("min-w-0 flex-1", compact ? "px-3 py-2" : "px-4 py-6 lg:px-8")}>
            <AdminSessionContext.Provider value={loaderData}>
              <StepUpProvider>
                <Outlet />
              </StepUpProvider>
            </AdminSessionContext.Provider>
          </main>
        </div>
      </div>
    </MessagesProvider>
  );
}
