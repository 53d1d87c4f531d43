import { CANCEL_BEFORE_MINUTES_DEFAULT } from "@hancine/contract/after-sale";
import { HOLD_MINUTES_DEFAULT, MAX_SEATS_PER_ORDER } from "@hancine/contract/booking-constants";
import { paths } from "#web/features/site/paths.ts";
import { emailLink, hotlineTextEn, type InfoContentOf } from "#web/features/discover/info-pages/info-content.ts";

/** "2 hours", "90 minutes", "1 hour 30 minutes". */
function durationEn(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = `${hours} ${hours === 1 ? "hour" : "hours"}`;
  const m = `${rest} ${rest === 1 ? "minute" : "minutes"}`;
  if (hours === 0) return m;
  return rest === 0 ? h : `${h} ${m}`;
}

/** The English of `../faq.ts` (decision 095). */
export const faqContentEn: InfoContentOf = (site) => ({
  title: "FAQ",
  description: `How to book online at ${site.brand}, the ${HOLD_MINUTES_DEFAULT}-minute seat hold, the P/K/T13/T16/T18 age ratings, refunds and QR tickets.`,
  lead: `What our customers ask most when booking at ${site.brand}. Can't find your answer? Call our hotline ${hotlineTextEn(site)}.`,
  sections: [
    {
      heading: "Booking",
      qa: [
        {
          q: "How do I book online?",
          a: [
            `Go to [Buy tickets](${paths.buyTickets()}), choose a film, a cinema or a date, then a showtime. On the seat map, choose up to ${MAX_SEATS_PER_ORDER} seats, add snacks if you like, enter a promo code (if you have one) and pay.`,
            "You need to sign in to hold seats. No account yet? Signing up takes a minute.",
          ],
        },
        {
          q: "How long are my seats held?",
          a: [
            `${HOLD_MINUTES_DEFAULT} minutes from when you choose them. A countdown shows on the booking page. If you have not paid by then, the seats go back on sale and you need to choose again.`,
          ],
        },
        {
          q: "How can I pay?",
          a: [
            "Through VNPay (Vietnamese ATM cards, Visa/Mastercard/JCB cards, VNPAY-QR in your banking app), or the MoMo or ZaloPay wallets where the cinema accepts them.",
          ],
        },
        {
          q: "How are ticket prices set?",
          a: [
            `By the film's format (2D, 3D, IMAX, 4DX), the seat type, the showtime's start (before 12:00, 12:00–17:59, from 18:00) and the day (weekday, weekend, public holiday). Each cinema's prices are on [Cinemas & prices](${paths.theatersPrices()}). A couple seat's price is for two people.`,
          ],
        },
      ],
    },
    {
      heading: "E-tickets",
      qa: [
        {
          q: "Where do I get my tickets?",
          a: [
            `As soon as your payment goes through, your tickets with their QR codes are e-mailed to you and kept in [your account](${paths.account()}). No need to print: show the QR code on your phone and our staff scan it at the auditorium door.`,
          ],
        },
        {
          q: "How many times can a QR code be used?",
          a: [
            "Once. When it is scanned the ticket is marked as used, and a second scan is refused. So please don't post a photo of your ticket on social media.",
          ],
        },
      ],
    },
    {
      heading: "Age ratings",
      qa: [
        {
          q: "What do P, K, T13, T16 and T18 mean?",
          a: [
            "P: for audiences of all ages.",
            "K: for audiences under 13, with a parent or guardian.",
            "T13: for audiences aged 13 and over.",
            "T16: for audiences aged 16 and over.",
            "T18: for audiences aged 18 and over.",
          ],
        },
        {
          q: "Do cinemas check ages?",
          a: [
            "Yes. For T13, T16 and T18 films our staff may ask for a photo ID. Anyone under age cannot enter the auditorium and the ticket is not refunded, so please check the film's rating before you buy.",
          ],
        },
      ],
    },
    {
      heading: "Exchanges, cancellations and refunds",
      qa: [
        {
          q: "Can I exchange or cancel a ticket I bought?",
          a: [
            `Yes, up to ${durationEn(CANCEL_BEFORE_MINUTES_DEFAULT)} before the showing and while the ticket has not been scanned. On your ticket page or under your upcoming tickets in your account, cancel to be refunded the way you paid (points you used come back too), or exchange to move to another showing of the same film and choose seats again: you pay the difference or get it back.`,
            "Each order can be exchanged once. After that time, tickets cannot be exchanged or refunded.",
          ],
        },
        {
          q: "I was charged but got no ticket?",
          a: [
            "If your payment completes after the seat hold ends, or the seats can no longer be held, we refund you automatically the way you paid and send you an e-mail. How soon the money arrives depends on your bank, usually 1 to 7 working days.",
            `If after 30 minutes you still have neither tickets nor a refund e-mail, send your order code to ${emailLink(site, "No tickets received")} and we will look into it.`,
          ],
        },
        {
          q: "What if a showing is cancelled?",
          a: ["If the cinema cancels a showing, you get a full refund and an e-mail to the address you signed up with."],
        },
      ],
    },
  ],
});
