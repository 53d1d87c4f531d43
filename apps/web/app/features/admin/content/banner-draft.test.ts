import { describe, expect, it } from "vitest";
import { bannerChangesForm, bannerOf, newBannerForm } from "./banner-draft.ts";

const form = {
  imageMediaId: "0123456789abcdef",
  mobileMediaId: "",
  alt: "Đêm phim ngoài trời bên sông Hàn",
  link: "/khuyen-mai/",
  copy: { eyebrow: "Sự kiện, Thành viên", headline: "Đêm phim Sông Hàn", subline: "", cta: "Xem lịch", age: "" },
  status: "published",
  publishAt: "",
  unpublishAt: "",
};

describe("the banner editor's form", () => {
  it("reads the words as one `copy`: the small labels split at commas, an empty line kept empty, no age", () => {
    expect(newBannerForm.parse(form)).toMatchObject({
      mobileMediaId: null,
      copy: { eyebrow: ["Sự kiện", "Thành viên"], headline: "Đêm phim Sông Hàn", subline: "", cta: "Xem lịch" },
    });
    expect(newBannerForm.parse(form).copy).not.toHaveProperty("age");
  });

  it("has no words without a headline or a button", () => {
    expect(newBannerForm.parse({ ...form, copy: { eyebrow: "Sự kiện", headline: " ", subline: "", cta: "", age: "T13" } }).copy).toBeNull();
  });

  it("a missing button is said at its field (`copy.cta`)", () => {
    const checked = bannerChangesForm.safeParse({ ...form, copy: { ...form.copy, cta: "" } });
    expect(checked.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["copy.cta", "Vui lòng nhập nút hành động."]]);
  });
});

describe("the banner editor's English words (decision 095)", () => {
  it("sends the English words as `copyEn` with the film's age rating, and none when the English headline and button are blank", () => {
    const words = { copy: { headline: "Tuần lễ phim Việt", cta: "Xem chi tiết", age: "T13", eyebrow: "Sự kiện", subline: "" } };
    const english = { altEn: "Vietnamese film week", copyEn: { headline: "Vietnamese film week", cta: "See details", eyebrow: "Event, New", subline: "" } };
    expect(bannerOf({ ...words, ...english })).toMatchObject({
      altEn: "Vietnamese film week",
      copyEn: { eyebrow: ["Event", "New"], headline: "Vietnamese film week", cta: "See details", age: "T13" },
    });
    expect(bannerOf({ ...words, altEn: "", copyEn: { headline: "", cta: "" } })).toMatchObject({ altEn: "", copyEn: null });
  });
});
