import type { Catalogue } from "../catalogue.ts";
import type { showtimesVi } from "../vi/showtimes.ts";

/** The English of `vi/showtimes.ts`, key for key (decision 092). */
export const showtimesEn: Catalogue<typeof showtimesVi> = {
  "showtimes.today": "Today",
  "showtimes.noneThatDay": ", no showtimes",
  "showtimes.noMatch": "No showtimes match the filters on this day.",
  "showtimes.clearFilters": "Clear filters",
  "showtimes.filters": "Filter showtimes",
  "showtimes.format": "Format",
  "showtimes.all": "All",
  "showtimes.sound": "Language",
  "showtimes.part": "Time of day",
  "showtimes.wholeDay": "All day",
  "showtimes.morning": "Morning (before 12:00)",
  "showtimes.afternoon": "Afternoon (12:00–17:59)",
  "showtimes.evening": "Evening (18:00–21:59)",
  "showtimes.late": "Late (from 22:00)",
  "showtimes.access": "Accessibility",
  "showtimes.anyShowtime": "Any showtime",
  "showtimes.soldOut": "Sold out",
  "showtimes.fewLeft": "Almost full · {left} left",
  "showtimes.seatsLeft": "{left, plural, one {# seat} other {# seats}} left",
  "showtimes.waitingRoom": "Waiting room",
  "showtimes.group": "{format} showtimes at {place}",
};
