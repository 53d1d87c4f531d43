import { CANCEL_BEFORE_MINUTES_DEFAULT, durationText } from "@hancine/contract/after-sale";
import type { SiteInfo } from "@hancine/contract/page-services";
import { paths } from "#web/features/site/paths.ts";
import { emailLink, hotlineText, type InfoContent } from "../info-content.ts";

/** `termsVersion`: the version signup stores with each consent (TERMS_VERSION, read by the loader). */
export const termsContent = (site: SiteInfo, termsVersion: string): InfoContent => ({
  title: "Thỏa thuận sử dụng",
  description: `Điều khoản khi dùng website ${site.brand}: tài khoản, đặt vé, giữ ghế 10 phút, thanh toán, vé QR, hoàn tiền, phân loại độ tuổi và dữ liệu cá nhân.`,
  lead: `Thỏa thuận này áp dụng khi bạn dùng website và ứng dụng ${site.brand} để xem thông tin và mua vé. Khi đăng ký tài khoản, bạn xác nhận đã đọc và đồng ý với phiên bản thỏa thuận hiện hành.`,
  updated: `phiên bản ${termsVersion}`,
  sections: [
    {
      heading: "1. Tài khoản",
      items: [
        "Bạn cần một tài khoản để mua vé online. Thông tin đăng ký (họ tên, e-mail, số điện thoại, giới tính, ngày sinh) phải đúng và là của chính bạn.",
        "Bạn tự bảo mật mật khẩu. Nếu nghi ngờ tài khoản bị dùng trái phép, hãy đổi mật khẩu và báo cho chúng tôi ngay.",
        `Hệ thống lưu phiên bản thỏa thuận bạn đã đồng ý (hiện là ${termsVersion}) và thời điểm đồng ý. Khi thỏa thuận thay đổi, chúng tôi thông báo trên website trước khi áp dụng.`,
      ],
    },
    {
      heading: "2. Đặt vé và giữ ghế",
      items: [
        "Mỗi đơn hàng có tối đa 8 ghế của cùng một suất chiếu.",
        "Ghế bạn chọn được giữ trong 10 phút. Hết thời gian mà chưa thanh toán, ghế được mở bán lại cho khách khác.",
        "Giá vé được tính trên máy chủ theo bảng giá của rạp tại thời điểm đặt; mã giảm giá áp dụng theo điều kiện của từng mã.",
      ],
    },
    {
      heading: "3. Thanh toán, vé điện tử và hoàn tiền",
      items: [
        "Đơn hàng chỉ thành công khi cổng thanh toán xác nhận. Vé điện tử có mã QR được gửi qua e-mail và hiện trong tài khoản của bạn.",
        "Mỗi mã QR chỉ được quét vào cửa một lần. Bạn không nên chia sẻ ảnh mã QR cho người khác.",
        `Đơn đã thanh toán được hủy (hoàn tiền về phương thức đã dùng) hoặc đổi sang suất khác của cùng phim đến trước giờ chiếu ${durationText(CANCEL_BEFORE_MINUTES_DEFAULT)}, khi vé chưa được quét vào cửa; mỗi đơn đổi suất một lần; sau thời hạn đó vé không đổi, không trả.`,
        "Nếu tiền đã bị trừ nhưng đơn không giữ được ghế (ví dụ thanh toán sau khi hết thời gian giữ ghế), hệ thống tự hoàn tiền về phương thức thanh toán bạn đã dùng. Nếu suất chiếu bị hủy từ phía rạp, bạn được hoàn tiền đầy đủ.",
      ],
    },
    {
      heading: "4. Phân loại phim theo độ tuổi",
      paragraphs: [
        "Phim được phân loại P, K, T13, T16, T18 theo quy định của pháp luật Việt Nam. Người mua vé chịu trách nhiệm chọn phim phù hợp với độ tuổi người xem; nhân viên rạp có quyền kiểm tra giấy tờ tùy thân và từ chối cho vào phòng chiếu mà không hoàn tiền nếu người xem chưa đủ tuổi.",
      ],
    },
    {
      heading: "5. Dữ liệu cá nhân",
      paragraphs: [
        `Chúng tôi xử lý dữ liệu cá nhân của bạn theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân và [Chính sách bảo mật](${paths.privacy()}), gồm loại dữ liệu được lưu, mục đích và quyền của bạn.`,
      ],
    },
    {
      heading: "6. Quy định tại rạp và liên hệ",
      paragraphs: [
        `Khi đến rạp, bạn tuân theo [Quy chế hoạt động](${paths.operatingRules()}). Mọi thắc mắc về thỏa thuận này, bạn gọi ${hotlineText(site)} hoặc gửi e-mail tới ${emailLink(site, "Hỏi về Thỏa thuận sử dụng")}.`,
      ],
    },
  ],
});
