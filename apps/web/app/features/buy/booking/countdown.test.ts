import { describe, expect, it } from "vitest";
import { formatCountdown, spokenCountdown } from "./countdown.ts";

describe("countdown", () => {
  it("shows mm:ss, rounding part seconds up and stopping at zero", () => {
    expect(formatCountdown(600_000)).toBe("10:00");
    expect(formatCountdown(581_200)).toBe("09:42");
    expect(formatCountdown(60_000)).toBe("01:00");
    expect(formatCountdown(59_001)).toBe("01:00");
    expect(formatCountdown(999)).toBe("00:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-5000)).toBe("00:00");
  });

  it("says the time left in words", () => {
    expect(spokenCountdown(581_000)).toBe("9 phút 41 giây");
    expect(spokenCountdown(60_000)).toBe("1 phút");
    expect(spokenCountdown(42_000)).toBe("42 giây");
  });
});
