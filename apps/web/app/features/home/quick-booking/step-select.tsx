import { useId, type ComponentProps } from "react";
import { cx } from "../../../ui/cx.ts";
import { ChevronDownIcon } from "../../../ui/icons.tsx";
import { lazyPart } from "../../../ui/lazy-part.tsx";
import { useOnDemand } from "../../../ui/use-on-demand.ts";
import type { StepOptions } from "./use-quick-booking.ts";

// Radix's Popover comes when a visitor first points at, focuses or clicks a step (decision 031).
const StepSelectPopover = lazyPart(() => import("./step-select-popover.tsx").then((m) => m.StepSelectPopover));

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
        {chosen?.label ?? placeholder}
        {chosen?.hint ? <span className="sr-only"> ({chosen.hint})</span> : null}
      </span>
      <ChevronDownIcon width={16} height={16} className={cx("shrink-0 transition-transform duration-200 max-[399px]:hidden", open && "rotate-180")} />
    </button>
  );
};

/**
 * One step of the quick-booking bar: a button that opens a listbox. The first option is the
 * placeholder itself, so choosing it steps the chain back. Server-rendered and hydrated as the plain
 * button; the listbox on Radix's Popover (`step-select-popover.tsx`) takes its place when a visitor
 * first points at, focuses or clicks the step (a click made before opens it then).
 */
export function StepSelect(props: StepSelectProps) {
  const id = useId();
  const [Loaded, load, ref] = useOnDemand(StepSelectPopover);
  if (Loaded) return <Loaded {...props} id={id} />;
  const { step, number, name, placeholder, value, options, disabled, className } = props;
  return (
    <div ref={ref} data-step={step} className={cx("relative min-w-0", className)} onPointerEnter={load} onFocus={load} onClick={load}>
      <StepButton id={`${id}-button`} {...{ number, name, placeholder, value, options, disabled }} open={false} />
    </div>
  );
}
