import { Link } from "react-router";
import { ChevronDownIcon } from "#web/ui/icons.tsx";
import type { MenuEntry } from "./menu-entries.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** Narrow screens: the same entries in a panel; groups fold open with native <details>. */
export function MobileNav({ id, open, entries, onNavigate }: { id: string; open: boolean; entries: MenuEntry[]; onNavigate: () => void }) {
  const { t } = useI18n();
  return (
    <nav id={id} hidden={!open} aria-label={t("site.nav.phoneLabel")} className="border-t border-white/10 bg-night-900 lg:hidden">
      <ul className="mx-auto max-w-6xl px-4 py-2">
        {entries.map((entry) =>
          entry.children?.length ? (
            <li key={entry.href} className="border-b border-white/10 last:border-0">
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between py-3 text-base font-medium text-white [&::-webkit-details-marker]:hidden">
                  {entry.label}
                  <ChevronDownIcon className="text-slate-300 transition-transform duration-200 group-open:rotate-180" />
                </summary>
                <ul className="pb-3 pl-3">
                  <li>
                    <Link to={entry.href} onClick={onNavigate} className="block py-2 text-[15px] font-medium text-amber-brand">
                      {t("site.nav.allOfSection", { section: entry.label.toLowerCase() })}
                    </Link>
                  </li>
                  {entry.children.map((child) => (
                    <li key={child.href}>
                      <Link to={child.href} lang={child.lang} onClick={onNavigate} className="block py-2 text-[15px] text-slate-200 hover:text-white">
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={entry.href} className="border-b border-white/10 last:border-0">
              <Link to={entry.href} onClick={onNavigate} className="block py-3 text-base font-medium text-white">
                {entry.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
