import type { AgeRating, ShowFormat } from "@hancine/contract/catalog";
import { slugify } from "@hancine/contract/slug";
import type { Motif } from "@hancine/demo-art/scenes";

/**
 * The demo's films, all invented. Release dates are relative to "today", so the demo reads as
 * current whenever it is seeded; refreshDemoShowtimes keeps the coming-soon ones in the future.
 */
export type DemoFilm = {
  slug: string;
  title: string;
  originalTitle: string | null;
  /** What the English site shows (decision 092): a few demo films have it, the others show their own name and synopsis. */
  titleEn?: string;
  synopsisEn?: string;
  /** Days from today: ≤ 0 means now showing (released that many days ago), > 0 coming soon. */
  releaseInDays: number;
  durationMinutes: number;
  ageRating: AgeRating;
  country: string;
  genres: readonly string[];
  directors: readonly string[];
  cast: readonly string[];
  synopsis: string;
  tagline: string;
  /** Audience rating out of 10, one decimal. */
  rating: number;
  motif: Motif;
  sceneLabel?: string;
  /** One of the five films in the IMAX rooms (the home page's "Phim IMAX" tab). */
  imax: boolean;
  /** Also played in 4DX rooms. */
  fourDx: boolean;
  /** Some regular rooms play it in 3D. */
  threeD: boolean;
  /** Share of its showtimes that are dubbed ("Lồng tiếng"); the rest are subtitled. */
  dubbedShare: number;
};

type FilmSource = Omit<DemoFilm, "slug" | "imax" | "fourDx" | "threeD" | "dubbedShare"> & Partial<Pick<DemoFilm, "imax" | "fourDx" | "threeD" | "dubbedShare">>;

const SOURCES: FilmSource[] = [
  {
    title: "Sông Hàn Không Ngủ",
    originalTitle: null,
    titleEn: "The Sleepless Han River",
    synopsisEn:
      "An architect comes home to Da Nang after ten years abroad and runs into her childhood friend, now a night taxi driver. On the nights the Dragon Bridge breathes fire, the two set out to find a letter that was never sent. A tender story of a city, of youth and of words left unsaid.",
    releaseInDays: -12,
    durationMinutes: 118,
    ageRating: "T13",
    country: "Việt Nam",
    genres: ["Tình cảm", "Tâm lý"],
    directors: ["Lê Minh Khôi"],
    cast: ["Trần Bảo Ngọc", "Phạm Quốc Huy", "Đoàn Mai Anh"],
    synopsis:
      "Một nữ kiến trúc sư trở về Đà Nẵng sau mười năm ở nước ngoài và tình cờ gặp lại người bạn thuở nhỏ, nay là tài xế taxi đêm. Trong những đêm cầu Rồng phun lửa, hai người cùng đi tìm lại bức thư chưa từng được gửi. Một câu chuyện dịu dàng về thành phố, tuổi trẻ và những lời chưa kịp nói.",
    tagline: "Có những lời hẹn chỉ dòng sông còn nhớ",
    rating: 8.4,
    motif: "cityRiver",
  },
  {
    title: "Biệt Đội Bão Lửa",
    originalTitle: "Firestorm Protocol",
    titleEn: "Firestorm Protocol",
    synopsisEn:
      "When strange wildfires sweep the West Coast, an elite rescue crew finds a plot to control the weather behind them. They have seventy-two hours to cross the sea of fire and stop the machine before the whole city is engulfed.",
    releaseInDays: -5,
    durationMinutes: 142,
    ageRating: "T16",
    country: "Mỹ",
    genres: ["Hành động", "Phiêu lưu"],
    directors: ["Graham Whitlock"],
    cast: ["Jonah Reyes", "Amara Okafor", "Theo Marchetti"],
    synopsis:
      "Khi một loạt cháy rừng bất thường lan khắp bờ Tây, đội cứu hộ tinh nhuệ phát hiện đằng sau là một âm mưu khống chế thời tiết. Họ có bảy mươi hai giờ để vượt qua biển lửa và ngăn cỗ máy trước khi cả thành phố bị nhấn chìm.",
    tagline: "Khi cả bầu trời bốc cháy",
    rating: 8.1,
    motif: "rays",
    imax: true,
    fourDx: true,
  },
  {
    title: "Hành Tinh Im Lặng",
    originalTitle: "The Quiet Orbit",
    titleEn: "The Quiet Orbit",
    releaseInDays: -19,
    durationMinutes: 156,
    ageRating: "T13",
    country: "Mỹ",
    genres: ["Khoa học viễn tưởng", "Phiêu lưu"],
    directors: ["Nadia Orsini"],
    cast: ["Callum Brierley", "Lena Vogt", "Kenji Moriyama"],
    synopsis:
      "Phi hành gia cuối cùng của một trạm nghiên cứu bị bỏ quên nhận được tín hiệu từ hành tinh mà mọi bản đồ đều ghi là không có sự sống. Hành trình đi tìm nguồn tín hiệu buộc cô đối diện với câu hỏi: con người có thật sự cô đơn giữa vũ trụ?",
    tagline: "Ở nơi không có âm thanh, ai sẽ nghe thấy bạn?",
    rating: 8.8,
    motif: "planet",
    imax: true,
    threeD: true,
  },
  {
    title: "Chuyến Xe Cuối Đèo",
    originalTitle: null,
    releaseInDays: -8,
    durationMinutes: 98,
    ageRating: "T18",
    country: "Việt Nam",
    genres: ["Kinh dị"],
    directors: ["Võ Thành Đạt"],
    cast: ["Hồ Gia Hân", "Lý Tuấn Kiệt", "Bùi Thảo My"],
    synopsis:
      "Chuyến xe khách cuối cùng trong đêm băng qua con đèo sương mù thì chết máy ở khúc cua mà dân địa phương không bao giờ dừng lại. Từng hành khách lần lượt biến mất, và người tài xế dường như biết nhiều hơn những gì anh ta nói.",
    tagline: "Đừng bao giờ dừng xe ở khúc cua thứ chín",
    rating: 7.2,
    motif: "roadPass",
  },
  {
    title: "Mèo Mun Đi Lạc",
    originalTitle: "Little Ink",
    releaseInDays: -64,
    durationMinutes: 94,
    ageRating: "P",
    country: "Nhật Bản",
    genres: ["Hoạt hình", "Gia đình"],
    directors: ["Haruka Endo"],
    cast: ["Yui Takamori", "Sota Kanzaki", "Mei Arisaka"],
    synopsis:
      "Chú mèo mun nhỏ lạc khỏi nhà trong đêm lễ hội và phải băng qua những mái nhà của thành phố để tìm đường về. Trên hành trình ấy, cậu kết bạn với một con quạ già, một bầy chuột tinh nghịch và học được rằng nhà là nơi có người chờ mình.",
    tagline: "Một chuyến phiêu lưu trên những mái nhà",
    rating: 8.6,
    motif: "catRooftop",
    threeD: true,
    dubbedShare: 0.7,
  },
  {
    title: "Tiệm Bánh Mì Số 9",
    originalTitle: null,
    releaseInDays: -3,
    durationMinutes: 112,
    ageRating: "K",
    country: "Việt Nam",
    genres: ["Hài", "Gia đình"],
    directors: ["Huỳnh Phương Thảo"],
    cast: ["Cao Nhật Minh", "Châu Ngọc Lan", "Tạ Quang Vinh"],
    synopsis:
      "Ông Chín quyết giữ tiệm bánh mì ba đời giữa con phố đang đổi thay từng ngày, dù cậu con trai chỉ muốn bán mặt bằng. Một cuộc thi bánh mì toàn thành phố trở thành cơ hội cuối để cả nhà ngồi lại với nhau, trong tiếng cười và không ít nước mắt.",
    tagline: "Giòn rụm như tình thân",
    rating: 7.9,
    motif: "shopfront",
    sceneLabel: "BÁNH MÌ SỐ 9",
  },
  {
    title: "Vũ Điệu Thủy Quái",
    originalTitle: "Leviathan Waltz",
    releaseInDays: -15,
    durationMinutes: 131,
    ageRating: "T13",
    country: "Anh",
    genres: ["Phiêu lưu", "Khoa học viễn tưởng"],
    directors: ["Oskar Lindqvist"],
    cast: ["Sofia Albrecht", "Julien Marceau", "Priya Raman"],
    synopsis:
      "Một nhà sinh vật biển và người đánh cá già lên đường theo dấu sinh vật khổng lồ vừa trồi lên ngoài khơi Bắc Đại Tây Dương. Càng đến gần, họ càng nhận ra con thủy quái không săn mồi — nó đang tìm cách cảnh báo loài người.",
    tagline: "Đại dương đang lên tiếng",
    rating: 7.6,
    motif: "seaMonster",
    imax: true,
    fourDx: true,
    threeD: true,
  },
  {
    title: "Hẹn Em Ở Hội An",
    originalTitle: null,
    releaseInDays: -40,
    durationMinutes: 104,
    ageRating: "T13",
    country: "Việt Nam",
    genres: ["Tình cảm"],
    directors: ["Đặng Khải Nguyên"],
    cast: ["Vũ Hải Yến", "Lương Thế Bảo"],
    synopsis:
      "Chàng nhiếp ảnh gia đến Hội An để chụp bộ ảnh đèn lồng cuối cùng trước khi rời nghề, và gặp cô gái làm đèn có nụ cười buồn. Mười bốn đêm rằm, mười bốn bức ảnh, và một lời hẹn gửi theo dòng sông Hoài.",
    tagline: "Đêm rằm, phố cổ, và một lời hẹn",
    rating: 7.4,
    motif: "lanterns",
  },
  {
    title: "Đêm Trắng Ở Seoul",
    originalTitle: "White Night in Seoul",
    releaseInDays: -10,
    durationMinutes: 121,
    ageRating: "T16",
    country: "Hàn Quốc",
    genres: ["Tình cảm", "Tâm lý"],
    directors: ["Yoon Seo-ha"],
    cast: ["Kang Min-jae", "Han Yu-ri", "Seo Dong-hyun"],
    synopsis:
      "Một nữ dịch giả người Việt mắc kẹt ở Seoul trong đợt tuyết lớn nhất nhiều năm, cùng một nhạc công đường phố không còn nhà để về. Một đêm trắng đủ dài để họ kể cho nhau nghe những điều chưa từng nói với ai.",
    tagline: "Tuyết rơi đủ lâu để người ta thành thật",
    rating: 7.8,
    motif: "snowCity",
  },
  {
    title: "Thợ Săn Bóng Tối",
    originalTitle: "Umbral Hunters",
    releaseInDays: -80,
    durationMinutes: 127,
    ageRating: "T18",
    country: "Mỹ",
    genres: ["Hành động", "Kinh dị"],
    directors: ["Marisol Vega"],
    cast: ["Ethan Calloway", "Nadine Brooks", "Rafael Duarte"],
    synopsis:
      "Mỗi khi trăng máu xuất hiện, những cái bóng trong thị trấn nhỏ bắt đầu tách khỏi chủ nhân của chúng. Một cựu cảnh sát và cô con gái tuổi mới lớn phải học cách săn thứ không thể chạm vào trước khi bình minh đến.",
    tagline: "Đừng quay lưng lại với cái bóng của mình",
    rating: 7.0,
    motif: "redMoon",
    fourDx: true,
  },
  {
    title: "Ngày Xưa Có Một Dòng Sông",
    originalTitle: null,
    releaseInDays: -96,
    durationMinutes: 88,
    ageRating: "P",
    country: "Việt Nam",
    genres: ["Tài liệu"],
    directors: ["Phan Đức Trí"],
    cast: ["Mạc Thùy Dương"],
    synopsis:
      "Bộ phim tài liệu theo chân dòng sông từ thượng nguồn Trường Sơn ra đến cửa biển, qua bốn mùa và những con người sống nhờ sông. Hình ảnh quay từ trên cao xen kẽ lời kể của người lái đò, người trồng lúa và những đứa trẻ lớn lên bên bến nước.",
    tagline: "Sông vẫn chảy, người vẫn nhớ",
    rating: 8.9,
    motif: "riverAerial",
  },
  {
    title: "Kỵ Sĩ Rồng Cuối Cùng",
    originalTitle: "The Last Dragon Rider",
    releaseInDays: -1,
    durationMinutes: 148,
    ageRating: "T13",
    country: "Mỹ",
    genres: ["Phiêu lưu", "Gia đình"],
    directors: ["Graham Whitlock"],
    cast: ["Amara Okafor", "Theo Marchetti", "Lena Vogt"],
    synopsis:
      "Ở vương quốc nơi loài rồng đã bị săn đến tuyệt chủng, một cô gái chăn cừu tìm thấy quả trứng cuối cùng trong hang núi. Để bảo vệ nó, cô phải vượt qua dãy núi Tro Tàn và đối đầu với đội quân từng tiêu diệt cả tộc kỵ sĩ.",
    tagline: "Huyền thoại chưa bao giờ kết thúc",
    rating: 8.3,
    motif: "dragonPeaks",
    imax: true,
    fourDx: true,
    threeD: true,
    dubbedShare: 0.3,
  },
  {
    title: "Nhà Có Năm Nàng Dâu",
    originalTitle: null,
    releaseInDays: -17,
    durationMinutes: 109,
    ageRating: "K",
    country: "Việt Nam",
    genres: ["Hài", "Gia đình"],
    directors: ["Kiều Anh Tú"],
    cast: ["Châu Ngọc Lan", "Nguyễn Hoàng Vy", "Hà Minh Châu", "Tạ Quang Vinh"],
    synopsis:
      "Bà Tư có năm người con trai và năm nàng dâu đến từ năm vùng miền, mỗi người một tính. Khi bà tuyên bố sẽ giao quyền quản lý nhà hàng gia đình cho nàng dâu nấu mâm cỗ Tết ngon nhất, cả nhà bước vào một cuộc đua dở khóc dở cười.",
    tagline: "Một mái nhà, năm cái Tết",
    rating: 7.1,
    motif: "familyLineup",
  },
  {
    title: "Thám Tử Nhí Và Viên Ngọc Xanh",
    originalTitle: "The Junior Sleuths and the Blue Pearl",
    releaseInDays: -13,
    durationMinutes: 105,
    ageRating: "K",
    country: "Nhật Bản",
    genres: ["Hoạt hình", "Phiêu lưu"],
    directors: ["Kenji Moriyama"],
    cast: ["Mei Arisaka", "Riku Tanabe", "Yui Takamori"],
    synopsis:
      "Viên ngọc xanh quý nhất bảo tàng biến mất ngay trong đêm triển lãm, và nhóm thám tử nhí lớp năm là những người duy nhất nhìn thấy kẻ trộm. Bằng chiếc kính lúp cũ của ông nội và trí tò mò vô tận, các em lần theo dấu vết xuyên qua cả thành phố.",
    tagline: "Không vụ án nào quá lớn với thám tử nhí",
    rating: 8.0,
    motif: "magnifier",
    threeD: true,
    dubbedShare: 0.75,
  },
  {
    title: "Bầu Trời Thép",
    originalTitle: "Steel Horizon",
    releaseInDays: -7,
    durationMinutes: 138,
    ageRating: "T16",
    country: "Mỹ",
    genres: ["Hành động", "Khoa học viễn tưởng"],
    directors: ["Callum Brierley"],
    cast: ["Rafael Duarte", "Lena Vogt", "Jonah Reyes"],
    synopsis:
      "Năm 2087, một phi đội chiến đấu cơ già cỗi là lực lượng cuối cùng đứng giữa thành phố nổi và hạm đội máy không người lái. Người chỉ huy từng bị tước quân hàm phải tập hợp những phi công bị lãng quên cho trận không chiến sau cùng.",
    tagline: "Bay lên, hoặc mất tất cả",
    rating: 7.7,
    motif: "skyShips",
    imax: true,
    fourDx: true,
  },
  {
    title: "Lời Nguyền Gác Chuông",
    originalTitle: "The Bell Tower Curse",
    releaseInDays: -20,
    durationMinutes: 96,
    ageRating: "T18",
    country: "Thái Lan",
    genres: ["Kinh dị"],
    directors: ["Somchai Rattanakul"],
    cast: ["Pim Srisuk", "Anan Chaiyaporn", "Nok Wattana"],
    synopsis:
      "Tiếng chuông từ ngôi tháp bỏ hoang vang lên đúng ba giờ sáng mỗi đêm, dù chuông đã bị tháo xuống từ năm mươi năm trước. Nhóm sinh viên làm phim tài liệu quyết định ở lại một đêm trong tháp — và chỉ một người trở về.",
    tagline: "Ba giờ sáng. Chuông lại vang.",
    rating: 6.6,
    motif: "bellTower",
  },
  {
    title: "Mùa Hoa Cà Phê",
    originalTitle: null,
    releaseInDays: -50,
    durationMinutes: 115,
    ageRating: "T13",
    country: "Việt Nam",
    genres: ["Tình cảm", "Tâm lý"],
    directors: ["Lê Minh Khôi"],
    cast: ["Nguyễn Hoàng Vy", "Đoàn Mai Anh", "Phạm Quốc Huy"],
    synopsis:
      "Cô giáo trẻ từ thành phố lên nhận lớp ở một buôn nhỏ tại Đắk Lắk đúng mùa hoa cà phê trắng đồi. Giữa những bất đồng với già làng và tình cảm lặng lẽ của người kỹ sư nông nghiệp, cô học cách ở lại với một vùng đất mới.",
    tagline: "Hoa nở một mùa, thương một đời",
    rating: 7.5,
    motif: "blossoms",
  },
  {
    title: "Cuộc Đua Trên Biển Mây",
    originalTitle: "Cloudsea Racers",
    releaseInDays: -4,
    durationMinutes: 124,
    ageRating: "T13",
    country: "Trung Quốc",
    genres: ["Hành động", "Phiêu lưu"],
    directors: ["Zhao Yichen"],
    cast: ["Lin Qiao", "Wei Haoran", "Su Mengyao"],
    synopsis:
      "Trên những hòn đảo lơ lửng giữa biển mây, cuộc đua phi thuyền trăm năm một lần quyết định ai được giữ nguồn nước cuối cùng. Một cô gái thợ máy cùng con tàu chắp vá của cha quyết ghi tên mình vào cuộc đua.",
    tagline: "Vượt mây, thắng gió",
    rating: 6.9,
    motif: "cloudsea",
    fourDx: true,
  },
  {
    title: "Cá Voi Nhỏ Về Nhà",
    originalTitle: "Little Whale Home",
    releaseInDays: 0,
    durationMinutes: 86,
    ageRating: "P",
    country: "Pháp",
    genres: ["Hoạt hình", "Gia đình"],
    directors: ["Camille Fournier"],
    cast: ["Léa Dumont", "Hugo Bernard"],
    synopsis:
      "Cá voi con Bi lạc mẹ trong cơn bão đầu mùa và phải tự bơi qua nửa đại dương để về vùng biển nơi cả đàn trú đông. Những người bạn mới — một chú rùa già hay quên và một đàn cá chuồn lắm lời — giúp Bi hiểu rằng dũng cảm không có nghĩa là không sợ.",
    tagline: "Đại dương rộng lớn, trái tim còn lớn hơn",
    rating: 8.2,
    motif: "whale",
    threeD: true,
    dubbedShare: 0.8,
  },
  // Coming soon.
  {
    title: "Tiếng Hát Trong Giếng Cổ",
    originalTitle: null,
    releaseInDays: 3,
    durationMinutes: 101,
    ageRating: "T18",
    country: "Việt Nam",
    genres: ["Kinh dị", "Tâm lý"],
    directors: ["Võ Thành Đạt"],
    cast: ["Bùi Thảo My", "Lý Tuấn Kiệt"],
    synopsis:
      "Cô con dâu mới về làng phát hiện mỗi đêm có tiếng hát ru vọng lên từ chiếc giếng cổ đã bị lấp sau nhà chồng. Càng tìm hiểu, cô càng đến gần một bí mật mà cả dòng họ đã thề giữ kín suốt ba đời.",
    tagline: "Có những lời ru không dành cho người sống",
    rating: 7.3,
    motif: "well",
  },
  {
    title: "Người Gác Đèn Biển Cuối Cùng",
    originalTitle: "Keeper of the Last Light",
    releaseInDays: 7,
    durationMinutes: 119,
    ageRating: "T13",
    country: "Úc",
    genres: ["Phiêu lưu", "Tâm lý"],
    directors: ["Amara Okafor"],
    cast: ["Graham Whitlock", "Sofia Albrecht"],
    synopsis:
      "Ngọn hải đăng cuối cùng còn người gác sắp được tự động hóa, và người đàn ông đã sống ở đó bốn mươi năm không muốn rời đi. Cô kỹ sư được cử đến thay ông mang theo một chiếc máy tính bảng — và một nỗi đau riêng mà biển cả sẽ chữa lành.",
    tagline: "Ánh sáng vẫn cần người giữ",
    rating: 8.0,
    motif: "lighthouse",
  },
  {
    title: "Siêu Trộm Bất Đắc Dĩ",
    originalTitle: "The Reluctant Heist",
    releaseInDays: 10,
    durationMinutes: 117,
    ageRating: "T16",
    country: "Hàn Quốc",
    genres: ["Hành động", "Hài"],
    directors: ["Park Hae-jin"],
    cast: ["Kang Min-jae", "Han Yu-ri", "Choi Bo-ram"],
    synopsis:
      "Một kế toán hiền lành bị nhầm là siêu trộm khét tiếng và bị ép tham gia phi vụ đánh cắp lớn nhất Seoul. Kế hoạch hoàn hảo cứ thế đổ vỡ theo những cách không ai ngờ tới, kể cả chính anh.",
    tagline: "Kế hoạch hoàn hảo, người sai hoàn toàn",
    rating: 7.6,
    motif: "heist",
  },
  {
    title: "Bé Na Và Chú Rồng Giấy",
    originalTitle: null,
    releaseInDays: 14,
    durationMinutes: 90,
    ageRating: "P",
    country: "Việt Nam",
    genres: ["Hoạt hình", "Gia đình"],
    directors: ["Hồ Gia Hân"],
    cast: ["Nguyễn Hoàng Vy", "Cao Nhật Minh"],
    synopsis:
      "Bé Na làm một con diều hình rồng để tặng ông nội đang ốm, và một đêm gió lớn, chú rồng giấy bỗng sống dậy. Hai người bạn nhỏ bay qua những cánh đồng miền Trung để tìm loài hoa có thể giúp ông khỏe lại.",
    tagline: "Bay cao nhờ gió, bay xa nhờ ước mơ",
    rating: 8.5,
    motif: "kite",
    dubbedShare: 1,
  },
  {
    title: "Vùng Đất Không Tên",
    originalTitle: "Nameless Land",
    releaseInDays: 21,
    durationMinutes: 163,
    ageRating: "T16",
    country: "Mỹ",
    genres: ["Khoa học viễn tưởng"],
    directors: ["Nadia Orsini"],
    cast: ["Ethan Calloway", "Kenji Moriyama", "Marisol Vega"],
    synopsis:
      "Một khối đá đen khổng lồ xuất hiện giữa sa mạc và xóa tên mọi thứ nó chạm tới khỏi trí nhớ con người. Nhóm khảo sát cuối cùng phải đi đến tâm vùng đất trước khi quên cả lý do mình lên đường.",
    tagline: "Thứ gì không có tên thì chưa từng tồn tại",
    rating: 8.1,
    motif: "dunes",
  },
  {
    title: "Chị Em Nhà Họ Trịnh",
    originalTitle: null,
    releaseInDays: 28,
    durationMinutes: 113,
    ageRating: "K",
    country: "Việt Nam",
    genres: ["Hài", "Tình cảm"],
    directors: ["Kiều Anh Tú"],
    cast: ["Hà Minh Châu", "Vũ Hải Yến", "Châu Ngọc Lan"],
    synopsis:
      "Bốn chị em nhà họ Trịnh cùng về quê dự đám cưới cô út và phát hiện chú rể là người yêu cũ của… chị cả. Ba ngày chuẩn bị cưới biến thành ba ngày náo loạn nhất lịch sử dòng họ.",
    tagline: "Cưới thì vui, nhà mình còn vui hơn",
    rating: 7.2,
    motif: "familyLineup",
  },
  {
    title: "Đường Đua Hoàng Hôn",
    originalTitle: "Sunset Circuit",
    releaseInDays: 40,
    durationMinutes: 99,
    ageRating: "K",
    country: "Nhật Bản",
    genres: ["Hoạt hình", "Hành động"],
    directors: ["Haruka Endo"],
    cast: ["Riku Tanabe", "Sota Kanzaki"],
    synopsis:
      "Cậu thiếu niên giao báo bằng xe đạp được mời lái thử chiếc xe đua cũ kỹ của một đội đua sắp giải thể. Mùa giải cuối cùng trên đường đua ven biển là cơ hội để cả đội chứng minh tốc độ không chỉ nằm ở động cơ.",
    tagline: "Tăng tốc về phía mặt trời",
    rating: 7.8,
    motif: "sunsetRoad",
    dubbedShare: 0.6,
  },
  {
    title: "Bản Giao Hưởng Mùa Mưa",
    originalTitle: null,
    releaseInDays: 55,
    durationMinutes: 126,
    ageRating: "T13",
    country: "Việt Nam",
    genres: ["Tâm lý", "Tình cảm"],
    directors: ["Đặng Khải Nguyên"],
    cast: ["Lương Thế Bảo", "Trần Bảo Ngọc"],
    synopsis:
      "Người nhạc trưởng mất thính lực một phần chỉ còn một mùa mưa để hoàn thành bản giao hưởng cuối đời. Cô sinh viên chép nhạc thuê trở thành đôi tai của ông, và cũng là người hiểu bản nhạc hơn ai hết.",
    tagline: "Có những âm thanh chỉ nghe được bằng trái tim",
    rating: 8.2,
    motif: "rain",
  },
];

export const DEMO_FILMS: readonly DemoFilm[] = SOURCES.map((film) => ({
  slug: slugify(film.title),
  imax: false,
  fourDx: false,
  threeD: false,
  dubbedShare: 0,
  ...film,
}));

export const demoFilmBySlug = new Map(DEMO_FILMS.map((film) => [film.slug, film]));

/** The formats a demo film is distributed in, as its showtimes are planned (2D always). */
export const demoFilmFormats = (film: DemoFilm): ShowFormat[] => [
  "2D",
  ...(film.threeD ? (["3D"] as const) : []),
  ...(film.imax ? (["IMAX"] as const) : []),
  ...(film.fourDx ? (["4DX"] as const) : []),
];
