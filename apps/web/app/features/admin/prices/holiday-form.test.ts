import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { DAY_WORDS, holidayFormSchema } from "./holiday-form.ts";

/** The form's two fields as the browser sends them, read as Conform reads them. */
function read(day: string, name: string) {
  const form = new FormData();
  form.append("day", day);
  form.append("name", name);
  return parseWithZod(form, { schema: holidayFormSchema });
}

describe("the holiday form", () => {
  it("reads the day as people write it into the path's day, the name as the contract makes it", () => {
    const added = read("2/9/2026", "  Quốc   khánh ");
    expect(added.status === "success" && added.value).toEqual({ day: "2026-09-02", name: "Quốc khánh" });
  });

  it("says a day not written day/month/year in the form's words, one that does not exist in the contract's", () => {
    for (const day of ["", "2026-09-02", "02/09"]) expect(read(day, "Quốc khánh").reply().error).toEqual({ day: [DAY_WORDS] });
    expect(read("31/02/2027", "Quốc khánh").reply().error).toEqual({ day: ["Ngày không tồn tại."] });
  });

  it("says the name's rules in the contract's words", () => {
    expect(read("02/09/2026", "").reply().error).toEqual({ name: ["Vui lòng nhập tên ngày lễ."] });
    expect(read("02/09/2026", " Q ").reply().error).toEqual({ name: ["Tên ngày lễ cần ít nhất 2 ký tự."] });
  });
});
