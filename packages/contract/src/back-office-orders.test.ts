import { describe, expect, it } from "vitest";
import { orderSearchQuery, readOrderQuery } from "./back-office-orders.ts";

describe("the order desk's search box", () => {
  it("reads a booking code in any case", () => {
    expect(readOrderQuery(" hc7k2m9qxa ")).toEqual({ kind: "code", code: "HC7K2M9QXA" });
  });

  it("reads an e-mail, lower-cased", () => {
    expect(readOrderQuery("Khach.Hang@Gmail.com")).toEqual({ kind: "email", email: "khach.hang@gmail.com" });
  });

  it("reads a phone typed any way as its E.164 form", () => {
    for (const typed of ["0905 111 333", "0905111333", "+84905111333", "84905111333", "+84 905-111-333", "(0905) 111.333"]) {
      expect(readOrderQuery(typed), typed).toEqual({ kind: "phone", e164: "+84905111333" });
    }
  });

  it("refuses anything else with a Vietnamese message", () => {
    for (const typed of ["", "abc", "12", "0905 111", "HC123", "khach@"]) expect(readOrderQuery(typed), typed).toBeNull();
    const parsed = orderSearchQuery.safeParse({ q: "abc" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toContain("mã đặt vé");
  });
});
