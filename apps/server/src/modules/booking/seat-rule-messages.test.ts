import { describe, expect, it } from "vitest";
import type { SeatStatus } from "@hancine/contract/booking-constants";
import {
  checkSeatSelection,
  companionAloneMessage,
  type RuleSeat,
  strandedSeatsMessage,
  tooManySeatsMessage,
  unavailableSeatsMessage,
} from "@hancine/contract/seat-rules";
import { renderMessage } from "#server/messages.ts";
import { companionAloneMsg, seatProblemMsg, unavailableSeatsMsg } from "./seat-rule-messages.ts";

/** A row of seats A1…An, side by side. */
const row = (statuses: SeatStatus[]): RuleSeat[] => statuses.map((status, i) => ({ id: `s${i + 1}`, label: `A${i + 1}`, status, x: i, y: 0, span: 1 }));

describe("the seat rules' refusals, as the server writes them", () => {
  it("say in Vietnamese exactly what the seat map says", () => {
    expect(renderMessage("vi", unavailableSeatsMsg(["A1", "A2"]))).toBe(unavailableSeatsMessage(["A1", "A2"]));
    expect(renderMessage("vi", companionAloneMsg(["B3"]))).toBe(companionAloneMessage(["B3"]));
    const seats = row([
      "available",
      "available",
      "available",
      "held",
      "available",
      "available",
      "available",
      "available",
      "available",
      "available",
      "available",
      "available",
    ]);
    const label = (id: string) => seats.find((seat) => seat.id === id)?.label ?? id;
    const cases = [
      [["s4"], "unavailable"],
      [["s1", "s2", "s3", "s5", "s6", "s7", "s8", "s9", "s10"], "too_many"],
      [["s2"], "stranded"],
    ] as const;
    for (const [selected, kind] of cases) {
      const problem = checkSeatSelection(seats, selected);
      expect(problem?.kind, selected.join()).toBe(kind);
      expect(renderMessage("vi", seatProblemMsg(problem!, label))).toBe(problem!.message);
    }
    expect(tooManySeatsMessage()).toMatch(/tối đa 8 ghế/);
    expect(strandedSeatsMessage(["A1"])).toMatch(/^Ghế A1 sẽ bị bỏ trống/);
  });

  it("say it in English too", () => {
    expect(renderMessage("en", unavailableSeatsMsg(["A1", "A2"]))).toBe("Someone has just chosen A1, A2. Please choose other seats.");
    expect(renderMessage("en", seatProblemMsg({ kind: "too_many", seatIds: [], message: "" }, String))).toBe(
      "An order can have at most 8 seats. Please remove some seats before choosing more.",
    );
  });
});
