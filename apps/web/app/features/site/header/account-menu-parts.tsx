import { Link } from "react-router";
import type { User } from "@hancine/contract/auth";
import { cx } from "#web/ui/cx.ts";
import { ChevronDownIcon, UserIcon } from "#web/ui/icons.tsx";
import { paths } from "../paths.ts";
import { ACCOUNT_SECURITY_PAGE } from "@hancine/contract/account-pages";
import { useI18n } from "#web/lib/i18n/messages.tsx";

export type AccountMenuProps = { user: User; onLogout: () => Promise<void> };

export const AccountToggle = ({ user, open, ...props }: { user: User; open: boolean; "aria-controls": string }) => {
  // The customer's name as they wrote it, marked Vietnamese on an English page like the chain's words
  // (decision 093: a test of its letters would cost the home page's first scripts bytes).
  const { t, chainLang: lang } = useI18n();
  return (
    <button
      type="button"
      aria-expanded={open}
      {...props}
      className="inline-flex h-10 max-w-[15rem] items-center gap-2 rounded-card px-2 text-[15px] font-medium text-white hover:text-amber-brand sm:px-3"
    >
      <UserIcon />
      <span className="sr-only">{t("site.account.of")}</span>
      <span className="hidden truncate sm:inline" lang={lang}>
        {user.fullName}
      </span>
      <span className="truncate sm:hidden" lang={lang}>
        {user.fullName.split(" ").at(-1) ?? user.fullName}
      </span>
      <ChevronDownIcon
        width={16}
        height={16}
        className={cx("shrink-0 transition-transform duration-200 motion-reduce:transition-none", open && "rotate-180")}
      />
    </button>
  );
};

type AccountListProps = { id: string; user: User; hidden?: boolean; busy?: boolean; onAccount?: () => void; onLogout?: () => void };

/** The menu itself; closed, it is in the page, hidden. */
export const AccountList = ({ user, busy, onAccount, onLogout, ...props }: AccountListProps) => {
  const { t, chainLang } = useI18n();
  return (
    <ul
      {...props}
      className="absolute right-0 top-full z-50 mt-1 w-56 overflow-hidden rounded-card bg-white py-1 text-[15px] text-slate-900 shadow-xl ring-1 ring-black/5"
    >
      <li className="border-b border-slate-100 px-4 py-2 text-sm text-slate-600">
        <span className="block truncate font-medium text-slate-900" lang={chainLang}>
          {user.fullName}
        </span>
        <span className="block truncate">{user.email}</span>
      </li>
      <li>
        <Link to={paths.account()} onClick={onAccount} className="block px-4 py-2.5 hover:bg-slate-100 focus-visible:bg-slate-100">
          {t("site.account.account")}
        </Link>
      </li>
      <li>
        <Link to={ACCOUNT_SECURITY_PAGE} onClick={onAccount} className="block px-4 py-2.5 hover:bg-slate-100 focus-visible:bg-slate-100">
          {t("site.account.security")}
        </Link>
      </li>
      <li>
        <button
          type="button"
          disabled={busy}
          onClick={onLogout}
          className="block w-full px-4 py-2.5 text-left hover:bg-slate-100 focus-visible:bg-slate-100 disabled:text-slate-500"
        >
          {t(busy ? "site.account.signingOut" : "site.account.signOut")}
        </button>
      </li>
    </ul>
  );
};
