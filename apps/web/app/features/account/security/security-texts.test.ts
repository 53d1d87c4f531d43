import { describe, expect, it } from "vitest";
import { messagesFor } from "#web/lib/i18n/messages.server.ts";
import { translator } from "#web/lib/i18n/messages.tsx";
import { deviceName, formatMoment, groupedSecret, inSentence, recoveryCodesFile, timeAgo } from "./security-texts.ts";

const vi = translator("vi", messagesFor("vi", ["account-page"]));
const en = translator("en", messagesFor("en", ["account-page"]));

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
    expect(timeAgo("2026-11-29T11:59:30Z", now, vi)).toBe("Vừa xong");
    expect(timeAgo("2026-11-29T11:55:00Z", now, vi)).toBe("5 phút trước");
    expect(timeAgo("2026-11-29T09:00:00Z", now, vi)).toBe("3 giờ trước");
    expect(timeAgo("2026-11-27T12:00:00Z", now, vi)).toBe("2 ngày trước");
    expect(timeAgo("2026-09-01T12:00:00Z", now, vi)).toBe("ngày 01/09/2026");
    // A clock a little ahead of the browser's is "just now", never "in the future".
    expect(timeAgo("2026-11-29T12:00:05Z", now, vi)).toBe("Vừa xong");
    // In English (decision 096), lower-cased inside a sentence the same way.
    expect(formatMoment("2026-11-29T10:42:00Z", "en")).toBe("17:42 29 Nov 2026");
    expect(inSentence(timeAgo("2026-11-29T11:59:30Z", now, en))).toBe("just now");
    expect(timeAgo("2026-11-29T11:59:00Z", now, en)).toBe("1 minute ago");
    expect(timeAgo("2026-11-29T09:00:00Z", now, en)).toBe("3 hours ago");
    expect(inSentence(timeAgo("2026-09-01T12:00:00Z", now, en))).toBe("on 1 Sep 2026");
  });

  it("writes the recovery codes' file with the account, the time and the ten codes numbered", () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
    const file = recoveryCodesFile(codes, "lan@hancine.vn", "2026-11-29T10:42:00Z", vi);
    expect(file).toContain("Tài khoản: lan@hancine.vn");
    expect(file).toContain("Tạo lúc: 17:42 29/11/2026");
    expect(file).toContain(" 1. abcde-fgh0k");
    expect(file).toContain("10. abcde-fgh9k");
  });

  it("names a device by its browser and system, or the app", () => {
    expect(deviceName({ client: "web", browser: "Chrome 131", os: "Windows 10" }, vi)).toBe("Chrome 131 trên Windows 10");
    expect(deviceName({ client: "app", browser: "Không rõ", os: "iOS 18" }, vi)).toBe("Ứng dụng HanCine trên iOS 18");
    expect(deviceName({ client: "web", browser: "Firefox 140", os: "Không rõ" }, vi)).toBe("Firefox 140");
    expect(deviceName({ client: "app", browser: "Unknown", os: "iOS 18" }, en)).toBe("HanCine app on iOS 18");
    expect(deviceName({ client: "web", browser: "Firefox 140", os: "Unknown" }, en)).toBe("Firefox 140");
  });
});
