import type { ReactNode } from "react";
import { cx } from "./cx.ts";

/** A section title with the brand's amber marker. */
export function SectionHeading({ id, children, className, tone = "light" }: { id: string; children: ReactNode; className?: string; tone?: "light" | "dark" }) {
  return (
    <h2
      id={id}
      className={cx("flex items-center gap-3 text-xl font-bold leading-tight sm:text-2xl", tone === "dark" ? "text-white" : "text-night-900", className)}
    >
      <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-amber-brand" />
      {children}
    </h2>
  );
}
