import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SiteInfo } from "@hancine/contract/page-services";
import { FacebookIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from "#web/ui/brand-icons.tsx";
import { PinIcon } from "#web/ui/icons.tsx";
import { MailIcon, PhoneIcon } from "#web/ui/more-icons.tsx";
import { Logo } from "#web/ui/logo.tsx";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { paths } from "../paths.ts";
import { LanguageSwitch } from "../language/language-switch.tsx";

type FooterGroup = { title: WebMessageKey; links: { label: WebMessageKey; href: string }[] };

const GROUPS: FooterGroup[] = [
  {
    title: "site.footer.about",
    links: [
      { label: "site.footer.aboutUs", href: paths.about() },
      { label: "site.footer.terms", href: paths.terms() },
      { label: "site.footer.operatingRules", href: paths.operatingRules() },
      { label: "site.footer.privacy", href: paths.privacy() },
    ],
  },
  {
    title: "site.nav.cinemaCorner",
    links: [
      { label: "site.nav.genres", href: paths.genres() },
      { label: "site.nav.reviews", href: paths.reviews() },
      { label: "site.nav.blog", href: paths.blog() },
      { label: "site.nav.bestFilmsOfMonth", href: paths.bestFilmsOfMonth() },
    ],
  },
  {
    title: "site.footer.support",
    links: [
      { label: "site.footer.feedback", href: paths.feedback() },
      { label: "site.footer.sales", href: paths.sales() },
      { label: "site.footer.theatersPrices", href: paths.theatersPrices() },
      { label: "site.footer.careers", href: paths.careers() },
      { label: "site.footer.faq", href: paths.faq() },
    ],
  },
];

const SOCIAL_ICONS: Record<string, ReactNode> = {
  Facebook: <FacebookIcon />,
  YouTube: <YouTubeIcon />,
  TikTok: <TikTokIcon />,
  Instagram: <InstagramIcon />,
};

/** Link groups, social icons and the company's contact details (configuration, see SiteInfo). */
export function SiteFooter({ site }: { site: SiteInfo }) {
  const { t, rich, href, chainLang } = useI18n();
  return (
    // Always drawn (not below-fold): while skipped, its text had no ground an audit could read, and
    // Lighthouse measured the light grey links against white — accessibility 97 (issue 30).
    <footer className="bg-night-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.3fr_1fr_1fr_1fr]">
        <div className="col-span-2 lg:col-span-1">
          <Logo brand={site.brand} className="w-fit" />
          <p className="mt-2 max-w-xs text-sm leading-relaxed">{t("site.footer.tagline")}</p>
          <ul className="mt-5 flex gap-2" aria-label={t("site.footer.social")}>
            {site.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener"
                  aria-label={t("site.footer.socialLink", { brand: site.brand, network: s.name })}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-amber-brand hover:text-night-900"
                >
                  {SOCIAL_ICONS[s.name] ?? <span aria-hidden="true">{s.name.slice(0, 1)}</span>}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="text-sm font-bold uppercase tracking-wider text-white">{t(group.title)}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={href(link.href)} className="hover:text-amber-brand">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <address className="mx-auto grid max-w-6xl gap-3 px-4 py-6 text-sm not-italic md:grid-cols-[1.4fr_1fr_1fr]">
          <p>
            <strong className="font-bold text-white" lang={chainLang}>
              {site.companyName}
            </strong>
            <span className="mt-1 flex items-start gap-2">
              <PinIcon width={16} height={16} className="mt-1 shrink-0" />
              <span lang={chainLang}>{site.address}</span>
            </span>
          </p>
          <p className="flex items-center gap-2">
            <PhoneIcon width={16} height={16} className="shrink-0" />
            <span>
              {rich("site.footer.hotline", {
                number: (
                  <a href={`tel:${site.hotline}`} className="font-bold text-amber-brand hover:underline">
                    {site.hotline}
                  </a>
                ),
                hours: site.hotlineHours.replace(" - ", "–"),
              })}
            </span>
          </p>
          <p className="flex items-center gap-2">
            <MailIcon width={16} height={16} className="shrink-0" />
            <a href={`mailto:${site.email}`} className="hover:text-amber-brand">
              {site.email}
            </a>
          </p>
        </address>
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 pb-8">
          <p className="text-xs text-slate-400">{t("site.footer.rights", { brand: site.brand })}</p>
          <LanguageSwitch className="text-white" />
        </div>
      </div>
    </footer>
  );
}
