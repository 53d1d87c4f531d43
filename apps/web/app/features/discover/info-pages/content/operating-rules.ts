import { paths } from "#web/features/site/paths.ts";
import { emailLink, hotlineText, type InfoContentOf } from "../info-content.ts";

export const operatingRulesContent: InfoContentOf = (site) => ({
  title: "Quy chế hoạt động",
  description: `Quy định khi mua vé và xem phim tại các rạp ${site.brand}: giờ vào phòng chiếu, độ tuổi, đồ ăn uống, quay phim, trẻ em và hỗ trợ người khuyết tật.`,
  lead: `Để suất phim của mọi người đều trọn vẹn, các rạp ${site.brand} áp dụng những quy định dưới đây. Website và ứng dụng là kênh bán vé chính thức của ${site.companyName}.`,
  sections: [
    {
      heading: "Vào phòng chiếu",
      items: [
        "Phòng chiếu mở cửa khoảng 15 phút trước giờ chiếu. Bạn đưa mã QR trên vé (trên điện thoại hoặc bản in) để nhân viên quét ở cửa.",
        "Mỗi vé dành cho một người (ghế đôi dành cho hai người) và chỉ được vào cửa một lần.",
        "Bạn ngồi đúng ghế ghi trên vé. Khách đến muộn vui lòng đi nhẹ nhàng, nhân viên sẽ soi đèn hỗ trợ.",
      ],
    },
    {
      heading: "Độ tuổi người xem",
      items: [
        "P: mọi lứa tuổi. K: dưới 13 tuổi xem cùng cha mẹ hoặc người giám hộ.",
        "T13, T16, T18: người xem phải đủ 13, 16, 18 tuổi. Nhân viên có thể yêu cầu xuất trình giấy tờ tùy thân có ảnh; người chưa đủ tuổi không được vào phòng chiếu và vé không được hoàn.",
      ],
    },
    {
      heading: "Trong phòng chiếu",
      items: [
        "Không quay phim, chụp ảnh màn hình; vi phạm quyền tác giả có thể bị xử lý theo pháp luật.",
        "Để điện thoại ở chế độ im lặng, hạn chế dùng màn hình sáng.",
        "Đồ ăn, thức uống mua tại quầy được mang vào phòng chiếu thường; phòng 4DX chỉ cho phép nước uống có nắp.",
        "Không hút thuốc (kể cả thuốc lá điện tử), không mang chất cấm, vật sắc nhọn, chất dễ cháy.",
      ],
    },
    {
      heading: "Hỗ trợ khách hàng",
      items: [
        "Chỗ dành cho xe lăn được đánh dấu trên sơ đồ ghế; bạn chọn chỗ này khi đặt vé và nhân viên sẽ hỗ trợ lối vào.",
        `Giá vé, khung giờ và quy định riêng của từng rạp có tại trang [Rạp và giá vé](${paths.theatersPrices()}).`,
        `Góp ý, khiếu nại: gọi ${hotlineText(site)} hoặc e-mail ${emailLink(site)}.`,
      ],
    },
  ],
});
