import type { Catalogue } from "../catalogue.ts";
import type { buyTicketsVi } from "../vi/buy-tickets.ts";

/** The quick purchase page in English (decision 097). */
export const buyTicketsEn: Catalogue<typeof buyTicketsVi> = {
  "buy.metaTitle": "Buy cinema tickets by film, cinema or date – {brand}",
  "buy.metaDescription": "Choose a film, a cinema or a day to see the showtimes still on sale and book tickets online.",
  "buy.title": "Buy tickets",
  "buy.ways": "How to choose",
  "buy.way.film": "By film",
  "buy.way.cinema": "By cinema",
  "buy.way.date": "By date",
  "buy.loading": "Loading…",
  "buy.chooseDay": "Choose a day",
  "buy.film.heading": "Choose a film",
  "buy.film.list": "Now showing",
  "buy.film.none": "No films are showing {where} yet. Please try another area.",
  "buy.film.results": "Showtimes of {film}",
  "buy.film.empty": "This film has no showtimes on this day {where}. Please try another day.",
  "buy.film.prompt": "Choose a film above to see its showtimes.",
  "buy.cinema.heading": "Choose a cinema",
  "buy.cinema.list": "Cinemas",
  "buy.cinema.none": "There are no cinemas {where} yet. Please try another area.",
  "buy.cinema.results": "Showtimes at {cinema}",
  "buy.cinema.empty": "This cinema has no showtimes on this day. Please try another day.",
  "buy.cinema.prompt": "Choose a cinema above to see its showtimes.",
  "buy.date.heading": "Choose a day",
  "buy.date.list": "Days",
  "buy.date.today": "Showtimes today {where}",
  "buy.date.day": "Showtimes on {day} {where}",
  "buy.date.noneWithFeature": "No “{feature}” showtimes on this day {where}. Please clear the filter or choose another day.",
  "buy.date.none": "No more showtimes on sale on this day {where}. Please try another day or another area.",
};
