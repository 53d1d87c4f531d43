import { type ComponentProps } from "react";
import { cx } from "#web/ui/cx.ts";
import { ChevronDownIcon } from "#web/ui/icons.tsx";
import type { StepOptions } from "./use-quick-booking.ts";

export type StepSelectProps = {
  step: string;
  number: number;
  /** What the step chooses, e.g. "Phim"; read before the value. */
  name: string;
  placeholder: string;
  value: string | undefined;
  options: StepOptions;
  disabled: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (value: string | null) => void;
  onRetry: () => void;
  className?: string;
};

type StepButtonProps = Pick<StepSelectProps, "number" | "name" | "placeholder" | "value" | "options" | "disabled" | "open"> & ComponentProps<"button">;

/** A step's button, showing the chosen option or the placeholder; it opens the step's listbox. */
export const StepButton = ({ number, name, placeholder, value, options, disabled, open, ...props }: StepButtonProps) => {
  const chosen = options.options.find((o) => o.value === value);
  return (
    <button
      {...props}
      type="button"
      aria-haspopup="listbox"
      aria-expanded={open}
      disabled={disabled}
      className={cx(
        "flex h-12 w-full items-center gap-2 rounded-card border px-2.5 text-left text-[15px] transition-colors sm:gap-2.5 sm:px-3",
        "border-slate-200 bg-white hover:border-night-700 disabled:cursor-not-allowed disabled:border-slate-100 disabled:bg-slate-50 disabled:text-slate-400",
        open && "border-night-900 ring-2 ring-link/25",
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          "inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold sm:size-6",
          disabled ? "bg-slate-200 text-slate-500" : "bg-amber-brand text-night-900",
        )}
      >
        {number}
      </span>
      {/* Named by what it shows (WCAG 2.5.3): the step's name and the hint are read, not shown. */}
      <span className={cx("min-w-0 flex-1 truncate", chosen ? "font-medium text-night-900" : disabled ? "" : "text-slate-700")}>
        {chosen ? <span className="sr-only">{name}: </span> : null}
        {chosen ? <span lang={chosen.lang}>{chosen.label}</span> : placeholder}
        {chosen?.hint ? <span className="sr-only"> ({chosen.hint})</span> : null}
      </span>
      <ChevronDownIcon width={16} height={16} className={cx("shrink-0 transition-transform duration-200 max-[399px]:hidden", open && "rotate-180")} />
    </button>
  );
};
