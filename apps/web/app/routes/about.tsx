import type { Route } from "./+types/about";
import { servicesOf } from "../page-services.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { InfoPage } from "../features/discover/info-pages/info-page.tsx";
import { aboutContent } from "../features/discover/info-pages/content/about.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta(undefined, "Đang cập nhật", "");
  const content = aboutContent(loaderData.site);
  return pageMeta(loaderData.site.brand, content.title, content.description);
};

export async function loader({ context }: Route.LoaderArgs) {
  return { site: servicesOf(context).site };
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <InfoPage content={aboutContent(loaderData.site)} parent={{ label: "Giới thiệu" }} />;
}
