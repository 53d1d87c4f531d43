import type { Route } from "./+types/sales-services";
import { servicesOf } from "../page-services.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { InfoPage } from "../features/discover/info-pages/info-page.tsx";
import { salesServicesContent } from "../features/discover/info-pages/content/sales-services.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta(undefined, "Đang cập nhật", "");
  const content = salesServicesContent(loaderData.site);
  return pageMeta(loaderData.site.brand, content.title, content.description);
};

export async function loader({ context }: Route.LoaderArgs) {
  return { site: servicesOf(context).site };
}

export default function SalesServices({ loaderData }: Route.ComponentProps) {
  return <InfoPage content={salesServicesContent(loaderData.site)} parent={{ label: "Hỗ trợ" }} />;
}
