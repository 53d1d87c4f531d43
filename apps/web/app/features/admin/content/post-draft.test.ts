import { describe, expect, it } from "vitest";
import { newPostForm, postChangesForm } from "./post-draft.ts";

const form = {
  type: "blog",
  title: "Hậu trường phim Việt mùa hè",
  slug: "",
  imageMediaId: "0123456789abcdef",
  excerpt: "Một ngày trên phim trường của đoàn làm phim trẻ nhất năm.",
  body: "<p>Đoàn phim bắt đầu từ năm giờ sáng.</p>",
  filmId: "",
  status: "published",
  publishAt: "01/12/2026 00:00",
  unpublishAt: "",
};

describe("the post editor's form", () => {
  it("is read as the API's post: no film is none, the address left to the title, 'Đăng' from a time", () => {
    expect(newPostForm.parse(form)).toMatchObject({ type: "blog", slug: null, filmId: null, status: "published", unpublishAt: null });
    expect(newPostForm.parse(form).publishAt?.toISOString()).toBe("2026-11-30T17:00:00.000Z");
  });

  it("an emptied title is answered in the contract's words, also when saving changes", () => {
    for (const schema of [newPostForm, postChangesForm]) {
      const checked = schema.safeParse({ ...form, title: "" });
      expect(checked.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["title", "Vui lòng nhập tiêu đề."]]);
    }
  });
});
