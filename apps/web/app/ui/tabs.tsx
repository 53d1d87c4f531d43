import * as RadixTabs from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cx } from "./cx.ts";

/** Tabs on Radix (arrow keys, roles, ids), in the brand's look: an amber underline on the active tab. */
export const Tabs = RadixTabs.Root;

export function TabList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cx("flex min-w-0 gap-1 overflow-x-auto [scrollbar-width:none]", className)}
      {...props}
    />
  );
}

export function Tab({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
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

export function TabPanel({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx("outline-none focus-visible:outline-offset-4", className)} {...props} />;
}
