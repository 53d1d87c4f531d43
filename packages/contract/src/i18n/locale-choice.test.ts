import { describe, expect, it } from "vitest";
import { chooseLocale } from "./locale-choice.ts";

describe("the language of an answer, from Accept-Language", () => {
  it("is Vietnamese without the header, or with an empty one", () => {
    expect(chooseLocale(undefined)).toBe("vi");
    expect(chooseLocale("")).toBe("vi");
  });

  it("is English for en and any en region, whatever the case", () => {
    for (const header of ["en", "en-US", "en-GB", "EN-au", "en-US,en;q=0.9"]) expect(chooseLocale(header), header).toBe("en");
  });

  it("is Vietnamese for vi, and for languages the site does not have", () => {
    for (const header of ["vi", "vi-VN", "fr", "ja-JP,ko;q=0.8", "zh-Hant-TW", "english", "e"]) expect(chooseLocale(header), header).toBe("vi");
  });

  it("follows the weights, not the order", () => {
    expect(chooseLocale("vi;q=0.4, en;q=0.8")).toBe("en");
    expect(chooseLocale("en;q=0.3, vi")).toBe("vi");
    expect(chooseLocale("fr-FR, fr;q=0.9, en-US;q=0.8, en;q=0.7")).toBe("en");
    expect(chooseLocale("fr, en;q=0.5, vi;q=0.5")).toBe("en"); // a tie goes to the one listed first
  });

  it("never chooses a language weighted q=0, and skips malformed weights", () => {
    expect(chooseLocale("en;q=0")).toBe("vi");
    expect(chooseLocale("en;q=0.000, vi;q=0.1")).toBe("vi");
    expect(chooseLocale("vi;q=0, en;q=0.2")).toBe("en");
    expect(chooseLocale("en;q=abc")).toBe("vi");
    expect(chooseLocale("en;q=1.5")).toBe("vi");
  });

  it("reads the wildcard as the site's default, Vietnamese, at its weight", () => {
    expect(chooseLocale("*")).toBe("vi");
    expect(chooseLocale("fr, *;q=0.5")).toBe("vi");
    expect(chooseLocale("*;q=0.1, en;q=0.9")).toBe("en");
    expect(chooseLocale("en;q=0.3, *;q=0.5")).toBe("vi");
  });

  it("takes a header sent several times, and a very long one without trouble", () => {
    expect(chooseLocale(["fr", "en;q=0.5"])).toBe("en");
    expect(chooseLocale(`${"x-a, ".repeat(5000)}en`)).toBe("vi"); // cut after 512 characters
  });
});
