import { Form } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/snacks-order";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { MessagesProvider } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { SnackOrderForm } from "../features/buy/snacks/snack-order-form.tsx";
import { paths } from "../features/site/paths.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { buttonClass } from "../ui/button.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.brand,
    "Đặt bắp nước trước",
    "Đặt bắp nước, nước uống và combo online, thanh toán trước và nhận tại quầy đúng giờ bạn chọn, không phải xếp hàng.",
  );

const SNACK_KINDS = new Set(["combo", "drink", "snack"]);

/** `/bap-nuoc?rap=`: a cinema's menu to order ahead (the first cinema when none is chosen). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const timeoutMs = HOME.requestTimeoutMs;
  const cinemas = await readResult(api, "GET /cinemas", [], { timeoutMs });
  const wanted = new URL(request.url).searchParams.get("rap");
  const cinema = cinemas.find((c) => c.slug === wanted) ?? cinemas[0] ?? null;
  const menu = cinema ? (await readResult(api, "GET /products", [], { query: { cinema: cinema.slug }, timeoutMs })).filter((p) => SNACK_KINDS.has(p.kind)) : [];
  const times = await readResult(api, "GET /snack-orders/pickup-times", { opens: "", closes: "", slots: [] }, { timeoutMs });
  // The payment step's words (decision 093); the page itself is Vietnamese for now.
  return { brand: site.brand, cinemas, cinema, menu, times, messages: messagesFor("vi", ["purchase"]) };
}

export default function SnacksOrder({ loaderData }: Route.ComponentProps) {
  const { cinemas, cinema, menu, times } = loaderData;
  return (
    <MessagesProvider messages={loaderData.messages}>
      <PageHeader
        crumbs={[{ label: "Sản phẩm", href: paths.products() }, { label: "Đặt bắp nước trước" }]}
        title="Đặt bắp nước trước"
        lead="Chọn rạp, chọn món và giờ nhận: thanh toán online, đến quầy đưa mã là nhận, không phải xếp hàng."
      />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 md:py-10">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="snack-cinema" className="block text-sm font-medium text-night-900">
              Rạp nhận bắp nước
            </label>
            <select
              id="snack-cinema"
              name="rap"
              defaultValue={cinema?.slug}
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
              className="mt-1 h-11 min-w-64 rounded-card border border-slate-300 bg-white px-3 text-night-900"
            >
              {cinemas.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button type="submit" className={buttonClass("secondary")}>
              Xem thực đơn
            </button>
          </noscript>
        </Form>
        {cinema ? (
          <SnackOrderForm key={cinema.slug} cinema={cinema} menu={menu} times={times} />
        ) : (
          <p className="text-slate-700">Chưa tải được danh sách rạp. Bạn hãy thử lại sau ít phút.</p>
        )}
      </div>
    </MessagesProvider>
  );
}
