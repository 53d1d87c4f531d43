import type { Route } from "./+types/feedback";
import { servicesOf } from "../page-services.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { InfoPage } from "../features/discover/info-pages/info-page.tsx";
import { feedbackContent } from "../features/discover/info-pages/content/feedback.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta(undefined, "Đang cập nhật", "");
  const content = feedbackContent(loaderData.site);
  return pageMeta(loaderData.site.brand, content.title, content.description);
};

export async function loader({ context }: Route.LoaderArgs) {
  return { site: servicesOf(context).site };
}

export default function Feedback({ loaderData }: Route.ComponentProps) {
  return <InfoPage content={feedbackContent(loaderData.site)} parent={{ label: "Hỗ trợ" }} />;
}
