import { CITIES, type CitySlug } from "@hancine/contract/cities";
import type { PromoIcon } from "@hancine/demo-art/promo-graphics";
import type { ProductItem } from "@hancine/demo-art/product-image";
import type { LayoutName } from "./seat-layouts.ts";

/**
 * The demo chain: cities, cinemas with their rooms, concessions, merchandise and home banners.
 * Films, promotions and posts live in demo-films.ts, demo-promotions.ts and demo-posts.ts.
 */

/** The 12 cities of the location picker, in its order (position = index). */
export const DEMO_CITIES = CITIES.map((city, position) => ({ ...city, position }));

export type DemoAuditorium = { name: string; layout: LayoutName; cleaningMinutes?: number };

export type DemoCinema = {
  slug: string;
  name: string;
  citySlug: CitySlug;
  /** Written with the 2025 administrative units: ward (phường/xã) and province, no district. */
  address: string;
  phone: string;
  /** Listed in the header's cinemas menu (the spec's eight branches). */
  inMenu: boolean;
  /** Near the street address, for "rạp gần bạn". */
  latitude: number;
  longitude: number;
  auditoriums: readonly DemoAuditorium[];
};

const IMAX: DemoAuditorium = { name: "IMAX", layout: "imax", cleaningMinutes: 20 };
const FOUR_DX: DemoAuditorium = { name: "4DX", layout: "fourDx", cleaningMinutes: 20 };

function rooms(...layouts: LayoutName[]): DemoAuditorium[] {
  return layouts.map((layout, i) => ({ name: `Phòng ${i + 1}`, layout }));
}

/**
 * 15 cinemas, at least one in every city so no location choice comes up empty. The eight in the
 * header menu: seven in southern and central cities and one in the central-coast city (Nha Trang).
 */
export const DEMO_CINEMAS: readonly DemoCinema[] = [
  {
    slug: "hancine-song-han",
    name: "HanCine Sông Hàn",
    citySlug: "da-nang",
    address: "Tầng 3, 255 Bạch Đằng, Phường Hải Châu, TP Đà Nẵng",
    phone: "0236 3818 868",
    inMenu: true,
    latitude: 16.068,
    longitude: 108.2245,
    auditoriums: [...rooms("large", "medium", "medium", "small"), IMAX, FOUR_DX],
  },
  {
    slug: "hancine-son-tra",
    name: "HanCine Sơn Trà",
    citySlug: "da-nang",
    address: "Tầng 2, 112 Võ Nguyên Giáp, Phường An Hải, TP Đà Nẵng",
    phone: "0236 3945 868",
    inMenu: true,
    latitude: 16.0718,
    longitude: 108.2462,
    auditoriums: rooms("large", "medium", "medium", "small"),
  },
  {
    slug: "hancine-sai-gon",
    name: "HanCine Sài Gòn",
    citySlug: "tp-ho-chi-minh",
    address: "Tầng 5, 68 Nguyễn Huệ, Phường Sài Gòn, TP Hồ Chí Minh",
    phone: "028 3822 6868",
    inMenu: true,
    latitude: 10.7741,
    longitude: 106.7038,
    auditoriums: [...rooms("large", "large", "medium", "small"), IMAX, FOUR_DX],
  },
  {
    slug: "hancine-thao-dien",
    name: "HanCine Thảo Điền",
    citySlug: "tp-ho-chi-minh",
    address: "Tầng 4, 159 Xa lộ Hà Nội, Phường An Khánh, TP Hồ Chí Minh",
    phone: "028 3744 6868",
    inMenu: true,
    latitude: 10.8028,
    longitude: 106.7462,
    auditoriums: [...rooms("large", "medium", "medium", "small"), IMAX],
  },
  {
    slug: "hancine-vung-tau",
    name: "HanCine Vũng Tàu",
    citySlug: "ba-ria-vung-tau",
    address: "Tầng 4, 36 Thùy Vân, Phường Vũng Tàu, TP Hồ Chí Minh",
    phone: "0254 3526 868",
    inMenu: true,
    latitude: 10.3381,
    longitude: 107.0903,
    auditoriums: rooms("large", "medium", "medium", "small"),
  },
  {
    slug: "hancine-long-xuyen",
    name: "HanCine Long Xuyên",
    citySlug: "an-giang",
    address: "Tầng 3, 12 Tôn Đức Thắng, Phường Long Xuyên, tỉnh An Giang",
    phone: "0296 3856 868",
    inMenu: true,
    latitude: 10.3862,
    longitude: 105.4371,
    auditoriums: rooms("medium", "medium", "small"),
  },
  {
    slug: "hancine-ben-tre",
    name: "HanCine Bến Tre",
    citySlug: "ben-tre",
    address: "Tầng 2, 26 Đồng Khởi, Phường An Hội, tỉnh Vĩnh Long",
    phone: "0275 3829 868",
    inMenu: true,
    latitude: 10.2402,
    longitude: 106.3752,
    auditoriums: rooms("medium", "small", "small"),
  },
  {
    slug: "hancine-nha-trang",
    name: "HanCine Nha Trang",
    citySlug: "khanh-hoa",
    address: "Tầng 3, 50 Trần Phú, Phường Nha Trang, tỉnh Khánh Hòa",
    phone: "0258 3526 868",
    inMenu: true,
    latitude: 12.2431,
    longitude: 109.1961,
    auditoriums: [...rooms("large", "medium", "medium", "small"), IMAX],
  },
  {
    slug: "hancine-trang-tien",
    name: "HanCine Tràng Tiền",
    citySlug: "ha-noi",
    address: "Tầng 6, 24 Tràng Tiền, Phường Hoàn Kiếm, TP Hà Nội",
    phone: "024 3936 6868",
    inMenu: false,
    latitude: 21.0249,
    longitude: 105.8552,
    auditoriums: [...rooms("large", "medium", "medium", "small"), IMAX],
  },
  {
    slug: "hancine-cau-giay",
    name: "HanCine Cầu Giấy",
    citySlug: "ha-noi",
    address: "Tầng 3, 241 Xuân Thủy, Phường Cầu Giấy, TP Hà Nội",
    phone: "024 3767 6868",
    inMenu: false,
    latitude: 21.0366,
    longitude: 105.7829,
    auditoriums: [...rooms("large", "medium", "small"), FOUR_DX],
  },
  {
    slug: "hancine-hai-phong",
    name: "HanCine Hải Phòng",
    citySlug: "hai-phong",
    address: "Tầng 4, 10 Lạch Tray, Phường Gia Viên, TP Hải Phòng",
    phone: "0225 3736 868",
    inMenu: false,
    latitude: 20.8502,
    longitude: 106.6899,
    auditoriums: rooms("large", "medium", "medium", "small"),
  },
  {
    slug: "hancine-hue",
    name: "HanCine Huế",
    citySlug: "thua-thien-hue",
    address: "Tầng 4, 6 Trần Hưng Đạo, Phường Thuận Hóa, TP Huế",
    phone: "0234 3822 868",
    inMenu: false,
    latitude: 16.4712,
    longitude: 107.5861,
    auditoriums: rooms("medium", "medium", "small"),
  },
  {
    slug: "hancine-vinh",
    name: "HanCine Vinh",
    citySlug: "nghe-an",
    address: "Tầng 3, 2 Quang Trung, Phường Thành Vinh, tỉnh Nghệ An",
    phone: "0238 3598 868",
    inMenu: false,
    latitude: 18.6722,
    longitude: 105.6818,
    auditoriums: rooms("medium", "small", "small"),
  },
  {
    slug: "hancine-buon-ma-thuot",
    name: "HanCine Buôn Ma Thuột",
    citySlug: "dak-lak",
    address: "Tầng 3, 71 Nguyễn Tất Thành, Phường Buôn Ma Thuột, tỉnh Đắk Lắk",
    phone: "0262 3856 868",
    inMenu: false,
    latitude: 12.6829,
    longitude: 108.0532,
    auditoriums: rooms("medium", "medium", "small"),
  },
  {
    slug: "hancine-ca-mau",
    name: "HanCine Cà Mau",
    citySlug: "ca-mau",
    address: "Tầng 3, 89 Trần Hưng Đạo, Phường An Xuyên, tỉnh Cà Mau",
    phone: "0290 3836 868",
    inMenu: false,
    latitude: 9.1801,
    longitude: 105.1529,
    auditoriums: rooms("medium", "small"),
  },
];

export type DemoProduct = {
  slug: string;
  kind: "combo" | "drink" | "snack" | "merchandise";
  name: string;
  description: string;
  /** Integer VND. */
  price: number;
  items: readonly ProductItem[];
};

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    slug: "combo-song-han",
    kind: "combo",
    name: "Combo Sông Hàn 1 bắp 1 nước",
    description: "1 bắp rang bơ lớn và 1 nước ngọt lớn — lựa chọn quen thuộc cho một suất phim.",
    price: 89_000,
    items: ["popcorn", "soda"],
  },
  {
    slug: "combo-doi",
    kind: "combo",
    name: "Combo Đôi",
    description: "1 bắp rang bơ lớn và 2 nước ngọt lớn, vừa đủ cho hai người.",
    price: 109_000,
    items: ["popcorn", "soda", "soda"],
  },
  {
    slug: "combo-gia-dinh",
    kind: "combo",
    name: "Combo Gia Đình",
    description: "2 bắp lớn (bơ và caramel), 4 nước ngọt và 1 phần khoai tây chiên cho cả nhà.",
    price: 219_000,
    items: ["popcorn", "caramelPopcorn", "soda", "fries"],
  },
  {
    slug: "combo-long-den",
    kind: "combo",
    name: "Combo Lồng Đèn",
    description: "1 bắp phô mai lớn, 1 trà đào cam sả và 1 móc khóa bắp rang phiên bản giới hạn.",
    price: 139_000,
    items: ["cheesePopcorn", "tea", "keychain"],
  },
  {
    slug: "combo-hoc-sinh",
    kind: "combo",
    name: "Combo Học Sinh",
    description: "1 bắp phô mai vừa và 1 trà đào cam sả, dành cho học sinh, sinh viên có thẻ.",
    price: 69_000,
    items: ["cheesePopcorn", "tea"],
  },
  { slug: "nuoc-ngot-lon", kind: "drink", name: "Nước ngọt có ga (lớn)", description: "Ly 32 oz, nhiều đá, chọn vị tại quầy.", price: 39_000, items: ["soda"] },
  {
    slug: "tra-dao-cam-sa",
    kind: "drink",
    name: "Trà đào cam sả",
    description: "Trà pha mới mỗi ngày với đào miếng, cam tươi và sả.",
    price: 45_000,
    items: ["tea"],
  },
  { slug: "nuoc-suoi", kind: "drink", name: "Nước suối", description: "Chai 500 ml.", price: 20_000, items: ["water"] },
  {
    slug: "bap-rang-bo-lon",
    kind: "snack",
    name: "Bắp rang bơ (lớn)",
    description: "Bắp rang bơ giòn thơm, rang mới suốt ngày.",
    price: 59_000,
    items: ["popcorn"],
  },
  {
    slug: "bap-pho-mai-lon",
    kind: "snack",
    name: "Bắp phô mai (lớn)",
    description: "Bắp rang phủ bột phô mai đậm vị.",
    price: 65_000,
    items: ["cheesePopcorn"],
  },
  {
    slug: "bap-caramel-lon",
    kind: "snack",
    name: "Bắp caramel (lớn)",
    description: "Bắp rang phủ caramel giòn ngọt.",
    price: 65_000,
    items: ["caramelPopcorn"],
  },
  {
    slug: "xuc-xich-nuong",
    kind: "snack",
    name: "Xúc xích nướng",
    description: "Xúc xích Đức nướng kẹp bánh mì mềm, kèm sốt mù tạt.",
    price: 45_000,
    items: ["sausage"],
  },
  { slug: "khoai-tay-chien", kind: "snack", name: "Khoai tây chiên", description: "Khoai tây chiên giòn, rắc muối.", price: 49_000, items: ["fries"] },
  {
    slug: "ao-thun-tai-nang-song-han",
    kind: "merchandise",
    name: "Áo thun Tài năng Sông Hàn",
    description: "Áo thun chính thức của cuộc thi Tài năng Sông Hàn do HanCine tổ chức, cotton 100%, đủ cỡ S–XXL.",
    price: 199_000,
    items: ["tshirt"],
  },
  {
    slug: "ly-giu-nhiet-hancine",
    kind: "merchandise",
    name: "Ly giữ nhiệt HanCine",
    description: "Ly giữ nhiệt 500 ml họa tiết sóng sông Hàn; mang ly khi mua nước được giảm 5K.",
    price: 189_000,
    items: ["tumbler"],
  },
  {
    slug: "moc-khoa-bap-rang",
    kind: "merchandise",
    name: "Móc khóa bắp rang",
    description: "Móc khóa hình hộp bắp rang, nhỏ xinh để treo balo.",
    price: 59_000,
    items: ["keychain"],
  },
  {
    slug: "tui-tote-hancine",
    kind: "merchandise",
    name: "Túi tote HanCine",
    description: "Túi vải canvas in logo HanCine, đủ rộng cho laptop 14 inch.",
    price: 129_000,
    items: ["tote"],
  },
];

/** A banner's words in English (decision 095), shown on the English home page. */
export type DemoBannerEnglish = { alt: string; eyebrow: readonly string[]; headline: string; subline: string; cta: string };

export type DemoBanner = {
  alt: string;
  link: string;
  eyebrow: readonly string[];
  headline: string;
  subline: string;
  cta: string;
  /** Absent: the English home shows the Vietnamese words (a film with no English name: Mèo Mun Đi Lạc). */
  english?: DemoBannerEnglish;
} & ({ kind: "film"; filmSlug: string } | { kind: "promotion"; promotionSlug: string; value: string; valueCaption: string; icon: PromoIcon });

export const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    kind: "film",
    filmSlug: "hanh-tinh-im-lang",
    link: "/movies/hanh-tinh-im-lang",
    eyebrow: ["Đang chiếu", "IMAX"],
    headline: "Hành Tinh Im Lặng",
    subline: "Hành trình lặng im giữa vũ trụ, trọn vẹn trên màn hình IMAX.",
    cta: "Mua vé ngay",
    alt: "Phim Hành Tinh Im Lặng đang chiếu tại các phòng IMAX của HanCine. Mua vé ngay.",
    english: {
      eyebrow: ["Now showing", "IMAX"],
      headline: "The Quiet Orbit",
      subline: "A silent journey through space, at its best on the IMAX screen.",
      cta: "Book now",
      alt: "The Quiet Orbit is now showing in HanCine's IMAX auditoriums. Book now.",
    },
  },
  {
    kind: "promotion",
    promotionSlug: "thu-tu-vui-ve",
    link: "/khuyen-mai/thu-tu-vui-ve/",
    eyebrow: ["Khuyến mãi"],
    headline: "Thứ Tư vui vẻ",
    subline: "Mọi suất chiếu 2D ngày thứ Tư đồng giá 45K tại tất cả rạp HanCine.",
    cta: "Xem chi tiết",
    value: "45K",
    valueCaption: "Đồng giá",
    icon: "ticket",
    alt: "Thứ Tư vui vẻ: vé xem phim 2D đồng giá 45K tại mọi rạp HanCine.",
    english: {
      eyebrow: ["Offer"],
      headline: "Happy Wednesday",
      subline: "Every 2D showing on Wednesdays is 45K at all HanCine cinemas.",
      cta: "See details",
      alt: "Happy Wednesday: 2D film tickets at 45K at every HanCine cinema.",
    },
  },
  {
    kind: "film",
    filmSlug: "song-han-khong-ngu",
    link: "/movies/song-han-khong-ngu",
    eyebrow: ["Đang chiếu", "Phim Việt"],
    headline: "Sông Hàn Không Ngủ",
    subline: "Chuyện tình dịu dàng bên dòng sông Hàn, được khán giả chấm 8,4 điểm.",
    cta: "Mua vé ngay",
    alt: "Phim Việt Sông Hàn Không Ngủ đang chiếu tại HanCine. Mua vé ngay.",
    english: {
      eyebrow: ["Now showing", "Vietnamese film"],
      headline: "The Sleepless Han River",
      subline: "A tender love story by the Han River, rated 8.4 by our audiences.",
      cta: "Book now",
      alt: "The Vietnamese film The Sleepless Han River is now showing at HanCine. Book now.",
    },
  },
  {
    kind: "promotion",
    promotionSlug: "giam-10k-combo-bap-nuoc",
    link: "/khuyen-mai/giam-10k-combo-bap-nuoc/",
    eyebrow: ["Ưu đãi bắp nước"],
    headline: "Giảm 10K combo bắp nước",
    subline: "Mua combo kèm vé trên web hoặc ứng dụng HanCine để được giảm ngay 10K.",
    cta: "Xem chi tiết",
    value: "-10K",
    valueCaption: "Combo bắp nước",
    icon: "popcorn",
    alt: "Giảm 10K cho combo bắp nước khi mua kèm vé trực tuyến tại HanCine.",
    english: {
      eyebrow: ["Snack deal"],
      headline: "10K off snack combos",
      subline: "Add a combo to your tickets on our website or app and save 10K.",
      cta: "See details",
      alt: "10K off a snack combo bought with your tickets online at HanCine.",
    },
  },
  {
    kind: "film",
    filmSlug: "biet-doi-bao-lua",
    link: "/movies/biet-doi-bao-lua",
    eyebrow: ["Đang chiếu", "4DX"],
    headline: "Biệt Đội Bão Lửa",
    subline: "Cảm nhận sức nóng của biển lửa với ghế chuyển động, gió và hiệu ứng 4DX.",
    cta: "Mua vé ngay",
    alt: "Phim hành động Biệt Đội Bão Lửa đang chiếu 4DX và IMAX tại HanCine. Mua vé ngay.",
    english: {
      eyebrow: ["Now showing", "4DX"],
      headline: "Firestorm Protocol",
      subline: "Feel the heat of the firestorm with moving seats, wind and 4DX effects.",
      cta: "Book now",
      alt: "The action film Firestorm Protocol is now showing in 4DX and IMAX at HanCine. Book now.",
    },
  },
  {
    kind: "film",
    filmSlug: "meo-mun-di-lac",
    link: "/movies/meo-mun-di-lac",
    eyebrow: ["Cho cả gia đình"],
    headline: "Mèo Mun Đi Lạc",
    subline: "Phim hoạt hình có bản lồng tiếng Việt, phù hợp mọi lứa tuổi.",
    cta: "Mua vé ngay",
    alt: "Phim hoạt hình Mèo Mun Đi Lạc, có bản lồng tiếng Việt, đang chiếu tại HanCine.",
  },
];

/** Where the app-promotion QR code points. */
export const APP_DOWNLOAD_URL = "https://hancine.vn/ung-dung";
