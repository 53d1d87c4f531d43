import type { ReactNode } from "react";
import { LAYOUT_LIMITS } from "@hancine/contract/seat-layout-rules";
import { cx } from "#web/ui/cx.ts";
import { ToolSwatch } from "./cell-look.tsx";
import { addColumn, addRow, autoLabels, removeColumn, removeRow, TOOLS } from "./editor-state.ts";
import type { LayoutEditor } from "./use-layout-editor.ts";

const buttonShape =
  "inline-flex min-h-9 min-w-9 items-center justify-center gap-1.5 rounded-card border px-2.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50";
const smallButton = cx(buttonShape, "border-slate-300 bg-white text-night-900 hover:bg-slate-100");
const pressedButton = cx(buttonShape, "border-night-900 bg-night-900 text-white hover:bg-night-700");

/** The tools (1–6) and the edits of the whole grid: undo, rows, columns, screen side, numbering, row names. */
export function EditorToolbar({ editor }: { editor: LayoutEditor }) {
  const { draft } = editor;
  return (
    <div className="space-y-3 border-b border-slate-200 p-3 sm:p-4">
      <div role="group" aria-label="Công cụ tô (phím 1–6)" className="flex flex-wrap gap-1.5">
        {TOOLS.map(({ tool, label, hint }, i) => (
          <button
            key={tool}
            type="button"
            aria-pressed={editor.tool === tool}
            title={hint}
            onClick={() => editor.chooseTool(tool)}
            className={cx(
              "inline-flex min-h-10 items-center gap-1 rounded-card border-2 px-2 text-sm font-bold transition-colors duration-150",
              editor.tool === tool ? "border-night-900 bg-night-900 text-white" : "border-slate-200 bg-white text-night-900 hover:border-slate-400",
            )}
          >
            <ToolSwatch tool={tool} />
            {label}
            <kbd className={cx("rounded px-1 text-xs font-medium", editor.tool === tool ? "bg-white/15 text-white" : "bg-slate-100 text-slate-700")}>
              {i + 1}
            </kbd>
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Group label="Sửa">
          <button type="button" className={smallButton} onClick={editor.undo} disabled={!editor.canUndo} aria-keyshortcuts="Control+Z">
            <UndoIcon /> Hoàn tác
          </button>
          <button type="button" className={smallButton} onClick={editor.redo} disabled={!editor.canRedo} aria-keyshortcuts="Control+Y">
            <UndoIcon className="-scale-x-100" /> Làm lại
          </button>
        </Group>
        <Group label={`Hàng (${draft.rows.length})`}>
          <button
            type="button"
            className={smallButton}
            onClick={() => editor.edit(removeRow, "Đã bớt một hàng ở cuối phòng.")}
            disabled={draft.rows.length <= 1}
            aria-label="Bớt một hàng ở cuối phòng"
          >
            <span aria-hidden="true">−</span>
          </button>
          <button
            type="button"
            className={smallButton}
            onClick={() => editor.edit(addRow, "Đã thêm một hàng trống ở cuối phòng.")}
            disabled={draft.rows.length >= LAYOUT_LIMITS.rows}
            aria-label="Thêm một hàng ở cuối phòng"
          >
            <span aria-hidden="true">+</span>
          </button>
        </Group>
        <Group label={`Cột (${draft.columns})`}>
          <button
            type="button"
            className={smallButton}
            onClick={() => editor.edit(removeColumn, "Đã bớt cột bên phải.")}
            disabled={draft.columns <= 1}
            aria-label="Bớt một cột bên phải"
          >
            <span aria-hidden="true">−</span>
          </button>
          <button
            type="button"
            className={smallButton}
            onClick={() => editor.edit(addColumn, "Đã thêm một cột bên phải.")}
            disabled={draft.columns >= LAYOUT_LIMITS.columns}
            aria-label="Thêm một cột bên phải"
          >
            <span aria-hidden="true">+</span>
          </button>
        </Group>
        <Group label="Màn hình">
          <Choice pressed={draft.screenSide === "top"} onClick={() => editor.edit((d) => ({ ...d, screenSide: "top" }), "Màn hình ở phía trên.")}>
            Trên
          </Choice>
          <Choice pressed={draft.screenSide === "bottom"} onClick={() => editor.edit((d) => ({ ...d, screenSide: "bottom" }), "Màn hình ở phía dưới.")}>
            Dưới
          </Choice>
        </Group>
        <Group label="Đánh số">
          <Choice
            pressed={draft.numbering === "left-to-right"}
            onClick={() => editor.edit((d) => ({ ...d, numbering: "left-to-right" }), "Đánh số ghế từ trái sang phải.")}
          >
            Trái → phải
          </Choice>
          <Choice
            pressed={draft.numbering === "right-to-left"}
            onClick={() => editor.edit((d) => ({ ...d, numbering: "right-to-left" }), "Đánh số ghế từ phải sang trái.")}
          >
            Phải → trái
          </Choice>
        </Group>
        <button type="button" className={smallButton} onClick={() => editor.edit(autoLabels, "Đã đặt lại tên hàng: A, B, C… từ phía màn hình, bỏ I và O.")}>
          Tên hàng tự động
        </button>
      </div>
    </div>
  );
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="flex items-center gap-1.5">
      <span aria-hidden="true" className="mr-0.5 font-medium text-slate-600">
        {label}
      </span>
      {children}
    </div>
  );
}

function Choice({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick} className={pressed ? pressedButton : smallButton}>
      {children}
    </button>
  );
}

function UndoIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      className={cx("size-4", className)}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 3.5 3 6.5l3 3" />
      <path d="M3.5 6.5H10a3 3 0 0 1 0 6H7" />
    </svg>
  );
}
