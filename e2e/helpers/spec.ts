/**
 * The home page's numbers as ../shared/spec/home-page-spec.md §9 writes them, typed here by hand.
 * Tests compare the page with these, never with the code's own constants (`HOME` in the contract),
 * so a wrong constant fails them.
 */
export const SPEC = {
  filmsPerTab: 8, // "Films per tab in the grid: at most 8"
  commentarySeeMoreAfter: 8, // "Commentary 'see more' link: only when item count exceeds 8"
  commentaryGridSize: 4, // "Commentary grid: 1 large card, then the next 3"
  blogCards: 4, // "Blog tab: 4 fixed cards"
  promotionCards: 15, // "Promotion cards: 15, each 312px wide, drag speed factor 2"
  promotionCardWidthPx: 312,
  promotionDragSpeed: 2,
  bannerIntervalMs: 5000, // "Banner auto-advance: 5000 ms"
  appSlideIntervalMs: 3000, // "App slideshow: 3000 ms over 4 slides"
  appSlides: 4,
  locationChoices: 13, // "Location choices: 13"
  fallbackBanners: 5, // "Fallback banners: 5"
  sampleImaxFilms: 5, // "Sample IMAX films: 5"
} as const;
