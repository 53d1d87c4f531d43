import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { paths } from "../paths.ts";
import { SearchIcon } from "#web/ui/icons.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** The search row the header's search icon toggles. Enter opens /search?q=…; Escape closes it. */
export function HeaderSearch({ id, open, onClose }: { id: string; open: boolean; onClose: (refocusToggle: boolean) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useI18n();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  return (
    <div id={id} hidden={!open} className="border-t border-white/10 bg-night-950">
      <Form
        action={paths.search()}
        method="get"
        role="search"
        className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3"
        onSubmit={(event) => {
          const q = input.current?.value.trim() ?? "";
          if (!q) {
            event.preventDefault();
            return;
          }
          if (input.current) input.current.value = q;
          onClose(false);
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {t("site.search.label")}
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" />
          <input
            ref={input}
            id={`${id}-input`}
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            placeholder={t("site.search.placeholder")}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                onClose(true);
              }
            }}
            className="h-11 w-full rounded-card border border-white/15 bg-night-800 pl-10 pr-3 text-[15px] text-white placeholder:text-slate-400 focus:border-amber-brand focus:outline-none focus-visible:outline-none"
          />
        </div>
        <button type="submit" className="h-11 rounded-card bg-amber-brand px-4 text-[15px] font-bold text-night-900 hover:bg-amber-brand-dark">
          {t("site.search.submit")}
        </button>
      </Form>
    </div>
  );
}
