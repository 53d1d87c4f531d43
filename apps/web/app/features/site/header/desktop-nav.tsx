import { useId, useState } from "react";
import { lazyPart } from "#web/ui/lazy-part.tsx";
import { useOnDemand } from "#web/ui/use-on-demand.ts";
import type { MenuEntry } from "./menu-entries.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { LIST_CLASS, TOGGLE_CLASS, TopLink, Chevron, DropdownLink, Dropdown, itemEvents } from "./desktop-nav-parts.tsx";

// Radix's NavigationMenu comes when a visitor first points at, focuses or clicks the bar (decision 031).
const DesktopNavRadix = lazyPart(() => import("./desktop-nav-radix.tsx").then((m) => m.DesktopNavRadix));

/**
 * Wide screens: links with dropdowns that open on hover and on the arrow button. Server-rendered
 * and hydrated as plain markup, on which hover opens a dropdown already; Radix's NavigationMenu
 * (`desktop-nav-radix.tsx`) takes its place when a visitor first points at, focuses or clicks the
 * bar, with the same dropdown open (and an arrow clicked before, clicked again).
 */
export function DesktopNav({ entries }: { entries: MenuEntry[] }) {
  const id = useId();
  const { t } = useI18n();
  const [open, setOpen] = useState("");
  const [Radix, load, ref] = useOnDemand(DesktopNavRadix);
  if (Radix) return <Radix entries={entries} id={id} open={open} onOpenChange={setOpen} />;
  return (
    <nav ref={ref} aria-label={t("site.nav.label")} className="hidden lg:block" onPointerEnter={load} onFocus={load} onClick={load}>
      <ul className={LIST_CLASS}>
        {entries.map((entry, i) => (
          <li key={entry.href} className="relative" {...(entry.children?.length ? itemEvents(entry, open, setOpen) : {})}>
            <div className="flex items-center">
              <TopLink entry={entry} />
              {entry.children?.length ? (
                <button
                  type="button"
                  aria-expanded={open === entry.href}
                  aria-controls={`${id}-${i}`}
                  aria-label={t("site.nav.openSection", { section: entry.label })}
                  className={TOGGLE_CLASS}
                >
                  <Chevron open={open === entry.href} />
                </button>
              ) : null}
            </div>
            {entry.children?.length ? (
              <Dropdown id={`${id}-${i}`} hidden={open !== entry.href}>
                {entry.children.map((child) => (
                  <li key={child.href}>
                    <DropdownLink link={child} />
                  </li>
                ))}
              </Dropdown>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
