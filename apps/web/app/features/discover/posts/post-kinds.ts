import type { Post } from "@hancine/contract/catalog";
import { paths } from "#web/features/site/paths.ts";

/** The two kinds of cinema-corner posts and how their pages are named. */
export const POST_KINDS: Record<Post["type"], { title: string; listPath: string; lead: string }> = {
  review: {
    title: "Bình luận phim",
    listPath: paths.reviews(),
    lead: "Cảm nhận của đội ngũ biên tập về các phim đang và sắp chiếu: nội dung, diễn xuất, hình ảnh và định dạng nên chọn. Không tiết lộ nội dung quan trọng.",
  },
  blog: {
    title: "Blog điện ảnh",
    listPath: paths.blog(),
    lead: "Hậu trường rạp chiếu, kiến thức về định dạng phim, lịch sử điện ảnh và gợi ý xem phim cho cả gia đình.",
  },
};
