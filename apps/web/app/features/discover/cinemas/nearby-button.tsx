import { cx } from "#web/ui/cx.ts";
import { PinIcon } from "#web/ui/icons.tsx";
import type { VisitorPosition } from "./use-visitor-position.ts";

const EXPLAIN: Partial<Record<VisitorPosition["status"], string>> = {
  refused: "Bạn chưa cho phép dùng vị trí, nên rạp vẫn xếp theo khu vực bạn chọn. Bạn có thể bật lại quyền vị trí trong cài đặt trình duyệt.",
  failed: "Chưa xác định được vị trí của bạn lúc này, nên rạp vẫn xếp theo khu vực bạn chọn. Bạn thử lại sau nhé.",
  unsupported: "Trình duyệt này không cho biết vị trí, nên rạp vẫn xếp theo khu vực bạn chọn.",
};

/** "Rạp gần bạn": asks for the position; once known, says the list is ordered by distance. */
export function NearbyButton({ state, ask, forget, className }: { state: VisitorPosition; ask: () => void; forget: () => void; className?: string }) {
  const known = state.status === "known";
  const asking = state.status === "asking";
  const explanation = EXPLAIN[state.status];
  return (
    <div className={cx("flex flex-wrap items-center gap-x-2 gap-y-1", className)}>
      {known ? (
        <>
          <span className="inline-flex items-center gap-1.5 text-[15px] font-medium text-night-900">
            <PinIcon width={18} height={18} className="text-amber-brand-dark" />
            Đang xếp rạp từ gần đến xa
          </span>
          <button type="button" onClick={forget} className="rounded-card px-2 py-2 text-[15px] font-medium text-link hover:underline">
            Bỏ xếp theo khoảng cách
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={ask}
          disabled={asking}
          aria-busy={asking}
          className="inline-flex items-center gap-1.5 rounded-card border border-slate-300 px-3 py-2 text-[15px] font-medium text-night-900 hover:bg-mist disabled:opacity-70"
        >
          <PinIcon width={18} height={18} className="text-amber-brand-dark" />
          {asking ? "Đang tìm vị trí của bạn…" : "Rạp gần bạn"}
        </button>
      )}
      <p role="status" className={explanation ? "basis-full text-sm text-slate-700" : "sr-only"}>
        {explanation ?? (known ? "Danh sách rạp đã được xếp từ gần đến xa." : "")}
      </p>
    </div>
  );
}
