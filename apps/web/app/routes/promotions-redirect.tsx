import { redirect } from "react-router";
import { paths } from "../features/site/paths.ts";

/** `/khuyen-mai` itself: every promotion's page lives under it, their list at /events/offers. */
export function loader() {
  throw redirect(paths.offers(), 301);
}
