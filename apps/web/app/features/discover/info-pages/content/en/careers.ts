import { emailLink, type InfoContentOf } from "#web/features/discover/info-pages/info-content.ts";

/** The English of `../careers.ts` (decision 095). */
export const careersContentEn: InfoContentOf = (site) => ({
  title: "Careers",
  description: `Work at ${site.brand}: cinema staff, projectionists, shift managers and office roles. How to apply.`,
  lead: `Love films and enjoy working with people? ${site.brand} is always glad to welcome new team members at our cinemas and offices.`,
  sections: [
    {
      heading: "Roles we often hire for",
      items: [
        "Cinema staff (box office, snack bar, ushers): full time or part-time shifts, students welcome.",
        "Projectionists: projectors, sound, IMAX and 4DX auditoriums.",
        "Shift managers and cinema managers.",
        "Office: customer care, marketing, sales, technology.",
      ],
    },
    {
      heading: "What you get",
      items: [
        "Hourly or monthly pay, holiday and Lunar New Year bonuses, insurance as the labour law requires.",
        "Free film tickets for staff.",
        "Proper training and a path to shift manager.",
      ],
    },
    {
      heading: "How to apply",
      paragraphs: [
        `Send your CV to ${emailLink(site, "Application – [role] – [cinema]")} with the role and the cinema you would like in the subject. We contact suitable applicants within 5 working days. Your application is used for recruitment only.`,
      ],
    },
  ],
});
