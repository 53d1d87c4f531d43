import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/actors";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { PeoplePage } from "../features/discover/film-index/people-page.tsx";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(loaderData?.brand, t("content.corner.actors"), t("content.people.actorsLead"));
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const people = await readResult(api, "GET /people", [], { query: { role: "cast" }, timeoutMs: HOME.requestTimeoutMs });
  return { brand: site.brand, today: chainDay(new Date()), people, messages: messagesFor(localeOfPath(url.pathname), ["content"]) };
}

export default function Actors({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <ActorsPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function ActorsPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useI18n();
  return (
    <PeoplePage
      role="cast"
      title={t("content.corner.actors")}
      lead={t("content.people.actorsLead")}
      people={loaderData.people}
      today={loaderData.today}
      empty={t("content.people.actorsFailed")}
    />
  );
}
