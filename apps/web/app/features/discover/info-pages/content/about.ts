import { paths } from "#web/features/site/paths.ts";
import { emailLink, hotlineText, type InfoContentOf } from "../info-content.ts";

export const aboutContent: InfoContentOf = (site) => ({
  title: "Về chúng tôi",
  description: `${site.brand} – chuỗi rạp chiếu phim ra đời bên sông Hàn, Đà Nẵng: đặt vé online, nhận vé bằng mã QR, rạp tại nhiều tỉnh, thành phố.`,
  lead: `${site.brand} là chuỗi rạp chiếu phim ra đời bên sông Hàn, Đà Nẵng. Chúng tôi muốn mỗi suất phim là một buổi tối dễ chịu: mua vé nhanh, chỗ ngồi thoải mái, hình ảnh và âm thanh chuẩn.`,
  sections: [
    {
      heading: "Hệ thống rạp",
      paragraphs: [
        `Các rạp ${site.brand} có mặt tại nhiều tỉnh, thành phố, với phòng chiếu 2D, 3D, IMAX và 4DX, ghế thường, ghế VIP, ghế đôi và chỗ cho xe lăn. Địa chỉ, bảng giá và lịch chiếu từng rạp có tại trang [Rạp và giá vé](${paths.theatersPrices()}).`,
      ],
    },
    {
      heading: "Mua vé không cần xếp hàng",
      items: [
        `Chọn phim, rạp, suất chiếu và ghế ngay trên website; ghế được giữ cho bạn trong 10 phút để thanh toán.`,
        "Thanh toán qua cổng VNPay (thẻ ATM, thẻ quốc tế, VNPAY-QR) hoặc ví điện tử.",
        "Vé điện tử có mã QR được gửi qua e-mail và lưu trong tài khoản; nhân viên quét mã ở cửa phòng chiếu.",
      ],
    },
    {
      heading: "Điều chúng tôi cam kết",
      items: [
        "Giá vé công khai theo định dạng, loại ghế, khung giờ và ngày chiếu; không phụ phí ẩn khi đặt online.",
        "Phân loại phim theo độ tuổi (P, K, T13, T16, T18) được ghi rõ trước khi bạn mua vé.",
        `Dữ liệu cá nhân được xử lý theo [Chính sách bảo mật](${paths.privacy()}).`,
      ],
    },
    {
      heading: "Liên hệ",
      paragraphs: [`${site.companyName}, ${site.address}.`, `Tổng đài: ${hotlineText(site)}. E-mail: ${emailLink(site)}.`],
    },
  ],
});
