import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SiteInfo } from "@hancine/contract/page-services";
import { FacebookIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from "#web/ui/brand-icons.tsx";
import { PinIcon } from "#web/ui/icons.tsx";
import { MailIcon, PhoneIcon } from "#web/ui/more-icons.tsx";
import { Logo } from "#web/ui/logo.tsx";
import { paths } from "../paths.ts";

const GROUPS: { title: string; links: { label: string; href: string }[] }[] = [
  {
    title: "Giới thiệu",
    links: [
      { label: "Về chúng tôi", href: paths.about() },
      { label: "Thỏa thuận sử dụng", href: paths.terms() },
      { label: "Quy chế hoạt động", href: paths.operatingRules() },
      { label: "Chính sách bảo mật", href: paths.privacy() },
    ],
  },
  {
    title: "Góc điện ảnh",
    links: [
      { label: "Thể loại phim", href: paths.genres() },
      { label: "Bình luận phim", href: paths.reviews() },
      { label: "Blog điện ảnh", href: paths.blog() },
      { label: "Phim hay tháng", href: paths.bestFilmsOfMonth() },
    ],
  },
  {
    title: "Hỗ trợ",
    links: [
      { label: "Góp ý", href: paths.feedback() },
      { label: "Sale & Dịch vụ", href: paths.sales() },
      { label: "Rạp / Giá vé", href: paths.theatersPrices() },
      { label: "Tuyển dụng", href: paths.careers() },
      { label: "Câu hỏi thường gặp", href: paths.faq() },
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
  return (
    // Always drawn (not below-fold): while skipped, its text had no ground an audit could read, and
    // Lighthouse measured the light grey links against white — accessibility 97 (issue 30).
    <footer className="bg-night-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.3fr_1fr_1fr_1fr]">
        <div className="col-span-2 lg:col-span-1">
          <Logo brand={site.brand} className="w-fit" />
          <p className="mt-2 max-w-xs text-sm leading-relaxed">Rạp chiếu phim bên sông Hàn – đặt vé online, nhận vé bằng mã QR.</p>
          <ul className="mt-5 flex gap-2" aria-label="Mạng xã hội">
            {site.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener"
                  aria-label={`${site.brand} trên ${s.name}`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-amber-brand hover:text-night-900"
                >
                  {SOCIAL_ICONS[s.name] ?? <span aria-hidden="true">{s.name.slice(0, 1)}</span>}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-bold uppercase tracking-wider text-white">{group.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="hover:text-amber-brand">
                    {link.label}
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
            <strong className="font-bold text-white">{site.companyName}</strong>
            <span className="mt-1 flex items-start gap-2">
              <PinIcon width={16} height={16} className="mt-1 shrink-0" />
              {site.address}
            </span>
          </p>
          <p className="flex items-center gap-2">
            <PhoneIcon width={16} height={16} className="shrink-0" />
            <span>
              Hotline:{" "}
              <a href={`tel:${site.hotline}`} className="font-bold text-amber-brand hover:underline">
                {site.hotline}
              </a>{" "}
              ({site.hotlineHours.replace(" - ", "–")}, hằng ngày)
            </span>
          </p>
          <p className="flex items-center gap-2">
            <MailIcon width={16} height={16} className="shrink-0" />
            <a href={`mailto:${site.email}`} className="hover:text-amber-brand">
              {site.email}
            </a>
          </p>
        </address>
        <p className="mx-auto max-w-6xl px-4 pb-8 text-xs text-slate-400">© {site.brand}. Mọi quyền được bảo lưu.</p>
      </div>
    </footer>
  );
}
