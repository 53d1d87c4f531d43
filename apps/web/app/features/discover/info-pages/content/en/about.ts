import { paths } from "#web/features/site/paths.ts";
import { emailLink, hotlineTextEn, type InfoContentOf } from "#web/features/discover/info-pages/info-content.ts";

/** The English of `../about.ts` (decision 095). */
export const aboutContentEn: InfoContentOf = (site) => ({
  title: "About us",
  description: `${site.brand} – a cinema chain born on the Han River in Da Nang: book online, get your tickets as QR codes, cinemas in many provinces and cities.`,
  lead: `${site.brand} is a cinema chain born on the banks of the Han River in Da Nang. We want every showing to be a good night out: quick to book, comfortable seats, the right picture and sound.`,
  sections: [
    {
      heading: "Our cinemas",
      paragraphs: [
        `${site.brand} cinemas are in many provinces and cities, with 2D, 3D, IMAX and 4DX auditoriums, standard, VIP and couple seats, and wheelchair spaces. Each cinema's address, prices and showtimes are on [Cinemas & prices](${paths.theatersPrices()}).`,
      ],
    },
    {
      heading: "Tickets without the queue",
      items: [
        "Choose the film, cinema, showtime and seats on our website; your seats are held for 10 minutes while you pay.",
        "Pay through VNPay (ATM cards, international cards, VNPAY-QR) or an e-wallet.",
        "Your e-ticket comes with a QR code by e-mail and stays in your account; our staff scan it at the auditorium door.",
      ],
    },
    {
      heading: "Our promise",
      items: [
        "Published prices by format, seat type, time of day and day; no hidden fees for booking online.",
        "Every film's age rating (P, K, T13, T16, T18) is shown before you buy.",
        `Your personal data is handled under our [Privacy policy](${paths.privacy()}).`,
      ],
    },
    {
      heading: "Contact",
      paragraphs: [`Hotline: ${hotlineTextEn(site)}. E-mail: ${emailLink(site)}.`],
    },
  ],
});
