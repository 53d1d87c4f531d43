import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./client-device.ts";
import { placeOf } from "./client-place.ts";

describe("a session's device and place, as its owner reads them", () => {
  it("names the browser and system from the User-Agent", () => {
    const windows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    expect(describeUserAgent(windows)).toEqual({ browser: "Chrome 131", os: "Windows 10" });
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    expect(describeUserAgent(iphone)).toEqual({ browser: "Safari 17", os: "iOS 17.5" });
    expect(describeUserAgent(undefined)).toEqual({ browser: "Không rõ", os: "Không rõ" });
    expect(describeUserAgent("lightMyRequest")).toEqual({ browser: "Không rõ", os: "Không rõ" });
  });

  it("places private and loopback addresses on the internal network, others by country", () => {
    for (const ip of ["127.0.0.1", "10.1.2.3", "192.168.1.10", "172.20.0.5", "::1", "fd00::1", "::ffff:192.168.0.1"])
      expect(placeOf(ip), ip).toBe("Mạng nội bộ");
    expect(placeOf("14.160.0.1")).toBe("Việt Nam");
    expect(placeOf("8.8.8.8")).toBe("Hoa Kỳ");
    expect(placeOf("not an address")).toBe("Không rõ");
    expect(placeOf(null)).toBe("Không rõ");
  });
});
