import { useOutletContext } from "react-router";

/** What the site layout hands to its pages. */
export type SiteOutletContext = {
  /** Open the login modal (e.g. before holding seats). */
  openLogin: () => void;
};

export function useSiteOutlet(): SiteOutletContext {
  return useOutletContext<SiteOutletContext>();
}
