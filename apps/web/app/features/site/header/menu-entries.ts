import type { Cinema } from "@hancine/contract/catalog";
import { paths } from "../paths.ts";

export type MenuLink = { label: string; href: string };
export type MenuEntry = MenuLink & { children?: MenuLink[] };

/** The header's navigation; the cinemas menu lists the branches the database marks `inMenu`. */
export function menuEntries(brand: string, menuCinemas: Pick<Cinema, "slug" | "name">[]): MenuEntry[] {
  return [
    { label: "Mua vé", href: paths.buyTickets() },
    { label: "Phim", href: paths.movies() },
    {
      label: "Sản phẩm",
      href: paths.products(),
      children: [
        { label: `Quà lưu niệm ${brand} Talent Show`, href: paths.productsTalentShow() },
        { label: "Đồ lưu niệm", href: paths.productsMerchandise() },
      ],
    },
    {
      label: "Góc điện ảnh",
      href: paths.cinemaCorner(),
      children: [
        { label: "Thể loại phim", href: paths.genres() },
        { label: "Diễn viên", href: paths.actors() },
        { label: "Đạo diễn", href: paths.directors() },
        { label: "Bình luận phim", href: paths.reviews() },
        { label: "Blog điện ảnh", href: paths.blog() },
      ],
    },
    {
      label: "Sự kiện",
      href: paths.events(),
      children: [
        { label: "Ưu đãi", href: paths.offers() },
        { label: "Phim hay tháng", href: paths.bestFilmsOfMonth() },
        { label: `${brand} Talent Show`, href: paths.talentShow() },
        { label: "Đồ lưu niệm", href: paths.eventMerchandise() },
      ],
    },
    {
      label: "Rạp/Giá vé",
      href: paths.theatersPrices(),
      children: menuCinemas.map((cinema) => ({ label: cinema.name, href: paths.cinema(cinema.slug) })),
    },
  ];
}
