import { hasRole, type UserRole } from "@hancine/contract/auth";
import { paths } from "#web/features/site/paths.ts";
import { adminPaths } from "./admin-paths.ts";

export type AdminNavItem = { to: string; label: string; minRole: UserRole; hint: string };

/** The back office's sections, each shown to the roles that may use it (the server checks again). */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: adminPaths.home(), label: "Tổng quan", minRole: "staff", hint: "Hôm nay: doanh thu, vé, lấp đầy, việc cần xử lý" },
  { to: adminPaths.counter(), label: "Quầy vé", minRole: "staff", hint: "Bán vé, bắp nước; mở và đóng ca" },
  { to: adminPaths.pickups(), label: "Bắp nước đặt trước", minRole: "staff", hint: "Đơn đặt online: chuẩn bị, báo sẵn sàng, giao" },
  { to: adminPaths.orders(), label: "Đơn hàng", minRole: "staff", hint: "Tra đơn, gửi lại vé, hoàn tiền" },
  { to: adminPaths.giftCards(), label: "Thẻ quà tặng", minRole: "staff", hint: "Tra số dư, các lần dùng, khoá thẻ mất" },
  { to: adminPaths.schedule(), label: "Lịch chiếu", minRole: "manager", hint: "Xếp, dời và huỷ suất chiếu" },
  { to: adminPaths.films(), label: "Phim", minRole: "manager", hint: "Hồ sơ phim, poster, trailer" },
  { to: adminPaths.rooms(), label: "Phòng chiếu", minRole: "manager", hint: "Sơ đồ ghế, giờ mở cửa của rạp" },
  { to: adminPaths.stock(), label: "Tồn kho", minRole: "staff", hint: "Bắp nước từng rạp: nhập hàng, kiểm kê, hủy" },
  { to: adminPaths.prices(), label: "Giá vé", minRole: "manager", hint: "Bảng giá và ngày lễ" },
  { to: adminPaths.saleEvents(), label: "Phòng chờ", minRole: "manager", hint: "Mở bán ngày công chiếu qua hàng chờ" },
  { to: adminPaths.shifts(), label: "Ca bán vé", minRole: "manager", hint: "Ca mở, đóng, chênh lệch tiền và duyệt" },
  { to: adminPaths.reports(), label: "Báo cáo", minRole: "manager", hint: "Doanh thu, vé, lấp đầy, xuất CSV/XLSX" },
  { to: adminPaths.occupancy(), label: "Lấp đầy và hiệu quả", minRole: "manager", hint: "Theo phim, phòng, giờ, thứ; hiệu suất phòng; từng tuần của phim" },
  { to: adminPaths.settlements(), label: "Thanh toán tiền thuê phim", minRole: "manager", hint: "Phần doanh thu vé của nhà phát hành: PDF, XLSX" },
  { to: adminPaths.distributors(), label: "Nhà phát hành", minRole: "manager", hint: "Tên công ty, mã số thuế, địa chỉ trên bảng thanh toán" },
  { to: adminPaths.reportMail(), label: "Báo cáo qua e-mail", minRole: "manager", hint: "Nhận doanh thu hằng ngày hoặc hằng tuần" },
  { to: adminPaths.audit(), label: "Nhật ký", minRole: "manager", hint: "Ai đã đổi gì, khi nào" },
  { to: adminPaths.users(), label: "Người dùng", minRole: "admin", hint: "Vai trò và rạp phụ trách" },
  { to: adminPaths.banners(), label: "Nội dung › Banner", minRole: "admin", hint: "Banner trang chủ: ảnh, chữ, lịch hiển thị" },
  { to: adminPaths.promotions(), label: "Nội dung › Khuyến mãi", minRole: "admin", hint: "Tin khuyến mãi và voucher đi kèm" },
  { to: adminPaths.posts(), label: "Nội dung › Bài viết", minRole: "admin", hint: "Bình luận phim và blog điện ảnh" },
  { to: adminPaths.products(), label: "Nội dung › Bắp nước", minRole: "admin", hint: "Bắp, nước, combo: giá và rạp bán" },
  { to: adminPaths.vouchers(), label: "Nội dung › Voucher", minRole: "admin", hint: "Quy tắc, giới hạn và lượt đã dùng" },
  { to: adminPaths.filmReviews(), label: "Nội dung › Nhận xét phim", minRole: "admin", hint: "Đọc, ẩn hoặc hiện lại nhận xét của khán giả" },
  { to: paths.staffCheckin(), label: "Soát vé", minRole: "staff", hint: "Quét mã QR ở cửa phòng chiếu" },
];

export const ROLE_LABEL: Record<UserRole, string> = {
  customer: "Khách hàng",
  staff: "Nhân viên",
  manager: "Quản lý rạp",
  admin: "Quản trị chuỗi",
};

export const navFor = (role: UserRole) => ADMIN_NAV.filter((item) => hasRole(role, item.minRole));
