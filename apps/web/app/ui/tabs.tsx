import { createContext, useContext, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from "react";
import { cx } from "./cx.ts";

/**
 * Tabs after the WAI-ARIA pattern (automatic activation): one tab stop, ←/→ move and choose,
 * Home/End go to the ends; the chosen tab has `data-state="active"`; only its panel is rendered.
 * Our own few lines instead of a library: they are on every page's first load (decision 024).
 */
type TabsState = { value: string; choose: (value: string) => void; idOf: (value: string, part: "tab" | "panel") => string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tab and TabPanel belong inside Tabs");
  return state;
}

type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "onChange"> &
  (
    | { value: string; onValueChange: (value: string) => void; defaultValue?: never }
    | { defaultValue: string; value?: never; onValueChange?: (value: string) => void }
  );

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? "");
  const base = useId();
  const current = value ?? own;
  const choose = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  // Values may hold any character; the ids keep only what an id may.
  const idOf = (tab: string, part: "tab" | "panel") => `${base}-${part}-${tab.replace(/[^\w-]/g, "_")}`;
  return (
    <TabsContext.Provider value={{ value: current, choose, idOf }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

const KEYS = new Set(["ArrowLeft", "ArrowRight", "Home", "End"]);

export function TabList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (!KEYS.has(event.key) || !list.current) return;
    const tabs = [...list.current.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    const next = event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : (at + (event.key === "ArrowRight" ? 1 : -1) + tabs.length) % tabs.length;
    tabs[next]!.focus();
    tabs[next]!.click();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={move}
      className={cx("flex min-w-0 gap-1 overflow-x-auto [scrollbar-width:none]", className)}
      {...props}
    />
  );
}

export function Tab({ value, className, onClick, ...props }: ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf(value, "tab")}
      aria-selected={active}
      aria-controls={active ? tabs.idOf(value, "panel") : undefined}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.choose(value);
      }}
      className={cx(
        "relative shrink-0 whitespace-nowrap rounded-md px-3 py-2 text-[15px] font-medium text-slate-600 transition-colors",
        "hover:text-night-900 data-[state=active]:text-night-900",
        "after:absolute after:inset-x-3 after:-bottom-px after:h-[3px] after:rounded-full after:bg-transparent after:transition-colors",
        "data-[state=active]:after:bg-amber-brand",
        className,
      )}
      {...props}
    />
  );
}

export function TabPanel({ value, className, ...props }: ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf(value, "panel")}
      aria-labelledby={tabs.idOf(value, "tab")}
      tabIndex={0}
      data-state="active"
      className={cx("outline-none focus-visible:outline-offset-4", className)}
      {...props}
    />
  );
}
