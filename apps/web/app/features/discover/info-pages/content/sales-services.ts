import { paths } from "#web/features/site/paths.ts";
import { emailLink, hotlineText, type InfoContentOf } from "../info-content.ts";

export const salesServicesContent: InfoContentOf = (site) => ({
  title: "Sale & Dịch vụ",
  description: `Dịch vụ cho doanh nghiệp và nhóm tại ${site.brand}: mua vé số lượng lớn, thuê phòng chiếu, quảng cáo tại rạp, voucher quà tặng.`,
  lead: `${site.brand} đồng hành cùng doanh nghiệp, trường học và các nhóm bạn trong những buổi xem phim riêng, sự kiện và quà tặng.`,
  sections: [
    {
      heading: "Dịch vụ",
      items: [
        "Mua vé số lượng lớn cho nhân viên, khách hàng, học sinh: giá theo số lượng, xuất hóa đơn VAT.",
        "Thuê nguyên phòng chiếu cho buổi ra mắt sản phẩm, hội nghị, chiếu phim riêng hoặc sinh nhật; có thể dùng màn hình để trình chiếu nội dung của bạn.",
        "Quảng cáo tại rạp: trước suất chiếu, trên màn hình sảnh, standee và quầy bắp nước.",
        "Voucher xem phim và combo bắp nước làm quà tặng, in tên doanh nghiệp.",
      ],
    },
    {
      heading: "Liên hệ bộ phận kinh doanh",
      paragraphs: [
        `Gửi yêu cầu tới ${emailLink(site, "Yêu cầu dịch vụ doanh nghiệp")} với thời gian, rạp mong muốn, số người và nội dung cần hỗ trợ; chúng tôi báo giá trong 1 ngày làm việc. Tổng đài: ${hotlineText(site)}.`,
        `Danh sách rạp và sức chứa phòng chiếu có tại trang [Rạp và giá vé](${paths.theatersPrices()}).`,
      ],
    },
  ],
});
