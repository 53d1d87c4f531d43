import { describe, expect, it } from "vitest";
import { reviewAuthor } from "./film-review-rules.ts";

describe("reviewAuthor: the given name and the family name's initial", () => {
  it("a Vietnamese full name: the last word, then the first word's initial", () => {
    expect(reviewAuthor("Nguyễn Thị Thu Hà")).toBe("Hà N.");
    expect(reviewAuthor("Trần Văn Bảo")).toBe("Bảo T.");
    expect(reviewAuthor("Lê Minh")).toBe("Minh L.");
  });
  it("one word stays itself; nothing at all is a viewer without a name", () => {
    expect(reviewAuthor("Hà")).toBe("Hà");
    expect(reviewAuthor("   ")).toBe("Khán giả HanCine");
    expect(reviewAuthor("")).toBe("Khán giả HanCine");
  });
  it("extra spaces, tabs and line breaks anywhere are ignored", () => {
    expect(reviewAuthor("  Phạm   Thị\tThu \n Hà  ")).toBe("Hà P.");
  });
  it("đ and Đ: the initial and the given name are written with capitals", () => {
    expect(reviewAuthor("Đặng Văn Đức")).toBe("Đức Đ.");
    expect(reviewAuthor("đỗ thị đào")).toBe("Đào Đ.");
    expect(reviewAuthor("Ưng Hoàng Phúc")).toBe("Phúc Ư.");
  });
  it("a name typed in decomposed form (NFD) gives the same letters as the composed one", () => {
    expect(reviewAuthor("Đặng Thị Ánh".normalize("NFD"))).toBe("Ánh Đ.");
    expect(reviewAuthor("Ông Văn Út".normalize("NFD"))).toBe("Út Ô.");
  });
});
