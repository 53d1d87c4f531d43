import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { numberSeats, rowLabels } from "@hancine/contract/seat-layout-rules";
import { cx } from "#web/ui/cx.ts";
import { cellSentence, describeCell, type LayoutEditor } from "./use-layout-editor.ts";
import { seatAt, setRowLabel } from "./editor-state.ts";
import { CellGlyph, cellLook } from "./cell-look.tsx";

const MOVES: Record<string, [dy: number, dx: number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * The layout as an ARIA grid: a header row of column numbers, then one row per grid row with its
 * name (editable) and its cells. One tab stop (the cursor); arrows move it (Shift+arrow paints as it
 * goes), Space or Enter paints, Delete makes an aisle, Home/End go to the row's ends. Mouse: press
 * and drag to paint.
 */
export function LayoutGrid({ editor, label, describedBy }: { editor: LayoutEditor; label: string; describedBy: string }) {
  const { draft, cursor } = editor;
  const cells = useRef(new Map<string, HTMLElement>());
  const focusWanted = useRef(false);
  const labels = rowLabels(draft);
  const numbers = new Map(numberSeats(draft).map((seat) => [`${seat.y}:${seat.x}`, seat.number]));
  const keyOf = (y: number, x: number) => `${y}:${x}`;

  // Keyboard moves bring focus along; a mouse stroke leaves it where the press put it.
  useEffect(() => {
    if (!focusWanted.current) return;
    focusWanted.current = false;
    cells.current.get(keyOf(cursor.y, cursor.x))?.focus();
  }, [cursor.y, cursor.x]);

  const go = (y: number, x: number, andPaint = false) => {
    const next = { y: Math.max(0, Math.min(draft.rows.length - 1, y)), x: Math.max(-1, Math.min(draft.columns - 1, x)) };
    focusWanted.current = true;
    if (next.y === cursor.y && next.x === cursor.x) {
      editor.announce(describeCell(draft, next.y, next.x));
      return;
    }
    editor.moveTo(next, andPaint);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const inName = event.target instanceof HTMLInputElement;
    const move = MOVES[event.key];
    if (move) {
      // Inside a row's name, left moves the caret; right leaves the name for the row's first cell once the caret is at its end.
      if (inName && (move[1] < 0 || (move[1] > 0 && !caretAtEnd(event.target)))) return;
      event.preventDefault();
      go(cursor.y + move[0], cursor.x + move[1], event.shiftKey && !inName);
      return;
    }
    if (inName) {
      if (event.key === "Enter") {
        event.preventDefault();
        go(cursor.y, 0);
      }
      return;
    }
    if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      const end = event.key === "End";
      go(event.ctrlKey || event.metaKey ? (end ? draft.rows.length - 1 : 0) : cursor.y, end ? draft.columns - 1 : 0);
    } else if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      editor.paintCursor();
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      editor.paintCursor("aisle");
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>, y: number, x: number) => {
    if (event.button !== 0) return;
    // A touch would otherwise keep sending its moves to the cell it started on.
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    event.preventDefault();
    editor.beginStroke(y, x);
    event.currentTarget.focus({ preventScroll: true });
  };

  const template = `2.75rem repeat(${draft.columns}, var(--cell))`;
  return (
    <div
      role="grid"
      aria-label={label}
      aria-describedby={describedBy}
      aria-rowcount={draft.rows.length + 1}
      aria-colcount={draft.columns + 1}
      onKeyDown={onKeyDown}
      className="flex w-max select-none flex-col gap-[3px] [--cell:1.75rem]"
    >
      <div role="row" className="grid gap-[3px]" style={{ gridTemplateColumns: template }}>
        <div role="columnheader" className="text-center text-[11px] font-bold uppercase text-slate-600">
          Hàng
        </div>
        {Array.from({ length: draft.columns }, (_, x) => (
          <div key={x} role="columnheader" className="text-center text-[11px] font-medium tabular-nums leading-5 text-slate-600">
            <span className="sr-only">Cột </span>
            {x + 1}
          </div>
        ))}
      </div>
      {draft.rows.map((row, y) => (
        <div key={y} role="row" className="grid gap-[3px]" style={{ gridTemplateColumns: template }}>
          <div role="rowheader" className="flex items-center">
            <input
              ref={(el) => {
                if (el) cells.current.set(keyOf(y, -1), el);
                else cells.current.delete(keyOf(y, -1));
              }}
              value={row.label}
              placeholder={labels[y] || "–"}
              onChange={(event) => editor.edit((d) => setRowLabel(d, y, event.target.value))}
              onFocus={(event) => {
                event.target.select();
                if (cursor.y !== y || cursor.x !== -1) editor.moveTo({ y, x: -1 });
              }}
              tabIndex={cursor.y === y && cursor.x === -1 ? 0 : -1}
              aria-label={`Tên hàng thứ ${y + 1}${row.seats.length === 0 ? " (chưa có ghế)" : ""}`}
              maxLength={2}
              autoComplete="off"
              spellCheck={false}
              className="h-[var(--cell)] w-10 rounded-md border border-slate-300 bg-white text-center text-sm font-bold uppercase text-night-900 placeholder:font-medium placeholder:text-slate-500 focus-visible:border-link focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-1 focus-visible:outline-link"
            />
          </div>
          {Array.from({ length: draft.columns }, (_, x) => {
            const seat = seatAt(row, x);
            const current = cursor.y === y && cursor.x === x;
            const part = seat?.span === 2 ? (seat.x === x ? "left" : "right") : "single";
            const number = seat ? numbers.get(keyOf(y, seat.x)) : undefined;
            return (
              <div
                key={x}
                ref={(el) => {
                  if (el) cells.current.set(keyOf(y, x), el);
                  else cells.current.delete(keyOf(y, x));
                }}
                role="gridcell"
                tabIndex={current ? 0 : -1}
                data-row={y}
                data-col={x}
                data-kind={seat ? (seat.blocked ? `${seat.type}-blocked` : seat.type) : "aisle"}
                data-cursor={current || undefined}
                onPointerDown={(event) => onPointerDown(event, y, x)}
                onPointerEnter={() => {
                  if (editor.painting()) editor.continueStroke(y, x);
                }}
                onFocus={() => {
                  if (!current && !editor.painting()) editor.moveTo({ y, x });
                }}
                className={cx(
                  "relative flex size-[var(--cell)] cursor-crosshair touch-none items-center justify-center text-[11px] font-bold tabular-nums leading-none",
                  cellLook(seat, part),
                  "focus-visible:z-10 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-1 focus-visible:outline-link",
                  current && "z-10 outline-2 outline-offset-1 outline-link/70 [&:not(:focus-visible)]:outline-dashed",
                )}
              >
                <span className="sr-only">{cellSentence(labels[y] ?? "", y, x, seat, number)}</span>
                <CellGlyph seat={seat} part={part} number={number} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function caretAtEnd(target: EventTarget): boolean {
  return target instanceof HTMLInputElement && target.selectionStart === target.value.length && target.selectionEnd === target.value.length;
}
