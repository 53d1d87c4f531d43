import { FILM_STATUS_NAMES, type FilmStatus } from "@hancine/contract/back-office-films-constants";
import { cx } from "#web/ui/cx.ts";

// Each pair passes AA contrast; the word is always written (never colour alone).
const TONES: Record<FilmStatus, string> = {
  "sap-chieu": "bg-blue-100 text-blue-900",
  "dang-chieu": "bg-green-100 text-green-900",
  "da-ket-thuc": "bg-slate-200 text-slate-800",
  "luu-tru": "bg-amber-100 text-amber-900",
};

export function FilmStatusBadge({ status, className }: { status: FilmStatus; className?: string }) {
  return (
    <span className={cx("inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold", TONES[status], className)}>
      {FILM_STATUS_NAMES[status]}
    </span>
  );
}
