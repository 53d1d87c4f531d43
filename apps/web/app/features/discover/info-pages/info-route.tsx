import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#web/lib/page-meta.ts";
import { MessagesProvider, useI18n } from "#web/lib/i18n/messages.tsx";
import type { InfoPageData } from "./info-documents.server.ts";
import { InfoPage } from "./info-page.tsx";

// The eight information pages are one page with eight documents: each route module names its
// document to `infoPageLoader` (info-documents.server.ts) and exports these.

/** An information page's title and description, from its document in the page's language. */
export function infoPageMeta({ loaderData }: { loaderData?: InfoPageData }): MetaDescriptor[] {
  if (!loaderData) return pageMeta(undefined, "Đang cập nhật", "");
  return pageMeta(loaderData.brand, loaderData.content.title, loaderData.content.description);
}

/** An information page: its document under its footer group's breadcrumb, with the page's words. */
export function InfoPageRoute({ loaderData }: { loaderData: InfoPageData }) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <Document data={loaderData} />
    </MessagesProvider>
  );
}

function Document({ data }: { data: InfoPageData }) {
  const { t } = useI18n();
  return <InfoPage content={data.content} parent={{ label: t(data.group) }} />;
}
