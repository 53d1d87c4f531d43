import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminShowtime, ScheduleDay, SchedulableFilm } from "@hancine/contract/back-office-schedule";
import { buildModel } from "./model/schedule-model.ts";
import { useSchedulerState, type KeyPress } from "./use-scheduler-state.ts";

/**
 * The scheduler as a manager works it: zoom, a showtime moved with the keyboard (and what a screen
 * reader hears at each step), the notice after a save or a refusal. The API is reached through a
 * stubbed fetch, the page's one way out.
 */

const DAY = "2026-11-24";
const at = (clock: string) => `${DAY}T${clock}:00+07:00`;

function film(id: string, name: string, durationMinutes: number): SchedulableFilm {
  return { id, slug: id, name, age: "T13", durationMinutes, releaseDate: "2026-11-01", endDate: null, poster: `/posters/${id}.webp`, formats: ["2D"] };
}
const LAT_MAT = film("f-lat-mat", "Lật Mặt 8", 135);
const MUA_DO = film("f-mua-do", "Mưa Đỏ", 120);
const DIA_DAO = film("f-dia-dao", "Địa Đạo", 120);

function showtime(
  id: string,
  room: string,
  f: SchedulableFilm,
  [start, end, blocked]: [string, string, string],
  { sold = 0, cancelled = false } = {},
): AdminShowtime {
  return {
    id,
    auditoriumId: room,
    film: { id: f.id, name: f.name, age: f.age, durationMinutes: f.durationMinutes },
    accessibilityFeatures: [],
    startsAt: at(start),
    endsAt: at(end),
    blockedUntil: at(blocked),
    format: "2D",
    language: "Phụ đề",
    seats: 90,
    sold,
    held: 0,
    cancelledAt: cancelled ? at("08:00") : null,
  };
}

/**
 * Phòng 1: Địa Đạo 17:00–19:00 (clean at 19:15), Lật Mặt 8 19:30–21:45. Phòng 2: Mưa Đỏ 19:30–21:30
 * (clean at 21:45), 42 tickets sold. Phòng 3: a cancelled showtime in the morning.
 */
function scheduleDay(showtimes?: AdminShowtime[]): ScheduleDay {
  return {
    cinema: { id: "c-1", slug: "hancine-ba-trieu", name: "HanCine Bà Triệu" },
    date: DAY,
    rooms: [
      { id: "r1", name: "Phòng 1", seats: 90, cleaningMinutes: 15 },
      { id: "r2", name: "Phòng 2", seats: 90, cleaningMinutes: 15 },
      { id: "r3", name: "Phòng 3", seats: 60, cleaningMinutes: 20 },
    ],
    showtimes: showtimes ?? [
      showtime("c", "r1", DIA_DAO, ["17:00", "19:00", "19:15"]),
      showtime("a", "r1", LAT_MAT, ["19:30", "21:45", "22:00"]),
      showtime("b", "r2", MUA_DO, ["19:30", "21:30", "21:45"], { sold: 42 }),
      showtime("e", "r3", DIA_DAO, ["10:00", "12:00", "12:20"], { cancelled: true }),
    ],
    lastWeek: [],
    films: [LAT_MAT, MUA_DO, DIA_DAO],
  };
}

type Props = Parameters<typeof useSchedulerState>[0];

/** The scheduler's state for a day seen at `now` (the morning of the day by default). */
function renderScheduler(day = scheduleDay(), now = at("08:00")) {
  const reload = vi.fn(async () => {});
  const focusSlot = vi.fn();
  const props: Props = { day, model: buildModel(day, undefined, new Date(now)), reload, focusSlot };
  const rendered = renderHook((p: Props) => useSchedulerState(p), { initialProps: props });
  const slot = (id: string) => props.model.slots.find((s) => s.id === id)!;
  const press = (id: string, key: string, { shift = false } = {}) => {
    const event: KeyPress = { key, shiftKey: shift, ctrlKey: false, metaKey: false, altKey: false };
    let used = false;
    act(() => {
      used = rendered.result.current.keyDown(slot(id), event);
    });
    return used;
  };
  /** The day read again after a change, as the page's loader gives it. */
  const reloaded = (next: ScheduleDay) => rendered.rerender({ ...props, day: next, model: buildModel(next, undefined, new Date(now)) });
  return { ...rendered, reload, focusSlot, slot, press, reloaded };
}

type Call = { method: string; path: string; body: unknown };

/** Answers each request with `answer`; every call recorded. */
function stubApi(answer: { status?: number; result?: unknown; error?: { code: string; message: string; details?: Record<string, unknown> } }) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? "GET", path: url.replace(/^\/api\/v1/, ""), body: init.body ? JSON.parse(String(init.body)) : undefined });
    const envelope = answer.error ? { error: answer.error } : { result: answer.result };
    return new Response(JSON.stringify(envelope), { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
  });
  return calls;
}

const moved = (s: AdminShowtime, releasedHolds = 0) => ({ showtime: s, reissuedOrders: 0, reassignedSeats: 0, releasedHolds });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the zoom", () => {
  it("widens an hour from 90 px through 120 to 180, narrows it to 60, and stops at both ends", () => {
    const { result } = renderScheduler();
    const hourPx = () => result.current.axis.pxPerMinute * 60;
    expect(hourPx()).toBe(90);
    for (const expected of [120, 180, 180]) {
      act(() => result.current.zoomBy(1));
      expect(hourPx()).toBe(expected);
    }
    for (const expected of [120, 90, 60, 60]) {
      act(() => result.current.zoomBy(-1));
      expect(hourPx()).toBe(expected);
    }
  });
});

describe("moving a showtime with the keyboard", () => {
  it("starts with M on the block: the keys are read out, the timeline is shown and the block keeps the focus", async () => {
    const { result, press, focusSlot } = renderScheduler();
    act(() => result.current.setView("table"));
    expect(press("a", "m")).toBe(true);
    expect(result.current.moving).toEqual({ slotId: "a", target: { roomId: "r1", startMin: 19 * 60 + 30 } });
    expect(result.current.view).toBe("timeline");
    expect(result.current.spoken).toBe("Đang dời Lật Mặt 8. Mũi tên trái, phải: 5 phút, giữ Shift: 30 phút. Lên, xuống: đổi phòng. Enter: lưu. Esc: thôi.");
    await waitFor(() => expect(focusSlot).toHaveBeenCalledWith("a"));
    // A key move mode does not use is left to the browser.
    expect(press("a", "Tab")).toBe(false);
  });

  it("steps 5 minutes with the arrows, to the half hour with Shift, and between rooms, saying where it would land", () => {
    const { result, press } = renderScheduler();
    press("a", "m");
    press("a", "ArrowRight");
    expect(result.current.spoken).toBe("Lật Mặt 8: 19:35–21:50, Phòng 1. Phòng trống.");
    press("a", "ArrowRight", { shift: true });
    expect(result.current.spoken).toBe("Lật Mặt 8: 20:00–22:15, Phòng 1. Phòng trống.");
    press("a", "ArrowDown");
    expect(result.current.spoken).toBe("Lật Mặt 8: 20:00–22:15, Phòng 2. Trùng với suất Mưa Đỏ (19:30–21:45, kể cả dọn phòng). Cần trống đến 22:30.");
    press("a", "ArrowDown");
    expect(result.current.spoken).toBe("Lật Mặt 8: 20:00–22:15, Phòng 3. Phòng trống.");
    // The last room: nowhere further down.
    expect(press("a", "ArrowDown")).toBe(true);
    expect(result.current.moving?.target).toEqual({ roomId: "r3", startMin: 20 * 60 });
  });

  it("Escape gives up the move: nothing is sent, the showtime stays, and the arrows move the focus again", () => {
    const calls = stubApi({ result: null });
    const { result, press, focusSlot } = renderScheduler();
    press("a", "m");
    press("a", "ArrowDown");
    press("a", "Escape");
    expect(result.current.moving).toBeNull();
    expect(result.current.spoken).toBe("Thôi dời Lật Mặt 8.");
    expect(calls).toEqual([]);

    expect(press("a", "ArrowLeft")).toBe(true);
    expect(focusSlot).toHaveBeenLastCalledWith("c");
    expect(result.current.moving).toBeNull();
  });

  it("Enter where it already is ends the move without a request", () => {
    const calls = stubApi({ result: null });
    const { result, press } = renderScheduler();
    press("a", "m");
    press("a", "Enter");
    expect(result.current.moving).toBeNull();
    expect(result.current.spoken).toBe("Suất vẫn ở chỗ cũ.");
    expect(calls).toEqual([]);
  });

  it("Enter where it does not fit says why and stays in move mode", () => {
    const calls = stubApi({ result: null });
    const { result, press } = renderScheduler();
    press("a", "m");
    press("a", "ArrowLeft", { shift: true });
    press("a", "Enter");
    expect(result.current.notice).toEqual({
      tone: "error",
      text: "Không dời được Lật Mặt 8 sang 19:00, Phòng 1: Trùng với suất Địa Đạo (17:00–19:15, kể cả dọn phòng). Cần trống đến 21:30.",
    });
    expect(result.current.moving?.target).toEqual({ roomId: "r1", startMin: 19 * 60 });
    expect(calls).toEqual([]);
  });

  it("asks for confirmation first when tickets are sold", () => {
    const calls = stubApi({ result: null });
    const { result, press } = renderScheduler();
    press("b", "m");
    press("b", "ArrowRight");
    press("b", "Enter");
    expect(result.current.dialog).toEqual({ kind: "confirm-move", slotId: "b", target: { roomId: "r2", startMin: 19 * 60 + 35 } });
    expect(calls).toEqual([]);
  });

  it("refuses to move a cancelled showtime or one that has started", () => {
    const { result, press } = renderScheduler();
    press("e", "m");
    expect(result.current.moving).toBeNull();
    expect(result.current.notice).toEqual({ tone: "error", text: "Suất đã huỷ nên không dời được." });

    const evening = renderScheduler(scheduleDay(), at("19:40"));
    evening.press("a", "m");
    expect(evening.result.current.moving).toBeNull();
    expect(evening.result.current.notice).toEqual({ tone: "error", text: "Suất đã bắt đầu nên không dời được." });
  });
});

describe("saving a move", () => {
  it("sends the new room, says what happened, and focuses the showtime once the reloaded day shows it there", async () => {
    const day = scheduleDay();
    const there = showtime("a", "r3", LAT_MAT, ["19:30", "21:45", "22:05"]);
    const calls = stubApi({ result: moved(there, 2) });
    const { result, press, reload, focusSlot, reloaded } = renderScheduler(day);
    press("a", "m");
    press("a", "ArrowDown");
    press("a", "ArrowDown");
    press("a", "Enter");
    await waitFor(() => expect(result.current.saving).toBeNull());

    expect(reload).toHaveBeenCalledTimes(1);
    // Only what changed is sent.
    expect(calls).toEqual([{ method: "PATCH", path: "/admin/showtimes/a", body: { auditoriumId: "r3" } }]);
    expect(result.current.notice).toEqual({ tone: "success", text: "Đã dời Lật Mặt 8 sang 19:30, Phòng 3. Kết quả: nhả 2 lượt giữ ghế." });
    expect(result.current.moving).toBeNull();

    focusSlot.mockClear();
    reloaded(day); // still in Phòng 1 at the same time: not yet
    expect(focusSlot).not.toHaveBeenCalled();
    reloaded({ ...day, showtimes: day.showtimes.map((s) => (s.id === "a" ? there : s)) });
    expect(focusSlot).toHaveBeenCalledWith("a");
  });

  it("shows the server's refusal, and reloads the day when someone else has taken the room", async () => {
    const calls = stubApi({ status: 409, error: { code: "SHOWTIME_OVERLAP", message: "Phòng chiếu đã có suất khác." } });
    const { result, press, reload } = renderScheduler();
    press("a", "m");
    press("a", "ArrowRight");
    press("a", "Enter");
    await waitFor(() => expect(result.current.saving).toBeNull());
    expect(calls.map((c) => c.body)).toEqual([{ startsAt: "2026-11-24T19:35:00+07:00" }]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(result.current.notice).toEqual({
      tone: "error",
      text: "Không lưu được: phòng đã có suất khác vào khoảng giờ này (tính cả dọn phòng), có thể vừa được người khác xếp. Lịch đã được tải lại, hãy chọn giờ khác.",
    });

    stubApi({ status: 403, error: { code: "FORBIDDEN", message: "Bạn không có quyền thực hiện thao tác này." } });
    press("a", "m");
    press("a", "ArrowRight");
    press("a", "Enter");
    await waitFor(() => expect(result.current.saving).toBeNull());
    expect(result.current.notice).toEqual({ tone: "error", text: "Bạn không có quyền xếp lịch ở rạp này." });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("a showtime made in the create dialog", () => {
  it("closes the dialog, says so, and focuses the showtime once the dialog has given the focus back", async () => {
    const { result, reload, focusSlot } = renderScheduler();
    act(() => result.current.openDialog({ kind: "create", request: { roomId: "r1" } }));
    act(() => result.current.created("a", "Đã xếp Lật Mặt 8, 19:30–21:45, Phòng 1."));
    expect(result.current.dialog).toBeNull();
    expect(result.current.notice).toEqual({ tone: "success", text: "Đã xếp Lật Mặt 8, 19:30–21:45, Phòng 1." });
    // Not at once: the closing dialog hands the focus back to its opener first.
    expect(focusSlot).not.toHaveBeenCalled();
    await waitFor(() => expect(focusSlot).toHaveBeenCalledWith("a"));
    // The dialog's form route read the day again: nothing more to reload.
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("what the screen reader hears", () => {
  it("hears the same sentence again when it is said twice in a row", () => {
    const { result } = renderScheduler();
    act(() => result.current.announce("Đã chép 6 suất sang 25/11."));
    act(() => result.current.announce("Đã chép 6 suất sang 25/11."));
    expect(result.current.spoken).toBe("Đã chép 6 suất sang 25/11.\u00a0");
    act(() => result.current.announce("Đã chép 6 suất sang 25/11."));
    expect(result.current.spoken).toBe("Đã chép 6 suất sang 25/11.");
  });
});
