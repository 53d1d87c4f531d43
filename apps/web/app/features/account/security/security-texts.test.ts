import { describe, expect, it } from "vitest";
import { deviceName, formatMoment, groupedSecret, recoveryCodesFile, timeAgo } from "./security-texts.ts";

describe("the security page's words", () => {
  it("groups an authenticator secret by four for typing", () => {
    expect(groupedSecret("HANCINEDEMOTOTPSECRET234")).toBe("HANC INED EMOT OTPS ECRE T234");
    expect(groupedSecret("ABCDEFG")).toBe("ABCD EFG");
    expect(groupedSecret("")).toBe("");
  });

  it("says a moment on the chain's clock, 24-hour, and how long ago", () => {
    expect(formatMoment("2026-11-29T10:42:00Z")).toBe("17:42 29/11/2026");
    expect(formatMoment("2026-11-29T17:05:00Z")).toBe("00:05 30/11/2026");
    const now = Date.parse("2026-11-29T12:00:00Z");
    expect(timeAgo("2026-11-29T11:59:30Z", now)).toBe("Vừa xong");
    expect(timeAgo("2026-11-29T11:55:00Z", now)).toBe("5 phút trước");
    expect(timeAgo("2026-11-29T09:00:00Z", now)).toBe("3 giờ trước");
    expect(timeAgo("2026-11-27T12:00:00Z", now)).toBe("2 ngày trước");
    expect(timeAgo("2026-09-01T12:00:00Z", now)).toBe("ngày 01/09/2026");
    // A clock a little ahead of the browser's is "just now", never "in the future".
    expect(timeAgo("2026-11-29T12:00:05Z", now)).toBe("Vừa xong");
  });

  it("writes the recovery codes' file with the account, the time and the ten codes numbered", () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
    const file = recoveryCodesFile(codes, "lan@hancine.vn", "2026-11-29T10:42:00Z");
    expect(file).toContain("Tài khoản: lan@hancine.vn");
    expect(file).toContain("Tạo lúc: 17:42 29/11/2026");
    expect(file).toContain(" 1. abcde-fgh0k");
    expect(file).toContain("10. abcde-fgh9k");
  });

  it("names a device by its browser and system, or the app", () => {
    expect(deviceName({ client: "web", browser: "Chrome 131", os: "Windows 10" })).toBe("Chrome 131 trên Windows 10");
    expect(deviceName({ client: "app", browser: "Không rõ", os: "iOS 18" })).toBe("Ứng dụng HanCine trên iOS 18");
    expect(deviceName({ client: "web", browser: "Firefox 140", os: "Không rõ" })).toBe("Firefox 140");
  });
});
