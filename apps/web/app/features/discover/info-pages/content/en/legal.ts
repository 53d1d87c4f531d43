import type { SiteInfo } from "@hancine/contract/page-services";
import type { InfoContent } from "#web/features/discover/info-pages/info-content.ts";
import { operatingRulesContent } from "../operating-rules.ts";
import { privacyContent } from "../privacy.ts";
import { termsContent } from "../terms.ts";

/**
 * The legal pages on the English site (decision 095): an English title, description and lead
 * saying that the Vietnamese text, which follows as it is (marked `lang="vi"`), is the one that
 * governs; a translation would be a second text to keep equal to it.
 */
const governs = "The Vietnamese text below is the one that applies; if you need help understanding it, write to us or call our hotline.";

export const termsContentEn = (site: SiteInfo, termsVersion: string): InfoContent => ({
  ...termsContent(site, termsVersion),
  title: "Terms of use",
  description: `The terms of using the ${site.brand} website: accounts, bookings, 10-minute seat holds, payment, QR tickets, refunds, age ratings and personal data.`,
  lead: `These terms apply when you use the ${site.brand} website and app to browse and buy tickets; by signing up you accept the current version. ${governs}`,
  updated: `version ${termsVersion}`,
  sectionsLang: "vi",
});

export const operatingRulesContentEn = (site: SiteInfo): InfoContent => ({
  ...operatingRulesContent(site),
  title: "Operating rules",
  description: `The rules for buying tickets and watching films at ${site.brand} cinemas: entry times, age ratings, food and drink, recording, children and accessibility.`,
  lead: `So that every showing is enjoyable for everyone, ${site.brand} cinemas apply the rules below. ${governs}`,
  sectionsLang: "vi",
});

export const privacyContentEn = (site: SiteInfo, termsVersion: string): InfoContent => ({
  ...privacyContent(site, termsVersion),
  title: "Privacy policy",
  description: `How ${site.brand} collects and handles your personal data, and your rights over it.`,
  lead: `This policy explains how ${site.brand} collects and handles your personal data, under Vietnam's Decree 13/2023 on personal data protection. ${governs}`,
  updated: `version ${termsVersion}`,
  sectionsLang: "vi",
});
