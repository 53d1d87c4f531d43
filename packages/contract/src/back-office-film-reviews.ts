import { z } from "zod";
import { pageNumberQuery, searchWordsQuery, slugQuery } from "./query-schemas.ts";

/** Nội dung › Nhận xét phim (API "Back office", admins only; decision 056): read and hide viewers' reviews. */

export const ADMIN_FILM_REVIEWS_PAGE_SIZE = 20;

/** The list's filter: every review, the shown ones, or the hidden ones. */
export const FILM_REVIEW_VISIBILITIES = ["all", "shown", "hidden"] as const;
export type FilmReviewVisibility = (typeof FILM_REVIEW_VISIBILITIES)[number];

export const adminFilmReviewsQuery = z.object({
  q: searchWordsQuery.describe("Words of the review, the film's name, the author's name or e-mail; case and diacritics ignored"),
  film: slugQuery.optional().describe("One film's slug"),
  hidden: z
    .enum(["true", "false"], { message: "Bộ lọc hidden chỉ nhận true (đã ẩn) hoặc false (đang hiện)." })
    .optional()
    .describe("true: hidden only; false: shown only; absent: all"),
  page: pageNumberQuery.describe(`${ADMIN_FILM_REVIEWS_PAGE_SIZE} per page, newest first`),
});
export type AdminFilmReviewsQuery = z.output<typeof adminFilmReviewsQuery>;

export const adminFilmReviewSchema = z
  .object({
    id: z.string(),
    film: z.object({ slug: z.string(), name: z.string() }),
    author: z.object({ fullName: z.string(), email: z.string() }),
    score: z.number().int(),
    review: z.string().describe("Empty when the viewer only gave a score"),
    at: z.string().describe("When it was last written"),
    hidden: z.boolean(),
    hiddenAt: z.string().nullable(),
  })
  .meta({ id: "AdminFilmReview" });
export type AdminFilmReview = z.infer<typeof adminFilmReviewSchema>;

export const adminFilmReviewsPageSchema = z
  .object({ items: z.array(adminFilmReviewSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: "AdminFilmReviewPage" });

export const adminFilmReviewParams = z.object({ id: z.uuid({ message: "Không tìm thấy nhận xét này." }) });

export const adminFilmReviewPatchSchema = z.object(
  { hidden: z.boolean({ message: "Trường hidden phải là true (ẩn) hoặc false (hiện lại)." }) },
  { message: "Dữ liệu phải là một đối tượng JSON có trường hidden." },
);
