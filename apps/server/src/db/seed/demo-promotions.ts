import type { PromoIcon } from "@hancine/demo-art/promo-graphics";

/**
 * The 15 promotions of the home carousel. Their texts carry the spec's figures: prices from 45K,
 * discounts of 5K and 10K. Validity is relative to "today"; bodies are plain paragraphs split by
 * blank lines.
 */
export type DemoPromotion = {
  slug: string;
  title: string;
  /** Short headline painted on the card image. */
  headline: string;
  summary: string;
  body: string;
  validFromDays: number;
  validUntilDays: number;
  value: string;
  valueCaption: string;
  icon: PromoIcon;
  /** The voucher code it advertises (demo-vouchers.ts): the page lists the conditions from its rule. */
  voucher?: string;
  /** Its texts in English (decision 095), all three; absent: the English site shows the Vietnamese ones. */
  english?: { title: string; summary: string; body: string };
};

const CONDITIONS_EN =
  "This offer cannot be combined with other offers and may end early once its budget runs out. If you need help, call our hotline 113 (9:00–22:00).";

const CONDITIONS =
  "Chương trình không áp dụng đồng thời với các ưu đãi khác và có thể kết thúc sớm khi hết ngân sách khuyến mãi. Nếu cần hỗ trợ, bạn hãy gọi tổng đài 113 (9:00–22:00) nhé.";

export const DEMO_PROMOTIONS: readonly DemoPromotion[] = [
  {
    slug: "thu-tu-vui-ve",
    title: "Thứ Tư vui vẻ – đồng giá 45K",
    headline: "Thứ Tư vui vẻ",
    summary: "Mọi suất chiếu 2D ngày thứ Tư chỉ 45K/vé tại tất cả rạp HanCine.",
    body: `Giữa tuần cần một chút niềm vui! Vào mọi ngày thứ Tư, vé xem phim 2D ghế thường tại tất cả rạp HanCine đồng giá 45K, áp dụng cho mọi suất chiếu từ sáng đến khuya.\n\nĐặt vé trên website hoặc ứng dụng HanCine và nhập mã THUTU45K ở bước xác nhận, giá vé được tính lại ngay trước khi bạn thanh toán.\n\n${CONDITIONS}`,
    validFromDays: -30,
    validUntilDays: 90,
    voucher: "THUTU45K",
    english: {
      title: "Happy Wednesday – every ticket 45K",
      summary: "Every 2D showing on Wednesdays is just 45K a ticket at all HanCine cinemas.",
      body: `Midweek needs a little fun! Every Wednesday, standard-seat 2D tickets at all HanCine cinemas are 45K, for every showing from morning to late night.\n\nBook on the HanCine website or app and enter the code THUTU45K when you confirm your order: the price is recalculated before you pay.\n\n${CONDITIONS_EN}`,
    },
    value: "45K",
    valueCaption: "Đồng giá",
    icon: "ticket",
  },
  {
    slug: "giam-10k-combo-bap-nuoc",
    title: "Giảm 10K combo bắp nước khi mua kèm vé",
    headline: "Giảm 10K combo bắp nước",
    summary: "Thêm combo bắp nước khi đặt vé trực tuyến để được giảm ngay 10K.",
    body: `Đặt vé trên website hoặc ứng dụng HanCine và thêm bất kỳ combo bắp nước nào vào đơn hàng, bạn được giảm ngay 10K cho mỗi combo, tối đa 2 combo mỗi đơn: nhập mã COMBO10K ở bước xác nhận.\n\nCombo Sông Hàn 1 bắp 1 nước chỉ còn 79K thay vì 89K. Bạn nhận bắp nước tại quầy bằng mã QR trên vé, không cần xếp hàng gọi món.\n\n${CONDITIONS}`,
    validFromDays: -14,
    validUntilDays: 60,
    voucher: "COMBO10K",
    english: {
      title: "10K off snack combos with your tickets",
      summary: "Add a snack combo when you book online and save 10K.",
      body: `Book on the HanCine website or app and add any snack combo to your order: you save 10K on each combo, up to 2 combos an order, with the code COMBO10K when you confirm.\n\nThe Song Han combo (1 popcorn, 1 drink) is 79K instead of 89K. Pick it up at the counter with the QR code on your ticket, no queueing to order.\n\n${CONDITIONS_EN}`,
    },
    value: "-10K",
    valueCaption: "Combo bắp nước",
    icon: "popcorn",
  },
  {
    slug: "giam-5k-vi-momo",
    title: "Giảm 5K khi thanh toán bằng ví MoMo",
    headline: "Ví MoMo giảm 5K",
    summary: "Thanh toán vé bằng ví MoMo, giảm ngay 5K cho mỗi đơn hàng từ 90K.",
    body: `Khi chọn thanh toán bằng ví MoMo trên website hoặc ứng dụng HanCine, bạn được giảm ngay 5K cho mỗi đơn hàng có giá trị từ 90K.\n\nNhập mã GIAM5K ở bước xác nhận rồi chọn Ví MoMo: số tiền giảm hiển thị ngay trước khi bạn thanh toán.\n\n${CONDITIONS}`,
    validFromDays: -7,
    validUntilDays: 45,
    voucher: "GIAM5K",
    english: {
      title: "5K off when you pay with MoMo",
      summary: "Pay for your tickets with the MoMo wallet and save 5K on every order from 90K.",
      body: `When you pay with the MoMo wallet on the HanCine website or app, you save 5K on every order of 90K or more.\n\nEnter the code GIAM5K when you confirm your order, then choose the MoMo wallet: the discount shows before you pay.\n\n${CONDITIONS_EN}`,
    },
    value: "-5K",
    valueCaption: "Ví MoMo",
    icon: "phone",
  },
  {
    slug: "hoc-sinh-sinh-vien-45k",
    title: "Học sinh, sinh viên đồng giá 45K",
    headline: "HSSV đồng giá 45K",
    summary: "Xuất trình thẻ học sinh, sinh viên để xem phim 2D chỉ 45K từ thứ Hai đến thứ Sáu.",
    body: `Từ thứ Hai đến thứ Sáu, học sinh, sinh viên dưới 22 tuổi được mua vé 2D ghế thường đồng giá 45K cho mọi suất chiếu trước 17:00.\n\nBạn chỉ cần xuất trình thẻ học sinh, sinh viên còn hiệu lực khi nhận vé tại quầy. Mỗi thẻ được mua tối đa 2 vé mỗi ngày.\n\n${CONDITIONS}`,
    validFromDays: -60,
    validUntilDays: 120,
    value: "45K",
    valueCaption: "Học sinh, sinh viên",
    icon: "star",
  },
  {
    slug: "suat-khuya-tu-45k",
    title: "Suất khuya sau 22 giờ chỉ từ 45K",
    headline: "Suất khuya chỉ từ 45K",
    summary: "Cú đêm mê phim? Mọi suất chiếu bắt đầu từ 22:00 có giá chỉ từ 45K.",
    body: `Các suất chiếu bắt đầu từ 22:00 hằng ngày có giá vé chỉ từ 45K cho ghế thường và 55K cho ghế VIP.\n\nSau suất khuya, bạn có thể gửi xe miễn phí đến 1:30 sáng tại các rạp có bãi giữ xe riêng. Phim T18 chỉ bán cho khán giả đủ 18 tuổi, nhân viên có thể kiểm tra giấy tờ tùy thân.\n\n${CONDITIONS}`,
    validFromDays: -20,
    validUntilDays: 75,
    value: "45K",
    valueCaption: "Suất khuya",
    icon: "moon",
  },
  {
    slug: "thanh-vien-moi-giam-10k",
    title: "Thành viên mới giảm 10K cho vé đầu tiên",
    headline: "Thành viên mới giảm 10K",
    summary: "Đăng ký tài khoản HanCine và nhận ngay mã giảm 10K cho lần đặt vé đầu tiên.",
    body: `Chào mừng bạn đến với HanCine! Đăng ký tài khoản rồi nhập mã THANHVIENMOI khi đặt vé lần đầu, bạn được giảm ngay 10K cho đơn hàng đó.\n\nMã áp dụng cho mọi định dạng 2D, 3D, IMAX và 4DX, tại tất cả rạp HanCine.\n\n${CONDITIONS}`,
    validFromDays: -90,
    validUntilDays: 180,
    voucher: "THANHVIENMOI",
    value: "-10K",
    valueCaption: "Thành viên mới",
    icon: "heart",
  },
  {
    slug: "vnpay-qr-giam-10k",
    title: "Thanh toán qua VNPay giảm 10K",
    headline: "VNPay giảm 10K",
    summary: "Thanh toán qua VNPay (VNPAY-QR, thẻ ATM, thẻ quốc tế), giảm 10K cho đơn từ 150K.",
    body: `Nhập mã VNPAY10K ở bước xác nhận và chọn VNPay khi thanh toán để được giảm 10K cho đơn hàng từ 150K.\n\nTrên cổng VNPay, bạn có thể quét VNPAY-QR bằng ứng dụng của hơn 40 ngân hàng tại Việt Nam, hoặc dùng thẻ ATM nội địa, thẻ quốc tế.\n\n${CONDITIONS}`,
    validFromDays: -10,
    validUntilDays: 50,
    voucher: "VNPAY10K",
    value: "-10K",
    valueCaption: "VNPAY-QR",
    icon: "card",
  },
  {
    slug: "thang-sinh-nhat",
    title: "Tháng sinh nhật: giảm 10K mỗi vé",
    headline: "Mừng sinh nhật bạn",
    summary: "Trong tháng sinh nhật, thành viên được giảm 10K mỗi vé, tối đa 4 vé.",
    body: `HanCine mừng sinh nhật bạn! Trong tháng sinh nhật, nhập mã SINHNHAT10 khi đặt vé để được giảm 10K cho mỗi vé, tối đa 4 vé trong một đơn.\n\nNgày sinh được lấy từ hồ sơ tài khoản, vì vậy bạn hãy cập nhật ngày sinh chính xác khi đăng ký nhé.\n\n${CONDITIONS}`,
    validFromDays: -120,
    validUntilDays: 240,
    voucher: "SINHNHAT10",
    value: "-10K",
    valueCaption: "Tháng sinh nhật",
    icon: "cake",
  },
  {
    slug: "ghe-doi-cuoi-tuan",
    title: "Ghế đôi cuối tuần giảm 10K",
    headline: "Ghế đôi cuối tuần",
    summary: "Thứ Bảy và Chủ Nhật, mỗi ghế đôi được giảm 10K cho các suất trước 18:00.",
    body: `Hẹn hò cuối tuần thêm tiết kiệm: thứ Bảy và Chủ Nhật, ghế đôi cho các suất chiếu bắt đầu trước 18:00 được giảm 10K mỗi ghế (5K mỗi vé, một ghế đôi gồm 2 vé) với mã DOICUOITUAN.\n\nGhế đôi nằm ở hàng cuối mỗi phòng chiếu, có tay vịn nâng lên được. Số lượng ghế đôi có hạn, bạn nên đặt trước trên ứng dụng.\n\n${CONDITIONS}`,
    validFromDays: -5,
    validUntilDays: 40,
    voucher: "DOICUOITUAN",
    value: "-10K",
    valueCaption: "Ghế đôi",
    icon: "heart",
  },
  {
    slug: "ve-gia-dinh-giam-5k",
    title: "Vé gia đình: giảm 5K mỗi vé từ 4 vé",
    headline: "Cả nhà đi xem phim",
    summary: "Mua từ 4 vé trong cùng một đơn, mỗi vé được giảm 5K.",
    body: `Đi xem phim cùng cả nhà càng vui: khi mua từ 4 vé trở lên trong cùng một đơn hàng cho cùng suất chiếu, mỗi vé được giảm 5K với mã GIADINH5K.\n\nKết hợp với Combo Gia Đình để có đủ bắp nước cho cả nhà. Ưu đãi áp dụng cho mọi phim có nhãn P và K.\n\n${CONDITIONS}`,
    validFromDays: -15,
    validUntilDays: 60,
    voucher: "GIADINH5K",
    value: "-5K",
    valueCaption: "Mỗi vé",
    icon: "people",
  },
  {
    slug: "dat-ve-qua-ung-dung-giam-5k",
    title: "Đặt vé qua ứng dụng giảm 5K",
    headline: "Đặt vé qua app giảm 5K",
    summary: "Đặt vé lần đầu trên ứng dụng HanCine, giảm ngay 5K mỗi vé.",
    body: `Tải ứng dụng HanCine bằng mã QR trên trang chủ và đặt vé lần đầu để được giảm 5K mỗi vé, tối đa 4 vé.\n\nTrên ứng dụng, bạn chọn ghế trên sơ đồ, thanh toán trong vài chạm và nhận vé điện tử có mã QR để vào rạp, không cần in vé.\n\n${CONDITIONS}`,
    validFromDays: -25,
    validUntilDays: 100,
    value: "-5K",
    valueCaption: "Ứng dụng HanCine",
    icon: "phone",
  },
  {
    slug: "imax-buoi-sang-giam-10k",
    title: "Suất IMAX buổi sáng giảm 10K",
    headline: "IMAX sáng giảm 10K",
    summary: "Các suất IMAX bắt đầu trước 12:00 được giảm 10K mỗi vé.",
    body: `Trải nghiệm màn hình IMAX với giá mềm hơn: mọi suất IMAX bắt đầu trước 12:00 được giảm 10K mỗi vé với mã IMAXSANG, tại các rạp có phòng IMAX.\n\nBuổi sáng cũng là lúc phòng chiếu ít đông nhất, bạn dễ chọn được ghế trung tâm đẹp nhất.\n\n${CONDITIONS}`,
    validFromDays: -3,
    validUntilDays: 35,
    voucher: "IMAXSANG",
    value: "-10K",
    valueCaption: "IMAX buổi sáng",
    icon: "star",
  },
  {
    slug: "nguoi-cao-tuoi-tre-em-45k",
    title: "Người cao tuổi và trẻ em đồng giá 45K",
    headline: "Ông bà và bé: 45K",
    summary: "Khán giả từ 60 tuổi và trẻ em cao dưới 1m3 xem phim 2D đồng giá 45K.",
    body: `Khán giả từ 60 tuổi trở lên và trẻ em có chiều cao dưới 1m3 được mua vé 2D ghế thường đồng giá 45K cho mọi suất chiếu, mọi ngày trong tuần.\n\nNhân viên có thể đề nghị xuất trình giấy tờ tùy thân hoặc đo chiều cao tại quầy. Trẻ em dưới 1m3 cần đi cùng người lớn.\n\n${CONDITIONS}`,
    validFromDays: -45,
    validUntilDays: 150,
    value: "45K",
    valueCaption: "Đồng giá",
    icon: "people",
  },
  {
    slug: "mang-ly-ca-nhan-giam-5k",
    title: "Mang ly cá nhân giảm 5K nước uống",
    headline: "Mang ly, giảm 5K",
    summary: "Mang ly cá nhân khi mua nước tại quầy, giảm ngay 5K mỗi ly.",
    body: `Cùng HanCine bớt rác thải nhựa: khi bạn mang ly cá nhân (từ 500 ml) để mua nước ngọt hoặc trà tại quầy, mỗi ly được giảm 5K.\n\nLy giữ nhiệt HanCine có bán tại quầy và trên website, rất hợp để mang theo mỗi lần đi xem phim.\n\n${CONDITIONS}`,
    validFromDays: -40,
    validUntilDays: 200,
    value: "-5K",
    valueCaption: "Ly cá nhân",
    icon: "cup",
  },
  {
    slug: "tai-nang-song-han-giam-10k",
    title: "Tài năng Sông Hàn: giảm 10K vé cho khán giả bình chọn",
    headline: "Tài năng Sông Hàn",
    summary: "Cổ vũ thí sinh Tài năng Sông Hàn: mã GIAM10K giảm 10K cho đơn vé từ 100K.",
    body: `Cuộc thi Tài năng Sông Hàn do HanCine tổ chức đang bước vào vòng bình chọn. Trong thời gian bình chọn, khán giả nhập mã GIAM10K được giảm 10K cho đơn vé từ 100K.\n\nĐêm chung kết sẽ được trình chiếu trực tiếp tại phòng IMAX của HanCine Sông Hàn. Áo thun chính thức của cuộc thi có bán tại quầy với giá 199K.\n\n${CONDITIONS}`,
    validFromDays: -8,
    validUntilDays: 30,
    value: "-10K",
    valueCaption: "Khán giả bình chọn",
    icon: "star",
    voucher: "GIAM10K",
  },
];
