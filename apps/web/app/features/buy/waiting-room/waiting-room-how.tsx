import { ADMISSION_MINUTES, QUEUE_AWAY_MINUTES } from "@hancine/contract/waiting-room";
import { cx } from "#web/ui/cx.ts";

/** The rules of the room in four lines, beside the place. */
export function WaitingRoomHow({ className }: { className?: string }) {
  return (
    <aside aria-labelledby="waiting-room-how" className={cx("rounded-card bg-mist p-5 ring-1 ring-slate-200", className)}>
      <h2 id="waiting-room-how" className="text-lg font-bold text-night-900">
        Phòng chờ hoạt động thế nào?
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-[15px] leading-relaxed text-slate-700">
        <li>Ai vào trước giờ mở bán đều được xếp một vị trí ngẫu nhiên lúc mở bán; ai vào sau xếp cuối hàng.</li>
        <li>Rạp cho người vào theo lượt, đều đặn từng phút, để trang đặt vé luôn chạy nhanh.</li>
        <li>Đến lượt, bạn có {ADMISSION_MINUTES} phút để chọn suất và giữ ghế.</li>
        <li>Mỗi tài khoản có một chỗ; mở nhiều tab cũng chỉ là một chỗ. Đóng trang tối đa {QUEUE_AWAY_MINUTES} phút vẫn giữ được chỗ.</li>
      </ol>
    </aside>
  );
}
