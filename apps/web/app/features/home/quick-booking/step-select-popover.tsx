import * as Popover from "@radix-ui/react-popover";
import { useEffect, useState, type KeyboardEvent } from "react";
import { cx } from "#web/ui/cx.ts";
import { CheckIcon } from "#web/ui/more-icons.tsx";
import { StepButton, type StepSelectProps } from "./step-button.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/**
 * A step of the quick-booking bar on Radix's Popover, in place of `StepSelect`'s plain button (the
 * same markup and ids). The listbox is ours: arrow keys, Home/End and Enter/Space work as in a
 * native select. The Popover (not modal: the page stays usable) closes it on Escape, returning
 * focus to the button, on a click outside and when focus leaves it (Tab). Radix's Select is modal,
 * so it is not used here (decision 031).
 */
export function StepSelectPopover({
  id,
  step,
  number,
  name,
  placeholder,
  value,
  options,
  disabled,
  open,
  onOpenChange,
  onChoose,
  onRetry,
  className,
}: StepSelectProps & { id: string }) {
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const { t } = useI18n();
  const entries: { value: string | null; label: string; hint?: string; lang?: "vi" | undefined }[] = [{ value: null, label: placeholder }, ...options.options];

  // Opening moves focus to the chosen option (or the first real one), as a native select does; also
  // when the options arrive after the list has opened. (The list is there only when open and ready.)
  useEffect(() => {
    const items = list?.querySelectorAll<HTMLElement>("[role=option]");
    if (!items?.length) return;
    const selected = list?.querySelector<HTMLElement>("[aria-selected=true]");
    (value !== undefined && selected ? selected : (items[1] ?? items[0]))?.focus();
  }, [list, value]);

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(list?.querySelectorAll<HTMLElement>("[role=option]") ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[Math.max(0, Math.min(items.length - 1, i))]?.focus();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusAt(at + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focusAt(at - 1);
        break;
      case "Home":
        event.preventDefault();
        focusAt(0);
        break;
      case "End":
        event.preventDefault();
        focusAt(items.length - 1);
        break;
    }
  };

  // Radix returns focus to the button.
  const choose = (next: string | null) => {
    onChoose(next);
    onOpenChange(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <div data-step={step} className={cx("relative min-w-0", className)}>
        <Popover.Trigger asChild>
          <StepButton
            id={`${id}-button`}
            aria-controls={open ? `${id}-list` : undefined}
            onKeyDown={(event) => {
              if ((event.key === "ArrowDown" || event.key === "ArrowUp") && !open) {
                event.preventDefault();
                onOpenChange(true);
              }
            }}
            {...{ number, name, placeholder, value, options, disabled, open }}
          />
        </Popover.Trigger>

        {/* Not a dialog: only the box around the listbox. Under the button, as wide (at least 14rem on phones). */}
        <Popover.Content
          role={undefined}
          side="bottom"
          align="start"
          sideOffset={4}
          avoidCollisions={false}
          onOpenAutoFocus={(event) => event.preventDefault()}
          // Radix gives focus back to the button unless the visitor clicked outside; not either when
          // another step's button has taken it (opening that step closed this one).
          onCloseAutoFocus={(event) => {
            if (document.activeElement !== document.body) event.preventDefault();
          }}
          className="z-30 w-(--radix-popover-trigger-width) min-w-56 overflow-hidden rounded-card border border-slate-200 bg-white py-1 shadow-xl outline-none md:min-w-0"
        >
          {options.status === "ready" ? (
            <>
              <ul
                ref={setList}
                id={`${id}-list`}
                role="listbox"
                aria-labelledby={`${id}-button`}
                onKeyDown={onListKeyDown}
                className="max-h-72 overflow-y-auto overscroll-contain"
              >
                {entries.map((entry) => {
                  const selected = entry.value === (value ?? null);
                  return (
                    // Options are focused by the arrow keys, not by Tab: Tab leaves the list, which closes it.
                    <li
                      key={entry.value ?? "placeholder"}
                      role="option"
                      aria-selected={selected}
                      tabIndex={-1}
                      onClick={() => choose(entry.value)}
                      onKeyDown={(event) => {
                        if (event.key === "Enter" || event.key === " ") {
                          event.preventDefault();
                          choose(entry.value);
                        }
                      }}
                      className={cx(
                        "flex cursor-pointer items-center gap-2 px-3 py-2.5 text-[15px] outline-none",
                        "hover:bg-mist focus:bg-amber-50 focus:shadow-[inset_3px_0_0_var(--color-amber-brand)] focus-visible:outline-none",
                        entry.value === null ? "text-slate-500" : "text-slate-900",
                        selected && "font-medium text-night-900",
                      )}
                    >
                      <span className="min-w-0 flex-1" lang={entry.lang}>
                        {entry.label}
                      </span>
                      {entry.hint ? <span className="shrink-0 text-xs font-medium text-slate-500">{entry.hint}</span> : null}
                      {selected ? <CheckIcon width={16} height={16} className="shrink-0 text-amber-brand-dark" /> : null}
                    </li>
                  );
                })}
              </ul>
              {options.options.length === 0 ? (
                <p role="status" className="px-3 pb-2 pt-1 text-sm text-slate-600">
                  {t("home.quick.noMatch")}
                </p>
              ) : null}
            </>
          ) : options.status === "error" ? (
            <div role="status" className="px-3 py-2.5 text-sm text-slate-700">
              {t("home.quick.failed")}{" "}
              <button
                type="button"
                onClick={onRetry}
                // Tab goes on past the list, as from an option: Radix's popover would cycle it back here.
                onKeyDown={(event) => {
                  if (event.key === "Tab") event.stopPropagation();
                }}
                className="font-medium text-link underline underline-offset-2"
              >
                {t("home.quick.retry")}
              </button>
            </div>
          ) : (
            <p role="status" className="px-3 py-2.5 text-sm text-slate-600">
              {t("home.quick.loading")}
            </p>
          )}
        </Popover.Content>
      </div>
    </Popover.Root>
  );
}
