import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { cinemaHoursFormSchema } from "./cinema-hours-form.ts";

/** The form's two fields as the browser sends them, read as Conform reads them. */
function read(opens: string, closes: string) {
  const form = new FormData();
  form.append("openingHours.opens", opens);
  form.append("openingHours.closes", closes);
  return parseWithZod(form, { schema: cinemaHoursFormSchema });
}

describe("the cinema's opening hours form", () => {
  it("sends the opening and closing times, closing after midnight too", () => {
    const day = read("09:00", "23:30");
    expect(day.status === "success" && day.value).toEqual({ openingHours: { opens: "09:00", closes: "23:30" } });
    const late = read(" 09:30 ", "01:00");
    expect(late.status === "success" && late.value).toEqual({ openingHours: { opens: "09:30", closes: "01:00" } });
  });

  it("sends no hours (the chain's default) when both fields are empty", () => {
    const none = read("", "");
    expect(none.status === "success" && none.value).toEqual({ openingHours: null });
  });

  it("refuses a missing, wrong or earlier time in the contract's words", () => {
    const closes = "Giờ đóng cửa phải theo dạng giờ:phút, từ 00:00 đến 24:00, ví dụ 23:30.";
    expect(read("09:00", "").reply().error).toEqual({ "openingHours.closes": [closes] });
    expect(read("09:00", "25:00").reply().error).toEqual({ "openingHours.closes": [closes] });
    expect(read("9h", "23:00").reply().error).toEqual({ "openingHours.opens": ["Giờ mở cửa phải theo dạng giờ:phút, từ 00:00 đến 23:59, ví dụ 09:00."] });
    expect(read("10:00", "09:00").reply().error).toEqual({
      "openingHours.closes": ["Giờ đóng cửa phải sau giờ mở cửa; nếu rạp đóng cửa sau nửa đêm, muộn nhất là 06:00 sáng hôm sau."],
    });
  });
});
