import { Link } from "react-router";
import { cx } from "./cx.ts";
import { paths } from "../features/site/paths.ts";
import { useI18n } from "../lib/i18n/messages.tsx";

/** The brand mark (a lantern over the river) and the configured brand name. */
export function Logo({ brand, className }: { brand: string; className?: string }) {
  const { t, href } = useI18n();
  return (
    <Link to={href(paths.home())} className={cx("flex shrink-0 items-center gap-2 rounded-card py-1", className)} aria-label={t("site.header.home", { brand })}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#F5A623" />
        <path d="M12 9v16M28 9v16M12 17h16" stroke="#0B1633" strokeWidth="4" strokeLinecap="round" />
        <path d="M6 30c3.5-2.6 7-2.6 10.5 0s7 2.6 10.5 0 5-2.4 7 0" stroke="#0B1633" strokeWidth="2.6" fill="none" strokeLinecap="round" />
      </svg>
      <span className="text-xl font-bold tracking-tight text-white">
        {brand.replace(/Cine$/, "")}
        <span className="text-amber-brand">{brand.endsWith("Cine") ? "Cine" : ""}</span>
      </span>
    </Link>
  );
}
