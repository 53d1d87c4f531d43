import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { updateOrderSchema } from "@hancine/contract/booking";
import { pointsFormSchema, voucherFormSchema } from "./order-change-forms.ts";

function formData(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the voucher form", () => {
  const parse = (voucherCode: string) => parseWithZod(formData({ orderId: "order-1", voucherCode }), { schema: voucherFormSchema });

  it("sends the code typed, with its order", () => {
    const submission = parse(" GIAM5K ");
    expect(submission.status === "success" && submission.value).toEqual({ orderId: "order-1", voucherCode: "GIAM5K" });
    expect(updateOrderSchema.safeParse({ voucherCode: "GIAM5K" }).success).toBe(true);
  });

  it("checks the code with the contract's rule, on the field", () => {
    expect(parse("GIẢM 5K").reply().error).toEqual({ voucherCode: ["Mã khuyến mãi chỉ gồm chữ, số, gạch ngang."] });
  });

  it("says an empty code for the whole form, so passing by the field says nothing", () => {
    expect(parse("").reply().error).toEqual({ "": ["Bạn hãy nhập mã khuyến mãi."] });
  });
});

describe("the points form", () => {
  const parse = (points: string) => parseWithZod(formData({ orderId: "order-1", points, most: "120" }), { schema: pointsFormSchema });

  it("spends the number typed", () => {
    const submission = parse("40");
    expect(submission.status === "success" && submission.value).toEqual({ orderId: "order-1", points: 40 });
  });

  it("left empty, spends the most the order may take", () => {
    const submission = parse("");
    expect(submission.status === "success" && submission.value).toEqual({ orderId: "order-1", points: 120 });
  });

  it("refuses what is not a positive whole number, in one sentence", () => {
    for (const typed of ["0", "-5", "1.5", "abc"]) expect(parse(typed).reply().error).toEqual({ points: ["Bạn hãy nhập số điểm là số nguyên dương."] });
  });

  it("keeps the contract's own limit", () => {
    expect(parse("200000000").reply().error).toEqual({ points: ["Số điểm quá lớn."] });
  });
});
