/**
 * Showtimes by day (decision 092): the day tabs, the filters, each time with its seats left, as a
 * film's page, a cinema's page, the buy-tickets page, an exchange and the waiting room show them.
 */
export const showtimesVi = {
  "showtimes.today": "Hôm nay",
  "showtimes.noneThatDay": ", chưa có suất",
  "showtimes.noMatch": "Không có suất nào khớp bộ lọc trong ngày này.",
  "showtimes.clearFilters": "Bỏ lọc",
  "showtimes.filters": "Lọc suất chiếu",
  "showtimes.format": "Định dạng",
  "showtimes.all": "Tất cả",
  "showtimes.sound": "Ngôn ngữ",
  "showtimes.part": "Buổi",
  "showtimes.wholeDay": "Cả ngày",
  "showtimes.morning": "Sáng (trước 12:00)",
  "showtimes.afternoon": "Chiều (12:00–17:59)",
  "showtimes.evening": "Tối (18:00–21:59)",
  "showtimes.late": "Khuya (từ 22:00)",
  "showtimes.access": "Hỗ trợ tiếp cận",
  "showtimes.anyShowtime": "Mọi suất",
  "showtimes.soldOut": "Hết vé",
  "showtimes.fewLeft": "Sắp hết vé · còn {left}",
  "showtimes.seatsLeft": "còn {left} ghế",
  "showtimes.waitingRoom": "Phòng chờ",
  "showtimes.group": "Suất {format} tại {place}",
} as const;
