/**
 * A ticket page kept on the customer's device (decision 088, 093): the notes above the order's page
 * and the upcoming tickets, online once kept and offline showing the copy.
 */
export const offlineVi = {
  "offline.when": "{time} ngày {day}",
  "offline.kept": "Đã lưu trên máy này lúc {when}: bạn mở được trang này cả khi không có mạng.",
  "offline.title": "Bạn đang ngoại tuyến — vé đã lưu trên máy này",
  "offline.copy": "Bản lưu lúc {when}. Khi có mạng, hãy tải lại trang để xem thông tin mới nhất.",
  "offline.list": "Các vé đã lưu",
} as const;
