import type { BlogTheme } from "@hancine/demo-art/post-image";

/**
 * Film commentary ("Bình luận phim", each about one demo film) and the film blog ("Blog điện ảnh",
 * exactly four posts, as the home page shows four). Bodies are paragraphs split by blank lines.
 */
export type DemoReview = {
  slug: string;
  filmSlug: string;
  title: string;
  excerpt: string;
  body: string;
  views: number;
  publishedDaysAgo: number;
  /** Its texts in English (decision 095), all three; absent: the English site shows the Vietnamese ones. */
  english?: DemoPostEnglish;
};

export type DemoPostEnglish = { title: string; excerpt: string; body: string };

export type DemoBlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  views: number;
  publishedDaysAgo: number;
  theme: BlogTheme;
  english?: DemoPostEnglish;
};

export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    slug: "review-song-han-khong-ngu",
    filmSlug: "song-han-khong-ngu",
    title: "[Review] Sông Hàn Không Ngủ: bản tình ca dịu dàng của thành phố đêm",
    excerpt: "Không kịch tính dồn dập, phim chinh phục khán giả bằng những khung hình Đà Nẵng về đêm và hai diễn xuất rất đời.",
    body: "Sông Hàn Không Ngủ là kiểu phim khiến người ta muốn đi bộ dọc bờ sông sau khi rời rạp. Đạo diễn Lê Minh Khôi không vội vàng: ông để các nhân vật nói chuyện, im lặng và nhìn thành phố thay đổi quanh họ.\n\nTrần Bảo Ngọc và Phạm Quốc Huy có sự ăn ý hiếm thấy. Những cảnh trong chiếc taxi đêm, chỉ có ánh đèn đường lướt qua gương mặt, là phần đẹp nhất của phim.\n\nNếu phải chê, đó là đoạn giữa hơi dài và một vài tình tiết phụ chưa được khai thác. Nhưng với ai từng rời xa quê nhà, cái kết sẽ đọng lại rất lâu.",
    views: 48_215,
    publishedDaysAgo: 9,
    english: {
      title: "[Review] The Sleepless Han River: a gentle love song to a city at night",
      excerpt: "No breathless drama: the film wins you over with Da Nang by night and two wonderfully natural performances.",
      body: "The Sleepless Han River is the kind of film that makes you want to walk along the river after you leave the cinema. The director takes his time: he lets the characters talk, fall silent and watch the city change around them.\n\nThe two leads share a rare chemistry. The scenes in the night taxi, with only the street lights sliding across their faces, are the best of the film.\n\nIf there is a weakness, the middle runs a little long and a few side stories go nowhere. But for anyone who has ever left home, the ending stays with you for a long time.",
    },
  },
  {
    slug: "review-biet-doi-bao-lua",
    filmSlug: "biet-doi-bao-lua",
    title: "[Review] Biệt Đội Bão Lửa: bom tấn hành động đáng xem ở định dạng 4DX",
    excerpt: "Kịch bản quen thuộc nhưng những màn cứu hộ giữa biển lửa được dàn dựng mãn nhãn, nhất là trên ghế 4DX.",
    body: "Biệt Đội Bão Lửa không cố làm điều gì mới mẻ về cốt truyện: một đội cứu hộ, một âm mưu, một cuộc chạy đua với thời gian. Điều làm phim khác biệt là cách Graham Whitlock quay lửa — gần như mọi cảnh cháy đều được dựng thật.\n\nXem ở phòng 4DX, bạn sẽ cảm nhận hơi nóng, gió và rung chấn trong cảnh trực thăng lao qua hẻm núi. Đây là lúc công nghệ phục vụ câu chuyện chứ không chỉ để trình diễn.\n\nDiễn xuất của Amara Okafor là điểm sáng, trong khi phản diện còn khá nhạt. Dù vậy, 142 phút trôi qua rất nhanh.",
    views: 67_902,
    publishedDaysAgo: 4,
  },
  {
    slug: "review-hanh-tinh-im-lang",
    filmSlug: "hanh-tinh-im-lang",
    title: "[Review] Hành Tinh Im Lặng: khi sự tĩnh lặng là âm thanh lớn nhất",
    excerpt: "Một tác phẩm khoa học viễn tưởng chậm rãi, giàu suy tưởng, và là lý do chính đáng để mua vé IMAX.",
    body: "Có những đoạn dài đến mười phút trong Hành Tinh Im Lặng không có một lời thoại nào, và chính những đoạn ấy lại cuốn hút nhất. Nadia Orsini dùng âm thanh — hay sự vắng mặt của nó — như một nhân vật thứ ba.\n\nMàn hình IMAX giúp những khung hình hành tinh băng giá trở nên choáng ngợp. Lena Vogt gánh gần như cả bộ phim bằng ánh mắt và hơi thở.\n\nPhim sẽ không dành cho khán giả chờ đợi các trận chiến không gian. Nhưng nếu bạn thích những câu hỏi lớn về sự cô đơn và kết nối, đây là phim hay nhất mùa này.",
    views: 89_340,
    publishedDaysAgo: 16,
    english: {
      title: "[Review] The Quiet Orbit: when silence is the loudest sound",
      excerpt: "A slow, thoughtful science-fiction film, and a very good reason to buy an IMAX ticket.",
      body: "Some stretches of The Quiet Orbit run ten minutes without a line of dialogue, and they are the most gripping of all. Nadia Orsini uses sound, or its absence, as a third character.\n\nThe IMAX screen makes the frozen planet overwhelming. Lena Vogt carries almost the whole film with her eyes and her breathing.\n\nThis is not a film for anyone waiting for space battles. But if you like big questions about loneliness and connection, it is the best film of the season.",
    },
  },
  {
    slug: "review-chuyen-xe-cuoi-deo",
    filmSlug: "chuyen-xe-cuoi-deo",
    title: "[Review] Chuyến Xe Cuối Đèo: kinh dị Việt biết cách dọa bằng không khí",
    excerpt: "Ít hù dọa rẻ tiền, nhiều sương mù và tiếng động lạ: phim kinh dị Việt hiếm hoi giữ được nhịp căng suốt 98 phút.",
    body: "Chuyến Xe Cuối Đèo chọn một bối cảnh rất Việt Nam: chiếc xe khách đêm, con đèo sương mù và những lời đồn của người địa phương. Võ Thành Đạt hiểu rằng nỗi sợ đến từ điều ta không nhìn thấy.\n\nPhần âm thanh được làm kỹ, đặc biệt là tiếng còi xe vọng lại từ vách núi. Dàn diễn viên trẻ diễn tròn vai, dù vài đoạn thoại còn gượng.\n\nCái kết có thể gây tranh cãi, nhưng đây là một bước tiến của dòng kinh dị Việt. Phim dán nhãn T18, bạn nhớ mang theo giấy tờ tùy thân nhé.",
    views: 35_418,
    publishedDaysAgo: 6,
  },
  {
    slug: "review-meo-mun-di-lac",
    filmSlug: "meo-mun-di-lac",
    title: "[Review] Mèo Mun Đi Lạc: món quà nhỏ xinh cho cả gia đình",
    excerpt: "Hoạt hình Nhật Bản với nét vẽ tay ấm áp, câu chuyện giản dị và bản lồng tiếng Việt rất tròn trịa.",
    body: "Mèo Mun Đi Lạc là bộ phim mà trẻ em sẽ cười, còn người lớn có thể rơi nước mắt. Hành trình trên những mái nhà của chú mèo nhỏ được vẽ bằng một bảng màu đêm tuyệt đẹp.\n\nBản lồng tiếng Việt được thực hiện cẩn thận, giọng chú quạ già đặc biệt có duyên. Các bé từ 4 tuổi có thể theo dõi dễ dàng.\n\nVới 94 phút, phim vừa đủ dài cho một buổi chiều cuối tuần. Đừng bỏ qua đoạn hậu danh đề nhé.",
    views: 22_760,
    publishedDaysAgo: 24,
  },
  {
    slug: "review-tiem-banh-mi-so-9",
    filmSlug: "tiem-banh-mi-so-9",
    title: "[Review] Tiệm Bánh Mì Số 9: tiếng cười giòn rụm, kết thúc ấm lòng",
    excerpt: "Phim hài gia đình hiếm hoi không cần chiêu trò, chỉ cần một tiệm bánh mì và những con người tử tế.",
    body: "Tiệm Bánh Mì Số 9 làm được điều mà nhiều phim hài Việt bỏ lỡ: để tiếng cười đến từ tính cách nhân vật. Ông Chín của Cao Nhật Minh vừa cứng đầu vừa đáng thương, và rất đáng yêu.\n\nCuộc thi bánh mì ở nửa sau phim là đoạn vui nhất, với những màn so tài dở khóc dở cười giữa các tiệm lâu năm.\n\nPhim có nhãn K, phù hợp để cả nhà cùng xem. Bạn nên ăn no trước khi vào rạp — hoặc mua sẵn một ổ bánh mì.",
    views: 18_934,
    publishedDaysAgo: 2,
  },
  {
    slug: "review-vu-dieu-thuy-quai",
    filmSlug: "vu-dieu-thuy-quai",
    title: "[Review] Vũ Điệu Thủy Quái: quái vật biển không phải để sợ",
    excerpt: "Một bộ phim phiêu lưu biển cả có kỹ xảo đẹp và thông điệp môi trường được lồng ghép khéo léo.",
    body: "Thay vì biến sinh vật biển khổng lồ thành mối đe dọa, Vũ Điệu Thủy Quái để nó trở thành sứ giả. Lựa chọn này khiến phim khác hẳn những bộ phim quái vật quen thuộc.\n\nCảnh con thủy quái trồi lên giữa đêm trăng, xem ở IMAX 3D, là một trong những khoảnh khắc điện ảnh đẹp nhất năm.\n\nNhịp phim đôi chỗ chậm, và mối quan hệ giữa hai nhân vật chính cần thêm thời gian. Nhưng tổng thể đây là một chuyến ra khơi đáng giá.",
    views: 29_511,
    publishedDaysAgo: 13,
  },
  {
    slug: "review-hen-em-o-hoi-an",
    filmSlug: "hen-em-o-hoi-an",
    title: "[Review] Hẹn Em Ở Hội An: đẹp như một tấm bưu thiếp",
    excerpt: "Phố cổ lung linh đèn lồng là nhân vật chính thực sự của bộ phim tình cảm nhẹ nhàng này.",
    body: "Hẹn Em Ở Hội An có lẽ là bộ phim quay Hội An đẹp nhất từ trước đến nay. Mỗi đêm rằm là một bảng màu khác, từ đỏ rực đến vàng dịu.\n\nCâu chuyện tình yêu thì quen thuộc và đoán trước được, nhưng Vũ Hải Yến mang lại cho nhân vật cô gái làm đèn một nỗi buồn rất thật.\n\nĐây là lựa chọn hợp lý cho một buổi hẹn hò — nhất là khi ghế đôi cuối tuần đang được giảm 10K.",
    views: 15_207,
    publishedDaysAgo: 20,
  },
  {
    slug: "review-dem-trang-o-seoul",
    filmSlug: "dem-trang-o-seoul",
    title: "[Review] Đêm Trắng Ở Seoul: một đêm, hai người lạ và rất nhiều tuyết",
    excerpt: "Phim Hàn Quốc theo lối “trước bình minh”, với những đoạn đối thoại đẹp và một cái kết lặng người.",
    body: "Gần như toàn bộ phim diễn ra trong một đêm, giữa hai con người không có gì chung ngoài việc bị mắc kẹt. Yoon Seo-ha viết thoại rất tự nhiên, chuyển từ hài hước sang đau lòng chỉ trong một câu.\n\nSeoul trong tuyết được quay như một thành phố trong mơ: vắng vẻ, trắng xóa và ấm áp theo cách riêng.\n\nPhim dán nhãn T16 vì một vài chủ đề nặng. Hãy xem khi bạn có tâm trạng cho một câu chuyện chậm.",
    views: 41_088,
    publishedDaysAgo: 8,
  },
  {
    slug: "review-ngay-xua-co-mot-dong-song",
    filmSlug: "ngay-xua-co-mot-dong-song",
    title: "[Review] Ngày Xưa Có Một Dòng Sông: phim tài liệu khiến cả rạp lặng im",
    excerpt: "88 phút theo dòng sông từ Trường Sơn ra biển là trải nghiệm điện ảnh đáng quý cho mọi lứa tuổi.",
    body: "Hiếm khi một phim tài liệu Việt được chiếu rộng rãi ở rạp, và Ngày Xưa Có Một Dòng Sông xứng đáng với cơ hội ấy. Những cảnh quay từ trên cao cho thấy dòng sông như một sinh thể sống.\n\nLời kể của người lái đò già là linh hồn của phim — giản dị, hài hước và đầy tiếc nuối.\n\nPhim có nhãn P, rất phù hợp cho các gia đình muốn con em hiểu thêm về thiên nhiên và con người Việt Nam.",
    views: 12_644,
    publishedDaysAgo: 30,
  },
  {
    slug: "review-ky-si-rong-cuoi-cung",
    filmSlug: "ky-si-rong-cuoi-cung",
    title: "[Review] Kỵ Sĩ Rồng Cuối Cùng: phiêu lưu kỳ ảo đúng nghĩa bom tấn",
    excerpt: "Những cảnh bay trên lưng rồng qua dãy núi Tro Tàn là lý do đủ để chọn suất IMAX 3D.",
    body: "Kỵ Sĩ Rồng Cuối Cùng mang đến cảm giác của những bộ phim phiêu lưu kinh điển: một cô gái bình thường, một sinh vật huyền thoại và một thế giới rộng lớn để khám phá.\n\nKỹ xảo con rồng được làm tỉ mỉ đến từng vảy, và mối gắn bó giữa nó với cô chủ nhỏ khiến nhiều khán giả xúc động.\n\nPhim dài 148 phút nhưng hiếm khi hụt hơi. Bản lồng tiếng Việt cũng có ở một số suất, phù hợp cho các bạn nhỏ.",
    views: 55_870,
    publishedDaysAgo: 1,
  },
  {
    slug: "review-bau-troi-thep",
    filmSlug: "bau-troi-thep",
    title: "[Review] Bầu Trời Thép: không chiến nghẹt thở, cảm xúc chưa tới",
    excerpt: "Những trận không chiến đáng đồng tiền bát gạo, nhưng phần kịch bản còn nhiều khoảng trống.",
    body: "Bầu Trời Thép có những cảnh không chiến thuộc hàng mãn nhãn nhất năm, đặc biệt khi xem ở IMAX với âm thanh vòm rung cả ghế ngồi.\n\nTuy vậy, câu chuyện về người chỉ huy bị tước quân hàm lại đi theo lối mòn, và các phi công trẻ chưa có đủ đất diễn.\n\nNếu bạn tìm một bộ phim để thưởng thức hình ảnh và âm thanh, đây vẫn là lựa chọn đáng cân nhắc.",
    views: 31_402,
    publishedDaysAgo: 5,
  },
  {
    slug: "review-mua-hoa-ca-phe",
    filmSlug: "mua-hoa-ca-phe",
    title: "[Review] Mùa Hoa Cà Phê: lá thư tình gửi Tây Nguyên",
    excerpt: "Phim Việt quay tại Đắk Lắk với những đồi cà phê trắng hoa và câu chuyện về sự ở lại.",
    body: "Mùa Hoa Cà Phê là một bộ phim hiền lành, giống như mùi hoa cà phê thoang thoảng mỗi sáng sớm ở Buôn Ma Thuột. Nguyễn Hoàng Vy vào vai cô giáo trẻ đầy thuyết phục.\n\nPhim khéo léo tránh được cái nhìn du lịch hời hợt về Tây Nguyên; những nhân vật người Ê Đê được viết có chiều sâu.\n\nĐây không phải phim dành cho người thích nhịp nhanh, nhưng sẽ là món quà cho ai yêu sự tĩnh tại.",
    views: 9_873,
    publishedDaysAgo: 22,
  },
  {
    slug: "review-ca-voi-nho-ve-nha",
    filmSlug: "ca-voi-nho-ve-nha",
    title: "[Review] Cá Voi Nhỏ Về Nhà: hoạt hình Pháp trong trẻo cho các bé",
    excerpt: "Hành trình vượt đại dương của cá voi con Bi dạy các bé về lòng dũng cảm bằng những hình ảnh tươi sáng.",
    body: "Cá Voi Nhỏ Về Nhà là phim hoạt hình dễ thương với màu sắc tươi sáng và những nhân vật phụ vui nhộn, nhất là chú rùa già hay quên.\n\nPhim chỉ dài 86 phút, vừa vặn với khả năng tập trung của các bé từ 3 tuổi. Phần lớn suất chiếu là bản lồng tiếng Việt.\n\nPhụ huynh có thể sẽ thấy câu chuyện hơi đơn giản, nhưng thông điệp về gia đình được truyền tải rất nhẹ nhàng.",
    views: 3_415,
    publishedDaysAgo: 0,
  },
];

export const DEMO_BLOG_POSTS: readonly DemoBlogPost[] = [
  {
    slug: "vi-sao-nen-xem-phim-o-dinh-dang-imax",
    title: "Vì sao nên xem phim ở định dạng IMAX?",
    excerpt: "Màn hình lớn hơn, âm thanh mạnh hơn và hình ảnh sáng hơn: điều gì làm nên khác biệt của một suất IMAX?",
    body: "IMAX không chỉ là một màn hình to hơn. Phòng chiếu được thiết kế lại từ đầu: màn hình cong chiếm trọn tầm nhìn, ghế ngồi dốc hơn và hệ thống âm thanh được cân chỉnh riêng cho từng phòng.\n\nNhiều bộ phim được quay bằng máy quay IMAX, nên khi xem ở phòng IMAX bạn thấy thêm phần hình ảnh phía trên và dưới mà phòng thường bị cắt mất.\n\nHanCine hiện có phòng IMAX tại 5 rạp: Sông Hàn, Sài Gòn, Thảo Điền, Tràng Tiền và Nha Trang. Mẹo nhỏ: hàng ghế ở khoảng hai phần ba phòng cho trải nghiệm cân bằng nhất.",
    views: 24_560,
    publishedDaysAgo: 12,
    english: {
      title: "Why watch a film in IMAX?",
      excerpt: "A bigger screen, stronger sound and a brighter picture: what makes an IMAX showing different?",
      body: "IMAX is not just a bigger screen. The auditorium is designed from scratch: a curved screen that fills your view, steeper seating and a sound system tuned for each room.\n\nMany films are shot with IMAX cameras, so in an IMAX auditorium you see extra picture at the top and bottom that a standard screen crops away.\n\nHanCine has IMAX auditoriums at 5 cinemas: Song Han, Saigon, Thao Dien, Trang Tien and Nha Trang. A tip: seats about two thirds of the way back give the most balanced experience.",
    },
    theme: "imax",
  },
  {
    slug: "mot-ngay-cua-nguoi-chieu-phim",
    title: "Hậu trường: một ngày của người chiếu phim",
    excerpt: "Từ 7 giờ sáng đến sau nửa đêm, người chiếu phim là người đầu tiên đến và cuối cùng rời rạp.",
    body: "Anh Tuấn đã làm kỹ thuật viên chiếu phim tại HanCine Sông Hàn được tám năm. Mỗi sáng, anh kiểm tra độ sáng máy chiếu, âm thanh và lịch chiếu của cả sáu phòng trước khi suất đầu tiên bắt đầu.\n\nThời máy chiếu phim nhựa, mỗi cuộn phim phải được nối tay. Ngày nay mọi thứ là tệp số, nhưng công việc vẫn đòi hỏi sự tỉ mỉ: chỉ một sai lệch nhỏ về âm thanh cũng khiến cả phòng mất hứng.\n\nĐiều anh thích nhất? Đứng sau ô kính nhỏ, nghe cả phòng cùng cười hoặc cùng nín thở.",
    views: 8_312,
    publishedDaysAgo: 25,
    english: {
      title: "Behind the scenes: a day in the life of a projectionist",
      excerpt: "From 7 in the morning until after midnight, the projectionist is the first to arrive and the last to leave.",
      body: "Tuan has been a projectionist at HanCine Song Han for eight years. Every morning he checks the projectors' brightness, the sound and the schedule of all six auditoriums before the first showing starts.\n\nIn the days of film prints, every reel had to be spliced by hand. Today everything is a digital file, but the job still takes care: the slightest sound problem can spoil a whole auditorium's evening.\n\nHis favourite part? Standing behind the little window, hearing the whole room laugh or hold its breath together.",
    },
    theme: "projector",
  },
  {
    slug: "5-bo-phim-hoat-hinh-cho-ca-gia-dinh",
    title: "5 bộ phim hoạt hình cho cả gia đình dịp cuối tuần",
    excerpt: "Từ mèo mun lạc đường đến cá voi tìm mẹ: gợi ý những suất chiếu cả nhà cùng vui.",
    body: "Cuối tuần này, nếu bạn đang tìm một bộ phim cho cả nhà, HanCine gợi ý Mèo Mun Đi Lạc, Cá Voi Nhỏ Về Nhà và Thám Tử Nhí Và Viên Ngọc Xanh — cả ba đều có bản lồng tiếng Việt.\n\nSắp tới còn có Bé Na Và Chú Rồng Giấy, phim hoạt hình Việt về tình ông cháu, và Đường Đua Hoàng Hôn cho các bạn nhỏ mê tốc độ.\n\nĐừng quên Combo Gia Đình và ưu đãi giảm 5K mỗi vé khi mua từ 4 vé nhé.",
    views: 16_205,
    publishedDaysAgo: 7,
    theme: "family",
  },
  {
    slug: "lich-su-rap-chieu-phim-o-viet-nam",
    title: "Từ rạp bãi đến phòng IMAX: đôi nét về rạp chiếu phim ở Việt Nam",
    excerpt: "Hành trình hơn một thế kỷ của rạp chiếu phim, từ những buổi chiếu ngoài trời đến các cụm rạp hiện đại.",
    body: "Những buổi chiếu phim đầu tiên ở Việt Nam diễn ra từ đầu thế kỷ trước, và suốt nhiều thập kỷ sau, chiếu bóng lưu động trên bãi đất trống là ký ức của biết bao thế hệ.\n\nThập niên 2000 đánh dấu sự ra đời của các cụm rạp hiện đại, rồi đến các định dạng 3D, IMAX và 4DX. Khán giả ngày nay có thể chọn ghế, đặt vé và thanh toán chỉ bằng điện thoại.\n\nDù công nghệ thay đổi, cảm giác cùng hàng trăm người lạ cười và khóc trong bóng tối vẫn là điều khiến chúng ta quay lại rạp.",
    views: 5_947,
    publishedDaysAgo: 40,
    theme: "reel",
  },
];
