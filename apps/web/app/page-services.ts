import { createContext, type RouterContextProvider } from "react-router";
import type { PageServices } from "@hancine/contract/page-services";

/** Set by the server for every page request (see apps/server/src/http/pages.ts). */
export const pageServicesContext = createContext<PageServices>();

export function servicesOf(context: Readonly<RouterContextProvider>): PageServices {
  return context.get(pageServicesContext);
}
