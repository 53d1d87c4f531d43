import { ROLE_NAMES, type UserRole } from "@hancine/contract/auth";
import type { AuditEntity } from "@hancine/contract/back-office-audit";
import { formatDate, formatTime, formatVnd } from "@hancine/contract/format";
import { parsePriceKey, priceKeyLabel } from "@hancine/contract/price-table-rules";

/** One line of a change: a field, its value before and after (as text; null when absent), and whether it changed. */
export type DiffRow = { field: string; label: string; before: string | null; after: string | null; changed: boolean };

export const ENTITY_LABELS: Record<AuditEntity, string> = {
  film: "Phim",
  media: "Ảnh",
  auditorium: "Phòng chiếu",
  showtime: "Suất chiếu",
  price_rules: "Bảng giá",
  holiday: "Ngày lễ",
  user: "Người dùng",
  order: "Đơn hàng",
  banner: "Banner",
  promotion: "Khuyến mãi",
  post: "Bài viết",
  product: "Bắp nước",
  voucher: "Voucher",
  sale_event: "Đợt mở bán",
  film_review: "Nhận xét phim",
  shift: "Ca bán vé",
  gift_card: "Thẻ quà tặng",
  report_subscription: "Báo cáo qua e-mail",
  distributor: "Nhà phát hành",
  cinema: "Rạp",
};

const ACTION_LABELS: Record<string, string> = {
  "gift_card.block": "Khoá thẻ quà tặng",
  "cinema.opening_hours": "Đổi giờ mở cửa của rạp",
  "distributor.created": "Thêm nhà phát hành",
  "distributor.updated": "Sửa nhà phát hành",
  "banner.create": "Thêm banner",
  "banner.update": "Sửa banner",
  "banner.publish": "Đăng banner",
  "banner.unpublish": "Đưa banner về nháp",
  "banner.archive": "Lưu trữ banner",
  "banner.delete": "Xoá banner",
  "promotion.create": "Thêm khuyến mãi",
  "promotion.update": "Sửa khuyến mãi",
  "promotion.publish": "Đăng khuyến mãi",
  "promotion.unpublish": "Đưa khuyến mãi về nháp",
  "promotion.archive": "Lưu trữ khuyến mãi",
  "promotion.delete": "Xoá khuyến mãi",
  "post.create": "Thêm bài viết",
  "post.update": "Sửa bài viết",
  "post.publish": "Đăng bài viết",
  "post.unpublish": "Đưa bài viết về nháp",
  "post.archive": "Lưu trữ bài viết",
  "post.delete": "Xoá bài viết",
  "product.create": "Thêm món bắp nước",
  "product.update": "Sửa món bắp nước",
  "product.archive": "Ngừng bán món",
  "product.restore": "Bán lại món",
  "voucher.create": "Thêm voucher",
  "voucher.update": "Sửa voucher",
  "voucher.archive": "Lưu trữ voucher",
  "voucher.restore": "Áp dụng lại voucher",
  "sale_event.create": "Tạo đợt mở bán",
  "sale_event.update": "Sửa đợt mở bán",
  "sale_event.pause": "Tạm dừng đợt mở bán",
  "sale_event.resume": "Tiếp tục đợt mở bán",
  "sale_event.close": "Kết thúc đợt mở bán",
  "film_review.hide": "Ẩn nhận xét phim",
  "film_review.show": "Hiện lại nhận xét phim",
  "shift.open": "Mở ca bán vé",
  "shift.cash_drop": "Chuyển tiền vào két",
  "shift.close": "Đóng ca bán vé",
  "shift.pin_set": "Đặt mã PIN quầy",
  "showtime.house_seats": "Giữ ghế cho quầy",
  "price_rules.update": "Đổi giá vé",
  "holiday.add": "Thêm ngày lễ",
  "holiday.rename": "Đổi tên ngày lễ",
  "holiday.remove": "Bỏ ngày lễ",
  "user.update": "Đổi vai trò hoặc rạp",
  "user.disable": "Khoá tài khoản",
  "user.enable": "Mở khoá tài khoản",
};

/** "Đổi giá vé"; an action this page does not know yet is shown as its dotted name. */
export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

const FIELD_LABELS: Record<string, string> = {
  role: "Vai trò",
  cinemas: "Rạp phụ trách",
  disabled: "Trạng thái",
  name: "Tên",
  hidden: "Đã ẩn",
  opens: "Giờ mở cửa",
  closes: "Giờ đóng cửa",
};

const VOUCHER_FIELD_LABELS: Record<string, string> = {
  benefit: "Ưu đãi",
  conditions: "Điều kiện",
  rule: "Quy tắc (dữ liệu)",
  validFrom: "Hiệu lực từ",
  validUntil: "Hiệu lực đến",
  totalLimit: "Giới hạn toàn chuỗi",
  perCustomerLimit: "Giới hạn mỗi khách",
  active: "Đang áp dụng",
};

const SALE_EVENT_FIELD_LABELS: Record<string, string> = {
  filmId: "Phim (mã)",
  opensAt: "Giờ mở bán",
  ratePerMinute: "Số người vào mỗi phút",
  paused: "Tạm dừng",
  closedAt: "Kết thúc lúc",
  showtimeIds: "Suất chiếu (mã)",
};

function fieldLabel(entity: string, field: string): string {
  if (entity === "voucher" && VOUCHER_FIELD_LABELS[field]) return VOUCHER_FIELD_LABELS[field];
  if (entity === "sale_event" && SALE_EVENT_FIELD_LABELS[field]) return SALE_EVENT_FIELD_LABELS[field];
  if (entity === "price_rules") {
    const key = parsePriceKey(field);
    if (key) return priceKeyLabel(key);
  }
  return FIELD_LABELS[field] ?? field;
}

/** Names of things an entry names by slug (cinemas), when the page knows them. */
export type Names = { cinemas?: Record<string, string> };

function valueText(entity: string, field: string, value: unknown, names: Names = {}): string | null {
  if (value === undefined || value === null) return null;
  if (entity === "user" && field === "cinemas" && Array.isArray(value) && value.length > 0) {
    return value.map((slug) => (typeof slug === "string" ? (names.cinemas?.[slug] ?? slug) : JSON.stringify(slug))).join(", ");
  }
  if (entity === "price_rules" && typeof value === "number") return formatVnd(value);
  if (entity === "sale_event" && (field === "opensAt" || field === "closedAt") && typeof value === "string") return `${formatTime(value)} ${formatDate(value)}`;
  if (entity === "user" && field === "role" && typeof value === "string" && value in ROLE_NAMES) return ROLE_NAMES[value as UserRole];
  if (entity === "user" && field === "disabled" && typeof value === "boolean") return value ? "Đã khoá" : "Hoạt động";
  if (Array.isArray(value)) return value.length === 0 ? "(không có)" : value.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(", ");
  if (typeof value === "boolean") return value ? "Có" : "Không";
  if (typeof value === "string" || typeof value === "number") return String(value);
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The fields of an entry's before and after side by side, changed ones first flagged: objects by
 * their keys (a price table's changed cells, an account's role and cinemas), anything else as one value.
 */
export function diffRows(entity: string, before: unknown, after: unknown, names: Names = {}): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    const b = valueText(entity, "value", before);
    const a = valueText(entity, "value", after);
    return b === null && a === null ? [] : [{ field: "value", label: "Giá trị", before: b, after: a, changed: b !== a }];
  }
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields.map((field) => {
    const b = valueText(entity, field, was[field], names);
    const a = valueText(entity, field, is[field], names);
    return { field, label: fieldLabel(entity, field), before: b, after: a, changed: JSON.stringify(was[field] ?? null) !== JSON.stringify(is[field] ?? null) };
  });
}
