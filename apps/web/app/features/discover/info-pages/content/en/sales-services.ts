import { paths } from "#web/features/site/paths.ts";
import { emailLink, hotlineTextEn, type InfoContentOf } from "#web/features/discover/info-pages/info-content.ts";

/** The English of `../sales-services.ts` (decision 095). */
export const salesServicesContentEn: InfoContentOf = (site) => ({
  title: "Sales & services",
  description: `${site.brand} for companies and groups: tickets in bulk, private screenings, cinema advertising, gift vouchers.`,
  lead: `${site.brand} works with companies, schools and groups of friends on private screenings, events and gifts.`,
  sections: [
    {
      heading: "Services",
      items: [
        "Tickets in bulk for staff, customers or students: volume prices, VAT invoices.",
        "Hire a whole auditorium for a product launch, a conference, a private screening or a birthday; show your own content on the big screen.",
        "Cinema advertising: before the film, on the lobby screens, standees and at the snack bar.",
        "Film vouchers and snack combos as gifts, printed with your company's name.",
      ],
    },
    {
      heading: "Contact our sales team",
      paragraphs: [
        `Send your request to ${emailLink(site, "Business services request")} with the date, the cinema you would like, the number of guests and what you need; we send a quote within 1 working day. Hotline: ${hotlineTextEn(site)}.`,
        `Our cinemas and their auditoriums' capacity are on [Cinemas & prices](${paths.theatersPrices()}).`,
      ],
    },
  ],
});
