import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { servicesOf } from "../page-services.ts";
import { notFoundMeta } from "../lib/page-meta.ts";
import { NotFoundPanel } from "../ui/not-found-panel.tsx";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => notFoundMeta(matches, loaderData?.brand);

/** Every path no other route matches: the friendly 404 inside the site layout, answering HTTP 404. */
export async function loader({ context }: Route.LoaderArgs) {
  return data({ brand: servicesOf(context).site.brand }, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPanel />;
}
