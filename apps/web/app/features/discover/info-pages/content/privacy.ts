import type { SiteInfo } from "@hancine/contract/page-services";
import { paths } from "#web/features/site/paths.ts";
import { emailLink, hotlineText, type InfoContent } from "../info-content.ts";

export const privacyContent = (site: SiteInfo, termsVersion: string): InfoContent => ({
  title: "Chính sách bảo mật",
  description: `${site.brand} lưu những dữ liệu cá nhân nào, để làm gì, trong bao lâu và quyền của bạn theo Nghị định 13/2023/NĐ-CP.`,
  lead: `Chính sách này cho biết ${site.brand} thu thập và xử lý dữ liệu cá nhân của bạn như thế nào, theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân. Bên kiểm soát và xử lý dữ liệu: ${site.companyName}.`,
  updated: `phiên bản ${termsVersion}`,
  sections: [
    {
      heading: "1. Dữ liệu chúng tôi lưu",
      items: [
        "Tài khoản: họ tên, e-mail, số điện thoại, giới tính, ngày sinh, mật khẩu (chỉ lưu dạng băm một chiều, không ai đọc được mật khẩu gốc), thời điểm xác thực e-mail.",
        `Sự đồng ý: phiên bản [Thỏa thuận sử dụng](${paths.terms()}) bạn đã đồng ý khi đăng ký (hiện là ${termsVersion}) và thời điểm đồng ý.`,
        "Đơn hàng: suất chiếu, ghế, combo, mã giảm giá, số tiền, trạng thái thanh toán và hoàn tiền, vé điện tử và lần quét vé vào cửa.",
        "Thanh toán: mã giao dịch và kết quả do cổng thanh toán gửi về. Chúng tôi không lưu số thẻ hay thông tin đăng nhập ngân hàng của bạn.",
        "Phiên đăng nhập và an toàn: thời điểm đăng nhập, trình duyệt, địa chỉ IP và nhật ký các thao tác quan trọng (đăng ký, đăng nhập, đổi mật khẩu, đặt vé) để phát hiện truy cập trái phép.",
        "Cookie: cookie phiên đăng nhập (bắt buộc để mua vé) và cookie ghi nhớ khu vực bạn chọn. Chúng tôi không dùng cookie quảng cáo của bên thứ ba.",
      ],
    },
    {
      heading: "2. Mục đích xử lý",
      items: [
        "Tạo và bảo vệ tài khoản, giữ ghế, bán vé và gửi vé điện tử qua e-mail.",
        "Kiểm tra độ tuổi khi bạn mua vé phim có phân loại T13, T16, T18, và áp dụng ưu đãi tháng sinh nhật.",
        "Đối soát thanh toán, hoàn tiền và giải quyết khiếu nại.",
        "Thực hiện nghĩa vụ kế toán, thuế theo quy định pháp luật.",
      ],
    },
    {
      heading: "3. Chia sẻ dữ liệu",
      paragraphs: [
        "Chúng tôi chỉ chuyển cho cổng thanh toán (VNPay, MoMo, ZaloPay) mã đơn hàng và số tiền cần thiết để thanh toán. Chúng tôi không bán dữ liệu cá nhân và chỉ cung cấp cho cơ quan nhà nước khi có yêu cầu hợp pháp.",
      ],
    },
    {
      heading: "4. Thời gian lưu trữ",
      paragraphs: [
        "Dữ liệu tài khoản được lưu đến khi bạn yêu cầu xóa tài khoản. Dữ liệu đơn hàng và thanh toán được lưu theo thời hạn lưu chứng từ kế toán mà pháp luật yêu cầu. Phiên đăng nhập hết hạn tự động.",
      ],
    },
    {
      heading: "5. Quyền của bạn",
      items: [
        "Được biết, xem và chỉnh sửa dữ liệu của mình: phần lớn thông tin có trong trang [Tài khoản](" + paths.account() + ").",
        "Rút lại sự đồng ý, yêu cầu xóa hoặc hạn chế xử lý dữ liệu, yêu cầu cung cấp bản sao dữ liệu.",
        "Khiếu nại về việc xử lý dữ liệu cá nhân.",
        `Gửi yêu cầu tới ${emailLink(site, "Yêu cầu về dữ liệu cá nhân")} hoặc gọi ${hotlineText(site)}. Chúng tôi phản hồi trong 72 giờ làm việc.`,
      ],
    },
    {
      heading: "6. Bảo vệ dữ liệu",
      paragraphs: [
        "Mật khẩu được băm một chiều (argon2id), cookie đăng nhập không đọc được từ mã trên trang, và mọi thao tác làm thay đổi dữ liệu phải xuất phát từ chính website. Chỉ nhân viên có nhiệm vụ mới xem được đơn hàng của khách. Khi xảy ra sự cố lộ lọt dữ liệu, chúng tôi thông báo cho bạn và cơ quan chức năng theo Nghị định 13/2023/NĐ-CP.",
      ],
    },
  ],
});
