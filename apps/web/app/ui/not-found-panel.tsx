import { Link } from "react-router";
import { buttonClass } from "./button.tsx";
import { paths } from "../features/site/paths.ts";

const SUGGESTIONS = [
  { label: "Phim đang chiếu", href: paths.movies() },
  { label: "Rạp và giá vé", href: paths.theatersPrices() },
  { label: "Khuyến mãi", href: paths.offers() },
  { label: "Câu hỏi thường gặp", href: paths.faq() },
];

/** The friendly 404: what happened, and where to go next. */
export function NotFoundPanel({ what = "trang" }: { what?: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center md:py-24">
      <p className="text-6xl font-bold text-night-900" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-night-900 [text-wrap:balance] sm:text-3xl">Không tìm thấy {what} bạn cần</h1>
      <p className="mt-3 text-slate-700">
        Đường dẫn có thể đã cũ, bị gõ nhầm, hoặc nội dung không còn nữa. Bạn thử tìm lại hoặc ghé một trong các trang dưới đây nhé.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home()} className={buttonClass("primary")}>
          Về trang chủ
        </Link>
        <Link to={paths.search()} className={buttonClass("secondary")}>
          Tìm kiếm
        </Link>
      </div>
      <nav aria-label="Gợi ý cho bạn" className="mt-10">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-[15px]">
          {SUGGESTIONS.map((s) => (
            <li key={s.href}>
              <Link to={s.href} className="text-link hover:underline">
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** Any other failure: no internals, a way out. */
export function ErrorPanel() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center md:py-24">
      <h1 className="text-2xl font-bold text-night-900 sm:text-3xl">Trang đang gặp sự cố</h1>
      <p className="mt-3 text-slate-700">Chúng tôi chưa tải được nội dung này. Bạn vui lòng thử lại sau ít phút, hoặc gọi tổng đài nếu cần hỗ trợ ngay nhé.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home()} className={buttonClass("primary")}>
          Về trang chủ
        </Link>
      </div>
    </div>
  );
}
