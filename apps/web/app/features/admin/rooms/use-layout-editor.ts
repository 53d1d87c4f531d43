import { useCallback, useEffect, useRef, useState } from "react";
import { numberSeats, rowLabels, type DraftSeat, type LayoutDraft } from "@hancine/contract/seat-layout-rules";
import { blockModeAt, cellWords, paint, seatAt, toolLabel, type BlockMode, type Tool } from "./editor-state.ts";

type History = { past: LayoutDraft[]; present: LayoutDraft; future: LayoutDraft[] };

/** Where the keyboard cursor is: a cell, or (x = -1) the row's name. */
export type Cursor = { y: number; x: number };

const HISTORY_LIMIT = 200;

/** "Hàng C, cột 5: VIP – ghế C5": what a cell holds, as the grid and the live region say it. */
export function cellSentence(rowLabel: string, y: number, x: number, seat: DraftSeat | undefined, number: number | undefined): string {
  const row = rowLabel ? `Hàng ${rowLabel}` : `Hàng thứ ${y + 1} (chưa có ghế)`;
  if (x < 0) return `${row}: tên hàng`;
  const words = cellWords(seat);
  return seat && rowLabel && number ? `${row}, cột ${x + 1}: ${words} – ghế ${rowLabel}${number}` : `${row}, cột ${x + 1}: ${words}`;
}

export function describeCell(draft: LayoutDraft, y: number, x: number): string {
  const seat = x >= 0 ? seatAt(draft.rows[y]!, x) : undefined;
  const number = seat ? numberSeats(draft).find((s) => s.y === y && s.x === seat.x)?.number : undefined;
  return cellSentence(rowLabels(draft)[y] ?? "", y, x, seat, number);
}

/**
 * The editor's state: the draft with undo and redo, the tool, the keyboard cursor and what the
 * live region says. A mouse stroke (press, drag over cells, release) is one step of undo.
 */
export function useLayoutEditor(initial: LayoutDraft) {
  const [history, setHistory] = useState<History>({ past: [], present: initial, future: [] });
  const [tool, setToolState] = useState<Tool>("standard");
  const [cursorState, setCursor] = useState<Cursor>({ y: 0, x: 0 });
  const [message, setMessage] = useState("");
  // The latest draft for the window's pointerup listener (handlers of one render read `draft`).
  const present = useRef(initial);
  useEffect(() => {
    present.current = history.present;
  }, [history.present]);
  const stroke = useRef<{ mode: BlockMode; before: LayoutDraft; last: Cursor } | null>(null);

  const draft = history.present;
  // The grid may have shrunk under the cursor (a row or column removed, an undo).
  const cursor: Cursor = {
    y: Math.min(cursorState.y, draft.rows.length - 1),
    x: Math.min(cursorState.x, draft.columns - 1),
  };

  /** Replaces the draft as one step of undo (nothing when it did not change). */
  const commit = useCallback((next: LayoutDraft) => {
    setHistory((h) => (next === h.present ? h : { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [] }));
  }, []);

  const announce = (text: string) => setMessage(text);

  const chooseTool = (next: Tool, key?: number) => {
    setToolState(next);
    announce(`Công cụ: ${toolLabel(next)}${key ? ` (phím ${key})` : ""}`);
  };

  const moveTo = (next: Cursor, andPaint = false) => {
    setCursor(next);
    if (andPaint && next.x >= 0) {
      const painted = paint(draft, next.y, next.x, tool, blockModeAt(draft, next.y, next.x));
      commit(painted);
      announce(describeCell(painted, next.y, next.x));
      return;
    }
    announce(describeCell(draft, next.y, next.x));
  };

  /** Space or Enter on a cell: paint it with the tool ("Chặn" blocks, or opens a blocked seat). */
  const paintCursor = (with_: Tool = tool) => {
    if (cursor.x < 0) return;
    const painted = paint(draft, cursor.y, cursor.x, with_, blockModeAt(draft, cursor.y, cursor.x));
    commit(painted);
    announce(describeCell(painted, cursor.y, cursor.x));
  };

  const beginStroke = (y: number, x: number) => {
    const mode = tool === "blocked" ? blockModeAt(draft, y, x) : "block";
    stroke.current = { mode, before: draft, last: { y, x } };
    setCursor({ y, x });
    setHistory((h) => ({ past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: paint(h.present, y, x, tool, mode), future: [] }));
  };

  const continueStroke = (y: number, x: number) => {
    const current = stroke.current;
    if (!current) return;
    current.last = { y, x };
    setCursor({ y, x });
    setHistory((h) => ({ ...h, present: paint(h.present, y, x, tool, current.mode) }));
  };

  const endStroke = useCallback(() => {
    const current = stroke.current;
    if (!current) return;
    stroke.current = null;
    // A click or drag that changed nothing leaves no step to undo.
    setHistory((h) => (h.present === current.before ? { ...h, past: h.past.slice(0, -1) } : h));
    announce(describeCell(present.current, current.last.y, current.last.x));
  }, []);

  useEffect(() => {
    window.addEventListener("pointerup", endStroke);
    window.addEventListener("pointercancel", endStroke);
    return () => {
      window.removeEventListener("pointerup", endStroke);
      window.removeEventListener("pointercancel", endStroke);
    };
  }, [endStroke]);

  const undo = () => {
    if (history.past.length === 0) return;
    setHistory((h) => (h.past.length === 0 ? h : { past: h.past.slice(0, -1), present: h.past.at(-1)!, future: [h.present, ...h.future] }));
    announce("Đã hoàn tác.");
  };
  const redo = () => {
    if (history.future.length === 0) return;
    setHistory((h) => (h.future.length === 0 ? h : { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1) }));
    announce("Đã làm lại.");
  };

  /** Applies an edit of the whole draft (rows, columns, screen side…) as one step of undo. */
  const edit = (change: (draft: LayoutDraft) => LayoutDraft, words?: string) => {
    commit(change(draft));
    if (words) announce(words);
  };

  return {
    draft,
    tool,
    chooseTool,
    cursor,
    moveTo,
    paintCursor,
    beginStroke,
    continueStroke,
    painting: () => stroke.current !== null,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    edit,
    message,
    announce,
  };
}

export type LayoutEditor = ReturnType<typeof useLayoutEditor>;
