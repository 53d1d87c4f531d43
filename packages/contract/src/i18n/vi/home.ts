import { APP_PROMO_TITLE, COMMENTARY_TABS, EMPTY_LIST_MESSAGE, FILM_TABS, QUICK_BOOKING_PLACEHOLDERS } from "../../home-constants.ts";

/**
 * The home page (decision 092). Its Vietnamese is the home-page spec's, word for word: the spec's
 * own texts come from `home-constants.ts`, the one place they are written.
 */
export const homeVi = {
  "home.meta.title": "{brand} – Đặt vé xem phim online",
  "home.meta.description": "Lịch chiếu, đặt vé xem phim online, khuyến mãi và góc điện ảnh tại hệ thống rạp {brand}.",
  "home.heading": "{brand} – Đặt vé xem phim online",

  "home.banners.label": "Banner nổi bật",
  "home.banners.previous": "Banner trước",
  "home.banners.next": "Banner tiếp theo",
  "home.banners.resume": "Tiếp tục tự chuyển banner",
  "home.banners.pause": "Tạm dừng tự chuyển banner",
  "home.banners.show": "Xem banner {n}",
  "home.banners.fallback1": "HanCine – rạp chiếu phim bên sông Hàn: đặt vé online, chọn ghế đẹp chỉ trong vài bước",
  "home.banners.fallback2": "Thứ Tư vui vẻ: vé xem phim đồng giá chỉ từ 45K tại mọi rạp HanCine",
  "home.banners.fallback3": "Trải nghiệm IMAX tại HanCine: màn hình khổng lồ, âm thanh sống động",
  "home.banners.fallback4": "Combo bắp nước giảm 10K khi đặt kèm vé xem phim online",
  "home.banners.fallback5": "Tải ứng dụng HanCine: thành viên giảm 5K mỗi vé, nhận vé bằng mã QR",

  "home.quick.heading": QUICK_BOOKING_PLACEHOLDERS.submit,
  "home.quick.film": "Phim",
  "home.quick.cinema": "Rạp",
  "home.quick.date": "Ngày",
  "home.quick.showtime": "Suất",
  "home.quick.chooseFilm": QUICK_BOOKING_PLACEHOLDERS.film,
  "home.quick.chooseCinema": QUICK_BOOKING_PLACEHOLDERS.cinema,
  "home.quick.chooseDate": QUICK_BOOKING_PLACEHOLDERS.date,
  "home.quick.chooseShowtime": QUICK_BOOKING_PLACEHOLDERS.showtime,
  "home.quick.submit": QUICK_BOOKING_PLACEHOLDERS.submit,
  "home.quick.noMatch": "Chưa có suất chiếu phù hợp. Bạn hãy chọn lựa chọn khác nhé.",
  "home.quick.failed": "Chưa tải được danh sách.",
  "home.quick.retry": "Thử lại",
  "home.quick.loading": "Đang tải…",

  "home.films.heading": "Phim",
  "home.films.tabsLabel": "Danh sách phim",
  "home.films.nowShowing": FILM_TABS[0].label,
  "home.films.comingSoon": FILM_TABS[1].label,
  "home.films.imax": FILM_TABS[2].label,
  "home.films.all": "Xem tất cả phim",
  "home.emptyList": EMPTY_LIST_MESSAGE,

  "home.commentary.heading": "Góc điện ảnh",
  "home.commentary.reviews": COMMENTARY_TABS[0].label,
  "home.commentary.blog": COMMENTARY_TABS[1].label,
  "home.commentary.seeMore": "Xem thêm",
  "home.commentary.seeMoreOf": "Xem thêm {list}",
  "home.commentary.views": "{views, plural, other {# lượt xem}}",
  "home.commentary.image": "Ảnh minh họa bài viết: {title}",

  "home.promotions.heading": "Tin khuyến mãi",
  "home.promotions.previous": "Xem khuyến mãi trước",
  "home.promotions.next": "Xem khuyến mãi tiếp theo",
  "home.promotions.list": "Danh sách khuyến mãi, kéo ngang hoặc dùng phím mũi tên để xem thêm",
  "home.promotions.image": "Ảnh khuyến mãi: {title}",

  "home.app.eyebrow": "Ứng dụng {brand}",
  "home.app.title": APP_PROMO_TITLE,
  "home.app.text":
    "Xem lịch chiếu, chọn ghế đẹp, thêm bắp nước và nhận vé bằng mã QR ngay trên điện thoại. Thành viên được tích điểm mỗi lần đặt vé và nhận ưu đãi riêng vào ngày sinh nhật. Quét mã để tải ứng dụng miễn phí.",
  "home.app.qr": "Mã QR tải ứng dụng {brand}",
  "home.app.qrCaption": "Quét mã bằng camera điện thoại để mở trang tải ứng dụng",
  "home.app.appStore": "Tải về trên",
  "home.app.googlePlay": "Tải ứng dụng trên",
  "home.app.screens": "Màn hình ứng dụng {brand}",
  "home.app.resume": "Tiếp tục tự chuyển màn hình",
  "home.app.pause": "Tạm dừng tự chuyển màn hình",
  "home.app.show": "Xem màn hình {n}",
  "home.app.screenFilms": "Màn hình ứng dụng HanCine: danh sách phim đang chiếu với poster và điểm đánh giá",
  "home.app.screenShowtimes": "Màn hình ứng dụng HanCine: chọn rạp, ngày và suất chiếu",
  "home.app.screenSeats": "Màn hình ứng dụng HanCine: sơ đồ ghế để chọn chỗ ngồi",
  "home.app.screenTicket": "Màn hình ứng dụng HanCine: vé điện tử kèm mã QR để vào rạp",

  "home.about.heading": "Trang chủ",
  "home.about.chain":
    "{brand} là chuỗi rạp chiếu phim ra đời bên bờ sông Hàn, Đà Nẵng, mang đến cho khán giả những bộ phim bom tấn Việt Nam và quốc tế mới nhất, phòng chiếu IMAX màn hình lớn, âm thanh sống động cùng ghế ngồi êm ái. Bên cạnh lịch chiếu cập nhật mỗi ngày, {brand} còn có góc điện ảnh với bài bình luận phim, blog điện ảnh và nhiều chương trình khuyến mãi hấp dẫn, giá vé chỉ từ 45K.",
  "home.about.booking":
    "Đặt vé tại {brand} thật đơn giản: tại mục {buyTickets}, bạn chọn vé theo phim, theo rạp hoặc theo ngày, chọn ghế và thanh toán. Ngay sau đó, bạn nhận được tin nhắn xác nhận và e-mail kèm thông tin vé. Đến rạp, bạn nhận vé tại quầy hoặc quét mã QR để vào phòng chiếu – không cần xếp hàng.",
  "home.about.buyTickets": "Mua vé",
} as const;
