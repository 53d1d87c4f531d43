import { useId } from "react";
import { cx } from "#web/ui/cx.ts";
import { lazyPart } from "#web/ui/lazy-part.tsx";
import { useOnDemand } from "#web/ui/use-on-demand.ts";
import { StepButton, type StepSelectProps } from "./step-button.tsx";

// Radix's Popover comes when a visitor first points at, focuses or clicks a step (decision 031).
const StepSelectPopover = lazyPart(() => import("./step-select-popover.tsx").then((m) => m.StepSelectPopover));

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
