import type { LayoutCounts } from "@hancine/contract/seat-layout-rules";
import { formatCount } from "@hancine/contract/format";
import { ToolSwatch } from "./cell-look.tsx";

const ROWS = [
  { key: "standard", label: "Thường" },
  { key: "vip", label: "VIP" },
  { key: "couple", label: "Đôi" },
  { key: "wheelchair", label: "Xe lăn" },
  { key: "blocked", label: "Đang chặn" },
] as const;

/** Seats by type, the blocked ones, and how many can be sold. */
export function LayoutSummary({ counts, rows, columns, titleId }: { counts: LayoutCounts; rows: number; columns: number; titleId: string }) {
  return (
    <div>
      <h2 id={titleId} className="text-base font-bold text-night-900">
        Tóm tắt sơ đồ
      </h2>
      <p className="text-sm text-slate-600">
        Lưới {rows} hàng × {columns} cột
      </p>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {ROWS.map(({ key, label }) => (
          <div key={key} className="flex items-center gap-2 py-1.5">
            <ToolSwatch tool={key} />
            <dt className="flex-1 text-slate-700">{label}</dt>
            <dd className="font-bold tabular-nums text-night-900" data-count={key}>
              {formatCount(counts[key])}
            </dd>
          </div>
        ))}
        <div className="flex items-center gap-2 pt-2">
          <dt className="flex-1 font-bold text-night-900">Tổng số ghế</dt>
          <dd className="text-lg font-bold tabular-nums text-night-900" data-count="total">
            {formatCount(counts.total)}
          </dd>
        </div>
        <div className="flex items-center gap-2 border-t-0 pb-1">
          <dt className="flex-1 text-slate-700">Bán được</dt>
          <dd className="font-bold tabular-nums text-night-900" data-count="sellable">
            {formatCount(counts.total - counts.blocked)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-slate-600">Ghế đôi tính là một ghế (bán theo cặp, hai chỗ ngồi).</p>
    </div>
  );
}

const SHORTCUTS: [keys: string[], what: string][] = [
  [["←", "↑", "→", "↓"], "Di chuyển con trỏ"],
  [["Shift", "←↑→↓"], "Di chuyển và tô"],
  [["Space", "Enter"], "Tô ô bằng công cụ đang chọn"],
  [["1", "…", "6"], "Chọn công cụ (Thường, VIP, Đôi, Xe lăn, Lối đi, Chặn)"],
  [["Delete"], "Xoá ghế, thành lối đi"],
  [["Home", "End"], "Đầu, cuối hàng"],
  [["Ctrl", "Z"], "Hoàn tác"],
  [["Ctrl", "Y"], "Làm lại"],
];

/** The keyboard shortcuts, always on screen (the grid's description points here). */
export function Shortcuts({ id }: { id: string }) {
  return (
    <div>
      <h2 className="text-base font-bold text-night-900">Phím tắt</h2>
      <div id={id} className="mt-2 text-sm text-slate-700">
        <ul className="grid gap-x-8 gap-y-1.5 xl:grid-cols-2">
          {SHORTCUTS.map(([keys, what]) => (
            <li key={what} className="grid grid-cols-[7.5rem_1fr] items-baseline gap-2">
              <Keys keys={keys} />
              <span>{what}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2">Chuột: bấm và kéo để tô nhiều ô. Trong ô tên hàng, gõ chữ cái để đổi tên.</p>
      </div>
    </div>
  );
}

function Keys({ keys }: { keys: string[] }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {keys.map((key) =>
        key === "…" ? (
          <span key={key}>…</span>
        ) : (
          <kbd key={key} className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-xs font-medium text-slate-800">
            {key}
          </kbd>
        ),
      )}
    </span>
  );
}
