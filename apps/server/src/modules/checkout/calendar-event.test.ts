import { describe, expect, it } from "vitest";
import { calendarText, foldLine, icsText, icsUtc } from "./calendar-event.ts";

describe("calendar event (.ics)", () => {
  const text = calendarText(
    {
      uid: "HC7K2QXM9@hancine.vn",
      start: new Date("2026-11-23T12:30:00Z"),
      end: new Date("2026-11-23T14:45:00Z"),
      stamp: new Date("2026-11-23T03:00:00Z"),
      summary: "Lật Mặt 8: Vòng tay nắng (T13) – HanCine",
      location: "HanCine Vincom Đà Nẵng, Phòng 3; 910A Ngô Quyền, Sơn Trà",
      description: "Mã đặt vé HC7K2QXM9\nGhế E7, E8",
      url: "http://localhost:3000/orders/HC7K2QXM9",
      organizerName: "HanCine",
      organizerEmail: "hotro@hancine.vn",
    },
    "-//HanCine//Ve xem phim//VI",
  );

  it("is a VCALENDAR with one VEVENT, CRLF line ends and UTC times", () => {
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(text).toContain("\r\nDTSTART:20261123T123000Z\r\n");
    expect(text).toContain("\r\nDTEND:20261123T144500Z\r\n");
    expect(text.replace(/\r\n/g, "")).not.toMatch(/\n/);
  });

  it("escapes text values and folds long lines at 75 octets without splitting a character", () => {
    expect(icsText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain("LOCATION:HanCine Vincom Đà Nẵng\\, Phòng 3\\; 910A Ngô Quyền\\, Sơn Trà\r\n");
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const folded = foldLine("SUMMARY:" + "Đ".repeat(80));
    expect(folded.split("\r\n ").join("")).toBe("SUMMARY:" + "Đ".repeat(80));
  });

  it("writes dates in the basic UTC form", () => {
    expect(icsUtc(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
  });
});
