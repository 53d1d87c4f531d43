import { createRandom } from "@hancine/demo-art/prng";

/**
 * The people of the demo's past (demo-history.ts): invented Vietnamese customers and door staff, and
 * what verified viewers wrote about the films. Drawn from the index, so every machine gets the same.
 */
const FAMILY = ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng", "Bùi", "Đỗ", "Hồ", "Ngô", "Dương", "Lý"] as const;
const MIDDLE = {
  female: ["Thị", "Ngọc", "Thu", "Minh", "Bảo", "Thanh", "Khánh", "Mai"],
  male: ["Văn", "Minh", "Quốc", "Đức", "Gia", "Hữu", "Thành", "Anh"],
} as const;
const GIVEN = {
  female: ["Anh", "Trang", "Linh", "Hương", "Thảo", "Vy", "Ngân", "Hà", "Nhi", "Quyên", "Yến", "Trâm", "My", "Uyên", "Phương", "Châu"],
  male: ["Huy", "Khang", "Bảo", "Nam", "Phúc", "Long", "Tuấn", "Dũng", "Khoa", "Trí", "Sơn", "Hiếu", "Thịnh", "Đạt", "Vinh", "Quân"],
} as const;
const MOBILE_PREFIXES = ["90", "93", "89", "70", "77", "98", "97", "86", "91", "94", "88", "83", "85", "32", "35", "39"] as const;

export type HistoryPerson = { email: string; fullName: string; phoneE164: string; gender: "female" | "male"; dateOfBirth: string };

export function historyCustomer(index: number): HistoryPerson {
  const rng = createRandom(`history-person|${index}`);
  const gender = rng.chance(0.54) ? "female" : "male";
  const fullName = `${rng.pick(FAMILY)} ${rng.pick(MIDDLE[gender])} ${rng.pick(GIVEN[gender])}`;
  const year = rng.int(1972, 2008);
  const dateOfBirth = `${year}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`;
  return {
    email: `khach${String(index + 1).padStart(4, "0")}@demo.hancine.vn`,
    fullName,
    phoneE164: `+84${rng.pick(MOBILE_PREFIXES)}${String(1_000_000 + index * 7_919).slice(-7)}`,
    gender,
    dateOfBirth,
  };
}

/** Short reviews, by how the viewer scored the film. */
export const DEMO_REVIEW_LINES = {
  good: [
    "Phim hay, xem xong vẫn còn nghĩ mãi.",
    "Âm thanh và hình ảnh rất đã, đáng tiền vé.",
    "Diễn xuất tốt, kịch bản chặt chẽ. Sẽ rủ bạn đi xem lại.",
    "Cả nhà đều thích, bé nhà mình cười suốt.",
    "Cái kết bất ngờ, cả rạp vỗ tay.",
    "Nhạc phim hay quá, về nhà nghe lại liền.",
    "Một trong những phim đáng xem nhất năm nay.",
    "Ghế ngồi êm, phòng chiếu sạch, phim thì khỏi chê.",
  ],
  fair: [
    "Phim ổn, đoạn giữa hơi dài.",
    "Hình ảnh đẹp nhưng cốt truyện dễ đoán.",
    "Xem giải trí cuối tuần thì được.",
    "Diễn viên chính diễn tốt, vai phụ hơi nhạt.",
    "Kỳ vọng nhiều hơn một chút, nhưng không phí tiền.",
  ],
  poor: ["Phim chưa hợp gu mình lắm.", "Kịch bản rời rạc, hơi tiếc cho dàn diễn viên.", "Nhịp phim chậm, mình ngủ gật một đoạn."],
} as const;
