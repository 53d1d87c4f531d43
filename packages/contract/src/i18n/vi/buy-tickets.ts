/** The quick purchase page `/buy-tickets` (in English, decision 097): three ways to a showtime — by film, by cinema, by date. */
export const buyTicketsVi = {
  "buy.metaTitle": "Mua vé xem phim theo phim, rạp hoặc ngày – {brand}",
  "buy.metaDescription": "Chọn phim, rạp hoặc ngày xem để thấy các suất chiếu còn mở bán và đặt vé online.",
  "buy.title": "Mua vé",
  "buy.ways": "Cách chọn vé",
  "buy.way.film": "Theo phim",
  "buy.way.cinema": "Theo rạp",
  "buy.way.date": "Theo ngày",
  "buy.loading": "Đang tải…",
  "buy.chooseDay": "Chọn ngày xem",
  // by film
  "buy.film.heading": "Chọn phim",
  "buy.film.list": "Phim đang chiếu",
  "buy.film.none": "Hiện chưa có phim nào đang chiếu {where}. Bạn thử đổi khu vực nhé.",
  "buy.film.results": "Suất chiếu phim {film}",
  "buy.film.empty": "Phim này chưa có suất chiếu trong ngày này {where}. Bạn thử ngày khác nhé.",
  "buy.film.prompt": "Chọn một phim ở trên để xem suất chiếu.",
  // by cinema
  "buy.cinema.heading": "Chọn rạp",
  "buy.cinema.list": "Rạp",
  "buy.cinema.none": "Chưa có rạp nào {where}. Bạn thử đổi khu vực nhé.",
  "buy.cinema.results": "Suất chiếu tại {cinema}",
  "buy.cinema.empty": "Rạp chưa có suất chiếu trong ngày này. Bạn thử ngày khác nhé.",
  "buy.cinema.prompt": "Chọn một rạp ở trên để xem suất chiếu.",
  // by date
  "buy.date.heading": "Chọn ngày",
  "buy.date.list": "Ngày xem",
  "buy.date.today": "Suất chiếu hôm nay {where}",
  "buy.date.day": "Suất chiếu ngày {day} {where}",
  "buy.date.noneWithFeature": "Không có suất “{feature}” nào trong ngày này {where}. Bạn thử bỏ lọc hoặc chọn ngày khác nhé.",
  "buy.date.none": "Không còn suất chiếu nào mở bán trong ngày này {where}. Bạn thử ngày khác hoặc đổi khu vực nhé.",
} as const;
