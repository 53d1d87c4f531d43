import { describe, expect, it } from "vitest";
import { byDistance, distanceKm, distanceText } from "./nearby.ts";
import { translator } from "#web/lib/i18n/messages.tsx";
import { messagesFor } from "#web/lib/i18n/messages.server.ts";

const vi = translator("vi", messagesFor("vi", ["cinemas"]));
const en = translator("en", messagesFor("en", ["cinemas"]));

// Published great-circle distances: Hà Nội (Hồ Gươm) – TP Hồ Chí Minh (chợ Bến Thành) ≈ 1,138 km;
// one degree of latitude ≈ 111.2 km.
const HO_GUOM = { latitude: 21.0287, longitude: 105.8524 };
const BEN_THANH = { latitude: 10.7725, longitude: 106.698 };

describe("distances to cinemas", () => {
  it("measures the great-circle distance", () => {
    expect(distanceKm(HO_GUOM, BEN_THANH)).toBeGreaterThan(1130);
    expect(distanceKm(HO_GUOM, BEN_THANH)).toBeLessThan(1146);
    expect(distanceKm({ latitude: 10, longitude: 106 }, { latitude: 11, longitude: 106 })).toBeCloseTo(111.2, 0);
    expect(distanceKm(HO_GUOM, HO_GUOM)).toBe(0);
  });

  it("puts the nearest cinema first and those without a known place last", () => {
    const cinemas = [
      { slug: "sai-gon", location: BEN_THANH },
      { slug: "unknown", location: null },
      { slug: "trang-tien", location: { latitude: 21.0249, longitude: 105.8552 } },
    ];
    const sorted = byDistance(cinemas, HO_GUOM);
    expect(sorted.map((c) => c.slug)).toEqual(["trang-tien", "sai-gon", "unknown"]);
    expect(sorted[0]!.km).toBeLessThan(1);
    expect(sorted[2]!.km).toBeNull();
  });

  it("says the distance the Vietnamese way: metres when near, a decimal comma, a thousands dot", () => {
    expect(distanceText(vi, 0.4449)).toBe("Cách 440 m");
    expect(distanceText(vi, 2.34)).toBe("Cách 2,3 km");
    expect(distanceText(vi, 1138.4)).toBe("Cách 1.138 km");
  });

  it("and the English way on an English page: a decimal point, a thousands comma", () => {
    expect(distanceText(en, 0.4449)).toBe("440 m away");
    expect(distanceText(en, 2.34)).toBe("2.3 km away");
    expect(distanceText(en, 1138.4)).toBe("1,138 km away");
  });
});
