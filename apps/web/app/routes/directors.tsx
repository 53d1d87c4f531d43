import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/directors";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { PeoplePage } from "../features/discover/film-index/people-page.tsx";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(loaderData?.brand, t("content.corner.directors"), t("content.people.directorsLead"));
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const people = await readResult(api, "GET /people", [], { query: { role: "director" }, timeoutMs: HOME.requestTimeoutMs });
  return { brand: site.brand, today: chainDay(new Date()), people, messages: messagesFor(localeOfPath(url.pathname), ["content"]) };
}

export default function Directors({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <DirectorsPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function DirectorsPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useI18n();
  return (
    <PeoplePage
      role="director"
      title={t("content.corner.directors")}
      lead={t("content.people.directorsLead")}
      people={loaderData.people}
      today={loaderData.today}
      empty={t("content.people.directorsFailed")}
    />
  );
}
