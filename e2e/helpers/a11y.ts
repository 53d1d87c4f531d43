import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Serious and critical axe findings on the page as it is now. Sections marked `below-fold`
 * (content-visibility: auto, e.g. the home page's app promotion) are rendered first: while the browser
 * skips their painting, axe can read their dark background as white and report contrast that visitors
 * never see. Lighthouse's audit does not do this: the footer, whose light links it read against white
 * (97), is always drawn (issue 30), and the Lighthouse bench judges accessibility 100 as served.
 * Pages whose CSP forbids inline style (the local payment gateways) have no such sections.
 */
export async function seriousViolations(page: Page, options: { iframes?: boolean } = {}): Promise<string[]> {
  // A dialog fading in is read half-transparent, with contrast nobody sees once it has appeared:
  // let finite CSS transitions and animations end first (a looping spinner never does; it is skipped).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity));
  if (await page.locator(".below-fold").count()) await page.addStyleTag({ content: ".below-fold { content-visibility: visible !important; }" });
  // The current axe-core, with the WCAG 2.2 AA rules (target size among them) and its best practices.
  // Violations in full; passes and the rest with one node each, which axe then need not gather and
  // serialize (the same findings, a scan of the home page 30–50 % shorter: decision 044).
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).options({ resultTypes: ["violations"] });
  // Without frames to visit, the legacy runner scans the page in place: the same rules and findings
  // in half the time (the default runner finishes in a second, blank page; decision 044).
  if (options.iframes === false) builder.options({ iframes: false, resultTypes: ["violations"] }).setLegacyMode();
  else if (page.frames().length === 1) builder.setLegacyMode();
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
