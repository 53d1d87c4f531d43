import { useState } from "react";
import { cx } from "#web/ui/cx.ts";
import { CLEANING_TAIL } from "./showtime-block.tsx";
import { ZOOM_LEVELS } from "./model/timeline-scale.ts";

type ToolbarProps = {
  view: "timeline" | "table";
  onView: (view: "timeline" | "table") => void;
  zoom: number;
  onZoom: (direction: 1 | -1) => void;
  onCopy: () => void;
  onFill: () => void;
  canEdit: boolean;
};

const toolBase =
  "inline-flex min-h-10 items-center justify-center rounded-card border px-3 text-sm font-bold disabled:cursor-not-allowed disabled:text-slate-500";
const tool = cx(toolBase, "border-slate-300 bg-white text-night-900 hover:bg-slate-100");
const toolOn = cx(toolBase, "border-night-900 bg-night-900 text-white hover:bg-night-700 disabled:border-slate-200 disabled:bg-slate-200");

/** The day's tools: copy and fill, the table view, the zoom of the time axis. */
export function ScheduleToolbar({ view, onView, zoom, onZoom, onCopy, onFill, canEdit }: ToolbarProps) {
  return (
    <div role="toolbar" aria-label="Công cụ lịch chiếu" className="flex flex-wrap items-center gap-2">
      <button type="button" className={toolOn} onClick={onCopy}>
        Chép sang ngày khác
      </button>
      <button type="button" className={toolOn} onClick={onFill} disabled={!canEdit}>
        Lấp kín phòng
      </button>
      <span className="mx-1 hidden h-6 w-px bg-slate-300 sm:block" aria-hidden="true" />
      <button
        type="button"
        aria-pressed={view === "table"}
        onClick={() => onView(view === "table" ? "timeline" : "table")}
        className={view === "table" ? toolOn : tool}
      >
        Xem dạng bảng
      </button>
      {view === "timeline" && (
        <span className="inline-flex items-center gap-1" role="group" aria-label="Thu phóng trục thời gian">
          <button type="button" className={tool} onClick={() => onZoom(-1)} disabled={zoom <= ZOOM_LEVELS[0]} aria-label="Thu nhỏ trục thời gian">
            −
          </button>
          <span className="min-w-16 text-center text-xs text-slate-700" aria-live="polite">
            1 giờ = {Math.round(zoom * 60)} px
          </span>
          <button type="button" className={tool} onClick={() => onZoom(1)} disabled={zoom >= ZOOM_LEVELS.at(-1)!} aria-label="Phóng to trục thời gian">
            +
          </button>
        </span>
      )}
    </div>
  );
}

/** What the marks on the timeline mean, and its keys. */
export function TimelineLegend({ helpId }: { helpId: string }) {
  const [showKeys, setShowKeys] = useState(false);
  return (
    <div className="mt-2 grid gap-2 text-xs text-slate-700 lg:grid-cols-[1fr_auto]">
      <ul aria-label="Chú thích" className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cx("inline-block h-3.5 w-6 rounded-sm border border-slate-300", CLEANING_TAIL)} /> Dọn phòng
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3.5 w-6 rounded-sm border border-dashed border-slate-400 bg-slate-50" /> Cùng giờ tuần trước (tỉ lệ
          lấp đầy)
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3.5 w-6 rounded-sm border border-dashed border-slate-400 bg-white" />{" "}
          <span className="line-through">Đã huỷ</span>
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3.5 w-0.5 bg-red-600" /> Bây giờ
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-1 w-6 bg-slate-900/55" /> Tỉ lệ ghế đã bán
        </li>
      </ul>
      <div>
        <button
          type="button"
          aria-expanded={showKeys}
          onClick={() => setShowKeys((v) => !v)}
          className="inline-flex min-h-6 items-center font-bold text-night-900 underline underline-offset-2"
        >
          Dùng bàn phím
        </button>
        {showKeys && (
          <p className="mt-1 max-w-md leading-relaxed">
            Tab vào lịch rồi dùng mũi tên để chọn suất (trái/phải: cùng phòng, lên/xuống: phòng khác). Enter: xem chi tiết, dời, huỷ. Phím M: dời bằng mũi tên
            (trái/phải 5 phút, giữ Shift 30 phút; lên/xuống đổi phòng), Enter để lưu, Esc để thôi. Xếp suất mới: chọn phim trong danh sách rồi nhập phòng và
            giờ.
          </p>
        )}
      </div>
      <p id={helpId} className="sr-only">
        Enter: chi tiết. Phím M: dời bằng mũi tên, Enter lưu, Esc thôi.
      </p>
    </div>
  );
}
