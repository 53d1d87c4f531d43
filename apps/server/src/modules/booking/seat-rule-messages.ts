import { MAX_SEATS_PER_ORDER } from "@hancine/contract/booking-constants";
import { type Msg, msg } from "@hancine/contract/i18n/message";
import type { SeatSelectionProblem } from "@hancine/contract/seat-rules";

/**
 * The seat rules' refusals as catalogue entries (`i18n/*\/seat-rules.ts`, decision 090). The seat map
 * keeps the contract's own Vietnamese functions (`seat-rules.ts`), so its bundle does not grow; these
 * keys say the same words, word for word (`seat-rule-messages.test.ts`), and English.
 */
export const unavailableSeatsMsg = (labels: readonly string[]): Msg => msg("seats.taken", { seats: labels.join(", ") });
export const companionAloneMsg = (labels: readonly string[]): Msg => msg("seats.companionAlone", { seats: labels.join(", ") });

/** A selection's problem (`checkSeatSelection`), its seats named by `labelOf` as the contract names them. */
export function seatProblemMsg(problem: SeatSelectionProblem, labelOf: (seatId: string) => string): Msg {
  const seats = problem.seatIds.map(labelOf).join(", ");
  switch (problem.kind) {
    case "unavailable":
      return msg("seats.taken", { seats });
    case "too_many":
      return msg("seats.tooMany", { max: MAX_SEATS_PER_ORDER });
    case "companion_alone":
      return msg("seats.companionAlone", { seats });
    case "stranded":
      return msg("seats.stranded", { seats });
  }
}
