import { describe, expect, it } from "vitest";
import { hireTermsFormSchema } from "./hire-terms-form.ts";

describe("hireTermsFormSchema", () => {
  it("reads the steps, the decimal comma and the đồng as typed", () => {
    const parsed = hireTermsFormSchema.safeParse({
      distributor: "cj-hk",
      weeks: [
        { week: "1", percent: "55" },
        { week: "2", percent: "52,5" },
      ],
      minimumPerTicket: "25.000",
    });
    expect(parsed.success && parsed.data).toEqual({
      distributor: "cj-hk",
      weeks: [
        { week: 1, percent: 55 },
        { week: 2, percent: 52.5 },
      ],
      minimumPerTicket: 25_000,
    });
  });

  it("says what is wrong in Vietnamese", () => {
    const parsed = hireTermsFormSchema.safeParse({ distributor: "", weeks: [{ week: "2", percent: "abc" }], minimumPerTicket: "" });
    const messages = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toEqual(["distributor: Hãy chọn nhà phát hành.", "weeks.0.percent: Tỉ lệ phải là một số."]);
    const late = hireTermsFormSchema.safeParse({ distributor: "bhd", weeks: [{ week: "2", percent: "50" }] });
    expect(late.success ? [] : late.error.issues.map((i) => i.message)).toEqual(["Mức đầu tiên phải bắt đầu từ tuần 1."]);
  });
});
