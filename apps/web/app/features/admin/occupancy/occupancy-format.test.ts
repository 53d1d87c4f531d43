import { describe, expect, it } from "vitest";
import { openingHoursCard, openingHoursText } from "./occupancy-format.ts";

const DEFAULT = { opens: "09:00", closes: "24:00", minutesPerDay: 900, closesNextDay: false };
const late = { cinema: "hancine-hue", name: "HanCine Huế", opens: "09:30", closes: "01:00", minutesPerDay: 930, closesNextDay: true, declared: true };
const plain = { cinema: "hancine-vinh", name: "HanCine Vinh", ...DEFAULT, declared: false };

describe("the occupancy report's opening hours", () => {
  it("writes a cinema's hours with their length, closing after midnight said so", () => {
    expect(openingHoursText(late)).toBe("09:30–01:00 (sáng hôm sau), 15 giờ 30 phút mỗi ngày");
    expect(openingHoursText(DEFAULT)).toBe("09:00–24:00, 15 giờ mỗi ngày");
  });

  it("shows one cinema's declared hours, the default when none declared, and 'by cinema' when they differ", () => {
    const report = (cinemas: (typeof late)[]) => ({ ...DEFAULT, cinemas });
    expect(openingHoursCard(report([late]), 3)).toEqual({ value: "09:30–01:00", note: "3 phòng; đóng cửa sáng hôm sau; giờ rạp đã khai báo" });
    expect(openingHoursCard(report([plain]), 4)).toEqual({ value: "09:00–24:00", note: "4 phòng; mặc định, chưa rạp nào khai báo giờ" });
    expect(openingHoursCard(report([late, plain]), 1205)).toEqual({ value: "Theo từng rạp", note: "1.205 phòng; 1/2 rạp đã khai báo, còn lại 09:00–24:00" });
    expect(openingHoursCard(report([plain, { ...plain, cinema: "x", declared: true }]), 2)).toEqual({
      value: "09:00–24:00",
      note: "2 phòng; 1/2 rạp đã khai báo",
    });
  });
});
