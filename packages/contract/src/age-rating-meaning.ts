import type { AgeRating } from "./browser-constants.ts";

/**
 * What each age label means, in Vietnamese: the server's film answers (`ageMeaning`) and the
 * catalogue's `site.age.*`, which the pages read (decision 092), so none of it is in their scripts.
 */
export const AGE_RATING_MEANING: Record<AgeRating, string> = {
  P: "Phim dành cho khán giả mọi lứa tuổi",
  K: "Phim dành cho khán giả dưới 13 tuổi, xem cùng cha mẹ hoặc người giám hộ",
  T13: "Phim dành cho khán giả từ đủ 13 tuổi trở lên",
  T16: "Phim dành cho khán giả từ đủ 16 tuổi trở lên",
  T18: "Phim dành cho khán giả từ đủ 18 tuổi trở lên",
};
