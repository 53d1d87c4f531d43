import type { SiteInfo } from "@hancine/contract/page-services";

export type InfoSection = {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Questions and their answers (each answer one or more paragraphs). */
  qa?: { q: string; a: string[] }[];
};

/**
 * One information page; texts may link with `[label](/path)`. `sectionsLang`: the sections are in
 * another language than the page's (an English legal page keeps the Vietnamese text, which governs).
 */
export type InfoContent = { title: string; description: string; lead: string; updated?: string; sections: InfoSection[]; sectionsLang?: "vi" };

export type InfoContentOf = (site: SiteInfo) => InfoContent;

/** "113 (9:00–22:00 hằng ngày)" as the footer writes it. */
export const hotlineText = (site: SiteInfo) => `[${site.hotline}](tel:${site.hotline}) (${site.hotlineHours.replace(" - ", "–")} hằng ngày)`;
export const emailLink = (site: SiteInfo, subject?: string) =>
  `[${site.email}](mailto:${site.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""})`;

/** "113 (9:00–22:00 daily)": the hotline on an English page. */
export const hotlineTextEn = (site: SiteInfo) => `[${site.hotline}](tel:${site.hotline}) (${site.hotlineHours.replace(" - ", "–")} daily)`;
