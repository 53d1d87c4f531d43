import { describe, expect, it } from "vitest";
import { DEMO_BANNERS } from "./demo-data.ts";
import { demoBannerDrawings } from "./demo-seed-content.ts";

describe("the demo banners' art", () => {
  it("draws no words into either picture, wide or for phones: a phone never sees them cropped or shrunk to 9 px", () => {
    for (const banner of DEMO_BANNERS) {
      const { wide, phone } = demoBannerDrawings(banner);
      expect(phone).toMatchObject({ width: 800, height: 600 });
      for (const drawing of [wide, phone]) expect(drawing.svg, banner.link).not.toContain(`>${banner.cta}<`);
    }
  });
});
