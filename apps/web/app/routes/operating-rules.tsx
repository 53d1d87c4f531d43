import type { Route } from "./+types/operating-rules";
import { servicesOf } from "../page-services.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { InfoPage } from "../features/discover/info-pages/info-page.tsx";
import { operatingRulesContent } from "../features/discover/info-pages/content/operating-rules.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta(undefined, "Đang cập nhật", "");
  const content = operatingRulesContent(loaderData.site);
  return pageMeta(loaderData.site.brand, content.title, content.description);
};

export async function loader({ context }: Route.LoaderArgs) {
  return { site: servicesOf(context).site };
}

export default function OperatingRules({ loaderData }: Route.ComponentProps) {
  return <InfoPage content={operatingRulesContent(loaderData.site)} parent={{ label: "Giới thiệu" }} />;
}
