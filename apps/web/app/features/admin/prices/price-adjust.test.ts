import { describe, expect, it } from "vitest";
import { adjustedCells } from "./price-adjust.tsx";

describe("'Điều chỉnh nhanh'", () => {
  const cells = { "2D/vip/weekend/evening": "95.000", "3D/vip/weekend/evening": "110.000", "3D/standard/weekday/morning": "60.000" };

  it("adds an amount to every priced cell of the format, leaving the others", () => {
    expect(adjustedCells(cells, "3D", "3D", -5000)).toEqual({ ...cells, "3D/vip/weekend/evening": "105.000", "3D/standard/weekday/morning": "55.000" });
  });

  it("fills a format from another one plus an amount", () => {
    const next = adjustedCells(cells, "4DX", "3D", 50_000);
    expect(next["4DX/vip/weekend/evening"]).toBe("160.000");
    expect(next["4DX/standard/weekday/morning"]).toBe("110.000");
    expect(next["4DX/couple/weekday/morning"]).toBeUndefined();
  });
});
