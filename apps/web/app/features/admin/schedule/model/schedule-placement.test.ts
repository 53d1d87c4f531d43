import { describe, expect, it } from "vitest";
import type { AdminShowtime } from "@hancine/contract/back-office-schedule";
import { checkPlacement, firstFreeStart, overlappingSlot, planFill, slotsOf, spanOf, type PlacementInput } from "./schedule-placement.ts";

const day = "2026-11-24";

function showtime(id: string, room: string, start: string, end: string, blocked: string, cancelled = false): AdminShowtime {
  return {
    id,
    auditoriumId: room,
    film: { id: `film-${id}`, name: `Phim ${id}`, age: "T13", durationMinutes: 120 },
    accessibilityFeatures: [],
    startsAt: `${day}T${start}:00+07:00`,
    endsAt: `${day}T${end}:00+07:00`,
    blockedUntil: `${day}T${blocked}:00+07:00`,
    format: "2D",
    language: "Phụ đề",
    seats: 90,
    sold: 0,
    held: 0,
    cancelledAt: cancelled ? `${day}T08:00:00+07:00` : null,
  };
}

// Room 1: 17:00–19:00 (free at 19:15), cancelled 19:30–21:30. Room 2: 19:30–21:30 (free at 21:45).
const slots = slotsOf({
  date: day,
  showtimes: [
    showtime("a", "r1", "17:00", "19:00", "19:15"),
    showtime("b", "r1", "19:30", "21:30", "21:45", true),
    showtime("c", "r2", "19:30", "21:30", "21:45"),
  ],
});

const base: PlacementInput = {
  day,
  startMin: 19 * 60 + 15,
  film: { durationMinutes: 100, endDate: null },
  room: { id: "r1", cleaningMinutes: 15 },
  slots,
  nowMin: 10 * 60,
};

describe("where a showtime may go", () => {
  it("reads the day's showtimes as minutes, cleaning included", () => {
    expect(slots[0]).toMatchObject({ startMin: 1020, endMin: 1140, blockedMin: 1155, roomId: "r1", cancelled: false });
    expect(spanOf(1170, 135, 15)).toEqual({ startMin: 1170, endMin: 1305, blockedMin: 1320 });
  });

  it("lets a showtime start when the room is clean again; cancelled ones do not count", () => {
    const placement = checkPlacement(base);
    expect(placement.problem).toBeNull();
    expect(placement.span).toEqual({ startMin: 1155, endMin: 1255, blockedMin: 1270 });
  });

  it("refuses a start during the previous show's cleaning and names the show in the way", () => {
    const placement = checkPlacement({ ...base, startMin: 19 * 60 + 10 });
    expect(placement.conflict?.id).toBe("a");
    expect(placement.problem).toBe("Trùng với suất Phim a (17:00–19:15, kể cả dọn phòng). Cần trống đến 21:05.");
  });

  it("refuses when its own cleaning runs into the next show", () => {
    // Room 2 shows at 19:30: a 100-minute film at 17:35 ends 19:15 and is clean at 19:30 — fits; 17:40 does not.
    expect(checkPlacement({ ...base, room: { id: "r2", cleaningMinutes: 15 }, startMin: 17 * 60 + 35 }).problem).toBeNull();
    expect(checkPlacement({ ...base, room: { id: "r2", cleaningMinutes: 15 }, startMin: 17 * 60 + 40 }).conflict?.id).toBe("c");
  });

  it("does not collide with itself when moved", () => {
    expect(overlappingSlot(slots, "r2", spanOf(19 * 60 + 45, 120, 15), "c")).toBeUndefined();
    expect(overlappingSlot(slots, "r2", spanOf(19 * 60 + 45, 120, 15))?.id).toBe("c");
  });

  it("refuses starts in the past, off the 5-minute marks, outside the day or after the film's run", () => {
    expect(checkPlacement({ ...base, nowMin: 19 * 60 + 15 }).problem).toBe("Giờ chiếu đã qua: hãy chọn giờ ở tương lai.");
    expect(checkPlacement({ ...base, startMin: 19 * 60 + 17 }).problem).toBe("Giờ bắt đầu phải tròn 5 phút (ví dụ 19:05, 19:10).");
    expect(checkPlacement({ ...base, startMin: 24 * 60 }).problem).toBe("Suất phải bắt đầu trong ngày 24/11/2026 (từ 00:00 đến 23:55).");
    expect(checkPlacement({ ...base, film: { durationMinutes: 100, endDate: "2026-11-23" } }).problem).toBe("Phim chỉ chiếu đến hết ngày 23/11/2026.");
    expect(checkPlacement({ ...base, film: { durationMinutes: 100, endDate: day } }).problem).toBeNull();
  });
});

describe("the first free start", () => {
  it("finds the first gap long enough for the film and its cleaning", () => {
    // Room 1 is busy 17:00–19:15 (the 19:30 show is cancelled).
    expect(firstFreeStart(slots, { id: "r1", cleaningMinutes: 15 }, 100, 15 * 60)).toBe(15 * 60);
    expect(firstFreeStart(slots, { id: "r1", cleaningMinutes: 15 }, 100, 16 * 60)).toBe(19 * 60 + 15);
    expect(firstFreeStart(slots, { id: "r1", cleaningMinutes: 15 }, 100, 16 * 60 + 2)).toBe(19 * 60 + 15);
    expect(firstFreeStart(slots, { id: "r2", cleaningMinutes: 15 }, 100, 17 * 60 + 33)).toBe(17 * 60 + 35);
  });

  it("answers null when nothing fits before the last start", () => {
    expect(firstFreeStart(slots, { id: "r1", cleaningMinutes: 15 }, 100, 17 * 60, 18 * 60)).toBeNull();
  });
});

describe("filling a room", () => {
  it("plans back to back around the room's showtimes, each on a 5-minute mark after cleaning", () => {
    // 100-minute film, 15 minutes' cleaning: 13:00 → clean 14:55; 14:55 would run into 17:00's show (busy till 19:15).
    expect(planFill(slots, { id: "r1", cleaningMinutes: 15 }, 100, 13 * 60, 21 * 60, 0)).toEqual([13 * 60, 14 * 60 + 55, 19 * 60 + 15]);
    // Clean at 15:47 → next start 15:50.
    expect(planFill([], { id: "r9", cleaningMinutes: 12 }, 95, 14 * 60, 16 * 60, 0)).toEqual([14 * 60, 15 * 60 + 50]);
  });

  it("leaves out starts already past, keeping the grid from the first start (as the server does)", () => {
    // 09:00 and 11:00 are past at 11:00; 13:00 is not.
    expect(planFill([], { id: "r9", cleaningMinutes: 15 }, 105, 9 * 60, 14 * 60, 11 * 60)).toEqual([13 * 60]);
  });
});
