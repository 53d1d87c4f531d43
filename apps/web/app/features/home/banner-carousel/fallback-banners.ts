import type { Banner } from "@hancine/contract/catalog";
import { BANNER_SIZE } from "@hancine/contract/browser-constants";
import { paths } from "#web/features/site/paths.ts";

/**
 * Shown when /api/v1/banners fails or returns nothing (spec §4, §8): five images shipped with the
 * web app itself (apps/web/public/fallback-banners), so the top of the page never stays blank.
 */
export const FALLBACK_BANNERS: Banner[] = [
  {
    id: "fallback-1",
    src: "/fallback-banners/han-river-nights.svg",
    alt: "HanCine – rạp chiếu phim bên sông Hàn: đặt vé online, chọn ghế đẹp chỉ trong vài bước",
    link: paths.buyTickets(),
    ...BANNER_SIZE,
  },
  {
    id: "fallback-2",
    src: "/fallback-banners/happy-wednesday.svg",
    alt: "Thứ Tư vui vẻ: vé xem phim đồng giá chỉ từ 45K tại mọi rạp HanCine",
    link: paths.offers(),
    ...BANNER_SIZE,
  },
  {
    id: "fallback-3",
    src: "/fallback-banners/imax-experience.svg",
    alt: "Trải nghiệm IMAX tại HanCine: màn hình khổng lồ, âm thanh sống động",
    link: paths.movies(),
    ...BANNER_SIZE,
  },
  {
    id: "fallback-4",
    src: "/fallback-banners/combo-deal.svg",
    alt: "Combo bắp nước giảm 10K khi đặt kèm vé xem phim online",
    link: paths.products(),
    ...BANNER_SIZE,
  },
  {
    id: "fallback-5",
    src: "/fallback-banners/member-app.svg",
    alt: "Tải ứng dụng HanCine: thành viên giảm 5K mỗi vé, nhận vé bằng mã QR",
    link: paths.events(),
    ...BANNER_SIZE,
  },
];
