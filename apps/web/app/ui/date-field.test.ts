import { describe, expect, it } from "vitest";
import { createSignupSchema } from "@hancine/contract/auth";
import { maskDayMonthYear } from "./date-field.tsx";

describe("typing a date the Vietnamese way", () => {
  it("puts the slashes in as digits follow, and lets backspace take them out", () => {
    expect(maskDayMonthYear("1")).toBe("1");
    expect(maskDayMonthYear("15")).toBe("15");
    expect(maskDayMonthYear("150")).toBe("15/0");
    expect(maskDayMonthYear("15/06")).toBe("15/06");
    expect(maskDayMonthYear("15/06/")).toBe("15/06");
    expect(maskDayMonthYear("15061998")).toBe("15/06/1998");
    expect(maskDayMonthYear("15.06.1998 ")).toBe("15/06/1998");
    expect(maskDayMonthYear("150619981")).toBe("15/06/1998");
  });

  it("the signup rules read 15/06/1998 as 15 June 1998, and refuse 31/02", () => {
    const schema = createSignupSchema(() => "2026-11-23").shape.dateOfBirth;
    expect(schema.parse("15/06/1998")).toBe("1998-06-15");
    expect(schema.parse("5/6/1998")).toBe("1998-06-05");
    expect(schema.parse("1998-06-15")).toBe("1998-06-15");
    expect(schema.safeParse("31/02/1998").error?.issues[0]?.message).toBe("Ngày sinh không tồn tại trên lịch.");
    expect(schema.safeParse("06-15-1998").error?.issues[0]?.message).toMatch(/ngày\/tháng\/năm, ví dụ 15\/06\/1998/);
  });
});
