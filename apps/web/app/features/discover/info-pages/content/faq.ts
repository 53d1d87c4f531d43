import { AGE_RATING_MEANING } from "@hancine/contract/age-rating-meaning";
import { CANCEL_BEFORE_MINUTES_DEFAULT, durationText } from "@hancine/contract/after-sale";
import { HOLD_MINUTES_DEFAULT, MAX_SEATS_PER_ORDER } from "@hancine/contract/booking-constants";
import { paths } from "#web/features/site/paths.ts";
import { emailLink, hotlineText, type InfoContentOf } from "../info-content.ts";

export const faqContent: InfoContentOf = (site) => ({
  title: "Câu hỏi thường gặp",
  description: `Cách mua vé online tại ${site.brand}, thời gian giữ ghế ${HOLD_MINUTES_DEFAULT} phút, phân loại độ tuổi P/K/T13/T16/T18, hoàn tiền và vé QR.`,
  lead: `Những điều khách hàng hay hỏi khi mua vé tại ${site.brand}. Chưa thấy câu trả lời bạn cần? Gọi tổng đài ${hotlineText(site)}.`,
  sections: [
    {
      heading: "Mua vé",
      qa: [
        {
          q: "Mua vé online như thế nào?",
          a: [
            `Vào [Mua vé](${paths.buyTickets()}), chọn phim, rạp hoặc ngày, rồi chọn suất chiếu. Trên sơ đồ ghế, chọn tối đa ${MAX_SEATS_PER_ORDER} ghế, thêm combo bắp nước nếu muốn, nhập mã ưu đãi (nếu có) và thanh toán.`,
            "Bạn cần đăng nhập để giữ ghế. Chưa có tài khoản? Đăng ký chỉ mất một phút.",
          ],
        },
        {
          q: `Ghế được giữ cho tôi bao lâu?`,
          a: [
            `${HOLD_MINUTES_DEFAULT} phút kể từ khi bạn chọn ghế. Đồng hồ đếm ngược hiện trên trang đặt vé. Hết thời gian mà chưa thanh toán xong, ghế được mở bán lại và bạn cần chọn lại.`,
          ],
        },
        {
          q: "Thanh toán bằng cách nào?",
          a: ["Qua cổng VNPay (thẻ ATM nội địa, thẻ Visa/Mastercard/JCB, VNPAY-QR trong ứng dụng ngân hàng), ví MoMo hoặc ZaloPay khi rạp có hỗ trợ."],
        },
        {
          q: "Giá vé được tính thế nào?",
          a: [
            `Theo định dạng phim (2D, 3D, IMAX, 4DX), loại ghế, khung giờ bắt đầu suất chiếu (trước 12:00, 12:00–17:59, từ 18:00) và ngày chiếu (ngày thường, cuối tuần, ngày lễ). Bảng giá từng rạp có tại [Rạp và giá vé](${paths.theatersPrices()}). Giá ghế đôi là giá cho hai người.`,
          ],
        },
      ],
    },
    {
      heading: "Vé điện tử",
      qa: [
        {
          q: "Tôi nhận vé ở đâu?",
          a: [
            `Ngay khi thanh toán thành công, vé có mã QR được gửi tới e-mail của bạn và lưu trong [Tài khoản](${paths.account()}). Bạn không cần in vé: đưa mã QR trên điện thoại để nhân viên quét ở cửa phòng chiếu.`,
          ],
        },
        {
          q: "Một mã QR dùng được mấy lần?",
          a: ["Một lần. Sau khi được quét, vé được ghi nhận đã vào cửa; lần quét sau sẽ bị từ chối. Vì vậy bạn đừng đăng ảnh vé lên mạng xã hội nhé."],
        },
      ],
    },
    {
      heading: "Độ tuổi người xem",
      qa: [
        {
          q: "Các nhãn P, K, T13, T16, T18 nghĩa là gì?",
          a: (["P", "K", "T13", "T16", "T18"] as const).map((age) => `${age}: ${AGE_RATING_MEANING[age]}.`),
        },
        {
          q: "Rạp có kiểm tra tuổi không?",
          a: [
            "Có. Với phim T13, T16, T18, nhân viên có thể yêu cầu xuất trình giấy tờ tùy thân có ảnh. Người chưa đủ tuổi không được vào phòng chiếu và vé không được hoàn, nên bạn hãy kiểm tra nhãn phim trước khi mua.",
          ],
        },
      ],
    },
    {
      heading: "Đổi, trả và hoàn tiền",
      qa: [
        {
          q: "Tôi có thể đổi hoặc trả vé đã mua không?",
          a: [
            `Được, đến trước giờ chiếu ${durationText(CANCEL_BEFORE_MINUTES_DEFAULT)} và khi vé chưa được quét vào cửa. Ở trang vé hoặc mục “Vé của tôi” trong tài khoản, chọn “Hủy vé” để được hoàn tiền về đúng phương thức bạn đã thanh toán (điểm đã dùng cũng được trả lại), hoặc “Đổi suất” để chuyển sang suất khác của cùng phim và chọn lại ghế: bạn trả thêm hoặc được hoàn phần chênh lệch.`,
            "Mỗi đơn đổi suất được một lần. Sau thời hạn trên, vé không đổi, không trả.",
          ],
        },
        {
          q: "Tiền đã bị trừ nhưng tôi không nhận được vé?",
          a: [
            "Nếu thanh toán hoàn tất sau khi hết thời gian giữ ghế, hoặc ghế không còn giữ được, hệ thống tự hoàn tiền về đúng phương thức bạn đã dùng và gửi e-mail thông báo. Thời gian tiền về tài khoản tùy ngân hàng, thường từ 1 đến 7 ngày làm việc.",
            `Sau 30 phút vẫn chưa nhận được vé hoặc e-mail hoàn tiền, bạn gửi mã đơn hàng tới ${emailLink(site, "Chưa nhận được vé")} để được kiểm tra.`,
          ],
        },
        {
          q: "Suất chiếu bị hủy thì sao?",
          a: ["Nếu rạp hủy suất chiếu, bạn được hoàn tiền đầy đủ và được thông báo qua e-mail đã đăng ký."],
        },
      ],
    },
  ],
});
