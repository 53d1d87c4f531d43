import { describe, expect, it } from "vitest";
import { axisFor, axisWidth, DEFAULT_END, DEFAULT_START, hourMarks, minuteAtX, xOfMinute, zoomStep } from "./timeline-scale.ts";

describe("the timeline's scale", () => {
  it("shows 08:00 to 02:00 the next night by default", () => {
    const axis = axisFor([], 1.5);
    expect([axis.startMin, axis.endMin]).toEqual([DEFAULT_START, DEFAULT_END]);
    expect(axisWidth(axis)).toBe(18 * 60 * 1.5);
  });

  it("widens to whole hours around earlier and later showtimes", () => {
    const axis = axisFor(
      [
        { startMin: 7 * 60 + 20, endMin: 9 * 60 },
        { startMin: 23 * 60 + 55, endMin: 26 * 60 + 40 },
      ],
      2,
    );
    expect(axis.startMin).toBe(7 * 60);
    expect(axis.endMin).toBe(27 * 60);
  });

  it("maps minutes to pixels and back", () => {
    const axis = axisFor([], 2);
    expect(xOfMinute(axis, 8 * 60)).toBe(0);
    expect(xOfMinute(axis, 19 * 60 + 30)).toBe((11 * 60 + 30) * 2);
    expect(minuteAtX(axis, xOfMinute(axis, 1234))).toBe(1234);
    expect(minuteAtX(axis, 45)).toBe(8 * 60 + 22.5);
  });

  it("marks every hour of the axis", () => {
    const marks = hourMarks(axisFor([], 1));
    expect(marks[0]).toBe(8 * 60);
    expect(marks.at(-1)).toBe(26 * 60);
    expect(marks).toHaveLength(19);
  });

  it("zooms in and out by steps and stops at the ends", () => {
    expect(zoomStep(1.5, 1)).toBe(2);
    expect(zoomStep(1.5, -1)).toBe(1);
    expect(zoomStep(1, -1)).toBe(1);
    expect(zoomStep(3, 1)).toBe(3);
  });
});
