import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, type ReactNode } from "react";
import { cx } from "./cx.ts";
import { CloseIcon } from "./icons.tsx";

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Shown under the title and read as the dialog's description. */
  description?: ReactNode;
  /** Hide the title visually (it is still the dialog's accessible name). */
  hideTitle?: boolean;
  /** The close button's name in the page's language (the back office's dialogs keep "Đóng"). */
  closeLabel?: string;
  /** The dialog's language when it is not the page's (a dialog not translated yet, on an English page). */
  lang?: string | undefined;
  size?: "sm" | "md" | "lg" | "xl";
  tone?: "light" | "dark";
  className?: string;
  children: ReactNode;
};

const WIDTHS = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-3xl", xl: "max-w-5xl" } as const;

/**
 * A modal dialog on Radix: focus trapped inside, Escape and a click on the overlay close it, page
 * scroll is locked and `body.modal-open` is set while it is open, and focus returns to whatever
 * opened it (also when it was opened from code rather than a Dialog.Trigger).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  hideTitle,
  closeLabel = "Đóng",
  lang,
  size = "md",
  tone = "light",
  className,
  children,
}: ModalProps) {
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
    document.body.classList.add("modal-open");
    return () => document.body.classList.remove("modal-open");
  }, [open]);

  const dark = tone === "dark";
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="modal-overlay"
          className="fixed inset-0 z-50 bg-night-950/70 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_200ms_ease-out]"
        />
        <Dialog.Content
          lang={lang}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            // Radix moves focus after this event: the opener still has it now.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          className={cx(
            "fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card shadow-2xl outline-none",
            "data-[state=open]:animate-[pop-in_200ms_ease-out]",
            dark ? "bg-night-900 text-white" : "bg-paper text-slate-900",
            WIDTHS[size],
            className,
          )}
        >
          <div className={cx("flex items-start justify-between gap-4 px-5 pt-5 sm:px-6", hideTitle && "absolute right-0 top-0 z-10 p-2 sm:p-2")}>
            <Dialog.Title className={cx("text-xl font-bold leading-snug", hideTitle && "sr-only")}>{title}</Dialog.Title>
            <Dialog.Close
              className={cx(
                "-mr-2 -mt-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors",
                dark ? "text-white hover:bg-white/10" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                hideTitle && "m-0 bg-night-950/60 text-white hover:bg-night-950/80",
              )}
              aria-label={closeLabel}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={cx("px-5 pt-1 text-sm sm:px-6", dark ? "text-slate-300" : "text-slate-600")}>{description}</Dialog.Description>
          ) : null}
          <div className={cx(hideTitle ? "" : "px-5 pb-6 pt-4 sm:px-6")}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
