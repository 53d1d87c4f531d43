import { useId, useState, type FocusEvent, type KeyboardEvent } from "react";
import { NavLink, Link } from "react-router";
import { cx } from "../../ui/cx.ts";
import { ChevronDownIcon } from "../../ui/icons.tsx";
import type { MenuEntry } from "./menu-entries.ts";

function NavItem({ entry, open, onOpenChange }: { entry: MenuEntry; open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const children = entry.children ?? [];

  const closeOnEscape = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== "Escape" || !open) return;
    onOpenChange(false);
    document.getElementById(`${id}-toggle`)?.focus();
  };
  const closeOnLeave = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    <li
      className="relative"
      onMouseEnter={children.length ? () => onOpenChange(true) : undefined}
      onMouseLeave={children.length ? () => onOpenChange(false) : undefined}
      onKeyDown={closeOnEscape}
      onBlur={closeOnLeave}
    >
      <div className="flex items-center">
        <NavLink
          to={entry.href}
          className={({ isActive }) =>
            cx(
              "rounded-card px-2.5 py-2 text-[15px] font-medium transition-colors hover:text-amber-brand xl:px-3",
              isActive ? "text-amber-brand" : "text-white",
            )
          }
        >
          {entry.label}
        </NavLink>
        {children.length ? (
          <button
            type="button"
            id={`${id}-toggle`}
            aria-expanded={open}
            aria-controls={`${id}-menu`}
            aria-label={`Mở danh mục ${entry.label}`}
            onClick={() => onOpenChange(!open)}
            className="-ml-2 inline-flex size-7 items-center justify-center rounded text-slate-300 hover:text-amber-brand"
          >
            <ChevronDownIcon width={16} height={16} className={cx("transition-transform duration-200", open && "rotate-180")} />
          </button>
        ) : null}
      </div>
      {children.length ? (
        <div id={`${id}-menu`} hidden={!open} className="absolute left-0 top-full z-40 pt-2">
          <ul className="min-w-60 rounded-card bg-white py-2 text-slate-800 shadow-xl ring-1 ring-slate-200">
            {children.map((child) => (
              <li key={child.href}>
                <Link to={child.href} className="block px-4 py-2 text-[15px] hover:bg-mist hover:text-night-900 focus-visible:bg-mist">
                  {child.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** Wide screens: links with dropdowns that open on hover, on the arrow button and stay open while focus is inside. */
export function DesktopNav({ entries }: { entries: MenuEntry[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <nav aria-label="Điều hướng chính" className="hidden lg:block">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {entries.map((entry) => (
          <NavItem
            key={entry.href}
            entry={entry}
            open={open === entry.href}
            onOpenChange={(isOpen) => setOpen((current) => (isOpen ? entry.href : current === entry.href ? null : current))}
          />
        ))}
      </ul>
    </nav>
  );
}
