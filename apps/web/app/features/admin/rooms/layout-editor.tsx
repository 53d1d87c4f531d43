import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { useBlocker } from "react-router";
import type { AdminRoom } from "@hancine/contract/back-office-rooms";
import { layoutCounts, layoutProblems, numberSeats } from "@hancine/contract/seat-layout-rules";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { Modal } from "#web/ui/modal.tsx";
import { draftFromRoom, sameDraft, TOOLS } from "./editor-state.ts";
import { EditorToolbar } from "./editor-toolbar.tsx";
import { LayoutGrid } from "./layout-grid.tsx";
import { LayoutSummary, Shortcuts } from "./layout-summary.tsx";
import { useLayoutEditor } from "./use-layout-editor.ts";

/**
 * The seat-layout editor of one room: tools, the grid, a summary, and saving as a new layout that
 * applies to showtimes created from now on (decision 038). Remount it (key) with the saved room.
 */
export function LayoutEditor({ room, onSaved }: { room: AdminRoom; onSaved: (room: AdminRoom) => void }) {
  const initial = useMemo(() => draftFromRoom(room), [room]);
  const editor = useLayoutEditor(initial);
  const { draft } = editor;
  const ids = { shortcuts: useId(), summary: useId() };
  const dirty = !sameDraft(draft, initial);
  const seats = numberSeats(draft);
  const counts = layoutCounts(seats);
  const problems = Object.values(layoutProblems(draft));
  const [confirming, setConfirming] = useState(false);

  useUnsavedWarning(dirty);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  // Tools and undo answer anywhere in the editor but in a text field (nor in its dialogs, whose keys bubble here through their portal).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof HTMLInputElement || event.altKey || !event.currentTarget.contains(event.target as Node)) return;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (mod && (key === "z" || key === "y")) {
      event.preventDefault();
      if (key === "y" || event.shiftKey) editor.redo();
      else editor.undo();
      return;
    }
    const index = Number(event.key) - 1;
    if (!mod && Number.isInteger(index) && index >= 0 && index < TOOLS.length) {
      event.preventDefault();
      editor.chooseTool(TOOLS[index]!.tool, index + 1);
    }
  };

  return (
    <section aria-label="Trình sửa sơ đồ ghế" onKeyDown={onKeyDown} className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="min-w-0 rounded-card border border-slate-200 bg-white shadow-sm md:col-span-2 xl:col-span-1">
        <EditorToolbar editor={editor} />
        <div className="overflow-x-auto p-3 sm:p-4" data-testid="layout-grid-scroll">
          <div className="mx-auto w-max">
            {draft.screenSide === "top" ? <ScreenBar side="top" /> : null}
            <LayoutGrid editor={editor} label={`Sơ đồ ghế ${room.name}`} describedBy={ids.shortcuts} />
            {draft.screenSide === "bottom" ? <ScreenBar side="bottom" /> : null}
          </div>
        </div>
        <p className="border-t border-slate-100 px-4 py-2 text-sm text-slate-600">
          Đang chọn: <strong className="text-night-900">{TOOLS.find((t) => t.tool === editor.tool)!.label}</strong> ·{" "}
          {TOOLS.find((t) => t.tool === editor.tool)!.hint}
        </p>
      </div>

      <aside aria-labelledby={ids.summary} className="rounded-card border border-slate-200 bg-white p-4 shadow-sm xl:row-span-2">
        <div>
          <LayoutSummary counts={counts} rows={draft.rows.length} columns={draft.columns} titleId={ids.summary} />
          {problems.length > 0 ? (
            <div className="mt-3 rounded-card border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <p className="font-bold">Cần sửa trước khi lưu:</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {problems.slice(0, 5).map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className={cx("mt-3 text-sm", dirty ? "font-medium text-amber-900" : "text-slate-600")} role="status">
            {dirty ? "Có thay đổi chưa lưu." : "Chưa có thay đổi so với sơ đồ đang dùng."}
          </p>
          <div className="mt-3 grid gap-2">
            <button type="button" className={buttonClass("primary")} disabled={!dirty || problems.length > 0} onClick={() => setConfirming(true)}>
              Lưu sơ đồ mới
            </button>
            <button
              type="button"
              className={buttonClass("ghost", "border border-slate-300")}
              disabled={!dirty}
              onClick={() => editor.edit(() => initial, "Đã bỏ các thay đổi.")}
            >
              Bỏ thay đổi
            </button>
          </div>
        </div>
      </aside>
      <div className="rounded-card border border-slate-200 bg-white p-4 shadow-sm xl:col-start-1">
        <Shortcuts id={ids.shortcuts} />
      </div>

      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="editor-announcer">
        {editor.message}
      </p>

      <SaveLayoutDialog
        open={confirming}
        onOpenChange={setConfirming}
        room={room}
        total={counts.total}
        sellable={counts.total - counts.blocked}
        save={async () => {
          const body = {
            ...draft,
            rows: draft.rows.map((row) => ({
              label: row.label,
              seats: row.seats.map((seat) => ({ ...seat, span: seat.span === 2 ? (2 as const) : (1 as const) })),
            })),
            baseLayoutId: room.layout.id,
          };
          const answer = await callApi("PUT /admin/auditoriums/:id/layout", { params: { id: room.id }, body });
          if (!answer.ok) return answer.error.fields ? Object.values(answer.error.fields).join(" ") || answer.error.message : answer.error.message;
          setConfirming(false);
          onSaved(answer.result);
          return null;
        }}
      />

      <Modal
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        title="Rời trang khi chưa lưu sơ đồ?"
        description="Các thay đổi trên sơ đồ ghế sẽ mất nếu bạn rời trang bây giờ."
        size="sm"
      >
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass("ghost", "border border-slate-300")} onClick={() => blocker.state === "blocked" && blocker.proceed()}>
            Rời trang, bỏ thay đổi
          </button>
          <button type="button" className={buttonClass("primary")} onClick={() => blocker.state === "blocked" && blocker.reset()}>
            Ở lại sửa tiếp
          </button>
        </div>
      </Modal>
    </section>
  );
}

function ScreenBar({ side }: { side: "top" | "bottom" }) {
  return (
    <div className={cx("ml-[calc(2.75rem+3px)] text-center", side === "top" ? "mb-3" : "mt-3 flex flex-col-reverse")}>
      <div className={cx("h-2 border-night-700", side === "top" ? "rounded-[50%/100%_100%_0_0] border-t-4" : "rounded-[50%/0_0_100%_100%] border-b-4")} />
      <p className={cx("text-xs font-bold uppercase tracking-[0.3em] text-slate-600", side === "top" ? "mt-1" : "mb-1")}>Màn hình</p>
    </div>
  );
}

function SaveLayoutDialog({
  open,
  onOpenChange,
  room,
  total,
  sellable,
  save,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  room: AdminRoom;
  total: number;
  sellable: number;
  /** Answers null when saved, else what went wrong. */
  save: () => Promise<string | null>;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upcoming = room.upcomingShowtimes.onCurrentLayout + room.upcomingShowtimes.onOlderLayouts;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setError(null);
        onOpenChange(next);
      }}
      title={`Lưu sơ đồ mới cho ${room.name}?`}
      description={`${total} ghế, ${sellable} ghế bán được.`}
      size="sm"
    >
      <div className="space-y-3 text-[15px] leading-relaxed text-slate-800">
        <p>
          Sơ đồ mới <strong>áp dụng cho các suất chiếu tạo từ bây giờ</strong>.
        </p>
        <p>
          {upcoming > 0 ? `${upcoming} suất sắp chiếu đã tạo vẫn bán theo sơ đồ cũ` : "Các suất chiếu đã tạo vẫn bán theo sơ đồ cũ"}:{" "}
          <strong>ghế đã bán không đổi chỗ</strong>.
        </p>
        {error ? (
          <p role="alert" className="rounded-card border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass("ghost", "border border-slate-300")} disabled={pending} onClick={() => onOpenChange(false)}>
          Để sau
        </button>
        <button
          type="button"
          className={buttonClass("primary")}
          disabled={pending}
          onClick={async () => {
            setPending(true);
            setError(null);
            const problem = await save();
            setPending(false);
            if (problem) setError(problem);
          }}
        >
          {pending ? "Đang lưu…" : "Lưu sơ đồ"}
        </button>
      </div>
    </Modal>
  );
}

/** The browser's own warning when the tab is closed or reloaded with changes not saved. */
function useUnsavedWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}
