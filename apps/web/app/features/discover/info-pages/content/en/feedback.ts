import { paths } from "#web/features/site/paths.ts";
import { emailLink, hotlineTextEn, type InfoContentOf } from "#web/features/discover/info-pages/info-content.ts";

/** The English of `../feedback.ts` (decision 095). */
export const feedbackContentEn: InfoContentOf = (site) => ({
  title: "Feedback",
  description: `Send ideas, praise or complaints about ${site.brand}'s cinemas, showtimes, service and website.`,
  lead: `We read every message and pass it to the right cinema and team. Thank you for helping ${site.brand} do better.`,
  sections: [
    {
      heading: "How to reach us",
      items: [
        `E-mail: ${emailLink(site, `Feedback for ${site.brand}`)}. We reply within 2 working days.`,
        `Hotline: ${hotlineTextEn(site)}, best when you need help right away (at the cinema, for example).`,
        "At the cinema: the shift manager is always at the box office.",
      ],
    },
    {
      heading: "To help us help you faster",
      items: [
        "Your order code (in your ticket e-mail) if it is about a booking.",
        "The cinema, the date and time of the showing, the auditorium or seat number.",
        "A short description of what happened and what you would like; a screenshot if it is a website problem.",
      ],
    },
    {
      heading: "Your data",
      paragraphs: [`What you send us is used only to reply and improve our service, under our [Privacy policy](${paths.privacy()}).`],
    },
  ],
});
