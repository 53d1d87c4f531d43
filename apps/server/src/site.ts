import type { SiteInfo } from "@hancine/contract/page-services";

/**
 * The chain's identity is configuration: these are the demo brand's values (docs/brand.md),
 * each replaceable by an environment variable.
 */
export function loadSite(env: NodeJS.ProcessEnv = process.env): SiteInfo {
  const v = (name: string, fallback: string) => env[name]?.trim() || fallback;
  return {
    brand: v("BRAND_NAME", "HanCine"),
    companyName: v("BRAND_COMPANY", "Công ty Cổ phần Điện ảnh HanCine"),
    address: v("BRAND_ADDRESS", "Tầng 5, 68 Bạch Đằng, phường Hải Châu, TP Đà Nẵng, Việt Nam"),
    email: v("BRAND_EMAIL", "hotro@hancine.vn"),
    hotline: v("BRAND_HOTLINE", "113"),
    hotlineHours: v("BRAND_HOTLINE_HOURS", "9:00 - 22:00"),
    social: [
      { name: "Facebook", href: v("BRAND_FACEBOOK", "https://www.facebook.com/hancine.vn") },
      { name: "YouTube", href: v("BRAND_YOUTUBE", "https://www.youtube.com/@hancine") },
      { name: "TikTok", href: v("BRAND_TIKTOK", "https://www.tiktok.com/@hancine") },
      { name: "Instagram", href: v("BRAND_INSTAGRAM", "https://www.instagram.com/hancine.vn") },
    ],
    appStores: {
      ios: v("BRAND_APP_STORE_URL", "https://apps.apple.com/vn/app/hancine/id0000000000"),
      android: v("BRAND_PLAY_STORE_URL", "https://play.google.com/store/apps/details?id=vn.hancine.app"),
    },
    appDownloadUrl: v("BRAND_APP_DOWNLOAD_URL", "https://hancine.vn/app"),
  };
}
