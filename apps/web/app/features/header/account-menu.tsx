import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { User } from "@hancine/contract/auth";
import { cx } from "../../ui/cx.ts";
import { ChevronDownIcon, UserIcon } from "../../ui/icons.tsx";
import { paths } from "../../ui/paths.ts";

/** The signed-in person's name in the header, opening a small menu: Tài khoản, Đăng xuất. */
export function AccountMenu({ user, onLogout }: { user: User; onLogout: () => Promise<void> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const firstName = user.fullName.split(" ").at(-1) ?? user.fullName;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-10 max-w-[15rem] items-center gap-2 rounded-card px-2 text-[15px] font-medium text-white hover:text-amber-brand sm:px-3"
      >
        <UserIcon />
        <span className="sr-only">Tài khoản của </span>
        <span className="hidden truncate sm:inline">{user.fullName}</span>
        <span className="truncate sm:hidden">{firstName}</span>
        <ChevronDownIcon width={16} height={16} className={cx("shrink-0 transition-transform duration-200 motion-reduce:transition-none", open && "rotate-180")} />
      </button>
      <ul
        id={`${id}-menu`}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-1 w-56 overflow-hidden rounded-card bg-white py-1 text-[15px] text-slate-900 shadow-xl ring-1 ring-black/5"
      >
        <li className="border-b border-slate-100 px-4 py-2 text-sm text-slate-600">
          <span className="block truncate font-medium text-slate-900">{user.fullName}</span>
          <span className="block truncate">{user.email}</span>
        </li>
        <li>
          <Link to={paths.account()} onClick={() => setOpen(false)} className="block px-4 py-2.5 hover:bg-slate-100 focus-visible:bg-slate-100">
            Tài khoản
          </Link>
        </li>
        <li>
          <button
            type="button"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await onLogout();
              setBusy(false);
              setOpen(false);
            }}
            className="block w-full px-4 py-2.5 text-left hover:bg-slate-100 focus-visible:bg-slate-100 disabled:text-slate-500"
          >
            {busy ? "Đang đăng xuất…" : "Đăng xuất"}
          </button>
        </li>
      </ul>
    </div>
  );
}
