import { cx } from "#web/ui/cx.ts";

export type Notice = { tone: "success" | "error"; text: string };

/**
 * The outcome of the last change. Both live regions are always in the page (a region inserted
 * together with its text is often not read out); the one matching the tone holds the text.
 */
export function NoticeBar({ notice, onHide }: { notice: Notice | null; onHide: () => void }) {
  const box = "flex-1 rounded-card border px-3 py-2.5 text-sm leading-relaxed";
  return (
    <div className={cx("flex items-start gap-2", !notice && "sr-only")}>
      <div role="status" aria-live="polite" className={cx(notice?.tone === "success" ? box : "sr-only", "border-emerald-200 bg-emerald-50 text-emerald-900")}>
        {notice?.tone === "success" ? notice.text : ""}
      </div>
      <div role="alert" className={cx(notice?.tone === "error" ? box : "sr-only", "border-red-200 bg-red-50 text-red-800")}>
        {notice?.tone === "error" ? notice.text : ""}
      </div>
      {notice && (
        <button type="button" onClick={onHide} className="min-h-10 rounded-card px-3 text-sm font-bold text-slate-700 hover:bg-slate-100">
          Ẩn
        </button>
      )}
    </div>
  );
}
