import { Link } from "react-router";
import { paths } from "#web/features/site/paths.ts";

/** The static 'Trang chủ' block: what the chain offers and how buying a ticket works. */
export function HomeDescription({ brand }: { brand: string }) {
  return (
    <section aria-labelledby="home-description-title" className="below-fold mx-auto [--fold-height:420px] w-full max-w-6xl px-4 py-12">
      <h2 id="home-description-title" className="text-xl font-bold text-night-900 sm:text-2xl">
        Trang chủ
      </h2>
      <div className="mt-4 grid gap-x-10 gap-y-4 text-[15px] leading-relaxed text-slate-700 md:grid-cols-2">
        <p>
          {brand} là chuỗi rạp chiếu phim ra đời bên bờ sông Hàn, Đà Nẵng, mang đến cho khán giả những bộ phim bom tấn Việt Nam và quốc tế mới nhất, phòng chiếu
          IMAX màn hình lớn, âm thanh sống động cùng ghế ngồi êm ái. Bên cạnh lịch chiếu cập nhật mỗi ngày, {brand} còn có góc điện ảnh với bài bình luận phim,
          blog điện ảnh và nhiều chương trình khuyến mãi hấp dẫn, giá vé chỉ từ 45K.
        </p>
        <p>
          Đặt vé tại {brand} thật đơn giản: tại mục{" "}
          <Link to={paths.buyTickets()} className="font-medium text-link underline underline-offset-2">
            Mua vé
          </Link>
          , bạn chọn vé theo phim, theo rạp hoặc theo ngày, chọn ghế và thanh toán. Ngay sau đó, bạn nhận được tin nhắn xác nhận và e-mail kèm thông tin vé. Đến
          rạp, bạn nhận vé tại quầy hoặc quét mã QR để vào phòng chiếu – không cần xếp hàng.
        </p>
      </div>
    </section>
  );
}
