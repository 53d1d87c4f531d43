import type { Route } from "./+types/feedback";
import { infoPageLoader } from "../features/discover/info-pages/info-documents.server.ts";
import { infoPageMeta, InfoPageRoute } from "../features/discover/info-pages/info-route.tsx";

export const meta: Route.MetaFunction = infoPageMeta;

export async function loader(args: Route.LoaderArgs) {
  return infoPageLoader("feedback", args);
}

export default InfoPageRoute;
