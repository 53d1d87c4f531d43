import { type FocusEvent, type ReactNode } from "react";
import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { cx } from "#web/ui/cx.ts";
import { ChevronDownIcon } from "#web/ui/icons.tsx";
import type { MenuEntry, MenuLink } from "./menu-entries.ts";

export const LIST_CLASS = "flex items-center gap-0.5 xl:gap-1";
export const TOGGLE_CLASS = "-ml-2 inline-flex size-7 items-center justify-center rounded text-slate-300 hover:text-amber-brand";

export const TopLink = ({ entry, ...props }: { entry: MenuLink } & Omit<NavLinkProps, "to">) => (
  <NavLink
    {...props}
    to={entry.href}
    lang={entry.lang}
    className="whitespace-nowrap rounded-card px-2.5 py-2 text-[15px] font-medium text-white transition-colors hover:text-amber-brand aria-[current=page]:text-amber-brand xl:px-3"
  >
    {entry.label}
  </NavLink>
);

export const Chevron = ({ open }: { open?: boolean }) => (
  <ChevronDownIcon width={16} height={16} className={cx("transition-transform duration-200", open && "rotate-180")} />
);

export const DropdownLink = ({ link, ...props }: { link: MenuLink } & Omit<LinkProps, "to">) => (
  <Link {...props} to={link.href} lang={link.lang} className="block px-4 py-2 text-[15px] hover:bg-mist hover:text-night-900 focus-visible:bg-mist">
    {link.label}
  </Link>
);

/** A dropdown's box and list; `id` is the same before and after Radix has loaded. Closed, it is in the page, hidden. */
export const Dropdown = ({ id, children, ...props }: { id: string; hidden?: boolean; children: ReactNode }) => (
  <div {...props} id={id} className="absolute left-0 top-full z-40 pt-2">
    <ul className="min-w-60 rounded-card bg-white py-2 text-slate-800 shadow-xl ring-1 ring-slate-200">{children}</ul>
  </div>
);

export type DesktopNavProps = {
  entries: MenuEntry[];
  /** Prefix of the dropdowns' ids, the same before and after Radix has loaded. */
  id: string;
  /** The `href` of the entry whose dropdown is open, or "". */
  open: string;
  onOpenChange: (open: string) => void;
};

/** A dropdown opens while the pointer is over its item (link or arrow), and closes when focus leaves the item. */
export const itemEvents = ({ href }: MenuEntry, open: string, onOpenChange: (open: string) => void) => ({
  onMouseEnter: () => onOpenChange(href),
  onMouseLeave: () => open === href && onOpenChange(""),
  onBlur: (event: FocusEvent) => {
    if (open === href && !event.currentTarget.contains(event.relatedTarget)) onOpenChange("");
  },
});
