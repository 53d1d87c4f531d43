import { Link } from "react-router";
import { buttonClass } from "#web/ui/button.tsx";

/** "‹ Trang trước" and "Trang sau ›" under a back-office list; nothing when it fits on one page. */
export function PageLinks({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Trang" className="mt-4 flex items-center gap-3">
      {page > 1 ? (
        <Link className={buttonClass("ghost", "border border-slate-300", "sm")} to={hrefOf(page - 1)}>
          ‹ Trang trước
        </Link>
      ) : null}
      {page < pages ? (
        <Link className={buttonClass("ghost", "border border-slate-300", "sm")} to={hrefOf(page + 1)}>
          Trang sau ›
        </Link>
      ) : null}
    </nav>
  );
}
