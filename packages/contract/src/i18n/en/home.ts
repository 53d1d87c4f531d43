import type { Catalogue } from "../catalogue.ts";
import type { homeVi } from "../vi/home.ts";

/** The English of `vi/home.ts`, key for key (decision 092). */
export const homeEn: Catalogue<typeof homeVi> = {
  "home.meta.title": "{brand} – Book cinema tickets online",
  "home.meta.description": "Showtimes, online cinema tickets, promotions and film reviews at {brand} cinemas.",
  "home.heading": "{brand} – Book cinema tickets online",

  "home.banners.label": "Featured",
  "home.banners.previous": "Previous banner",
  "home.banners.next": "Next banner",
  "home.banners.resume": "Start rotating banners again",
  "home.banners.pause": "Stop rotating banners",
  "home.banners.show": "Show banner {n}",
  "home.banners.fallback1": "HanCine – the cinema by the Han River: book online and pick great seats in a few steps",
  "home.banners.fallback2": "Happy Wednesday: tickets from 45K at every HanCine cinema",
  "home.banners.fallback3": "IMAX at HanCine: a giant screen and immersive sound",
  "home.banners.fallback4": "10K off popcorn and drink combos booked with your tickets online",
  "home.banners.fallback5": "Get the HanCine app: members save 5K on every ticket and get tickets as QR codes",

  "home.quick.heading": "Quick booking",
  "home.quick.film": "Film",
  "home.quick.cinema": "Cinema",
  "home.quick.date": "Date",
  "home.quick.showtime": "Showtime",
  "home.quick.chooseFilm": "Film",
  "home.quick.chooseCinema": "Cinema",
  "home.quick.chooseDate": "Date",
  "home.quick.chooseShowtime": "Showtime",
  "home.quick.submit": "Book now",
  "home.quick.noMatch": "No showtimes match. Please choose something else.",
  "home.quick.failed": "Could not load the list.",
  "home.quick.retry": "Try again",
  "home.quick.loading": "Loading…",

  "home.films.heading": "Movies",
  "home.films.tabsLabel": "Film lists",
  "home.films.nowShowing": "Now showing",
  "home.films.comingSoon": "Coming soon",
  "home.films.imax": "IMAX",
  "home.films.all": "See all films",
  "home.emptyList": "Our server is having trouble with its data right now. Our team is working on it; please wait a moment.",

  "home.commentary.heading": "Cinema corner",
  "home.commentary.reviews": "Film reviews",
  "home.commentary.blog": "Film blog",
  "home.commentary.seeMore": "See more",
  "home.commentary.seeMoreOf": "See more {list}",
  "home.commentary.views": "{views, plural, one {# view} other {# views}}",
  "home.commentary.image": "Picture for the article: {title}",

  "home.promotions.heading": "Promotions",
  "home.promotions.previous": "Previous promotions",
  "home.promotions.next": "Next promotions",
  "home.promotions.list": "Promotions: swipe sideways or use the arrow keys to see more",
  "home.promotions.image": "Promotion picture: {title}",

  "home.app.eyebrow": "The {brand} app",
  "home.app.title": "Book online – never be late",
  "home.app.text":
    "See showtimes, pick great seats, add snacks and get your tickets as a QR code on your phone. Members earn points with every booking and get a birthday treat. Scan the code to get the free app.",
  "home.app.qr": "QR code to get the {brand} app",
  "home.app.qrCaption": "Scan the code with your phone's camera to open the app's download page",
  "home.app.appStore": "Download on the",
  "home.app.googlePlay": "Get it on",
  "home.app.screens": "{brand} app screens",
  "home.app.resume": "Start rotating screens again",
  "home.app.pause": "Stop rotating screens",
  "home.app.show": "Show screen {n}",
  "home.app.screenFilms": "HanCine app screen: the films now showing with posters and ratings",
  "home.app.screenShowtimes": "HanCine app screen: choosing a cinema, a day and a showtime",
  "home.app.screenSeats": "HanCine app screen: the seat map to choose seats",
  "home.app.screenTicket": "HanCine app screen: an e-ticket with its QR code for the entrance",

  "home.about.heading": "About us",
  "home.about.chain":
    "{brand} is a cinema chain born on the banks of the Han River in Da Nang. It brings audiences the latest Vietnamese and international blockbusters, large-screen IMAX auditoriums, immersive sound and comfortable seats. Besides showtimes updated every day, {brand} has a cinema corner with film reviews, a film blog and plenty of promotions, with tickets from 45K.",
  "home.about.booking":
    "Booking at {brand} is simple: under {buyTickets}, choose tickets by film, by cinema or by date, pick your seats and pay. Right after, you get a confirmation message and an e-mail with your tickets. At the cinema, collect your tickets at the counter or scan the QR code to enter – no queueing.",
  "home.about.buyTickets": "Buy tickets",
};
