import { cx } from "./cx.ts";

type Variant = "primary" | "secondary" | "ghost" | "outline-light";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-amber-brand text-night-900 hover:bg-amber-brand-dark disabled:bg-slate-200 disabled:text-slate-500",
  secondary: "bg-night-900 text-white hover:bg-night-700 disabled:bg-slate-200 disabled:text-slate-500",
  ghost: "bg-transparent text-night-900 hover:bg-slate-100",
  "outline-light": "border border-white/70 bg-night-950/30 text-white hover:bg-white hover:text-night-900",
};

const SIZES = { md: "gap-2 px-5 py-2.5 text-[15px]", sm: "gap-1 px-2 py-2 text-sm" } as const;

/** Class names of the brand's buttons (for <button> and for links that look like one). */
export function buttonClass(variant: Variant = "primary", className?: string, size: keyof typeof SIZES = "md"): string {
  return cx(
    "inline-flex items-center justify-center rounded-card font-bold leading-tight transition-colors duration-200 disabled:cursor-not-allowed",
    SIZES[size],
    VARIANTS[variant],
    className,
  );
}
