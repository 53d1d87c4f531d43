import { Suspense, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { cx } from "#web/ui/cx.ts";
import { Logo } from "#web/ui/logo.tsx";
import { CloseIcon, MenuIcon, SearchIcon, UserIcon } from "#web/ui/icons.tsx";
import type { MenuEntry } from "./menu-entries.ts";
import { MobileNav } from "./mobile-nav.tsx";
import { LazyPart, lazyPart } from "#web/ui/lazy-part.tsx";
import { useMountedOnce } from "#web/ui/use-mounted-once.ts";
import { useCurrentUser } from "#web/lib/current-user.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

// Only signed-in visitors need its code: it comes after the page's for them, and while the login
// dialog is open for the others (`preloadAccountMenu`), so it is there when they have signed in.
const AccountMenu = lazyPart(() => import("./account-menu.tsx").then((m) => m.AccountMenu));
export const preloadAccountMenu = AccountMenu.preload;
// Server-rendered in place; its code (hidden below 1024 px) comes after the first screen's (decision 031).
const DesktopNav = lazyPart(() => import("./desktop-nav.tsx").then((m) => m.DesktopNav));
// Server-rendered in place, a plain link until its code comes after the first screen's (decision 092).
const LanguageSwitch = lazyPart(() => import("../language/language-switch.tsx").then((m) => m.LanguageSwitch));
// The search row exists once first opened; its code is fetched when the pointer or the focus reaches the toggle.
const HeaderSearch = lazyPart(() => import("./header-search.tsx").then((m) => m.HeaderSearch));

type SiteHeaderProps = {
  brand: string;
  /** The navigation, made by the layout's loader in the page's language (`menuEntries`). */
  entries: MenuEntry[];
  onOpenLogin: () => void;
  onLogout: () => Promise<void>;
};

export function SiteHeader({ brand, entries, onOpenLogin, onLogout }: SiteHeaderProps) {
  const id = useId();
  const { user } = useCurrentUser();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchMounted = useMountedOnce(searchOpen);
  const [menuOpen, setMenuOpen] = useState(false);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const { t } = useI18n();

  // A new page closes the mobile menu and the search row.
  const { key } = useLocation();
  const [lastKey, setLastKey] = useState(key);
  if (key !== lastKey) {
    setLastKey(key);
    setMenuOpen(false);
    setSearchOpen(false);
  }

  const iconButton = "inline-flex size-10 items-center justify-center rounded-full text-white transition-colors hover:bg-white/10";

  return (
    <header className="relative z-40 bg-night-900 text-white">
      {/* Closer on a phone: the language switch and a signed-in name share its 375 px. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-4 sm:gap-3 lg:gap-5">
        <Logo brand={brand} />
        <div className="flex-1 lg:flex lg:justify-center">
          <LazyPart>
            <DesktopNav entries={entries} />
          </LazyPart>
        </div>
        <LazyPart>
          <LanguageSwitch compact className="text-white" />
        </LazyPart>
        <button
          ref={searchToggle}
          type="button"
          aria-label={t(searchOpen ? "site.header.closeSearch" : "site.header.search")}
          aria-expanded={searchOpen}
          aria-controls={searchMounted ? `${id}-search` : undefined}
          onPointerEnter={() => void HeaderSearch.preload()}
          onFocus={() => void HeaderSearch.preload()}
          onClick={() => setSearchOpen((open) => !open)}
          className={cx(iconButton, searchOpen && "bg-white/10")}
        >
          {searchOpen ? <CloseIcon /> : <SearchIcon />}
        </button>
        {user ? (
          <LazyPart>
            <AccountMenu user={user} onLogout={onLogout} />
          </LazyPart>
        ) : (
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={onOpenLogin}
            className="inline-flex h-10 items-center gap-2 rounded-card px-2 text-[15px] font-medium text-white hover:text-amber-brand sm:px-3"
          >
            <UserIcon />
            <span className="sr-only sm:not-sr-only">
              <span className="whitespace-nowrap">{t("site.header.signIn")}</span>
            </span>
          </button>
        )}
        <button
          type="button"
          aria-label={t("site.header.menu")}
          aria-expanded={menuOpen}
          aria-controls={`${id}-menu`}
          onClick={() => setMenuOpen((open) => !open)}
          className={cx(iconButton, "lg:hidden")}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {searchMounted ? (
        <Suspense fallback={null}>
          <HeaderSearch
            id={`${id}-search`}
            open={searchOpen}
            onClose={(refocus) => {
              setSearchOpen(false);
              if (refocus) searchToggle.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
      <MobileNav id={`${id}-menu`} open={menuOpen} entries={entries} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
