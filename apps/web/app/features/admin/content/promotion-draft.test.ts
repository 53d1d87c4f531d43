import { describe, expect, it } from "vitest";
import { newPromotionForm } from "./promotion-draft.ts";

const form = {
  title: "Thứ Tư thành viên",
  slug: "thu-tu-thanh-vien",
  imageMediaId: "0123456789abcdef",
  summary: "Giảm giá combo cho thành viên mỗi thứ Tư.",
  body: "<p>Nhập mã khi thanh toán.</p>",
  validFrom: "01/12/2026",
  validUntil: "31/12/2026",
  voucherCode: " combo10k ",
  status: "draft",
  publishAt: "",
  unpublishAt: "",
};

describe("the promotion editor's form", () => {
  it("is read as the API's promotion: days typed dd/MM/yyyy, the voucher's code as customers type it", () => {
    expect(newPromotionForm.parse(form)).toMatchObject({ validFrom: "2026-12-01", validUntil: "2026-12-31", voucherCode: "COMBO10K", publishAt: null });
  });

  it("an end before the start is said at the end, in the contract's words", () => {
    const checked = newPromotionForm.safeParse({ ...form, validUntil: "30/11/2026" });
    expect(checked.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["validUntil", "Ngày kết thúc ưu đãi phải từ ngày bắt đầu trở đi."],
    ]);
  });
});

describe("the promotion editor's English texts (decision 095)", () => {
  it("blank are none; given, all three are sent; one alone is refused at the one missing", () => {
    expect(newPromotionForm.parse({ ...form, titleEn: " ", summaryEn: "", bodyEn: "<p></p>" })).toMatchObject({ titleEn: null, summaryEn: null, bodyEn: null });
    expect(
      newPromotionForm.parse({
        ...form,
        titleEn: "Member Wednesdays",
        summaryEn: "Members save on combos every Wednesday.",
        bodyEn: "<p>Enter the code at checkout.</p>",
      }),
    ).toMatchObject({ titleEn: "Member Wednesdays", summaryEn: "Members save on combos every Wednesday.", bodyEn: "<p>Enter the code at checkout.</p>" });
    const partial = newPromotionForm.safeParse({ ...form, titleEn: "Member Wednesdays", summaryEn: "", bodyEn: "" });
    expect(partial.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["summaryEn", "Bản tiếng Anh cần đủ tiêu đề, tóm tắt và nội dung, hoặc để trống cả."],
    ]);
  });
});
