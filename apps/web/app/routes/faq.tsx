import type { Route } from "./+types/faq";
import { servicesOf } from "../page-services.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { InfoPage } from "../features/discover/info-pages/info-page.tsx";
import { faqContent } from "../features/discover/info-pages/content/faq.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta(undefined, "Đang cập nhật", "");
  const content = faqContent(loaderData.site);
  return pageMeta(loaderData.site.brand, content.title, content.description);
};

export async function loader({ context }: Route.LoaderArgs) {
  return { site: servicesOf(context).site };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <InfoPage content={faqContent(loaderData.site)} parent={{ label: "Hỗ trợ" }} />;
}
