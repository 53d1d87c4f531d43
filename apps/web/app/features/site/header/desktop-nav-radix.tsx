import * as Menu from "@radix-ui/react-navigation-menu";
import { useEffect, useRef } from "react";
import { cx } from "#web/ui/cx.ts";
import { NO_FOCUS_PROXY } from "#web/ui/radix-focus-proxy.ts";
import { Chevron, Dropdown, DropdownLink, itemEvents, LIST_CLASS, TOGGLE_CLASS, TopLink, type DesktopNavProps } from "./desktop-nav-parts.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/**
 * The desktop bar on Radix's NavigationMenu, in place of `DesktopNav`'s plain markup (the same
 * markup, ids and open dropdown). Radix opens and closes a dropdown with its arrow button, closes
 * it on Escape (focus back on the arrow), on a click outside and when one of its links is chosen,
 * sends Tab from the arrow into the open dropdown, and moves along the bar's links and arrows (and
 * a dropdown's links) with the arrow keys. Ours: a dropdown opens while the pointer is over its
 * item, link or arrow (so activation is manual: Radix would watch the arrow alone), and closes when
 * focus leaves the item. A closed dropdown stays in the page, hidden, as it is server-rendered.
 */
export function DesktopNavRadix({ entries, id, open, onOpenChange }: DesktopNavProps) {
  const { t } = useI18n();
  const openNow = useRef(open);
  openNow.current = open;
  // This bar replaced the plain one under a resting pointer: the browser sends the new items no
  // mouseenter, so no mouseleave either. The pointer's first move says whether it is still over the
  // item whose dropdown the plain bar opened; if not, that dropdown closes.
  useEffect(() => {
    const firstMove = (event: PointerEvent) => {
      const index = entries.findIndex((entry) => entry.href === openNow.current);
      const item = index < 0 ? null : document.getElementById(`${id}-${index}`)?.parentElement;
      if (item && !(event.target instanceof Node && item.contains(event.target))) onOpenChange("");
    };
    document.addEventListener("pointermove", firstMove, { once: true });
    return () => document.removeEventListener("pointermove", firstMove);
  }, [entries, id, onOpenChange]);

  return (
    <Menu.Root aria-label={t("site.nav.label")} className="hidden lg:block" value={open} onValueChange={onOpenChange} activationMode="manual">
      <Menu.List className={LIST_CLASS}>
        {entries.map((entry, i) =>
          entry.children?.length ? (
            <Menu.Item key={entry.href} value={entry.href} className="relative" {...itemEvents(entry, open, onOpenChange)}>
              <div className={cx("flex items-center", NO_FOCUS_PROXY)}>
                <Menu.Link asChild>
                  <TopLink entry={entry} />
                </Menu.Link>
                <Menu.Trigger aria-controls={`${id}-${i}`} aria-label={t("site.nav.openSection", { section: entry.label })} className={TOGGLE_CLASS}>
                  <Chevron open={open === entry.href} />
                </Menu.Trigger>
              </div>
              {open === entry.href ? (
                // Named by nothing, as before: Radix would label the box by the arrow, and a div may not have a name.
                <Menu.Content asChild aria-labelledby={undefined}>
                  <Dropdown id={`${id}-${i}`}>
                    {entry.children.map((child) => (
                      <li key={child.href}>
                        <Menu.Link asChild>
                          <DropdownLink link={child} />
                        </Menu.Link>
                      </li>
                    ))}
                  </Dropdown>
                </Menu.Content>
              ) : (
                <Dropdown id={`${id}-${i}`} hidden>
                  {entry.children.map((child) => (
                    <li key={child.href}>
                      <DropdownLink link={child} />
                    </li>
                  ))}
                </Dropdown>
              )}
            </Menu.Item>
          ) : (
            <Menu.Item key={entry.href} value={entry.href} className="relative">
              <div className="flex items-center">
                <Menu.Link asChild>
                  <TopLink entry={entry} />
                </Menu.Link>
              </div>
            </Menu.Item>
          ),
        )}
      </Menu.List>
    </Menu.Root>
  );
}
