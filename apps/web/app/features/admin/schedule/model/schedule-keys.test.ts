import { describe, expect, it } from "vitest";
import { nextFocus, nudge, type NavSlot } from "./schedule-keys.ts";

const rooms = ["r1", "r2", "r3", "r4"];
// r1: a 09:00, b 12:00, c 15:00 · r2: none · r3: d 11:00, e 14:30 · r4: f 20:00
const slots: NavSlot[] = [
  { id: "b", roomId: "r1", startMin: 720 },
  { id: "a", roomId: "r1", startMin: 540 },
  { id: "c", roomId: "r1", startMin: 900 },
  { id: "d", roomId: "r3", startMin: 660 },
  { id: "e", roomId: "r3", startMin: 870 },
  { id: "f", roomId: "r4", startMin: 1200 },
];

describe("moving focus between showtimes", () => {
  it("goes left and right in time within a room, and stops at its ends", () => {
    expect(nextFocus(rooms, slots, "a", "ArrowRight")).toBe("b");
    expect(nextFocus(rooms, slots, "b", "ArrowLeft")).toBe("a");
    expect(nextFocus(rooms, slots, "c", "ArrowRight")).toBeNull();
    expect(nextFocus(rooms, slots, "a", "ArrowLeft")).toBeNull();
    expect(nextFocus(rooms, slots, "b", "End")).toBe("c");
    expect(nextFocus(rooms, slots, "c", "Home")).toBe("a");
    expect(nextFocus(rooms, slots, "a", "Home")).toBeNull();
  });

  it("goes up and down to the nearest showtime in time, skipping empty rooms", () => {
    expect(nextFocus(rooms, slots, "c", "ArrowDown")).toBe("e");
    expect(nextFocus(rooms, slots, "a", "ArrowDown")).toBe("d");
    expect(nextFocus(rooms, slots, "e", "ArrowUp")).toBe("c");
    expect(nextFocus(rooms, slots, "e", "ArrowDown")).toBe("f");
    expect(nextFocus(rooms, slots, "f", "ArrowDown")).toBeNull();
    expect(nextFocus(rooms, slots, "a", "ArrowUp")).toBeNull();
    expect(nextFocus(rooms, slots, "a", "Enter")).toBeNull();
  });
});

describe("move mode", () => {
  const bounds = { minStart: 480, maxStart: 1435 };
  it("shifts by 5 minutes, or to the half hours with Shift", () => {
    expect(nudge(rooms, { roomId: "r1", startMin: 1175 }, "ArrowRight", false, bounds)).toEqual({ roomId: "r1", startMin: 1180 });
    expect(nudge(rooms, { roomId: "r1", startMin: 1175 }, "ArrowLeft", false, bounds)).toEqual({ roomId: "r1", startMin: 1170 });
    expect(nudge(rooms, { roomId: "r1", startMin: 1175 }, "ArrowRight", true, bounds)).toEqual({ roomId: "r1", startMin: 1200 });
    expect(nudge(rooms, { roomId: "r1", startMin: 1170 }, "ArrowRight", true, bounds)).toEqual({ roomId: "r1", startMin: 1200 });
    expect(nudge(rooms, { roomId: "r1", startMin: 1175 }, "ArrowLeft", true, bounds)).toEqual({ roomId: "r1", startMin: 1170 });
  });

  it("changes room with up and down, and stops at the edges of the day and of the rooms", () => {
    expect(nudge(rooms, { roomId: "r1", startMin: 600 }, "ArrowDown", false, bounds)).toEqual({ roomId: "r2", startMin: 600 });
    expect(nudge(rooms, { roomId: "r1", startMin: 600 }, "ArrowUp", false, bounds)).toBeNull();
    expect(nudge(rooms, { roomId: "r4", startMin: 600 }, "ArrowDown", false, bounds)).toBeNull();
    expect(nudge(rooms, { roomId: "r1", startMin: 1435 }, "ArrowRight", false, bounds)).toBeNull();
    expect(nudge(rooms, { roomId: "r1", startMin: 480 }, "ArrowLeft", true, bounds)).toBeNull();
    expect(nudge(rooms, { roomId: "r1", startMin: 600 }, "Enter", false, bounds)).toBeNull();
  });
});
