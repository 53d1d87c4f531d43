import { describe, expect, it } from "vitest";
import { foldToAscii } from "./ascii-fold.ts";

describe("foldToAscii", () => {
  it("drops Vietnamese diacritics, including đ and Đ", () => {
    expect(foldToAscii("Thanh toán vé HanCine – Đà Nẵng, đơn HC7K2P")).toBe("Thanh toan ve HanCine Da Nang, don HC7K2P");
    expect(foldToAscii("Phở Bò ỨNG DỤNG Ưu đãi")).toBe("Pho Bo UNG DUNG Uu dai");
  });

  it("keeps only characters every URL encoder writes alike, and at most 255 of them", () => {
    expect(foldToAscii("Vé (2) * 'VIP' ~ 100%!")).toBe("Ve 2 VIP 100");
    expect(foldToAscii("a".repeat(300))).toHaveLength(255);
  });
});
