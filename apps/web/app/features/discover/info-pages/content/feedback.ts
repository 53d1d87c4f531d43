import { emailLink, hotlineText, type InfoContentOf } from "../info-content.ts";

export const feedbackContent: InfoContentOf = (site) => ({
  title: "Góp ý",
  description: `Gửi góp ý, khen ngợi hoặc khiếu nại về rạp, suất chiếu, dịch vụ và website ${site.brand}.`,
  lead: `Mỗi góp ý đều được đọc và chuyển tới đúng rạp, đúng bộ phận. Cảm ơn bạn đã giúp ${site.brand} tốt hơn.`,
  sections: [
    {
      heading: "Gửi góp ý",
      items: [
        `E-mail: ${emailLink(site, "Góp ý cho " + site.brand)}. Chúng tôi trả lời trong 2 ngày làm việc.`,
        `Tổng đài: ${hotlineText(site)}, phù hợp khi bạn cần hỗ trợ ngay (ví dụ đang ở rạp).`,
        "Tại rạp: quản lý ca trực luôn có mặt ở quầy vé.",
      ],
    },
    {
      heading: "Để chúng tôi xử lý nhanh hơn",
      items: [
        "Mã đơn hàng (có trong e-mail vé) nếu góp ý liên quan đến một lần mua vé.",
        "Tên rạp, ngày và giờ suất chiếu, số phòng hoặc số ghế.",
        "Mô tả ngắn điều đã xảy ra và mong muốn của bạn; ảnh chụp màn hình nếu là lỗi trên website.",
      ],
    },
    {
      heading: "Dữ liệu trong góp ý",
      paragraphs: ["Thông tin bạn gửi chỉ dùng để trả lời và cải thiện dịch vụ, được xử lý theo Chính sách bảo mật của chúng tôi."],
    },
  ],
});
