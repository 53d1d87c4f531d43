/**
 * The chain's talent contest ("Tài năng Sông Hàn", the header's "<brand> Talent Show"): its
 * promotion and its merchandise are found by this slug prefix.
 */
export const TALENT_SHOW_SLUG = "tai-nang-song-han";
export const TALENT_SHOW_NAME = "Tài năng Sông Hàn";
/** The cinema whose IMAX room shows the contest's final (the talent show page's last step). */
export const TALENT_SHOW_FINAL_CINEMA = "Sông Hàn";

export const isTalentShow = (item: { slug: string }) => item.slug.includes(TALENT_SHOW_SLUG);
