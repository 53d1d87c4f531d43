/**
 * The home page's constants, exactly as ../shared/spec/home-page-spec.md §9 fixes them.
 * Code and tests read them from here; nothing else may repeat the numbers.
 */
export const HOME = {
  filmsPerTab: 8,
  commentarySeeMoreAfter: 8,
  commentaryGridSize: 4, // one large card, then the next three
  blogCards: 4,
  promotionCards: 15,
  promotionCardWidthPx: 312,
  promotionDragSpeed: 2,
  bannerIntervalMs: 5000,
  appSlideIntervalMs: 3000,
  appSlides: 4,
  requestTimeoutMs: 10_000,
  locationChoices: 13,
  fallbackBanners: 5,
  sampleImaxFilms: 5,
} as const;

export const SUPPORT = { hotline: "113", opensAt: "9:00", closesAt: "22:00" } as const;

/** Alert shown in place of an empty film or commentary list (spec §8). */
export const EMPTY_LIST_MESSAGE = "Dữ liệu từ máy chủ hiện đang gặp lỗi. Đội ngũ của chúng tôi đang cố gắng khắc phục, bạn vui lòng chờ trong giây lát nhé.";

export const QUICK_BOOKING_PLACEHOLDERS = {
  film: "Chọn Phim",
  cinema: "Chọn Rạp",
  date: "Chọn Ngày",
  showtime: "Chọn Suất",
  submit: "Mua vé nhanh",
} as const;

export const FILM_TABS = [
  { id: "nowShowing", label: "Đang chiếu" },
  { id: "comingSoon", label: "Sắp chiếu" },
  { id: "movieImax", label: "Phim IMAX" },
] as const;
export type FilmTab = (typeof FILM_TABS)[number]["id"];

export const COMMENTARY_TABS = [
  { id: "nowShowing", label: "Bình luận phim" },
  { id: "comingSoon", label: "Blog điện ảnh" },
] as const;

export const APP_PROMO_TITLE = "Đặt Vé Online - Không Lo Trễ Nải";
