import { TERMS_VERSION } from "@hancine/contract/auth";
import type { Route } from "./+types/operating-rules";
import { servicesOf } from "../page-services.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { InfoPage } from "../features/discover/info-pages/info-page.tsx";
import { infoPageData } from "../features/discover/info-pages/info-documents.server.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, useI18n } from "../lib/i18n/messages.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta(undefined, "Đang cập nhật", "");
  return pageMeta(loaderData.brand, loaderData.content.title, loaderData.content.description);
};

// The document in the page's language travels as data (decision 095); TERMS_VERSION is read here, on the server.
export async function loader({ context, url }: Route.LoaderArgs) {
  return infoPageData(servicesOf(context).site, "operating-rules", localeOfPath(url.pathname), TERMS_VERSION);
}

export default function OperatingRules({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <Page content={loaderData.content} />
    </MessagesProvider>
  );
}

function Page({ content }: { content: Route.ComponentProps["loaderData"]["content"] }) {
  const { t } = useI18n();
  return <InfoPage content={content} parent={{ label: t("site.footer.about") }} />;
}
