import { describe, expect, it } from "vitest";
import { htmlOf, publishingDraftOf, savedNote, withMomentsAsText } from "./publishing-draft.ts";

describe("the content editors' publishing draft", () => {
  it("shows a scheduled item as 'Đăng' with its start in Vietnam's clock; a new one is a draft", () => {
    expect(publishingDraftOf({ status: "scheduled", publishAt: "2026-11-30T17:00:00.000Z", unpublishAt: null })).toEqual({
      status: "published",
      publishAt: "01/12/2026 00:00",
      unpublishAt: "",
    });
    expect(publishingDraftOf(null)).toEqual({ status: "draft", publishAt: "", unpublishAt: "" });
  });

  it("sends the moments the contract read as ISO 8601, none as none", () => {
    expect(withMomentsAsText({ title: "Đêm phim", publishAt: new Date("2026-11-30T17:00:00Z"), unpublishAt: null })).toEqual({
      title: "Đêm phim",
      publishAt: "2026-11-30T17:00:00.000Z",
      unpublishAt: null,
    });
  });

  it("says when a scheduled item will show, else that the site follows", () => {
    expect(savedNote({ state: "scheduled", publishAt: "2026-11-30T17:00:00.000Z" }, "Banner", "Trang chủ cập nhật trong vài giây.")).toBe(
      "Đã lưu. Banner sẽ hiện lúc 01/12/2026 00:00.",
    );
    expect(savedNote({ state: "published", publishAt: null }, "Banner", "Trang chủ cập nhật trong vài giây.")).toBe(
      "Đã lưu. Trang chủ cập nhật trong vài giây.",
    );
  });

  it("opens the demo's plain paragraphs as HTML, escaped; rich text as it is", () => {
    expect(htmlOf("Một <b>\n\nHai & ba")).toBe("<p>Một &lt;b&gt;</p><p>Hai &amp; ba</p>");
    expect(htmlOf("<h2>Tiêu đề</h2>")).toBe("<h2>Tiêu đề</h2>");
  });
});
