import { Link } from "react-router";
import type { Route } from "./+types/gift-cards";
import { servicesOf } from "../page-services.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { BuyGiftCardForm } from "../features/discover/gift-cards/buy-gift-card-form.tsx";
import { GiftCardBalanceForm } from "../features/discover/gift-cards/gift-card-balance-form.tsx";
import { paths } from "../features/site/paths.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.brand,
    "Thẻ quà tặng",
    "Thẻ quà tặng xem phim: mua tặng người thân với lời nhắn và ngày gửi tuỳ chọn, kiểm tra số dư bằng mã thẻ và mã PIN, dùng mua vé và bắp nước tại mọi rạp.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  return { brand: servicesOf(context).site.brand };
}

const HOW_IT_WORKS = [
  "Mỗi thẻ có một mã 16 ký tự và một mã PIN 6 chữ số. Hãy giữ mã PIN như mật khẩu: ai có cả hai mã đều dùng được số dư.",
  "Thẻ dùng được 12 tháng kể từ ngày phát hành, cho vé và bắp nước tại mọi rạp trong hệ thống.",
  "Sau 5 lần nhập sai mã PIN, thẻ tạm khoá tra cứu trong một giờ để bảo vệ số dư của bạn.",
];

export default function GiftCards({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={[{ label: "Sản phẩm", href: paths.products() }, { label: "Thẻ quà tặng" }]}
        title="Thẻ quà tặng"
        lead={`Món quà cho người mê phim: một tấm thẻ ${brand}, xem phim nào cũng được, ở rạp nào cũng được.`}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
          <section className="rounded-card border border-slate-200 bg-white p-5 shadow-sm md:p-6">
            <BuyGiftCardForm brand={brand} />
          </section>
          <div className="space-y-8">
            <section className="rounded-card border border-slate-200 bg-white p-5 shadow-sm md:p-6">
              <GiftCardBalanceForm />
            </section>
            <section aria-labelledby="gift-how" className="space-y-3">
              <SectionHeading id="gift-how">Cách dùng thẻ</SectionHeading>
              <ul className="list-disc space-y-2 pl-5 text-[15px] text-slate-800">
                {HOW_IT_WORKS.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="text-[15px] text-slate-700">
                Cần hỗ trợ về thẻ? Xem{" "}
                <Link to={paths.faq()} className="font-medium text-link hover:underline">
                  Câu hỏi thường gặp
                </Link>{" "}
                hoặc gọi hotline ở cuối trang.
              </p>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
