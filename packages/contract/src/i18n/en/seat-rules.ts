import type { Catalogue } from "../catalogue.ts";
import type { seatRulesVi } from "../vi/seat-rules.ts";

/** The English of `vi/seat-rules.ts`, key for key (decision 090). */
export const seatRulesEn: Catalogue<typeof seatRulesVi> = {
  "seats.tooMany": "An order can have at most {max} seats. Please remove some seats before choosing more.",
  "seats.taken": "Someone has just chosen {seats}. Please choose other seats.",
  "seats.stranded":
    "This would leave {seats} empty on their own, between taken seats or beside an aisle, where nobody could buy them. Please also choose {seats}, or move to seats next to each other.",
  "seats.companionAlone":
    "{seats}: these seats are for companions of wheelchair users and are only sold with a wheelchair space in the same order. Please also choose the wheelchair space beside them, or choose other seats.",
};
