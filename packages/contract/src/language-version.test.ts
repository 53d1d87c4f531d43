import { describe, expect, it } from "vitest";
import { languageVersion } from "./language-version.ts";

describe("a showtime's language version", () => {
  it("says which subtitles a foreign film has, or that it is dubbed into Vietnamese", () => {
    expect(languageVersion("Phụ đề", "Hàn Quốc")).toBe("Phụ đề tiếng Việt");
    expect(languageVersion("Lồng tiếng", "Mỹ")).toBe("Lồng tiếng Việt");
  });

  it("says a Vietnamese film is in Vietnamese, with English subtitles when it has subtitles", () => {
    expect(languageVersion("Phụ đề", "Việt Nam")).toBe("Tiếng Việt, phụ đề tiếng Anh");
    expect(languageVersion("Lồng tiếng", "Viet Nam")).toBe("Tiếng Việt");
  });
});
