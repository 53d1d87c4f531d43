import { describe, expect, it } from "vitest";
import { filmColours } from "./film-colours.ts";

describe("film colours", () => {
  it("gives the day's films different colours in order, and any other film a stable one", () => {
    const colourOf = filmColours(["a", "b", "c", "a"]);
    expect(colourOf("a")).not.toEqual(colourOf("b"));
    expect(colourOf("b")).not.toEqual(colourOf("c"));
    expect(colourOf("zzz")).toEqual(filmColours([])("zzz"));
  });
});
