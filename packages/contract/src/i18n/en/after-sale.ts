import type { Catalogue } from "../catalogue.ts";
import type { afterSaleVi } from "../vi/after-sale.ts";

/** A paid order's after-sale words in English (decision 097). */
export const afterSaleEn: Catalogue<typeof afterSaleVi> = {
  "aftersale.rule":
    "{before, select, none {Orders can only be cancelled or moved to another showtime before the showtime starts.} minutes {Orders can only be cancelled or moved to another showtime up to {minutes, plural, one {# minute} other {# minutes}} before it starts.} hours {Orders can only be cancelled or moved to another showtime up to {hours, plural, one {# hour} other {# hours}} before it starts.} other {Orders can only be cancelled or moved to another showtime up to {hours, plural, one {# hour} other {# hours}} {minutes, plural, one {# minute} other {# minutes}} before it starts.}}",
  "aftersale.windowClosed": "This order could be cancelled or moved to another showtime until {time} on {day}; that time has passed.",
  "aftersale.admitted": "The tickets have already been scanned at the cinema, so the order can no longer be cancelled or changed.",
};
