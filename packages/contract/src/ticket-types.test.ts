import { describe, expect, it } from "vitest";
import { ticketTypeOptions, ticketTypePrice } from "./ticket-types.ts";

const prices = [
  {
    type: "standard",
    price: 90_000,
    ticketTypes: [
      { ticketType: "senior" as const, price: 50_000 },
      { ticketType: "student" as const, price: 60_000 },
    ],
  },
  { type: "couple", price: 200_000, ticketTypes: [] },
];

describe("ticket type options", () => {
  it("offers adult at the seat's price first, then the types the table prices, in the chain's order", () => {
    expect(ticketTypeOptions(prices, "standard")).toEqual([
      { ticketType: "adult", label: "Người lớn", price: 90_000 },
      { ticketType: "student", label: "HSSV", price: 60_000 },
      { ticketType: "senior", label: "Người cao tuổi (từ 60 tuổi)", price: 50_000 },
    ]);
  });

  it("offers only adult where the table prices no other type, and nothing for an unpriced seat type", () => {
    expect(ticketTypeOptions(prices, "couple").map((o) => o.ticketType)).toEqual(["adult"]);
    expect(ticketTypeOptions(prices, "vip")).toEqual([]);
  });

  it("prices a type the table sells and refuses one it does not", () => {
    expect(ticketTypePrice(prices, "standard", "student")).toBe(60_000);
    expect(ticketTypePrice(prices, "standard", "u22")).toBeNull();
    expect(ticketTypePrice(prices, "couple", "student")).toBeNull();
  });
});
