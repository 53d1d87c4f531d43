import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { SiteInfo } from "@hancine/contract/page-services";
import { messagesFor } from "#web/lib/i18n/messages.server.ts";
import type { InfoContent } from "./info-content.ts";
import { aboutContent } from "./content/about.ts";
import { careersContent } from "./content/careers.ts";
import { faqContent } from "./content/faq.ts";
import { feedbackContent } from "./content/feedback.ts";
import { operatingRulesContent } from "./content/operating-rules.ts";
import { privacyContent } from "./content/privacy.ts";
import { salesServicesContent } from "./content/sales-services.ts";
import { termsContent } from "./content/terms.ts";
import { aboutContentEn } from "./content/en/about.ts";
import { careersContentEn } from "./content/en/careers.ts";
import { faqContentEn } from "./content/en/faq.ts";
import { feedbackContentEn } from "./content/en/feedback.ts";
import { operatingRulesContentEn, privacyContentEn, termsContentEn } from "./content/en/legal.ts";
import { salesServicesContentEn } from "./content/en/sales-services.ts";

type Of = (site: SiteInfo, termsVersion: string) => InfoContent;

/** Each information page's document in each language (decision 095). */
export const INFO_DOCUMENTS = {
  about: { vi: aboutContent, en: aboutContentEn },
  terms: { vi: termsContent, en: termsContentEn },
  "operating-rules": { vi: operatingRulesContent, en: operatingRulesContentEn },
  privacy: { vi: privacyContent, en: privacyContentEn },
  faq: { vi: faqContent, en: faqContentEn },
  feedback: { vi: feedbackContent, en: feedbackContentEn },
  "sales-services": { vi: salesServicesContent, en: salesServicesContentEn },
  careers: { vi: careersContent, en: careersContentEn },
} as const satisfies Record<string, Record<Locale, Of>>;

/**
 * An information page's loader data: its document in the page's language, sent as data (the
 * documents stay out of the page's scripts), and the words around it.
 */
export function infoPageData(site: SiteInfo, page: keyof typeof INFO_DOCUMENTS, locale: Locale, termsVersion: string) {
  const document: Of = INFO_DOCUMENTS[page][locale];
  return { brand: site.brand, content: document(site, termsVersion), messages: messagesFor(locale, ["info"]) };
}
