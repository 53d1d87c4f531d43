import { describe, expect, it } from "vitest";
import { SEAT_STATUS_LABELS, SEAT_TYPE_LABELS, TICKET_TYPE_LABELS, TICKET_TYPE_NOTE, TICKET_TYPES } from "@hancine/contract/booking-constants";
import { compileCatalogue } from "@hancine/contract/i18n/compile-catalogue";
import { purchaseEn } from "@hancine/contract/i18n/en/purchase";
import { purchaseVi } from "@hancine/contract/i18n/vi/purchase";
import { companionAloneMessage, strandedSeatsMessage, tooManySeatsMessage, unavailableSeatsMessage } from "@hancine/contract/seat-rules";
import { PAYMENT_METHOD_NAMES } from "@hancine/contract/voucher-rules";
import { translator } from "#web/lib/i18n/messages.tsx";
import { countdownParts, spokenCountdown } from "./countdown.ts";

// The booking page's words moved into the purchase catalogue (decision 093): the Vietnamese stays
// word for word what the contract's own texts say, and the English reads as written here by hand.
const vi = translator("vi", compileCatalogue(purchaseVi)).t;
const en = translator("en", compileCatalogue(purchaseEn)).t;

describe("the purchase catalogue in Vietnamese", () => {
  it("says the seat rules as the contract (and the server) do", () => {
    expect(vi("purchase.rules.tooMany", { max: 8 })).toBe(tooManySeatsMessage());
    expect(vi("purchase.rules.taken", { seats: "E7, E8" })).toBe(unavailableSeatsMessage(["E7", "E8"]));
    expect(vi("purchase.rules.stranded", { seats: "E9" })).toBe(strandedSeatsMessage(["E9"]));
    expect(vi("purchase.rules.companionAlone", { seats: "A6" })).toBe(companionAloneMessage(["A6"]));
  });

  it("names seat types, statuses, ticket types and gateways as the contract does", () => {
    for (const [type, label] of Object.entries(SEAT_TYPE_LABELS)) expect(vi("purchase.seat.type", { type })).toBe(label);
    for (const status of ["available", "held", "sold", "blocked"] as const) expect(vi("purchase.seat.status", { status })).toBe(SEAT_STATUS_LABELS[status]);
    for (const type of TICKET_TYPES) expect(vi("purchase.types.option", { type })).toBe(TICKET_TYPE_LABELS[type]);
    expect(vi("purchase.ticket.doorNote")).toBe(TICKET_TYPE_NOTE);
    for (const [method, name] of Object.entries(PAYMENT_METHOD_NAMES)) expect(vi("purchase.pay.method", { method })).toBe(name);
  });

  it("says the time left as before", () => {
    for (const ms of [581_000, 60_000, 42_000, 1_000, 0]) expect(vi("purchase.timer.spoken", countdownParts(ms))).toBe(spokenCountdown(ms));
  });
});

describe("the purchase catalogue in English", () => {
  it("says the time left with English plurals", () => {
    expect(en("purchase.timer.spoken", countdownParts(581_000))).toBe("9 minutes 41 seconds");
    expect(en("purchase.timer.spoken", countdownParts(61_000))).toBe("1 minute 1 second");
    expect(en("purchase.timer.spoken", countdownParts(60_000))).toBe("1 minute");
    expect(en("purchase.timer.spoken", countdownParts(1_000))).toBe("1 second");
  });

  it("counts seats, points and tickets the English way, money still in dong", () => {
    expect(en("purchase.pick.held", { count: 1, seats: "E7" })).toBe("1 seat held: E7.");
    expect(en("purchase.points.balance", { points: 1200, value: "1.000 ₫" })).toBe("You have 1,200 points (1 point = 1.000 ₫).");
    expect(en("purchase.ticket.qrTitle", { count: 2 })).toBe("QR codes for the door (2 tickets)");
    expect(en("purchase.pick.taken", { seat: "E7", status: "sold" })).toBe("Seat E7 is sold. Please choose another seat.");
  });
});
