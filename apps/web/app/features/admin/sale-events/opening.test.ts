import { describe, expect, it } from "vitest";
import { newSaleEventForm, openingChangeForm, rateChangeForm } from "./opening.ts";

const FILM = "6f1c1f3e-3b7a-4c55-9a52-0d3c8f6a2b11";
const SHOWTIME = "0b9d7a52-58f5-4b8f-8f7e-2a9f1d3c4e5a";
const form = { name: "Mở bán Lật Mặt 9", filmId: FILM, opensAt: "24/11/2026", opensTime: "10:00", ratePerMinute: "60", mode: "all" };

const said = (checked: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  checked.error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("the sale event's forms", () => {
  it("read the opening's day and time in Vietnam as one instant, the rate typed as a number, all showtimes as none sent", () => {
    expect(newSaleEventForm.parse(form)).toEqual({ name: "Mở bán Lật Mặt 9", filmId: FILM, opensAt: "2026-11-24T10:00:00+07:00", ratePerMinute: 60 });
  });

  it("send the showtimes picked, and say so when none is", () => {
    expect(newSaleEventForm.parse({ ...form, mode: "pick", showtimeIds: SHOWTIME }).showtimeIds).toEqual([SHOWTIME]);
    expect(said(newSaleEventForm.safeParse({ ...form, mode: "pick" }))).toEqual([["showtimeIds", "Bạn hãy chọn ít nhất một suất chiếu."]]);
  });

  it("say a time that is no time at its own field, before anything else", () => {
    expect(said(newSaleEventForm.safeParse({ ...form, name: "", opensTime: "25:75" }))).toEqual([
      ["opensTime", "Giờ mở bán phải có dạng giờ:phút theo 24 giờ, ví dụ 10:00."],
    ]);
    expect(said(openingChangeForm.safeParse({ opensAt: "31/02/2026", opensTime: "10:00" }))).toEqual([
      ["opensAt", "Ngày mở bán phải là một ngày có trên lịch, dạng ngày/tháng/năm, ví dụ 24/11/2026."],
    ]);
  });

  it("refuse a rate of 0 or words in the contract's words", () => {
    expect(said(rateChangeForm.safeParse({ ratePerMinute: "0" }))).toEqual([["ratePerMinute", "Tốc độ cho vào ít nhất 1 người mỗi phút."]]);
    expect(said(rateChangeForm.safeParse({ ratePerMinute: "sáu mươi" }))).toEqual([["ratePerMinute", "Tốc độ cho vào phải là một số người mỗi phút."]]);
    expect(rateChangeForm.parse({ ratePerMinute: " 120 " })).toEqual({ ratePerMinute: 120 });
  });
});
