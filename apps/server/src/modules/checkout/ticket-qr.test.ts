import { describe, expect, it } from "vitest";
import { newTicketCode, readTicketQr, ticketQrKey, ticketQrPayload } from "./ticket-qr.ts";

const key = ticketQrKey("a-session-secret-of-at-least-32-characters");

describe("ticket QR payload", () => {
  it("is compact, and reads back as the ticket it was made for", () => {
    const code = newTicketCode();
    const payload = ticketQrPayload(key, code);
    expect(payload).toMatch(/^HC1\.[2-9A-HJKMNP-Z]{10}\.[A-Za-z0-9_-]{16}$/);
    expect(readTicketQr(key, payload)).toEqual({ kind: "signed", code });
    expect(readTicketQr(key, ` ${payload}\n`)).toEqual({ kind: "signed", code });
  });

  it("refuses a changed code, a changed signature, or a payload signed with another key", () => {
    const payload = ticketQrPayload(key, "7K2QXM9PAB");
    expect(readTicketQr(key, payload.replace("7K2QXM9PAB", "7K2QXM9PAC"))).toEqual({ kind: "forged" });
    expect(readTicketQr(key, payload.slice(0, -1) + (payload.endsWith("A") ? "B" : "A"))).toEqual({ kind: "forged" });
    expect(readTicketQr(ticketQrKey("another-secret-another-secret-another"), payload)).toEqual({ kind: "forged" });
    expect(readTicketQr(key, "HC1.7K2QXM9PAB.short")).toEqual({ kind: "forged" });
  });

  it("accepts a typed ticket code (any case, with spaces or dashes) and nothing else", () => {
    expect(readTicketQr(key, "7k2q-xm9p ab")).toEqual({ kind: "typed", code: "7K2QXM9PAB" });
    expect(readTicketQr(key, "https://example.com")).toEqual({ kind: "unreadable" });
    expect(readTicketQr(key, "HC2.7K2QXM9PAB.AAAAAAAAAAAAAAAA")).toEqual({ kind: "unreadable" });
  });
});
