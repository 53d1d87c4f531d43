import { TERMS_VERSION } from "@hancine/contract/auth";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { SiteInfo } from "@hancine/contract/page-services";
import type { RouterContextProvider } from "react-router";
import { servicesOf } from "#web/page-services.ts";
import { localeOfPath } from "#web/lib/i18n/page-locale.ts";
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

/** Each information page's document in each language (decision 095), and the footer's group it sits under (its breadcrumb). */
export const INFO_DOCUMENTS = {
  about: { vi: aboutContent, en: aboutContentEn, group: "site.footer.about" },
  terms: { vi: termsContent, en: termsContentEn, group: "site.footer.about" },
  "operating-rules": { vi: operatingRulesContent, en: operatingRulesContentEn, group: "site.footer.about" },
  privacy: { vi: privacyContent, en: privacyContentEn, group: "site.footer.about" },
  faq: { vi: faqContent, en: faqContentEn, group: "site.footer.support" },
  feedback: { vi: feedbackContent, en: feedbackContentEn, group: "site.footer.support" },
  "sales-services": { vi: salesServicesContent, en: salesServicesContentEn, group: "site.footer.support" },
  careers: { vi: careersContent, en: careersContentEn, group: "site.footer.support" },
} as const satisfies Record<string, Record<Locale, Of> & { group: "site.footer.about" | "site.footer.support" }>;

/**
 * An information page's loader: its document in the page's language, sent as data (the documents stay
 * out of the page's scripts; TERMS_VERSION is read here, on the server), and the words around it.
 */
export function infoPageLoader(page: keyof typeof INFO_DOCUMENTS, { context, url }: { context: Readonly<RouterContextProvider>; url: URL }) {
  const site = servicesOf(context).site;
  const locale = localeOfPath(url.pathname);
  const document: Of = INFO_DOCUMENTS[page][locale];
  return { brand: site.brand, content: document(site, TERMS_VERSION), group: INFO_DOCUMENTS[page].group, messages: messagesFor(locale, ["info"]) };
}

export type InfoPageData = ReturnType<typeof infoPageLoader>;
