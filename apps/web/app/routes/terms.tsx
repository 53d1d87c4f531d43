import { TERMS_VERSION } from "@hancine/contract/auth";
import type { Route } from "./+types/terms";
import { servicesOf } from "../page-services.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { InfoPage } from "../features/discover/info-pages/info-page.tsx";
import { termsContent } from "../features/discover/info-pages/content/terms.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta(undefined, "Đang cập nhật", "");
  const content = termsContent(loaderData.site, loaderData.termsVersion);
  return pageMeta(loaderData.site.brand, content.title, content.description);
};

// TERMS_VERSION is read here, on the server: the contract module that holds it is not for the browser bundle.
export async function loader({ context }: Route.LoaderArgs) {
  return { site: servicesOf(context).site, termsVersion: TERMS_VERSION };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <InfoPage content={termsContent(loaderData.site, loaderData.termsVersion)} parent={{ label: "Giới thiệu" }} />;
}
